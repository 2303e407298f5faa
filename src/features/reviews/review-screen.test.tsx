import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, within } from '@/testing/test-utils'
import userEvent from '@testing-library/user-event'

const SLOW = { timeout: 8000 }

const INVITATION = {
  order: 'order1',
  delivered_at: '2026-11-02 10:00:00.000Z',
  author_name: 'Camille D.',
  pieces: [
    { product: 'p1', name: 'Bracelet Sérénité', reviewed: false },
    { product: 'p2', name: 'Bague Lune', reviewed: true },
  ],
}

describe('the review page (docs/adr/0105)', { timeout: 15_000 }, () => {
  it('shows the pieces and the delivery date, refuses in French keeping the text, then confirms with the delay', async () => {
    const sent: unknown[] = []
    server.use(
      http.post('*/api/shop/reviews/invitation', () => HttpResponse.json(INVITATION)),
      http.post('*/api/shop/reviews', async ({ request }) => {
        const body = await request.json()
        sent.push(body)
        if (sent.length === 1) {
          return HttpResponse.json(
            {
              status: 400,
              message: 'Failed.',
              data: { text: { code: 'shop_review_text', message: 'Écrivez votre avis (2 000 caractères au plus).' } },
            },
            { status: 400 },
          )
        }
        return HttpResponse.json({ id: 'r1', status: 'pending', product: 'p1' })
      }),
    )
    const user = userEvent.setup()
    renderApp('/avis?jeton=abc')
    const form = await screen.findByRole('form', { name: 'Votre avis sur Bracelet Sérénité' }, SLOW)
    expect(screen.getByText(/livrée le 2 novembre 2026/)).toBeInTheDocument()
    expect(screen.getByText('Vous avez déjà donné votre avis sur ce bijou. Merci !')).toBeInTheDocument()

    // The form's own check: no rating, no text.
    await user.click(within(form).getByRole('button', { name: 'Envoyer mon avis' }))
    expect(await within(form).findByText('Choisissez une note de 1 à 5 étoiles.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)

    await user.click(within(form).getByRole('radio', { name: '4 étoiles sur 5' }))
    await user.type(within(form).getByRole('textbox', { name: /Votre avis/ }), 'Superbe.')
    await user.click(within(form).getByRole('button', { name: 'Envoyer mon avis' }))
    // The server's refusal, in French, on the field; what was typed stays.
    expect(await within(form).findByText('Écrivez votre avis (2 000 caractères au plus).')).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: /Votre avis/ })).toHaveValue('Superbe.')
    expect(within(form).getByRole('radio', { name: '4 étoiles sur 5' })).toBeChecked()

    await user.click(within(form).getByRole('button', { name: 'Envoyer mon avis' }))
    expect(await screen.findByText(/Merci pour votre avis ! .* dans les 7 jours\./, {}, SLOW)).toBeInTheDocument()
    expect(sent[1]).toMatchObject({ token: 'abc', product: 'p1', rating: 4, text: 'Superbe.' })
  })

  it('says in French why an expired link opens no form', async () => {
    server.use(
      http.post('*/api/shop/reviews/invitation', () =>
        HttpResponse.json({ status: 400, message: 'Ce lien de dépôt d’avis n’est pas valable ou a expiré.', data: {} }, { status: 400 }),
      ),
    )
    renderApp('/avis?jeton=old')
    expect(await screen.findByText('Ce lien de dépôt d’avis n’est pas valable ou a expiré.', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
  })

  it('records the opt-out with one button, logged out', async () => {
    let body: unknown = null
    server.use(
      http.post('*/api/shop/reviews/opt-out', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ done: true })
      }),
    )
    const user = userEvent.setup()
    renderApp('/avis/desinscription?jeton=abc')
    await user.click(await screen.findByRole('button', { name: 'Ne plus recevoir de demande d’avis' }, SLOW))
    expect(await screen.findByText('C’est noté : vous ne recevrez plus de demande d’avis à cette adresse.', {}, SLOW)).toBeInTheDocument()
    expect(body).toEqual({ token: 'abc' })
  })
})

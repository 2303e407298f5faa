import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import userEvent from '@testing-library/user-event'
import { demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { renderApp, screen } from '@/testing/test-utils'

const SLOW = { timeout: 8000 }

const ROW = { id: 'c1', email: 'lea@example.fr', status: 'subscribed', source: 'checkout', consent_at: '2026-11-05 10:00:00.000Z' }

describe('the newsletter’s back-office (docs/adr/0114)', { timeout: 15_000 }, () => {
  it('lists a page of subscribers searched by the server, previews the letter, then sends it', async () => {
    const asked: string[] = []
    const letters: Array<{ path: string; body: unknown }> = []
    server.use(
      http.get('*/api/shop/newsletter/subscribers', ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json({ page: 1, perPage: 50, totalItems: 1, totalPages: 1, items: [ROW] })
      }),
      http.post('*/api/shop/newsletter/preview', async ({ request }) => {
        letters.push({ path: 'preview', body: await request.json() })
        return HttpResponse.json({ subject: 'Nouveautés', html: '<p>Bonjour</p>', text: 'Bonjour', recipients: 3 })
      }),
      http.post('*/api/shop/newsletter/send', async ({ request }) => {
        letters.push({ path: 'send', body: await request.json() })
        return HttpResponse.json({ id: 'n1', recipients: 3 })
      }),
    )
    const user = userEvent.setup()
    renderApp('/dashboard/lettre', { user: demoUsers.admin() })
    expect(await screen.findByText('lea@example.fr', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('Commande')).toBeInTheDocument()
    expect(asked[0]).toBe('?q=&status=subscribed&page=1')

    await user.type(screen.getByLabelText('Rechercher une adresse'), 'lea')
    await user.click(screen.getByRole('button', { name: 'Rechercher' }))
    await screen.findByText('lea@example.fr')
    expect(asked.at(-1)).toBe('?q=lea&status=subscribed&page=1')

    await user.type(screen.getByLabelText('Objet'), 'Nouveautés')
    await user.type(screen.getByLabelText('Texte'), 'Bonjour')
    expect(screen.queryByRole('button', { name: /^Envoyer/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Aperçu' }))
    expect(await screen.findByTitle('Aperçu de la lettre', {}, SLOW)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Envoyer à 3 destinataires' }))
    expect(await screen.findByText(/Lettre mise en file d’envoi pour 3 destinataires/, {}, SLOW)).toBeInTheDocument()
    expect(letters).toEqual([
      { path: 'preview', body: { subject: 'Nouveautés', text: 'Bonjour' } },
      { path: 'send', body: { subject: 'Nouveautés', text: 'Bonjour' } },
    ])
  })

  it('says a refused letter in French', async () => {
    server.use(
      http.get('*/api/shop/newsletter/subscribers', () =>
        HttpResponse.json({ page: 1, perPage: 50, totalItems: 0, totalPages: 1, items: [] }),
      ),
      http.post('*/api/shop/newsletter/preview', () =>
        HttpResponse.json({ status: 400, message: 'Indiquez l’objet de la lettre (150 caractères au plus).', data: {} }, { status: 400 }),
      ),
    )
    const user = userEvent.setup()
    renderApp('/dashboard/lettre', { user: demoUsers.admin() })
    expect(await screen.findByText('Aucune adresse ici pour le moment.', {}, SLOW)).toBeInTheDocument()
    // Blanks only: the browser lets it go, the server refuses it.
    await user.type(screen.getByLabelText('Objet'), '   ')
    await user.type(screen.getByLabelText('Texte'), 'Bonjour')
    await user.click(screen.getByRole('button', { name: 'Aperçu' }))
    expect(await screen.findByText('Indiquez l’objet de la lettre (150 caractères au plus).', {}, SLOW)).toBeInTheDocument()
  })
})

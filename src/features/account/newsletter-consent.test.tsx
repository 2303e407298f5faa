// The newsletter's consent at sign-up and on /account (docs/adr/0114): the unticked box sends
// `newsletter: true` only when ticked; the account's switch reads and changes the server's choice.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { SUBSCRIBE_LABEL } from '@/lib/newsletter'
import { demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'

describe('the newsletter consent', () => {
  it('sign-up: the box is unticked; ticked, the account is created with newsletter: true', async () => {
    const bodies: Array<Record<string, unknown>> = []
    server.use(
      http.post('*/api/collections/users/records', async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>)
        return undefined
      }),
    )
    const { events } = renderApp('/signup')
    await events.type(await screen.findByLabelText('Email'), 'lettre@bijoux.test')
    await events.type(screen.getByLabelText('Mot de passe'), 'un-long-secret')
    await events.type(screen.getByLabelText('Confirmation du mot de passe'), 'un-long-secret')
    const box = screen.getByRole('checkbox', { name: SUBSCRIBE_LABEL })
    expect(box).not.toBeChecked()
    await events.click(box)
    await events.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    expect(await findPageHeading('Mon Compte')).toBeVisible()
    expect(bodies).toEqual([
      { email: 'lettre@bijoux.test', password: 'un-long-secret', passwordConfirm: 'un-long-secret', newsletter: true },
    ])
  })

  it('/account: the switch shows the choice and changes it on the server', async () => {
    const posts: unknown[] = []
    server.use(
      http.post('*/api/shop/newsletter/me', async ({ request }) => {
        posts.push(await request.clone().json())
        return undefined
      }),
      http.get('*/api/collections/orders/records', () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: 0, totalPages: 1, items: [] }),
      ),
    )
    const { events } = renderApp('/account', { user: demoUsers.customer() })
    const section = await screen.findByRole('region', { name: 'Lettre d’information' })
    const toggle = within(section).getByRole('switch', { name: SUBSCRIBE_LABEL })
    await waitFor(() => expect(toggle).toBeEnabled())
    expect(toggle).not.toBeChecked()
    await events.click(toggle)
    expect(await within(section).findByText('Vous êtes inscrit(e) à la lettre de l’atelier.')).toBeVisible()
    expect(toggle).toBeChecked()
    expect(posts).toEqual([{ subscribed: true }])
  })

  it('/account: a refusal is said in French and the switch stays as it was', async () => {
    server.use(
      http.post('*/api/shop/newsletter/me', () => HttpResponse.json({ status: 500, message: 'boom', data: {} }, { status: 500 })),
      http.get('*/api/collections/orders/records', () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: 0, totalPages: 1, items: [] }),
      ),
    )
    const { events } = renderApp('/account', { user: demoUsers.customer() })
    const section = await screen.findByRole('region', { name: 'Lettre d’information' })
    const toggle = within(section).getByRole('switch', { name: SUBSCRIBE_LABEL })
    await waitFor(() => expect(toggle).toBeEnabled())
    await events.click(toggle)
    expect(await within(section).findByText('Votre choix n’a pas pu être enregistré. Veuillez réessayer.')).toBeVisible()
    expect(toggle).not.toBeChecked()
  })
})

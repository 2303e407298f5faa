// /desinscription (docs/adr/0114): the link of every marketing e-mail. Nothing is sent until the
// button is pressed; logged out; the server's refusal in French.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen } from '@/testing/test-utils'

describe('/desinscription', { timeout: 30_000 }, () => {
  it('posts the token only after the click, and confirms', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('*/api/shop/unsubscribe', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ done: true })
      }),
    )
    const { events } = renderApp('/desinscription?jeton=abc123')
    expect(await findPageHeading('Désinscription')).toBeVisible()
    expect(bodies).toEqual([])
    await events.click(screen.getByRole('button', { name: 'Me désinscrire' }))
    expect(await screen.findByText(/vous ne recevrez plus d’e-mails de l’atelier à cette adresse/)).toBeVisible()
    expect(bodies).toEqual([{ token: 'abc123' }])
  })

  it('says the server’s refusal of a bad link', async () => {
    server.use(
      http.post('*/api/shop/unsubscribe', () =>
        HttpResponse.json({ status: 400, message: 'Ce lien de désinscription n’est pas valable.', data: {} }, { status: 400 }),
      ),
    )
    const { events } = renderApp('/desinscription?jeton=old')
    await events.click(await screen.findByRole('button', { name: 'Me désinscrire' }))
    expect(await screen.findByText('Ce lien de désinscription n’est pas valable.')).toBeVisible()
  })
})

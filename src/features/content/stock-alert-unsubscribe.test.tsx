// The unsubscribe page of a back-in-stock alert (docs/adr/0107): logged out, one button sends the
// token of the link; the answer (done or refused) is French.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, userEvent } from '@/testing/test-utils'

function serveUnsubscribe(status: number, message: string) {
  const sent: unknown[] = []
  server.use(
    http.post('*/api/shop/stock-alerts/unsubscribe', async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({ message, data: {} }, { status })
    }),
  )
  return sent
}

describe('/alertes/desinscription', { timeout: 30_000 }, () => {
  it('sends the token with one click and confirms in French', async () => {
    const sent = serveUnsubscribe(200, 'Votre alerte est supprimée : vous ne recevrez pas d’e-mail pour cette pièce.')
    renderApp('/alertes/desinscription?jeton=abc123')
    await findPageHeading('Alerte de retour en stock')
    expect(sent).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Ne plus recevoir cette alerte' }))
    expect(await screen.findByText(/^Votre alerte est supprimée/)).toBeInTheDocument()
    expect(sent).toEqual([{ token: 'abc123' }])
  })

  it('says so when the link no longer works', async () => {
    serveUnsubscribe(404, 'Ce lien de désinscription n’est plus valide : l’alerte a déjà été envoyée ou supprimée.')
    renderApp('/alertes/desinscription?jeton=old')
    await userEvent.click(await screen.findByRole('button', { name: 'Ne plus recevoir cette alerte' }))
    expect(await screen.findByText(/Ce lien de désinscription n’est plus valide/)).toBeInTheDocument()
  })
})

// The gift card balance page (docs/adr/0117): the code typed loosely is sent normalized; the balance
// and validity are shown; a refusal is French and keeps what was typed.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, userEvent } from '@/testing/test-utils'

function serveBalance(status: number, body: Record<string, unknown>) {
  const sent: unknown[] = []
  server.use(
    http.post('*/api/shop/gift-cards/balance', async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json(body, { status })
    }),
  )
  return sent
}

describe('/cartes-cadeaux/solde', { timeout: 30_000 }, () => {
  it('shows the balance and the validity of a code', async () => {
    const sent = serveBalance(200, { code: 'K7PQ-M3RT-9XWA-B2HD', balance: 32.5, expires: '2027-11-30T22:59:59.999Z', status: 'active' })
    renderApp('/cartes-cadeaux/solde')
    await findPageHeading('Solde d’une carte cadeau')
    await userEvent.type(screen.getByLabelText(/Code de la carte/), 'k7pq m3rt 9xwa b2hd')
    await userEvent.click(screen.getByRole('button', { name: 'Consulter le solde' }))
    expect(await screen.findByText(/^Solde : 32,50/)).toBeInTheDocument()
    expect(screen.getByText(/Valable jusqu’au 30 novembre 2027 inclus/)).toBeInTheDocument()
    expect(sent).toEqual([{ code: 'K7PQ-M3RT-9XWA-B2HD' }])
  })

  it('refuses a malformed code without asking the server, and says an unknown code is not valid', async () => {
    const sent = serveBalance(404, { status: 404, message: 'Ce code de carte cadeau n’est pas valable.', data: {} })
    renderApp('/cartes-cadeaux/solde')
    const field = await screen.findByLabelText(/Code de la carte/)
    await userEvent.type(field, 'ABC')
    await userEvent.click(screen.getByRole('button', { name: 'Consulter le solde' }))
    expect(await screen.findByText(/compte 16 lettres et chiffres/)).toBeInTheDocument()
    expect(sent).toEqual([])
    await userEvent.clear(screen.getByLabelText(/Code de la carte/))
    await userEvent.type(screen.getByLabelText(/Code de la carte/), 'AAAA-BBBB-CCCC-DDDD')
    await userEvent.click(screen.getByRole('button', { name: 'Consulter le solde' }))
    expect(await screen.findByText('Ce code de carte cadeau n’est pas valable.')).toBeInTheDocument()
    expect(screen.getByLabelText(/Code de la carte/)).toHaveValue('AAAA-BBBB-CCCC-DDDD')
  })

  it('shows a cancelled card as such', async () => {
    serveBalance(200, { code: 'K7PQ-M3RT-9XWA-B2HD', balance: 50, expires: '2027-11-30T22:59:59.999Z', status: 'cancelled' })
    renderApp('/cartes-cadeaux/solde')
    await userEvent.type(await screen.findByLabelText(/Code de la carte/), 'K7PQM3RT9XWAB2HD')
    await userEvent.click(screen.getByRole('button', { name: 'Consulter le solde' }))
    expect(await screen.findByText(/a été annulée/)).toBeInTheDocument()
  })
})

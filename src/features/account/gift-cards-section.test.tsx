// « Mes cartes cadeaux » on /account (docs/adr/0117): the customer's own cards with their balance,
// validity and recipient; nothing when there is none.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, within } from '@/testing/test-utils'

function serveCards(items: Record<string, unknown>[]) {
  const requests: URL[] = []
  server.use(
    http.get('*/api/collections/gift_cards/records', ({ request }) => {
      requests.push(new URL(request.url))
      return HttpResponse.json({ page: 1, perPage: 50, totalItems: items.length, totalPages: 1, items })
    }),
  )
  return requests
}

describe('/account: gift cards', () => {
  it('lists the cards bought, with code, balance, validity and recipient', async () => {
    const user = demoUsers.customer()
    const requests = serveCards([
      {
        id: 'gc1xxxxxxxxxxxx',
        code: 'K7PQ-M3RT-9XWA-B2HD',
        amount: 50,
        balance: 20,
        status: 'active',
        expires: '2099-11-30 22:59:59.999Z',
        recipient_name: 'Camille',
        recipient_email: 'camille@example.fr',
        send_on: '2099-12-24 23:00:00.000Z',
        sent_at: '',
      },
    ])
    renderApp('/account', { user })
    await findPageHeading('Mon Compte')
    const section = await screen.findByRole('region', { name: 'Mes cartes cadeaux' })
    expect(within(section).getByText('K7PQ-M3RT-9XWA-B2HD')).toBeVisible()
    expect(section).toHaveTextContent(/Solde : 20,00\s€ sur 50,00\s€/)
    expect(within(section).getByText(/^Valable jusqu’au 30 novembre 2099/)).toBeVisible()
    expect(within(section).getByText(/^Sera envoyée à Camille le 25 décembre 2099/)).toBeVisible()
    expect(requests[0]?.searchParams.get('filter')).toBe(`user = "${user.id}"`)
    expect(Number(requests[0]?.searchParams.get('perPage'))).toBeLessThanOrEqual(50)
  })

  it('shows no section when the customer has no card', async () => {
    serveCards([])
    renderApp('/account', { user: demoUsers.customer() })
    await findPageHeading('Mon Compte')
    await screen.findByText("Vous n'avez encore passé aucune commande.")
    expect(screen.queryByRole('region', { name: 'Mes cartes cadeaux' })).toBeNull()
  })
})

// The admin's gift cards (docs/adr/0117): one page of 50 from the server, searched by code or e-mail on
// the server; amount, balance, validity, status; an active card cancelled through its route.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { adminRecord, servePages } from '../testing/admin-mocks'

const card = (code: string, buyer: string, fields: Record<string, unknown> = {}) =>
  adminRecord('gift_cards', {
    code,
    amount: 50,
    balance: 50,
    status: 'active' as const,
    expires: '2099-11-30 22:59:59.999Z',
    order: 'ord00001xxxxxxx',
    buyer_email: buyer,
    recipient_email: '',
    ...fields,
  })

describe('admin gift cards (/dashboard/cartes-cadeaux)', { timeout: 20_000 }, () => {
  it('one page from the server with amount, balance and status; searched by the server; a card cancelled', async () => {
    seed('gift_cards', [
      card('K7PQ-M3RT-9XWA-B2HD', 'lea@exemple.fr', { balance: 20 }),
      card('ABCD-EFGH-JKMN-PQRS', 'paul@exemple.fr', { status: 'cancelled', cancelled_at: '2026-11-20 10:00:00.000Z' }),
    ])
    const asked = servePages('gift_cards')
    const cancelled: string[] = []
    server.use(
      http.post('*/api/shop/admin/gift-cards/:id/cancel', ({ params }) => {
        cancelled.push(String(params.id))
        return HttpResponse.json({ id: params.id, status: 'cancelled' })
      }),
    )
    const { events } = renderApp('/dashboard/cartes-cadeaux', { user: demoUsers.admin() })
    expect(await findPageHeading('Cartes cadeaux')).toBeVisible()
    const table = within(await screen.findByRole('table', { name: /Cartes cadeaux vendues/ }))
    const lea = within((await table.findByText('K7PQ-M3RT-9XWA-B2HD')).closest('tr')!)
    expect(lea.getByText(/20,00/)).toBeVisible()
    expect(lea.getByText('Entamée')).toBeVisible()
    const paul = within(table.getByText('ABCD-EFGH-JKMN-PQRS').closest('tr')!)
    expect(paul.getByText(/^Annulée le/)).toBeVisible()
    expect(paul.queryByRole('button', { name: /Annuler la carte/ })).toBeNull()
    const first = asked[0]!.searchParams
    expect([first.get('perPage'), first.get('sort')]).toEqual(['50', '-created'])

    await events.type(screen.getByRole('searchbox', { name: 'Rechercher une carte (code ou e-mail)' }), 'paul')
    await waitFor(() =>
      expect(asked.at(-1)!.searchParams.get('filter')).toBe('((code ~ "paul" || buyer_email ~ "paul" || recipient_email ~ "paul"))'),
    )
    await events.clear(screen.getByRole('searchbox', { name: 'Rechercher une carte (code ou e-mail)' }))

    await events.click(await screen.findByRole('button', { name: 'Annuler la carte K7PQ-M3RT-9XWA-B2HD' }))
    expect(await screen.findByText('La carte cadeau est annulée.')).toBeVisible()
    expect(cancelled).toHaveLength(1)
  })

  it('a refused cancellation is said in French', async () => {
    seed('gift_cards', [card('K7PQ-M3RT-9XWA-B2HD', 'lea@exemple.fr')])
    servePages('gift_cards')
    server.use(
      http.post('*/api/shop/admin/gift-cards/:id/cancel', () =>
        HttpResponse.json({ status: 400, message: 'Cette carte cadeau est déjà annulée.', data: {} }, { status: 400 }),
      ),
    )
    const { events } = renderApp('/dashboard/cartes-cadeaux', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: 'Annuler la carte K7PQ-M3RT-9XWA-B2HD' }))
    expect(await screen.findByText('Cette carte cadeau est déjà annulée.')).toBeVisible()
  })
})

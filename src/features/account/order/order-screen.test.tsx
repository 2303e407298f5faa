// One order's page, /account/commandes/:id (docs/adr/0080): the thanks after the payment, the lines
// with unit prices, the addresses, what happens next, tracking, invoice, credit notes, the withdrawal
// and the history; someone else's order is the French 404 screen.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { OrdersRecord, UsersRecord } from '@/lib/pocketbase-types'
import { createOrder, createShopIdentity, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, within } from '@/testing/test-utils'

const ID = 'ordpage12345xyz'

const SHIPPING = {
  full_name: 'Camille Martin',
  company: '',
  line1: '18 rue Mercière',
  line2: '',
  postal_code: '69002',
  city: 'Lyon',
  country: 'FR',
  phone: '06 12 34 56 78',
  siret: '',
  vat_number: '',
}

function paidOrder(user: UsersRecord, overrides: Partial<OrdersRecord> = {}): OrdersRecord {
  return createOrder({
    id: ID,
    user: user.id,
    created: '2026-11-20 15:00:00.000Z',
    status: 'paid',
    email: user.email,
    total: 133.8,
    items: [
      { id: 'p1', name: 'Bracelet Améthyste', quantity: 2, price: 39.9 },
      { id: 'p2', name: 'Collier Jade', quantity: 1, price: 54 },
    ],
    shipping_address: SHIPPING,
    billing_address: { ...SHIPPING, line1: '4 quai Saint-Antoine', phone: '' },
    invoice_number: 'F2026-00012',
    payment_mode: 'stripe',
    ...overrides,
  })
}

/** The order as PocketBase answers its owner (the page's filter names it and its user); returns the filters asked. */
function serveOrder(order: OrdersRecord | null) {
  const filters: string[] = []
  server.use(
    http.get('*/api/collections/orders/records', ({ request }) => {
      filters.push(new URL(request.url).searchParams.get('filter') ?? '')
      const items = order ? [order] : []
      return HttpResponse.json({ page: 1, perPage: 1, totalItems: -1, totalPages: -1, items })
    }),
  )
  return filters
}

const EVENTS = [
  { id: 'ev1xxxxxxxxxxxx', order: ID, type: 'paid', created: '2026-11-20 15:00:01.000Z', data: { amount: 133.8 } },
  { id: 'ev2xxxxxxxxxxxx', order: ID, type: 'invoice', created: '2026-11-20 15:00:01.000Z', data: { number: 'F2026-00012' } },
  {
    id: 'ev3xxxxxxxxxxxx',
    order: ID,
    type: 'shipped',
    created: '2026-11-21 09:30:00.000Z',
    data: { to: 'shipped', carrier: 'La Poste Colissimo', tracking_number: '6A123456789' },
  },
]

function seedEvents() {
  seed(
    'order_events',
    EVENTS.map((event) => ({ ...event, collectionId: 'pbc_events', collectionName: 'order_events', updated: event.created })),
  )
}

describe('an order’s page (/account/commandes/:id)', () => {
  it('after the payment: the thanks, what happens next with the delivery time, the lines, the addresses, the invoice', async () => {
    const customer = demoUsers.customer()
    const filters = serveOrder(paidOrder(customer))
    seed('shop_identity', [createShopIdentity({ delivery_time: '3 à 4 jours ouvrés' })])
    renderApp(`/account/commandes/${ID}?merci`, { user: customer })

    expect(await findPageHeading('Merci pour votre commande !')).toBeVisible()
    expect(filters).toEqual([`id = "${ID}" && user = "${customer.id}"`])
    expect(
      screen.getByText(
        'Votre paiement est bien reçu : la commande n° ordpage1 est enregistrée. Un e-mail de confirmation vient de vous être envoyé à client@bijoux.test.',
      ),
    ).toBeVisible()
    const next = within(screen.getByRole('region', { name: 'Et maintenant ?' }))
    expect(next.getByText(/elle sera expédiée sous 3 à 4 jours ouvrés/)).toBeVisible()

    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'ArticleQuantitéPrix unitaireTotal',
      'Bracelet Améthyste239,90\u00a0€79,80\u00a0€',
      'Collier Jade154,00\u00a0€54,00\u00a0€',
      'LivraisonGratuite',
      'Total TTC133,80\u00a0€',
    ])
    const addresses = within(screen.getByRole('region', { name: 'Adresses' }))
    expect(addresses.getByText('18 rue Mercière')).toBeVisible()
    expect(addresses.getByText('4 quai Saint-Antoine')).toBeVisible()
    const documents = within(screen.getByRole('region', { name: 'Suivi et documents' }))
    expect(documents.getByRole('button', { name: 'Télécharger la facture F2026-00012' })).toBeVisible()
    // A consumer's paid order: the withdrawal is offered, for this order.
    const withdrawal = within(screen.getByRole('region', { name: 'Rétractation' }))
    expect(withdrawal.getByRole('link', { name: 'Renoncer au contrat ici : commande n° ordpage1' })).toHaveAttribute(
      'href',
      `/retractation?commande=${ID}`,
    )
  })

  it('a discounted order shows « Remise (CODE) » before the total (docs/adr/0116)', async () => {
    const customer = demoUsers.customer()
    serveOrder(paidOrder(customer, { total: 123.8, discount: 10, discount_code: 'NOEL10' }))
    seed('shop_identity', [createShopIdentity()])
    renderApp(`/account/commandes/${ID}`, { user: customer })
    const table = within(await screen.findByRole('table'))
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'ArticleQuantitéPrix unitaireTotal',
      'Bracelet Améthyste239,90\u00a0€79,80\u00a0€',
      'Collier Jade154,00\u00a0€54,00\u00a0€',
      'Remise (NOEL10)-10,00\u00a0€',
      'LivraisonGratuite',
      'Total TTC123,80\u00a0€',
    ])
  })

  it('opened from the account: its number as the heading, the tracking, the credit notes and the history in the customer’s words', async () => {
    const customer = demoUsers.customer()
    serveOrder(
      paidOrder(customer, {
        status: 'shipped',
        carrier: 'La Poste Colissimo',
        tracking_number: '6A123456789',
        tracking_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789',
        shipped_at: '2026-11-21 09:30:00.000Z',
        amount_refunded: 54,
      }),
    )
    seedEvents()
    seed('credit_notes', [
      {
        id: 'creditnote00001',
        collectionId: 'pbc_cn',
        collectionName: 'credit_notes',
        created: '2026-11-22 10:00:00.000Z',
        updated: '2026-11-22 10:00:00.000Z',
        order: ID,
        number: 'AV2026-00007',
        amount: 54,
        status: 'issued',
        issued_at: '2026-11-22 10:00:00.000Z',
      },
    ])
    renderApp(`/account/commandes/${ID}`, { user: customer })

    expect(await findPageHeading('Commande n° ordpage1')).toBeVisible()
    expect(screen.queryByText('Merci pour votre commande !')).toBeNull()
    expect(screen.getByText('Expédiée', { selector: 'span' })).toBeVisible()
    const documents = within(screen.getByRole('region', { name: 'Suivi et documents' }))
    expect(documents.getByRole('link', { name: /Suivre le colis/ })).toHaveAttribute('href', expect.stringContaining('6A123456789'))
    expect(documents.getByText(/^Avoir AV2026-00007 du 22 novembre 2026 : 54,00\s€ remboursés$/)).toBeVisible()
    expect(within(screen.getByRole('table')).getByText('Remboursé').closest('tr')).toHaveTextContent('Remboursé54,00 €')
    const history = within(screen.getByRole('region', { name: 'Historique' }))
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '20 novembre 2026 à 16\u00a0h\u00a000Paiement de 133,80\u00a0€ reçu',
      '20 novembre 2026 à 16\u00a0h\u00a000Facture F2026-00012 établie',
      '21 novembre 2026 à 10\u00a0h\u00a030Expédiée — La Poste Colissimo, n°\u00a06A123456789',
    ])
  })

  it('a delivered order offers « Donner mon avis » (docs/adr/0105)', async () => {
    const customer = demoUsers.customer()
    serveOrder(paidOrder(customer, { status: 'delivered' }))
    renderApp(`/account/commandes/${ID}`, { user: customer })
    expect(await findPageHeading('Commande n° ordpage1')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Donner mon avis' })).toHaveAttribute('href', `/avis?commande=${ID}`)
  })

  it('a gift card order, delivered when issued: says it is sent by e-mail, no « Donner mon avis » (docs/adr/0117)', async () => {
    const customer = demoUsers.customer()
    serveOrder(
      paidOrder(customer, {
        status: 'delivered',
        total: 50,
        items: [{ id: 'gift-card-0', name: 'Carte cadeau 50,00 €', quantity: 1, price: 50, gift_card: {} }],
        // No delivery address (docs/adr/0119).
        shipping_address: null,
      }),
    )
    renderApp(`/account/commandes/${ID}`, { user: customer })
    expect(await findPageHeading('Commande n° ordpage1')).toBeVisible()
    expect(screen.getByText(/^Votre commande de carte cadeau est réglée/)).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Donner mon avis' })).not.toBeInTheDocument()
    const addresses = within(screen.getByRole('region', { name: 'Adresses' }))
    expect(addresses.queryByText('Adresse de livraison')).not.toBeInTheDocument()
    expect(addresses.getByText('Adresse de facturation')).toBeVisible()
    expect(addresses.getByText('4 quai Saint-Antoine')).toBeVisible()
  })

  it('a declared withdrawal shows how it stands, with no « Renoncer » link', async () => {
    const customer = demoUsers.customer()
    serveOrder(paidOrder(customer))
    seed('withdrawals', [
      {
        id: 'withdrawal00001',
        collectionId: 'pbc_w',
        collectionName: 'withdrawals',
        created: '2026-11-24 13:05:00.000Z',
        updated: '2026-11-25 13:05:00.000Z',
        order: ID,
        name: 'Camille Martin',
        email: 'client@bijoux.test',
        declared_at: '2026-11-24 13:05:00.000Z',
        status: 'refunded',
      },
    ])
    renderApp(`/account/commandes/${ID}`, { user: customer })
    const withdrawal = within(await screen.findByRole('region', { name: 'Rétractation' }))
    expect(withdrawal.getByText('Rétractation reçue le 24 novembre 2026 à 14 h 05 — remboursée')).toBeVisible()
    expect(withdrawal.queryByRole('link')).toBeNull()
  })

  it('a refused withdrawal says why, in the words the customer received by e-mail', async () => {
    const customer = demoUsers.customer()
    serveOrder(paidOrder(customer))
    seed('withdrawals', [
      {
        id: 'withdrawal00002',
        collectionId: 'pbc_w',
        collectionName: 'withdrawals',
        created: '2026-11-24 13:05:00.000Z',
        updated: '2026-11-25 13:05:00.000Z',
        order: ID,
        name: 'Camille Martin',
        email: 'client@bijoux.test',
        declared_at: '2026-11-24 13:05:00.000Z',
        status: 'refused',
        refusal_reason: 'Déclarée après la fin du délai de rétractation.',
      },
    ])
    renderApp(`/account/commandes/${ID}`, { user: customer })
    const withdrawal = within(await screen.findByRole('region', { name: 'Rétractation' }))
    expect(withdrawal.getByText('Rétractation reçue le 24 novembre 2026 à 14 h 05 — refusée')).toBeVisible()
    expect(withdrawal.getByText('Motif : Déclarée après la fin du délai de rétractation.')).toBeVisible()
  })

  it('a B2B order offers no withdrawal and leads to the pro terms; a pro finds the way back to the pro history', async () => {
    const pro = demoUsers.pro()
    serveOrder(paidOrder(pro, { b2b: true, billing_address: { ...SHIPPING, company: 'Atelier Lumière', siret: '73282932000074' } }))
    renderApp(`/account/commandes/${ID}`, { user: pro })
    const withdrawal = within(await screen.findByRole('region', { name: 'Rétractation' }))
    expect(withdrawal.getByText(/^Commande professionnelle : sans droit de rétractation\./)).toBeVisible()
    expect(withdrawal.getByRole('link', { name: 'Conditions générales de vente professionnelles' })).toHaveAttribute(
      'href',
      '/cgv-professionnels',
    )
    expect(withdrawal.queryByRole('link', { name: /Renoncer au contrat ici/ })).toBeNull()
    expect(within(screen.getByRole('region', { name: 'Adresses' })).getByText('SIRET 73282932000074')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Historique des commandes pro' })).toHaveAttribute('href', '/espace-pro/historique')
  })

  it('someone else’s order (or none): the French 404 screen', async () => {
    serveOrder(null)
    renderApp(`/account/commandes/${ID}`, { user: demoUsers.customer() })
    expect(await findPageHeading('Page introuvable')).toBeVisible()
    expect(screen.getByText('Cette page n’existe pas ou a été déplacée.')).toBeVisible()
  })
})

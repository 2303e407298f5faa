import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import type { ShopIdentityRecord } from '@/lib/pocketbase-types'
import { createShopIdentity, demoUsers } from '@/testing/data-generators'
import { forgetShopIdentity } from '@/lib/shop-identity'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'

/** The shop's real identity, complete: the overview has nothing to say about it. */
const REAL_IDENTITY = createShopIdentity({ fictional: false })

/**
 * Answers one-record count pages with `totals[collection][filter ?? '']`, or fails for 'error';
 * the shop's identity (read apart from the counts) is `identity`.
 */
function serveCounts(totals: Record<string, Record<string, number | 'error'>>, identity: ShopIdentityRecord | null = REAL_IDENTITY) {
  const asked: URL[] = []
  server.use(
    http.get('*/api/collections/:collection/records', ({ params, request }) => {
      const url = new URL(request.url)
      if (params.collection === 'shop_identity') {
        const items = identity ? [identity] : []
        return HttpResponse.json({ page: 1, perPage: 1, totalItems: items.length, totalPages: 1, items })
      }
      asked.push(url)
      const total = totals[String(params.collection)]?.[url.searchParams.get('filter') ?? '']
      if (total === undefined) return HttpResponse.json({ status: 400, message: 'unexpected', data: {} }, { status: 400 })
      if (total === 'error') return HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 })
      // The withdrawals' card reads its first row too: the oldest declaration awaiting its refund.
      const items = params.collection === 'withdrawals' && total > 0 ? [{ declared_at: oldestDeclaration }] : []
      return HttpResponse.json({ page: 1, perPage: 1, totalItems: total, totalPages: total, items })
    }),
  )
  return asked
}

/** The oldest declaration awaiting its refund in the served counts (due 14 days later). */
let oldestDeclaration = '2026-11-24 13:05:00.000Z'

const ALL_FINE = {
  products: { '': 48, 'stock <= 2 && is_unique = false && options.0 = null': 5 },
  orders: { '': 12, 'status = "paid"': 3, 'status = "paid" && withdrawals_via_order.status ?= "received"': 0 },
  withdrawals: { 'status = "received"': 0 },
  users: { '': 230 },
  custom_requests: { 'status = "pending"': 2 },
  contact_messages: { 'status = "new"': 0 },
  mail_queue: { 'status = "failed"': 4 },
  pro_applications: { 'status = "pending"': 1 },
}

/** The card (a link) whose name starts with `label`. */
function card(label: string) {
  return screen.getByRole('link', { name: new RegExp(`^${label} (\\d|—|Chargement)`) })
}

describe('admin index (/dashboard)', { timeout: 20_000 }, () => {
  it('shows the counts of products, orders and users, and what to handle first, each linking to its screen', async () => {
    const asked = serveCounts(ALL_FINE)
    renderApp('/dashboard', { user: demoUsers.admin() })
    expect(await findPageHeading('Tableau de Bord')).toBeVisible()
    await waitFor(() => expect(card('Produits')).toHaveTextContent('48'))
    expect(card('Commandes')).toHaveTextContent('12')
    expect(card('Utilisateurs')).toHaveTextContent('230')
    expect(card('Commandes à expédier')).toHaveTextContent('3')
    expect(card('Nouvelles demandes sur-mesure')).toHaveTextContent('2')
    expect(card('Messages non lus')).toHaveTextContent('0')
    await waitFor(() => expect(card('Stock faible')).toHaveTextContent('5'))
    expect(card('E-mails en échec')).toHaveTextContent('4')
    expect(card('Demandes de compte pro')).toHaveTextContent('1')
    expect(card('Produits')).toHaveAttribute('href', '/dashboard/products')
    // What to handle opens its list already filtered (docs/adr/0058).
    expect(card('Commandes à expédier')).toHaveAttribute('href', '/dashboard/orders?statut=paid')
    expect(card('Nouvelles demandes sur-mesure')).toHaveAttribute('href', '/dashboard/requests?statut=pending')
    expect(card('Messages non lus')).toHaveAttribute('href', '/dashboard/messages?statut=new')
    expect(card('Stock faible')).toHaveAttribute('href', '/dashboard/products?statut=stock-faible')
    expect(card('Utilisateurs')).toHaveAttribute('href', '/dashboard/users')
    expect(card('E-mails en échec')).toHaveAttribute('href', '/dashboard/emails')
    expect(card('Demandes de compte pro')).toHaveAttribute('href', '/dashboard/users?statut=demandes-pro')
    expect(card('Rétractations à rembourser')).toHaveTextContent('0')
    expect(card('Rétractations à rembourser')).toHaveTextContent('Aucune en attente de remboursement')
    // One record per request, ids only: the count is `totalItems` (the withdrawals' card, its first date).
    expect(asked.every((url) => url.searchParams.get('perPage') === '1')).toBe(true)
    expect(asked.filter((url) => url.searchParams.get('fields') !== 'id').map((url) => url.pathname)).toEqual([
      '/api/collections/withdrawals/records',
    ])
    expect(screen.queryByRole('alert')).toBeNull()
    await waitFor(() => expect(document.title).toBe('Tableau de bord — Éclat de Pierre'))
  })

  it('counts low stock at the threshold the admin set, and says it (issue 14)', async () => {
    const asked = serveCounts(
      { ...ALL_FINE, products: { '': 48, 'stock <= 4 && is_unique = false && options.0 = null': 9 } },
      createShopIdentity({ fictional: false, low_stock_threshold: 4 }),
    )
    renderApp('/dashboard', { user: demoUsers.admin() })
    await waitFor(() => expect(card('Stock faible')).toHaveTextContent('9'))
    expect(card('Stock faible')).toHaveTextContent('4 ou moins, épuisés compris (hors pièces uniques)')
    // Counted once, at the admin's threshold (never first at the default 2).
    expect(asked.filter((url) => url.searchParams.get('filter')?.startsWith('stock'))).toHaveLength(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('« Rétractations à rembourser »: how many await their refund and the nearest deadline, from one record; « Commandes à expédier » says how many were withdrawn', async () => {
    oldestDeclaration = '2026-11-24 13:05:00.000Z'
    const asked = serveCounts({
      ...ALL_FINE,
      orders: { ...ALL_FINE.orders, 'status = "paid" && withdrawals_via_order.status ?= "received"': 1 },
      withdrawals: { 'status = "received"': 2 },
    })
    renderApp('/dashboard', { user: demoUsers.admin() })
    await waitFor(() => expect(card('Rétractations à rembourser')).toHaveTextContent('2'))
    // 24 November + 14 days, already past on the test's clock or not: the date is said either way.
    expect(card('Rétractations à rembourser')).toHaveTextContent(/8 décembre 2026$/)
    expect(card('Rétractations à rembourser')).toHaveAttribute(
      'href',
      '/dashboard/retractations?statut=received&tri=rembourser-au-plus-tard-le',
    )
    const read = asked.find((url) => url.pathname.endsWith('/withdrawals/records'))!
    expect(read.searchParams.get('sort')).toBe('declared_at')
    expect(read.searchParams.get('fields')).toBe('declared_at')
    await waitFor(() =>
      expect(card('Commandes à expédier')).toHaveTextContent('Payées, pas encore expédiées · dont 1 avec une rétractation reçue'),
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says it is loading before the counts arrive', async () => {
    server.use(http.get('*/api/collections/:collection/records', () => new Promise<never>(() => {})))
    renderApp('/dashboard', { user: demoUsers.admin() })
    await findPageHeading('Tableau de Bord')
    expect(within(card('Produits')).getByText('Chargement...')).toBeInTheDocument()
  })

  it('shows the French failure of a count that failed, the other counts still there', async () => {
    expectConsoleError('Dashboard count orders:')
    expectConsoleError('Dashboard count users:')
    expectConsoleError('Dashboard count toShip:')
    expectConsoleError('Dashboard count toShipWithdrawn:')
    expectConsoleError('Dashboard count failedMails:')
    serveCounts({
      ...ALL_FINE,
      orders: { '': 'error', 'status = "paid"': 'error', 'status = "paid" && withdrawals_via_order.status ?= "received"': 'error' },
      users: { '': 'error' },
      mail_queue: { 'status = "failed"': 'error' },
    })
    renderApp('/dashboard', { user: demoUsers.admin() })
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Échec de la récupération des commandes',
        'Échec de la récupération des utilisateurs',
        'Échec de la récupération des e-mails',
      ]),
    )
    expect(card('E-mails en échec')).toHaveTextContent('—')
    expect(card('Commandes')).toHaveTextContent('—')
    expect(card('Produits')).toHaveTextContent('48')
    expect(card('Messages non lus')).toHaveTextContent('0')
  })

  it('lists what the shop’s legal identity still lacks, with a link to complete it', async () => {
    serveCounts(ALL_FINE, createShopIdentity({ fictional: false, siret: '', registration: '', mediator_name: '', mediator_url: '' }))
    renderApp('/dashboard', { user: demoUsers.admin() })
    const warning = await screen.findByRole('region', { name: 'Identité légale incomplète' })
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Numéro SIRET', 'Immatriculation (RCS, RNE ou RM)', 'Médiateur de la consommation (nom et site)'])
    expect(warning).toHaveTextContent(/n’encaisse aucun paiement réel/)
    expect(within(warning).getByRole('link', { name: 'Compléter l’identité légale' })).toHaveAttribute('href', '/dashboard/identite')
  })

  it('lists everything when the identity is blank, as the migration leaves it', async () => {
    serveCounts(
      ALL_FINE,
      createShopIdentity({
        fictional: false,
        legal_name: '',
        legal_form: '',
        address_line1: '',
        postal_code: '',
        city: '',
        siren: '',
        siret: '',
        registration: '',
        vat_exempt: false,
        email: '',
        phone: '',
        publication_director: '',
        host_name: '',
        data_host_name: '',
        mediator_name: '',
        delivery_time: '',
      }),
    )
    renderApp('/dashboard', { user: demoUsers.admin() })
    const warning = await screen.findByRole('region', { name: 'Identité légale incomplète' })
    expect(within(warning).getAllByRole('listitem')).toHaveLength(14)
  })

  it('says the demo identity is fictional, and says nothing once the real identity is complete', async () => {
    serveCounts(ALL_FINE, createShopIdentity({ fictional: true }))
    const first = renderApp('/dashboard', { user: demoUsers.admin() })
    expect(await screen.findByRole('region', { name: 'Identité fictive de démonstration' })).toHaveTextContent(
      /avant d’encaisser de vrais paiements/,
    )
    first.unmount()

    forgetShopIdentity()
    serveCounts(ALL_FINE, REAL_IDENTITY)
    renderApp('/dashboard', { user: demoUsers.admin() })
    await waitFor(() => expect(card('Produits')).toHaveTextContent('48'))
    expect(screen.queryByRole('region', { name: /Identité/ })).toBeNull()
  })
})

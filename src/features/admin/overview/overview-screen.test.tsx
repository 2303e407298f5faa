import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import type { ShopIdentityRecord } from '@/lib/pocketbase-types'
import { createShopIdentity, demoUsers } from '@/testing/data-generators'
import { forgetShopIdentity } from '@/lib/shop-identity'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { pbFailure } from '../testing/admin-mocks'
import { catchDownloads, csvText, novemberFigures, serveStatistics } from '../testing/statistics-mocks'

afterEach(() => vi.restoreAllMocks())

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
      // « Devis qui expirent bientôt » names a date 7 days ahead: keyed as SOON.
      const filter = (url.searchParams.get('filter') ?? '').replace(/valid_until <= "[^"]+"/, 'valid_until <= SOON')
      const total = totals[String(params.collection)]?.[filter]
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
  custom_requests: { 'status = "received"': 2 },
  contact_messages: { 'status = "new"': 0 },
  mail_queue: { 'status = "failed"': 4 },
  pro_applications: { 'status = "pending"': 1 },
  quotes: {
    'status = "sent" && valid_until >= @now': 6,
    'status = "sent" && valid_until >= @now && valid_until <= SOON': 2,
  },
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
    expect(card('Nouvelles demandes sur-mesure')).toHaveAttribute('href', '/dashboard/requests?statut=received')
    expect(card('Messages non lus')).toHaveAttribute('href', '/dashboard/messages?statut=new')
    expect(card('Stock faible')).toHaveAttribute('href', '/dashboard/products?statut=stock-faible')
    expect(card('Utilisateurs')).toHaveAttribute('href', '/dashboard/users')
    expect(card('E-mails en échec')).toHaveAttribute('href', '/dashboard/emails')
    expect(card('Demandes de compte pro')).toHaveAttribute('href', '/dashboard/users?statut=demandes-pro')
    expect(card('Rétractations à rembourser')).toHaveTextContent('0')
    expect(card('Rétractations à rembourser')).toHaveTextContent('Aucune en attente de remboursement')
    // Quotes (docs/adr/0127): awaiting an answer, and those of them valid 7 days at most.
    expect(card('Devis en attente de réponse')).toHaveTextContent('6')
    expect(card('Devis qui expirent bientôt')).toHaveTextContent('2')
    expect(card('Devis en attente de réponse')).toHaveAttribute('href', '/dashboard/requests?statut=quote_sent')
    const soon = asked.find((url) => url.searchParams.get('filter')?.includes('valid_until <= '))!
    const limit = Date.parse(/valid_until <= "([^"]+)"/.exec(soon.searchParams.get('filter')!)![1]!.replace(' ', 'T'))
    expect(Math.abs(limit - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000)
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

  it('« Ventes du mois »: the month’s figures against the previous period, the chart by day and its table, its CSV, a link to the statistics', async () => {
    serveCounts(ALL_FINE)
    const asked = serveStatistics({ figures: novemberFigures() })
    const saved = catchDownloads()
    const { events } = renderApp('/dashboard', { user: demoUsers.admin() })
    const month = within(await screen.findByRole('region', { name: 'Ventes du mois' }))
    const figure = async (label: string) => (await month.findByText(label, { selector: 'dt' })).parentElement!
    // Name, figure, change: 1 500 € against 1 200 € is +25 %; 12 orders against 8, +50 %; a basket of 125 € against 150 €, −17 %.
    expect(await figure('Chiffre d’affaires TTC')).toHaveTextContent(
      'Chiffre d’affaires TTC1 500,00 €+25 % par rapport à la période précédente',
    )
    expect(await figure('Chiffre d’affaires HT')).toHaveTextContent(
      'Chiffre d’affaires HT1 250,00 €+25 % par rapport à la période précédente',
    )
    expect(await figure('Commandes')).toHaveTextContent('Commandes12+50 % par rapport à la période précédente')
    expect(await figure('Panier moyen')).toHaveTextContent('Panier moyen125,00 €\u221217 % par rapport à la période précédente')
    expect(
      month.getByText(
        /^Factures émises du 1er novembre 2026 au 29 novembre 2026, comparées à la période précédente, du 3 octobre 2026 au 31 octobre 2026\.$/,
      ),
    ).toBeVisible()
    expect(
      month.getByRole('img', { name: /^Chiffre d’affaires TTC par jour du 1er novembre 2026 au 29 novembre 2026 : 1\s500,00\s€ en tout/ }),
    ).toBeVisible()

    // The table: a row a day of the month so far, the same figures as the chart.
    const table = month.getByRole('table', { name: 'Ventes du mois par jour' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(30)
    const cells = (at: number) => Array.from(rows[at]!.children).map((cell) => cell.textContent!.replace(/\s/g, ' '))
    expect(cells(0)).toEqual(['Jour', 'CA TTC', 'Commandes'])
    expect(cells(1)).toEqual(['1er novembre 2026', '0,00 €', '0'])
    expect(cells(3)).toEqual(['3 novembre 2026', '300,00 €', '2'])
    expect(cells(12)).toEqual(['12 novembre 2026', '1 200,00 €', '10'])

    await events.click(month.getByRole('button', { name: /^Exporter en CSV\s: Ventes du mois par jour$/ }))
    expect(saved.map((file) => file.name)).toEqual(['ventes-2026-11-01-au-2026-11-29.csv'])
    const lines = (await csvText(saved[0]!.blob)).split('\r\n')
    expect(lines[0]).toBe('\uFEFFJour;CA TTC;Commandes')
    expect(lines.slice(1, 4)).toEqual(['01/11/2026;0,00;0', '02/11/2026;0,00;0', '03/11/2026;300,00;2'])
    expect(lines[12]).toBe('12/11/2026;1200,00;10')
    expect(lines).toHaveLength(31)

    expect(month.getByRole('link', { name: 'Voir les statistiques' })).toHaveAttribute('href', '/dashboard/statistiques')
    // Summed by the server for the month: one request, no order read by the browser.
    expect(asked.figures.map(String)).toEqual(['period=month'])
    expect(asked.audience).toEqual([])
  })

  it('« Ventes du mois » that cannot be read says so in French; the counts are still there', async () => {
    expectConsoleError('Dashboard month sales:')
    serveCounts(ALL_FINE)
    serveStatistics({ figures: pbFailure(403, 'Seul un administrateur de la boutique peut consulter les chiffres.') })
    renderApp('/dashboard', { user: demoUsers.admin() })
    const month = within(await screen.findByRole('region', { name: 'Ventes du mois' }))
    expect(await month.findByRole('alert')).toHaveTextContent(
      'Échec de la récupération des ventes du mois. Seul un administrateur de la boutique peut consulter les chiffres.',
    )
    expect(month.getByRole('button', { name: 'Réessayer' })).toBeVisible()
    await waitFor(() => expect(card('Produits')).toHaveTextContent('48'))
  })
})

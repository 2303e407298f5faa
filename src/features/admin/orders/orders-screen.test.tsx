import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { expectConsoleError, tolerateConsoleError } from '@/testing/console'
import { setScreenWidth } from '@/testing/match-media'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { createUserRecord, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { acceptWrites, adminRecord, failList, pbFailure, servePages } from '../testing/admin-mocks'

const camille = createUserRecord({ name: 'Camille Martin', email: 'camille@exemple.fr' })

function order(fields: Partial<OrdersRecord> = {}) {
  return adminRecord('orders', {
    user: camille.id,
    status: 'paid' as const,
    total: 1234.5,
    items: [{ id: 'p1', name: 'Bracelet Sérénité', quantity: 2, price: 617.25 }],
    products: ['p1'],
    expand: { user: camille },
    ...fields,
  })
}

describe('admin orders', { timeout: 20_000 }, () => {
  // The orders' pages as PocketBase answers them: filtered, sorted, paged, counted.
  let asked: URL[] = []
  beforeEach(() => {
    asked = servePages('orders')
  })

  it('lists customer, French price, status and date; asks one page, newest first, of the fields shown', async () => {
    const seeded = order()
    seed('orders', [seeded])
    renderApp('/dashboard/orders', { user: demoUsers.admin() })
    expect(await findPageHeading('Commandes')).toBeVisible()
    expect(await screen.findByRole('cell', { name: `n° ${seeded.id.slice(0, 8)}` })).toBeVisible()
    const row = within((await screen.findByRole('cell', { name: 'Camille Martin' })).closest('tr')!)
    expect(row.getByRole('cell', { name: '1\u00a0234,50\u00a0€' })).toBeVisible()
    expect(row.getByRole('cell', { name: /^21 novembre 2026 à 11\sh\s00$/ })).toBeVisible()
    const select = row.getByRole('combobox', { name: `Statut de la commande n° ${seeded.id.slice(0, 8)}` })
    expect(select).toHaveDisplayValue('Payée')
    // A paid order ships through its dialog, and is cancelled by a refund: nothing to pick here.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Payée'])
    expect(select).toBeDisabled()
    expect(row.getByRole('button', { name: `Marquer comme expédiée la commande n° ${seeded.id.slice(0, 8)}` })).toBeVisible()
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull()
    expect(asked).toHaveLength(1)
    const list = asked[0]!
    expect(list.searchParams.get('sort')).toBe('-created')
    expect(list.searchParams.get('page')).toBe('1')
    expect(list.searchParams.get('perPage')).toBe('50')
    // The customer's name and e-mail, and the withdrawal's flag (docs/adr/0081), not whole records.
    expect(list.searchParams.get('expand')).toBe('user,withdrawals_via_order')
    expect(list.searchParams.get('fields')?.split(',')).toEqual(
      expect.arrayContaining(['id', 'status', 'total', 'expand.user.name', 'expand.withdrawals_via_order.status']),
    )
    expect(list.searchParams.get('fields')).not.toMatch(/(^|,)(\*|items|shipping_address|expand\.products)/)
    expect(screen.getByText(/^1\scommande$/)).toBeVisible()
  })

  it('pages by 50 from the server: « 51 commandes », page 2 holds the oldest, its address kept', async () => {
    // Order 1 the oldest, order 51 the newest.
    seed(
      'orders',
      Array.from({ length: 51 }, (_, index) =>
        order({
          id: `o${String(index + 1).padStart(3, '0')}page0000000`,
          created: new Date(Date.UTC(2026, 9, 1) + index * 3_600_000).toISOString().replace('T', ' '),
        }),
      ),
    )
    const { router, events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    const table = within(await screen.findByRole('table', { name: 'Commandes' }))
    expect(await table.findByRole('cell', { name: 'n° o051page' })).toBeVisible()
    expect(table.queryByRole('cell', { name: 'n° o001page' })).toBeNull()
    expect(table.getAllByRole('row')).toHaveLength(51)
    expect(screen.getByText(/^51\scommandes$/)).toBeVisible()
    const pages = screen.getByRole('navigation', { name: 'Pages des commandes' })
    expect(pages).toHaveTextContent('Page 1 sur 2')
    await events.click(within(pages).getByRole('link', { name: 'Page suivante' }))
    expect(await table.findByRole('cell', { name: 'n° o001page' })).toBeVisible()
    expect(table.getAllByRole('row')).toHaveLength(2)
    expect(screen.getByRole('navigation', { name: 'Pages des commandes' })).toHaveTextContent('Page 2 sur 2')
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2')
    expect(asked.map((url) => [url.searchParams.get('page'), url.searchParams.get('perPage')])).toEqual([
      ['1', '50'],
      ['2', '50'],
    ])
  })

  it('a search is the server’s, keeps what was typed, and starts again at page 1', async () => {
    seed('orders', [
      order({ id: 'ordcamille00001', search: 'ordcamil camille martin camille@exemple.fr' }),
      order({ id: 'ordlea000000001', customer_name: 'Léa Dupré', email: 'lea@exemple.fr', search: 'ordlea00 lea dupre lea@exemple.fr' }),
    ])
    const { router, events } = renderApp('/dashboard/orders?page=2', { user: demoUsers.admin() })
    const box = await screen.findByRole('searchbox', { name: 'Rechercher une commande' })
    await events.type(box, 'lea@')
    const table = within(screen.getByRole('table', { name: 'Commandes' }))
    expect(await table.findByRole('cell', { name: 'Léa Dupré' })).toBeVisible()
    expect(table.getAllByRole('row')).toHaveLength(2)
    expect(box).toHaveValue('lea@')
    expect(screen.getByText(/^1\scommande$/)).toBeVisible()
    const search = new URLSearchParams(router.state.location.search)
    expect(search.get('q')).toBe('lea@')
    expect(search.get('page')).toBeNull()
    // The last read is of what was typed (each key's read cancels the one before it, if still running).
    expect(asked.at(-1)!.searchParams.get('filter')).toBe('search ~ "lea@"')
    expect(asked.at(-1)!.searchParams.get('page')).toBe('1')
  })

  it('opened from the overview with ?statut=paid: only the paid orders; a search by customer (accents ignored) narrows them', async () => {
    const lea = createUserRecord({ name: 'Léa Dupré', email: 'lea@exemple.fr' })
    seed('orders', [
      order({ id: 'ordpaidcamille1', search: 'ordpaidc camille martin camille@exemple.fr' }),
      // The folded column the server keeps (docs/adr/0090).
      order({ id: 'ordpaidlea00001', user: lea.id, expand: { user: lea }, search: 'ordpaidl lea dupre lea@exemple.fr' }),
      order({ id: 'orddelivered001', status: 'delivered' }),
      order({ id: 'ordpending00001', status: 'pending' }),
    ])
    const { router, events } = renderApp('/dashboard/orders?statut=paid', { user: demoUsers.admin() })
    const table = within(await screen.findByRole('table', { name: 'Commandes' }))
    await table.findByRole('cell', { name: 'n° ordpaidc' })
    const numbers = () =>
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('.font-mono')?.textContent)
    expect(numbers()).toEqual(['n° ordpaidc', 'n° ordpaidl'])
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveDisplayValue('Payée')
    expect(asked[0]!.searchParams.get('filter')).toBe('status = "paid"')
    await events.type(screen.getByRole('searchbox', { name: 'Rechercher une commande' }), 'Dupré')
    await waitFor(() => expect(numbers()).toEqual(['n° ordpaidl']))
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Dupré')
    expect(asked.at(-1)?.searchParams.get('filter')).toBe('status = "paid" && search ~ "dupre"')
    await events.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Toutes')
    await events.clear(screen.getByRole('searchbox', { name: 'Rechercher une commande' }))
    await events.type(screen.getByRole('searchbox', { name: 'Rechercher une commande' }), 'zzz')
    expect(await table.findByRole('cell', { name: 'Aucun résultat ne correspond à votre recherche.' })).toBeVisible()
  })

  it('paid and delivered orders wear different colours, each with its word', async () => {
    seed('orders', [order({ id: 'ordpaid00000001' }), order({ id: 'orddelivered001', status: 'delivered' })])
    renderApp('/dashboard/orders', { user: demoUsers.admin() })
    const paid = await screen.findByRole('combobox', { name: 'Statut de la commande n° ordpaid0' })
    const delivered = screen.getByRole('combobox', { name: 'Statut de la commande n° orddeliv' })
    expect(paid).toHaveDisplayValue('Payée')
    expect(delivered).toHaveDisplayValue('Livrée')
    const colours = (element: HTMLElement) =>
      element.className
        .split(' ')
        .filter((name) => /^(dark:)?(bg|text)-/.test(name))
        .sort()
        .join(' ')
    expect(colours(paid)).not.toBe('')
    expect(colours(paid)).not.toEqual(colours(delivered))
  })

  it('sorts by total as numbers, then descending (aria-sort)', async () => {
    seed('orders', [
      order({ id: 'ordnine00000001', total: 9 }),
      order({ id: 'ordhundred00001', total: 100 }),
      order({ id: 'ordtwenty000001', total: 20 }),
    ])
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    const table = within(await screen.findByRole('table', { name: 'Commandes' }))
    await table.findByRole('cell', { name: 'n° ordnine0' })
    const numbers = () =>
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('.font-mono')?.textContent)
    await events.click(table.getByRole('button', { name: /Total/ }))
    await waitFor(() => expect(numbers()).toEqual(['n° ordnine0', 'n° ordtwent', 'n° ordhundr']))
    expect(asked.at(-1)?.searchParams.get('sort')).toBe('total,-created')
    await events.click(table.getByRole('button', { name: /Total/ }))
    await waitFor(() => expect(numbers()).toEqual(['n° ordhundr', 'n° ordtwent', 'n° ordnine0']))
    expect(asked.at(-1)?.searchParams.get('sort')).toBe('-total,-created')
    expect(table.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending')
  })

  it('the empty text', async () => {
    renderApp('/dashboard/orders', { user: demoUsers.admin() })
    expect(await screen.findByRole('cell', { name: 'Aucune commande trouvée' })).toBeVisible()
  })

  it('a failed load shows the red text', async () => {
    expectConsoleError('Admin list orders:')
    failList('orders')
    renderApp('/dashboard/orders', { user: demoUsers.admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des commandes')
  })

  it('« Réessayer » after a failed read reads the orders again and shows them', async () => {
    expectConsoleError('Admin list orders:')
    const seeded = order()
    seed('orders', [seeded])
    failList('orders', { once: true })
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des commandes')
    expect(screen.getByRole('searchbox', { name: 'Rechercher une commande' })).toBeEnabled()
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('cell', { name: 'Camille Martin' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a status change offers the allowed next status only, is sent at once (status only), then the list reloads; a refusal is told', async () => {
    const shipped = order({ status: 'shipped' })
    seed('orders', [shipped])
    const sent = acceptWrites('orders')
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    const select = await screen.findByRole('combobox', { name: /^Statut de la commande/ })
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Expédiée', 'Livrée'])
    await events.selectOptions(select, 'Livrée')
    expect(sent).toEqual([{ method: 'PATCH', id: shipped.id, body: { status: 'delivered' } }])
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Statut de la commande/ })).toHaveDisplayValue('Livrée'))
  })

  it('a status change the server refuses shows its French reason, and the select shows what the server holds', async () => {
    expectConsoleError('Échec de la mise à jour du statut')
    const pending = order({ status: 'pending' })
    seed('orders', [pending])
    const reason = 'Une commande payée ne s’annule pas par son statut : remboursez-la, le remboursement l’annule.'
    server.use(
      http.patch('*/api/collections/orders/records/:id', () =>
        pbFailure(400, 'Une erreur est survenue.', { status: { code: 'shop_status_transition', message: reason } }),
      ),
    )
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.selectOptions(await screen.findByRole('combobox', { name: /^Statut de la commande/ }), 'Annulée')
    expect(await screen.findByText(reason)).toBeVisible()
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Statut de la commande/ })).toHaveDisplayValue('En attente'))
  })

  it('on a phone: each order a card with its facts and actions; its page ends with them and « Retour aux commandes » (docs/adr/0093)', async () => {
    setScreenWidth(390)
    const paid = order({ id: 'ordpaid00000001' })
    const shipped = order({ id: 'ordship00000002', status: 'shipped' })
    seed('orders', [paid, shipped])
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    const list = within(await screen.findByRole('list', { name: 'Commandes' }))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const card = within((await list.findByText('n° ordpaid0')).closest('li')!)
    expect(card.getByText('Client').nextElementSibling).toHaveTextContent('Camille Martin')
    expect(card.getByText('Total').nextElementSibling?.textContent).toBe('1\u00a0234,50\u00a0€')
    expect(card.getByRole('combobox', { name: 'Statut de la commande n° ordpaid0' })).toBeVisible()
    await events.click(card.getByRole('button', { name: 'Voir la commande n° ordpaid0' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    // The paid order's actions at its foot (not « Voir »: this is its page), and the way back.
    expect(dialog.getByRole('button', { name: 'Rembourser la commande n° ordpaid0' })).toBeVisible()
    expect(dialog.getByRole('button', { name: 'Annuler la commande n° ordpaid0' })).toBeVisible()
    expect(dialog.queryByRole('button', { name: /^Voir la commande/ })).not.toBeInTheDocument()
    await events.click(dialog.getByRole('button', { name: 'Marquer comme expédiée la commande n° ordpaid0' }))
    // The page closes, then the shipping dialog opens over the list.
    const shipping = await screen.findByRole('dialog', { name: 'Expédier la commande n° ordpaid0' })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Détails de la commande' })).not.toBeInTheDocument())
    // The keyboard's focus is in the dialog now open.
    expect(shipping).toContainElement(document.activeElement as HTMLElement)
  })

  it('details of a discounted order: « Remise » with its code (docs/adr/0116); none without one', async () => {
    const discounted = order({ id: 'orddisc00000001', total: 1224.5, discount: 10, discount_code: 'NOEL10' })
    const plain = order({ id: 'ordplain0000001' })
    seed('orders', [discounted, plain])
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: 'Voir la commande n° orddisc0' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    expect(dialog.getByText('Remise', { selector: 'dt' }).nextElementSibling?.textContent).toBe('10,00\u00a0€ (code NOEL10)')
    await events.click(dialog.getByRole('button', { name: 'Retour aux commandes' }))
    await events.click(await screen.findByRole('button', { name: 'Voir la commande n° ordplain' }))
    const other = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    expect(other.queryByText('Remise', { selector: 'dt' })).not.toBeInTheDocument()
  })

  it('details: name and email, total, refunded amount and balance, status, each line with its unit price; or « Aucun produit trouvé. »', async () => {
    const full = order({ id: 'ordfull00000001', amount_refunded: 617.25 })
    const empty = order({ id: 'ordempty0000001', items: [], products: [], total: 0 })
    seed('orders', [full, empty])
    // The dialog's lazy route suspends; on a loaded machine React may say so from inside `act`.
    tolerateConsoleError('A component suspended inside an `act` scope', 'React test-environment warning on a slow machine')
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: `Voir la commande n° ${full.id.slice(0, 8)}` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }, { timeout: 10_000 }))
    expect(dialog.getByText('Camille Martin')).toBeVisible()
    expect(dialog.getByText('camille@exemple.fr')).toBeVisible()
    const value = (term: string) => dialog.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
    expect(value('Total')).toBe('1\u00a0234,50\u00a0€')
    expect(value('Remboursé')).toBe('617,25\u00a0€')
    expect(value('Solde')).toBe('617,25\u00a0€')
    expect(value('Statut')).toBe('Payée · Remboursée partiellement')
    const lines = within(dialog.getByRole('table'))
    expect(lines.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Article', 'Quantité', 'Prix unitaire', 'Total'])
    expect(lines.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Bracelet Sérénité',
      '2',
      '617,25\u00a0€',
      '1\u00a0234,50\u00a0€',
    ])
    await events.click(dialog.getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await events.click(screen.getByRole('button', { name: `Voir la commande n° ${empty.id.slice(0, 8)}` }))
    expect(within(await screen.findByRole('dialog', {}, { timeout: 10_000 })).getByText('Aucun produit trouvé.')).toBeVisible()
  })

  it('details have their own address, the table’s search kept: a link opens them, closing them comes back to the list', async () => {
    const full = order({ id: 'ordfull00000001', search: 'ordfull0 camille martin' })
    seed('orders', [full, order({ id: 'ordother0000001', search: 'ordother camille martin' })])
    const { router, events } = renderApp(`/dashboard/orders/${full.id}?q=ordfull`, { user: demoUsers.admin() })
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    expect(dialog.getByText('n° ordfull0')).toBeVisible()
    expect(within(screen.getByRole('table', { name: 'Commandes' })).getAllByRole('row')).toHaveLength(2)
    await events.click(dialog.getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/dashboard/orders')
    expect(router.state.location.search).toBe('?q=ordfull')
  })

  it('details: the name and e-mail kept on the order, both addresses with the phone and the company, the payment mode', async () => {
    const shipping = {
      full_name: 'Camille Martin',
      line1: '12 rue des Lilas',
      line2: 'Bâtiment B',
      postal_code: '69003',
      city: 'Lyon',
      country: 'FR',
      phone: '06 12 34 56 78',
    }
    const billing = {
      full_name: 'Camille Martin',
      company: 'Atelier Lune',
      line1: '3 place du Marché',
      postal_code: '98000',
      city: 'Monaco',
      country: 'MC',
      siret: '73282932000074',
      vat_number: 'FR44732829320',
    }
    // The account was renamed since, then deleted: the order keeps who paid.
    const kept = order({
      id: 'ordkept00000001',
      user: '',
      expand: {},
      customer_name: 'Camille Martin-Roux',
      email: 'camille.roux@exemple.fr',
      shipping_address: shipping,
      billing_address: billing,
      payment_mode: 'stripe',
    })
    seed('orders', [kept])
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    expect(await screen.findByRole('cell', { name: 'Camille Martin-Roux' })).toBeVisible()
    await events.click(screen.getByRole('button', { name: `Voir la commande n° ${kept.id.slice(0, 8)}` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    expect(dialog.getByText('Camille Martin-Roux')).toBeVisible()
    expect(dialog.getByText('camille.roux@exemple.fr')).toBeVisible()
    expect(dialog.getByText('Carte (Stripe)')).toBeVisible()
    const delivery = within(dialog.getByRole('region', { name: 'Adresse de livraison' }))
    expect(delivery.getByRole('group')).toHaveTextContent(
      ['Camille Martin', '12 rue des Lilas', 'Bâtiment B', '69003 Lyon', 'France', 'Tél. 06 12 34 56 78'].join(''),
    )
    const invoice = within(dialog.getByRole('region', { name: 'Adresse de facturation' }))
    expect(invoice.getByRole('group')).toHaveTextContent(
      ['Camille Martin', 'Atelier Lune', '3 place du Marché', '98000 Monaco', 'Monaco', 'SIRET 73282932000074', 'TVA FR44732829320'].join(
        '',
      ),
    )
    expect(invoice.queryByText(/Tél/)).toBeNull()
  })

  it.each([
    ['no billing address', null],
    ['a billing address equal to the delivery one', 'same'],
  ])('details: %s reads « Identique à l’adresse de livraison »; a demonstration payment says so', async (_, billing) => {
    const shipping = {
      full_name: 'Léa Petit',
      line1: '5 avenue Foch',
      postal_code: '75016',
      city: 'Paris',
      country: 'FR',
      phone: '0145000000',
    }
    const demo = order({
      id: 'orddemo00000001',
      shipping_address: shipping,
      billing_address: billing === 'same' ? { ...shipping } : billing,
      payment_mode: 'demo',
    })
    seed('orders', [demo])
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: `Voir la commande n° ${demo.id.slice(0, 8)}` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    expect(dialog.getByText('Démonstration')).toBeVisible()
    expect(within(dialog.getByRole('region', { name: 'Adresse de livraison' })).getByText('Tél. 0145000000')).toBeVisible()
    const invoice = within(dialog.getByRole('region', { name: 'Adresse de facturation' }))
    expect(invoice.getByText('Identique à l’adresse de livraison')).toBeVisible()
    expect(invoice.queryByRole('group')).toBeNull()
  })

  it('details: an order from before addresses were asked for says so, and falls back to the account’s name and e-mail', async () => {
    const old = order({ id: 'ordold000000001', stripePaymentIntentId: 'pi_3Pold', shipping_address: null, billing_address: null })
    seed('orders', [old])
    const { events } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('button', { name: `Voir la commande n° ${old.id.slice(0, 8)}` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Détails de la commande' }))
    expect(dialog.getByText('Camille Martin')).toBeVisible()
    expect(dialog.getByText('camille@exemple.fr')).toBeVisible()
    expect(dialog.getByText('Carte (Stripe)')).toBeVisible()
    expect(dialog.getAllByText('Adresse non renseignée (commande antérieure)')).toHaveLength(2)
    expect(dialog.queryByText('Identique à l’adresse de livraison')).toBeNull()
  })
})

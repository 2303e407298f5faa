// The admin lists read pages (docs/adr/0092): the very queries the orders, products and users lists
// send from an address (their filters, the back-relations, the sorts, the fields with `expand.*`)
// are accepted by PocketBase for an admin and select the right rows; a page holds at most 50 rows of
// the fields the list shows, and `totalItems` counts every match.
import { beforeAll, describe, expect, it } from 'vitest'
import { PAGE_SIZE, pageQuery, type ListSpec } from '../../src/features/admin/api/list-page'
import { DISCOUNT_CODE_FIELDS, DISCOUNT_CODE_LIST } from '../../src/features/admin/discount-codes/discount-codes-data'
import { ORDER_EXPAND, ORDER_FIELDS, ORDER_LIST } from '../../src/features/admin/orders/orders-data'
import { PRODUCT_FIELDS, productList } from '../../src/features/admin/products/products-data'
import { USER_FIELDS, USER_LIST } from '../../src/features/admin/users/users-data'
import { SALE_FIELDS, saleList } from '../../src/features/admin/sales/sales-data'
import type { CollectionName } from '../../src/lib/pocketbase-types'
import { type Actor, loginAs, superuser } from './support/clients'
import { createOrder, createProduct, createUser, uniq } from './support/factories'

let su: Actor
let admin: Actor

beforeAll(async () => {
  ;[su, admin] = await Promise.all([superuser(), loginAs('admin')])
})

/** What the list at `address` reads, as the shop's admin. */
async function readAs(collection: CollectionName, address: string, spec: ListSpec, fields: readonly string[], expand?: string) {
  const { page, filter, sort } = pageQuery(new URLSearchParams(address), spec)
  return admin.pb
    .collection(collection)
    .getList<Record<string, unknown> & { id: string }>(page, PAGE_SIZE, { filter, sort, expand, fields: fields.join(',') })
}

const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id)

describe('admin lists read one page from PocketBase', () => {
  it('orders: search, filters (statuses, partly refunded, withdrawal through the back-relation), sort, the fields shown', async () => {
    const name = `Hélène ${uniq('cliente')}`
    const customer = await createUser(su.pb, { name })
    const cheap = await createOrder(su.pb, customer.id, { total: 12, status: 'shipped' })
    const dear = await createOrder(su.pb, customer.id, { total: 340, status: 'paid' })
    const q = `q=${encodeURIComponent(name.toUpperCase().replace('É', 'E'))}`

    const found = await readAs('orders', q, ORDER_LIST, ORDER_FIELDS, ORDER_EXPAND)
    expect(found.totalItems).toBe(2)
    expect(found.perPage).toBe(50)
    expect(ids(found)).toEqual([dear.id, cheap.id])
    const row = found.items[0]!
    // The customer's name and e-mail, never the whole account nor the lines or addresses.
    expect(row.expand).toEqual({ user: { name, email: customer.email } })
    expect(Object.keys(row).sort()).toEqual([
      'amount_refunded',
      'created',
      'customer_name',
      'email',
      'expand',
      'id',
      'status',
      'total',
      'user',
    ])

    // Each word typed is required, wherever it stands: the name's two words typed the other way round.
    const reversed = `q=${encodeURIComponent(name.split(' ').reverse().join(' '))}`
    expect(ids(await readAs('orders', reversed, ORDER_LIST, ORDER_FIELDS, ORDER_EXPAND))).toEqual([dear.id, cheap.id])
    expect(ids(await readAs('orders', `${reversed}+personne`, ORDER_LIST, ORDER_FIELDS, ORDER_EXPAND))).toEqual([])
    expect(ids(await readAs('orders', `${q}&tri=total`, ORDER_LIST, ORDER_FIELDS, ORDER_EXPAND))).toEqual([cheap.id, dear.id])
    expect(ids(await readAs('orders', `${q}&tri=-total`, ORDER_LIST, ORDER_FIELDS, ORDER_EXPAND))).toEqual([dear.id, cheap.id])
    expect(ids(await readAs('orders', `${q}&statut=paid`, ORDER_LIST, ORDER_FIELDS, ORDER_EXPAND))).toEqual([dear.id])
    expect(ids(await readAs('orders', `${q}&statut=retractation`, ORDER_LIST, ORDER_FIELDS, ORDER_EXPAND))).toEqual([])
    expect(ids(await readAs('orders', `${q}&statut=remboursee-partiellement`, ORDER_LIST, ORDER_FIELDS, ORDER_EXPAND))).toEqual([])
    await su.pb.collection('orders').update(cheap.id, { amount_refunded: 5 })
    expect(ids(await readAs('orders', `${q}&statut=remboursee-partiellement`, ORDER_LIST, ORDER_FIELDS, ORDER_EXPAND))).toEqual([cheap.id])
    // A page past the end is empty, its count still said.
    const past = await readAs('orders', `${q}&page=2`, ORDER_LIST, ORDER_FIELDS, ORDER_EXPAND)
    expect([past.items.length, past.totalItems]).toEqual([0, 2])
  })

  it('products: search by reference, stock filters at the threshold, sort by price; no search column sent', async () => {
    const token = uniq('ref').toUpperCase().slice(0, 20)
    const low = await createProduct(su.pb, { sku: `${token}-A`, stock: 1, price: 30, price_pro: 20 })
    const out = await createProduct(su.pb, { sku: `${token}-B`, stock: 0, price: 20, price_pro: 15 })
    const plenty = await createProduct(su.pb, { sku: `${token}-C`, stock: 9, price: 10, price_pro: 5 })
    const q = `q=${encodeURIComponent(token.toLowerCase())}`
    const read = (address: string) => readAs('products', `${q}&${address}`, productList(2), PRODUCT_FIELDS, 'category')

    const all = await read('tri=prix')
    expect(ids(all)).toEqual([plenty.id, out.id, low.id])
    expect(all.items[0]).not.toHaveProperty('search')
    expect(all.items[0]).toHaveProperty('description')
    expect(all.items[0]).toHaveProperty('price_pro', 5)
    // The pro price is no sort, even for an admin: the list does not offer it.
    expect(pageQuery(new URLSearchParams('tri=prix-pro'), productList(2)).sort).toBe('-created')
    expect(ids(await read('statut=epuise'))).toEqual([out.id])
    expect(ids(await read('statut=stock-faible&tri=-prix'))).toEqual([low.id, out.id])
    expect(ids(await readAs('products', `${q}&statut=stock-faible`, productList(10), PRODUCT_FIELDS, 'category'))).toHaveLength(3)
  })

  it('users (the customer_figures view, docs/adr/0097): search, role filters, pending pro applications, sorts on the figures', async () => {
    const token = uniq('Gaëlle')
    const pending = await createUser(su.pb, { name: `${token} En attente` })
    const plain = await createUser(su.pb, { name: `${token} Cliente` })
    await su.pb
      .collection('pro_applications')
      .create({ user: pending.id, company: 'Atelier', siret: '73282932000074', activity: 'Revendeur', status: 'pending' })
    const q = `q=${encodeURIComponent(token.replace('ë', 'e'))}`
    const read = (address: string) => readAs('customer_figures', `${q}&${address}`, USER_LIST, USER_FIELDS)
    await createOrder(su.pb, plain.id, { total: 80, status: 'paid' })

    const all = await read('tri=nom')
    expect(ids(all)).toEqual([plain.id, pending.id])
    expect(all.items[0]).not.toHaveProperty('search')
    expect(ids(await read('statut=demandes-pro'))).toEqual([pending.id])
    expect(ids(await read('statut=clients&tri=-nom'))).toEqual([pending.id, plain.id])
    expect(ids(await read('statut=professionnels'))).toEqual([])
    expect(ids(await read('tri=-depense'))).toEqual([plain.id, pending.id])
    expect(ids(await read('tri=commandes'))).toEqual([pending.id, plain.id])
    expect(ids(await read('tri=-derniere-commande'))).toEqual([plain.id, pending.id])
    expect(all.items.find((row) => row.id === plain.id)).toMatchObject({ orders_count: 1, spent: 80 })
  })

  it('sales: search, where each stands (against the moment of the read), sort (docs/adr/0115)', async () => {
    const tag = uniq('soldes')
    const sale = (name: string, starts: string, ends: string) =>
      su.pb
        .collection('sales')
        .create({ name: `${name} ${tag}`, percent: 10, scope: 'products', starts_at: starts, ends_at: ends, active: true })
    const later = await sale('Plus tard', '2099-01-10 08:00:00.000Z', '2099-02-10 08:00:00.000Z')
    const past = await sale('Autrefois', '2001-01-10 08:00:00.000Z', '2001-02-10 08:00:00.000Z')
    const all = await readAs('sales', `q=${tag}`, saleList(), SALE_FIELDS)
    expect(ids(all)).toEqual([later.id, past.id])
    expect(ids(await readAs('sales', `q=${tag}&statut=upcoming`, saleList(), SALE_FIELDS))).toEqual([later.id])
    expect(ids(await readAs('sales', `q=${tag}&statut=over`, saleList(), SALE_FIELDS))).toEqual([past.id])
    expect(ids(await readAs('sales', `q=${tag}&statut=running`, saleList(), SALE_FIELDS))).toEqual([])
    expect(ids(await readAs('sales', `q=${tag}&tri=debut`, saleList(), SALE_FIELDS))).toEqual([past.id, later.id])
  })

  it('discount codes (docs/adr/0116): search on the folded code and note, active filter, sorts on uses and amount discounted', async () => {
    const token = uniq('n').toLowerCase()
    const body = { kind: 'percent', value: 10, scope: 'order', audience: 'all' }
    const summer = await su.pb
      .collection('discount_codes')
      .create({ ...body, code: uniq('ETE').toUpperCase(), note: `Soldes d’été ${token}`, active: true })
    const stopped = await su.pb
      .collection('discount_codes')
      .create({ ...body, code: uniq('NOEL').toUpperCase(), note: `Noël ${token}`, active: false })
    await su.pb.collection('discount_codes').update(stopped.id, { note: `Noël ${token} Éclat` })
    const read = (address: string) => readAs('discount_codes', address, DISCOUNT_CODE_LIST, DISCOUNT_CODE_FIELDS)

    expect(ids(await read(`q=${encodeURIComponent(`ETE ${token}`)}`))).toEqual([summer.id])
    expect(ids(await read(`q=${encodeURIComponent(`noel ${token} eclat`)}`))).toEqual([stopped.id])
    expect(ids(await read(`q=${token}&statut=active`))).toEqual([summer.id])
    expect(ids(await read(`q=${token}&statut=inactive`))).toEqual([stopped.id])
    expect(ids(await read(`q=${token}&tri=code`))).toEqual([summer.id, stopped.id])
    const page = await read(`q=${token}&tri=-montant-remise`)
    expect(page.items[0]).toHaveProperty('discounted', 0)
    expect(page.items[0]).not.toHaveProperty('search')
  })
})

// Threat model (docs/threat-model.md): proves §3.4 "Stock and unique pieces".
// Stock writes never put a sale back (pb_hooks/lib/product-stock.js, docs/adr/0037): the admin's
// form (src/features/admin/products/product-save.ts) sends the change it means, PocketBase applies it
// to the stock of the moment, refuses it (409, in French) when it would go below 0, and keeps
// `reserved` (the checkouts' holds) whatever an update sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StockChangedError, saveProduct } from '../../src/features/admin/products/product-save'
import { productToValues } from '../../src/features/admin/products/product-values'
import type { CategoriesRecord, ProductsRecord } from '../../src/lib/pocketbase-types'
import { type Actor, call, loginAs, superuser } from './support/clients'
import { type CheckoutStack, startCheckoutStack } from './support/checkout-stack'
import { createCategory, createProduct } from './support/factories'
import { OPENED_HEADER } from './support/opened'

let su: Actor
let admin: Actor
let category: CategoriesRecord

beforeAll(async () => {
  ;[su, admin] = await Promise.all([superuser(), loginAs('admin')])
  category = await createCategory(su.pb)
})

const product = (data: Partial<ProductsRecord>) => createProduct(su.pb, { category: [category.id], ...data })
const stockOf = async (id: string) => (await su.pb.collection('products').getOne(id)).stock
/**
 * A sale, as the checkout makes one: a change of the stock against whatever it is then, in plain SQL
 * that leaves the product's version alone (the stock tool's route does the same: docs/adr/0083).
 */
const sell = async (id: string, quantity: number) => {
  const result = await call(su, 'POST', `/api/shop/products/${id}/stock`, { delta: -quantity })
  expect(result.status).toBe(200)
}

/** The admin's form, opened on `record`: its values, as the browser would hold them. */
const openForm = (record: ProductsRecord) => productToValues(record, () => '')

const stockChangedMessage = (name: string, left: number) =>
  `Le stock de « ${name} » a changé pendant votre modification : il en reste ${left}. Vérifiez le stock puis enregistrez à nouveau.`

describe('an admin saving a product while it sells', () => {
  it('keeps a unique piece sold when the admin only renamed it', async () => {
    const piece = await product({ stock: 1, is_unique: true })
    const form = openForm(piece)
    await sell(piece.id, 1)
    const saved = await saveProduct(admin.pb, piece.id, { ...form, name: `${form.name} !` }, piece.updated)
    expect(saved.name).toBe(`${piece.name} !`)
    expect(saved.stock).toBe(0)
    expect(await stockOf(piece.id)).toBe(0)
  })

  it('adds the change the admin typed to the stock of the moment (5 → 8 while 2 sold: 6)', async () => {
    const bracelet = await product({ stock: 5 })
    const form = openForm(bracelet)
    await sell(bracelet.id, 2)
    const saved = await saveProduct(admin.pb, bracelet.id, { ...form, stock: '8' }, bracelet.updated)
    expect(saved.stock).toBe(6)
  })

  it('refuses a lowering that the sales made meanwhile no longer allow, in French, and changes nothing', async () => {
    const bracelet = await product({ stock: 5 })
    const form = openForm(bracelet)
    await sell(bracelet.id, 4)
    const attempt = saveProduct(admin.pb, bracelet.id, { ...form, name: `${form.name} bis`, stock: '2' }, bracelet.updated)
    await expect(attempt).rejects.toBeInstanceOf(StockChangedError)
    await expect(attempt).rejects.toThrow(stockChangedMessage(`${bracelet.name} bis`, 1))
    const stored = await su.pb.collection('products').getOne(bracelet.id)
    expect(stored).toMatchObject({ name: bracelet.name, stock: 1 })
  })

  it('answers 409 with the French message to a raw delta below 0, for a superuser too', async () => {
    const bracelet = await product({ stock: 2 })
    const result = await call(su, 'PATCH', `/api/collections/products/records/${bracelet.id}`, { 'stock-': 3 })
    expect(result.status).toBe(409)
    expect(result.body.message).toBe(stockChangedMessage(bracelet.name, 2))
    expect(await stockOf(bracelet.id)).toBe(2)
  })

  it('reads an absolute stock (the seed, the dashboard) as the change from the stock at request start', async () => {
    const bracelet = await product({ stock: 2 })
    const updated = await su.pb.collection('products').update(bracelet.id, { stock: 7 })
    expect(updated.stock).toBe(7)
    const untouched = await su.pb.collection('products').update(bracelet.id, { description: 'Nouvelle description.' })
    expect(untouched.stock).toBe(7)
  })

  it('still answers the field errors of an invalid save (400), and the form keeps its error for the slug', async () => {
    const bracelet = await product({ stock: 2 })
    const other = await product({ stock: 1 })
    const result = await call(
      admin,
      'PATCH',
      `/api/collections/products/records/${bracelet.id}`,
      { slug: other.slug, 'stock+': 1 },
      { [OPENED_HEADER]: bracelet.updated },
    )
    expect(result.status).toBe(400)
    expect(result.body.data).toMatchObject({ slug: { code: 'validation_not_unique' } })
    expect(await stockOf(bracelet.id)).toBe(2)
  })
})

describe('reserved: the units held by checkouts, written by the server only', () => {
  it('keeps the stored value whatever an admin or a superuser sends in an update', async () => {
    const held = await product({ stock: 0, reserved: 1, is_unique: true })
    expect(held.reserved).toBe(1)
    const byAdmin = await call(
      admin,
      'PATCH',
      `/api/collections/products/records/${held.id}`,
      { reserved: 0, name: `${held.name} A` },
      { [OPENED_HEADER]: held.updated },
    )
    expect(byAdmin.status).toBe(200)
    expect(byAdmin.body.reserved).toBe(1)
    const bySuperuser = await su.pb.collection('products').update(held.id, { 'reserved+': 3 })
    expect(bySuperuser.reserved).toBe(1)
    expect(await su.pb.collection('products').getOne(held.id)).toMatchObject({ reserved: 1, stock: 0 })
  })

  it('starts at 0 on a product an admin creates', async () => {
    const result = await call(admin, 'POST', '/api/collections/products/records', {
      name: 'Bracelet réservé',
      slug: `bracelet-reserve-${Date.now()}`,
      price: 20,
      stock: 2,
      reserved: 5,
      category: [category.id],
    })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ stock: 2, reserved: 0 })
  })
})

describe('twenty sales at once on a stock of ten', () => {
  it('lets exactly ten through and refuses the other ten with 409: the stock ends at 0, never below', async () => {
    // Superusers: an admin's records-API update must name the version its form opened (docs/adr/0083),
    // and twenty of them on one version would be one save and nineteen conflicts; the stock rule is the same.
    const admins = await Promise.all([superuser(), superuser(), superuser(), superuser()])
    // A few rounds: a lost sale shows up only when two requests interleave just so.
    for (let round = 0; round < 3; round++) {
      const bracelet = await product({ stock: 10 })
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(admins[i % admins.length] as Actor, 'PATCH', `/api/collections/products/records/${bracelet.id}`, { 'stock-': 1 }),
        ),
      )
      const statuses = results.map((result) => result.status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(10)
      expect(statuses.filter((status) => status === 409)).toHaveLength(10)
      expect(await stockOf(bracelet.id)).toBe(0)
    }
  })
})

describe('with a real checkout (demonstration payments)', () => {
  let stack: CheckoutStack
  beforeAll(async () => {
    stack = await startCheckoutStack({ demo: true })
  })
  afterAll(async () => {
    await stack?.stop()
  })

  const state = async (id: string) => {
    const { stock, reserved } = await stack.su.collection('products').getOne(id)
    return { stock, reserved }
  }

  it('a piece held and then paid while the admin edits it is sold once: the save neither frees nor restocks it', async () => {
    const piece = await stack.product({ stock: 1, is_unique: true })
    const form = openForm(piece)
    const started = await stack.startCheckout(stack.users.customer, [{ id: piece.id, quantity: 1 }])
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(await state(piece.id)).toEqual({ stock: 0, reserved: 1 })

    await saveProduct(stack.users.admin.pb, piece.id, { ...form, description: `${form.description} !` }, piece.updated)
    expect(await state(piece.id)).toEqual({ stock: 0, reserved: 1 })

    const checkoutId = String(started.body.id)
    const intentId = await stack.payCheckout(stack.users.customer, checkoutId)
    expect((await stack.confirmCheckout(stack.users.customer, checkoutId, intentId)).status).toBe(200)
    expect(await state(piece.id)).toEqual({ stock: 0, reserved: 0 })
    // A second buyer cannot start paying for it.
    const second = await stack.startCheckout(stack.users.customer2, [{ id: piece.id, quantity: 1 }])
    expect(second.status).toBe(409)
    expect(await stack.ordersOf(piece.id)).toHaveLength(1)
  })

  it('a hold released after the admin saved gives the piece back, once', async () => {
    const piece = await stack.product({ stock: 1, is_unique: true })
    const form = openForm(piece)
    const started = await stack.startCheckout(stack.users.customer, [{ id: piece.id, quantity: 1 }])
    await saveProduct(stack.users.admin.pb, piece.id, { ...form, description: `${form.description} ?` }, piece.updated)
    const released = await stack.shop(stack.users.customer, 'DELETE', `/api/shop/checkouts/${String(started.body.id)}`)
    expect(released.status).toBe(204)
    expect(await state(piece.id)).toEqual({ stock: 1, reserved: 0 })
  })
})

// Sizes for the owner (docs/adr/0108): the server checks a product's options and its sizes, keeps a
// reference either a product's or a size's, never deletes a sold or held size, and records an admin's
// save of a size's stock in that size's history (docs/adr/0098).
import { beforeAll, describe, expect, it } from 'vitest'
import { type Actor, call, loginAs, superuser } from './support/clients'
import { createProduct, uniq } from './support/factories'

let su: Actor
let admin: Actor

beforeAll(async () => {
  ;[su, admin] = await Promise.all([superuser(), loginAs('admin')])
})

const WRIST = { name: 'Tour de poignet', values: ['16 cm', '17 cm', '18 cm'] }
const BEADS = { name: 'Taille des perles', values: ['6 mm', '8 mm'] }
const sku = () =>
  uniq('REF')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')

const sized = (options: unknown[] = [WRIST]) => createProduct(su.pb, { price: 40, options } as Record<string, unknown>)

/** The French message and the field a refused write names. */
function refusal(result: { status: number; body: Record<string, unknown> }) {
  const data = (result.body.data ?? {}) as Record<string, { message?: string }>
  const field = Object.keys(data)[0] ?? ''
  return { status: result.status, field, message: field ? data[field]?.message : result.body.message }
}

const saveProduct = (body: Record<string, unknown>, id?: string) =>
  call(admin, id ? 'PATCH' : 'POST', id ? `/api/collections/products/records/${id}` : '/api/collections/products/records', {
    ...(id ? {} : { name: uniq('Bracelet'), slug: uniq('bracelet'), price: 40, stock: 0 }),
    ...body,
  })

describe("a product's options", () => {
  it('are cleaned and kept: two options with their values in order', async () => {
    const answer = await saveProduct({ options: [{ name: ' Tour de  poignet ', values: ['16 cm', ' 17 cm'] }, BEADS] })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.options).toEqual([{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }, BEADS])
  })

  it('are refused in French beyond two, without a name, without values, with more than 20 or repeated values', async () => {
    const cases: Array<[unknown, string]> = [
      [[WRIST, BEADS, { name: 'Couleur', values: ['Bleu'] }], 'Un produit a au plus deux options'],
      [[{ name: ' ', values: ['16 cm'] }], 'Chaque option doit avoir un nom'],
      [[{ name: 'Longueur', values: [] }], 'L’option « Longueur » doit avoir au moins une valeur.'],
      [[{ name: 'Taille de bague', values: Array.from({ length: 21 }, (_, i) => String(48 + i)) }], 'plus de 20 valeurs'],
      [[{ name: 'Longueur', values: ['40 cm', '40 cm'] }], 'a deux fois la valeur « 40 cm »'],
      [[{ name: 'Longueur', values: ['40 cm', ''] }], 'doit être remplie'],
      [[WRIST, { name: 'tour de poignet', values: ['1'] }], 'Deux options portent le même nom'],
      ['Tour de poignet', 'Les options doivent être une liste'],
    ]
    for (const [options, text] of cases) {
      const answer = refusal(await saveProduct({ options }))
      expect(answer).toMatchObject({ status: 400, field: 'options' })
      expect(answer.message).toContain(text)
    }
  })

  it('are refused on a unique piece', async () => {
    const answer = refusal(await saveProduct({ is_unique: true, stock: 1, options: [WRIST] }))
    expect(answer).toEqual({
      status: 400,
      field: 'is_unique',
      message: 'Une pièce unique n’a pas de tailles : retirez ses options ou décochez « Pièce unique ».',
    })
  })

  it('keep a value while a size uses it; once the size is deleted, the value may go', async () => {
    const product = await sized()
    const size = await admin.pb.collection('product_variants').create({ product: product.id, option1: '18 cm', stock: 0 })
    const refused = refusal(await saveProduct({ options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }] }, product.id))
    expect(refused).toEqual({
      status: 400,
      field: 'options',
      message: 'La combinaison « 18 cm » existe encore : supprimez-la avant de retirer cette valeur ou cette option.',
    })
    // A second option would leave the size without its second value: refused too.
    expect(refusal(await saveProduct({ options: [WRIST, BEADS] }, product.id)).field).toBe('options')
    await admin.pb.collection('product_variants').delete(size.id)
    const saved = await saveProduct({ options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }] }, product.id)
    expect(saved.status).toBe(200)
  })
})

describe('a size', () => {
  it('names a value of each of its product’s options, a second one exactly when there are two', async () => {
    const one = await sized()
    const two = await sized([WRIST, BEADS])
    const plain = await createProduct(su.pb, { price: 30 })
    const create = (body: Record<string, unknown>) => call(admin, 'POST', '/api/collections/product_variants/records', body)
    expect((await create({ product: one.id, option1: '17 cm' })).status).toBe(200)
    expect((await create({ product: two.id, option1: '17 cm', option2: '8 mm' })).status).toBe(200)
    expect(refusal(await create({ product: one.id, option1: '21 cm' }))).toEqual({
      status: 400,
      field: 'option1',
      message: '« 21 cm » n’est pas une valeur de l’option « Tour de poignet » de ce produit.',
    })
    expect(refusal(await create({ product: one.id, option1: '16 cm', option2: '8 mm' }))).toMatchObject({ field: 'option2' })
    expect(refusal(await create({ product: two.id, option1: '16 cm' }))).toEqual({
      status: 400,
      field: 'option2',
      message: 'Choisissez une valeur de l’option « Taille des perles ».',
    })
    expect(refusal(await create({ product: two.id, option1: '16 cm', option2: '7 mm' })).field).toBe('option2')
    expect(refusal(await create({ product: plain.id, option1: '16 cm' }))).toMatchObject({ status: 400, field: 'option1' })
    // An update is checked too, and a size never moves to another product.
    const size = await admin.pb.collection('product_variants').create({ product: one.id, option1: '16 cm' })
    expect(refusal(await call(admin, 'PATCH', `/api/collections/product_variants/records/${size.id}`, { option1: '30 cm' })).field).toBe(
      'option1',
    )
    expect(refusal(await call(admin, 'PATCH', `/api/collections/product_variants/records/${size.id}`, { product: two.id })).field).toBe(
      'product',
    )
  })

  it('has a reference that is no product’s, and a product’s reference is no size’s', async () => {
    const taken = sku()
    await createProduct(su.pb, { sku: taken })
    const product = await sized()
    const create = (reference: string) =>
      call(admin, 'POST', '/api/collections/product_variants/records', { product: product.id, option1: '16 cm', sku: reference })
    expect(refusal(await create(taken))).toEqual({
      status: 400,
      field: 'sku',
      message: `La référence « ${taken} » est déjà celle d’un produit.`,
    })
    const own = sku()
    expect((await create(own)).status).toBe(200)
    expect(refusal(await saveProduct({ sku: own }))).toEqual({
      status: 400,
      field: 'sku',
      message: `La référence « ${own} » est déjà celle d’une taille d’un produit.`,
    })
    expect(refusal(await saveProduct({ sku: own }, product.id)).field).toBe('sku')
  })

  it('is not deleted while a checkout holds it or once it was sold', async () => {
    const product = await sized()
    const held = await su.pb.collection('product_variants').create({ product: product.id, option1: '16 cm', stock: 1, reserved: 1 })
    const answer = await call(admin, 'DELETE', `/api/collections/product_variants/records/${held.id}`)
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(
      'La taille « 16 cm » est en cours de paiement par un client : elle ne peut pas être supprimée pour le moment.',
    )
    const sold = await su.pb.collection('product_variants').create({ product: product.id, option1: '17 cm', stock: 1 })
    await su.pb.collection('stock_movements').create({ product: product.id, variant: sold.id, change: -1, stock_after: 0, reason: 'sale' })
    const refused = await call(admin, 'DELETE', `/api/collections/product_variants/records/${sold.id}`)
    expect(refused.status).toBe(409)
    expect(String(refused.body.message)).toContain('La taille « 17 cm » a déjà été vendue')
    const unused = await admin.pb.collection('product_variants').create({ product: product.id, option1: '18 cm', stock: 4 })
    expect((await call(admin, 'DELETE', `/api/collections/product_variants/records/${unused.id}`)).status).toBe(204)
  })
})

describe("a size's stock history", () => {
  it('records an admin’s creation and saves of the size, named and keyed by the size', async () => {
    const product = await sized()
    const size = await admin.pb.collection('product_variants').create({ product: product.id, option1: '17 cm', stock: 3 })
    await admin.pb.collection('product_variants').update(size.id, { 'stock+': 2 })
    await admin.pb.collection('product_variants').update(size.id, { stock: 4 })
    await admin.pb.collection('product_variants').update(size.id, { price: 45 }) // no stock change: no movement
    const rows = await su.pb
      .collection('stock_movements')
      .getFullList({ filter: su.pb.filter('variant = {:id}', { id: size.id }), sort: 'created,@rowid' })
    expect(rows.map((m) => [m.variant, m.change, m.stock_after, m.reason, m.note])).toEqual([
      [size.id, 3, 3, 'manual', 'Création de la taille'],
      [size.id, 2, 5, 'manual', ''],
      [size.id, -1, 4, 'manual', ''],
    ])
    expect(rows.every((m) => m.actor === admin.pb.authStore.record?.id)).toBe(true)
  })
})

describe('POST /api/shop/products/{id}/sizes (the « Tailles » screen)', () => {
  const save = (actor: Actor, id: string, body: unknown) => call(actor, 'POST', `/api/shop/products/${id}/sizes`, body)

  it('is refused to everyone but admins', async () => {
    const product = await sized()
    const body = { options: [WRIST], sizes: [] }
    const [pro, customer] = await Promise.all([loginAs('pro'), loginAs('customer')])
    expect(
      (
        await call(
          { ...admin, pb: { authStore: { token: '' } } } as unknown as Actor,
          'POST',
          `/api/shop/products/${product.id}/sizes`,
          body,
        )
      ).status,
    ).toBe(401)
    for (const who of [pro, customer]) {
      const answer = await save(who, product.id, body)
      expect(answer.status).toBe(403)
      expect(answer.body.message).toBe('Seul un administrateur de la boutique peut modifier les tailles d’un produit.')
    }
    expect((await save(admin, 'nope00000000000', body)).status).toBe(404)
  })

  it('saves the options and every size at once; the stock of a size is a change from what was loaded, in its history', async () => {
    const product = await createProduct(su.pb, { price: 40 })
    const reference = sku()
    const first = await save(admin, product.id, {
      options: [WRIST],
      sizes: [
        { option1: '16 cm', sku: `${reference}-16`, stock: 2, price: '', price_pro: '' },
        { option1: '17 cm', sku: `${reference}-17`, stock: 5, price: 45, price_pro: 30 },
      ],
    })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const sizes = first.body.sizes as Array<Record<string, unknown>>
    expect(sizes.map((s) => [s.option1, s.sku, s.stock, s.price, s.price_pro, s.position])).toEqual([
      ['16 cm', `${reference}-16`, 2, 0, 0, 0],
      ['17 cm', `${reference}-17`, 5, 45, 30, 1],
    ])
    // A sale lands while the screen is open; the admin adds 3 to the 17 cm and removes the 16 cm.
    await su.pb.collection('product_variants').update(String(sizes[1]?.id), { 'stock-': 1 })
    const second = await save(admin, product.id, {
      options: [{ name: 'Tour de poignet', values: ['17 cm', '18 cm'] }],
      sizes: [
        { id: sizes[1]?.id, option1: '17 cm', sku: `${reference}-17`, change: 3, price: 45, price_pro: 30 },
        { option1: '18 cm', sku: '', stock: 1 },
      ],
      remove: [sizes[0]?.id],
    })
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect((second.body.sizes as Array<Record<string, unknown>>).map((s) => [s.option1, s.stock])).toEqual([
      ['17 cm', 7],
      ['18 cm', 1],
    ])
    expect(second.body.options).toEqual([{ name: 'Tour de poignet', values: ['17 cm', '18 cm'] }])
    const history = await su.pb
      .collection('stock_movements')
      .getFullList({ filter: su.pb.filter('variant = {:id}', { id: String(sizes[1]?.id) }), sort: 'created,@rowid' })
    expect(history.map((m) => [m.change, m.stock_after, m.actor_label !== ''])).toEqual([
      [5, 5, true],
      [-1, 4, true],
      [3, 7, true],
    ])
  })

  it('refuses in French and saves nothing: a reference of a product, a size sold, a stock below zero', async () => {
    const taken = sku()
    await createProduct(su.pb, { sku: taken })
    const product = await sized()
    const sold = await su.pb.collection('product_variants').create({ product: product.id, option1: '16 cm', stock: 1 })
    await su.pb.collection('stock_movements').create({ product: product.id, variant: sold.id, change: -1, stock_after: 0, reason: 'sale' })
    const kept = { id: sold.id, option1: '16 cm', change: 0 }
    const skuTaken = await save(admin, product.id, { options: [WRIST], sizes: [kept, { option1: '17 cm', sku: taken, stock: 1 }] })
    expect(skuTaken.status).toBe(400)
    expect((skuTaken.body.data as Record<string, { message: string }>).sizes?.message).toBe(
      `La référence « ${taken} » est déjà celle d’un produit.`,
    )
    const removing = await save(admin, product.id, { options: [WRIST], sizes: [{ option1: '17 cm', stock: 1 }], remove: [sold.id] })
    expect(removing.status).toBe(409)
    expect(String(removing.body.message)).toContain('La taille « 16 cm » a déjà été vendue')
    const below = await save(admin, product.id, {
      options: [WRIST],
      sizes: [
        { ...kept, change: -5 },
        { option1: '18 cm', stock: 1 },
      ],
    })
    expect(below.status).toBe(409)
    expect(below.body.message).toBe(
      'Le stock de « 16 cm » a changé pendant votre modification : il en reste 1. Vérifiez le stock puis enregistrez à nouveau.',
    )
    const unique = await createProduct(su.pb, { is_unique: true, stock: 1 })
    const refusedUnique = await save(admin, unique.id, { options: [WRIST], sizes: [] })
    expect(refusedUnique.status).toBe(400)
    // Nothing of the refused saves stayed.
    const left = await su.pb.collection('product_variants').getFullList({ filter: su.pb.filter('product = {:id}', { id: product.id }) })
    expect(left.map((s) => [s.option1, s.stock])).toEqual([['16 cm', 1]])
    expect((await su.pb.collection('products').getOne(unique.id)).options ?? []).toEqual([])
  })

  it('a change of a size’s stock while buyers hold it never takes their units', async () => {
    const product = await sized()
    const size = await su.pb.collection('product_variants').create({ product: product.id, option1: '17 cm', stock: 3, reserved: 2 })
    const answers = await Promise.all(
      [1, -1, 2].map((change) => save(admin, product.id, { options: [WRIST], sizes: [{ id: size.id, option1: '17 cm', change }] })),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const now = await su.pb.collection('product_variants').getOne(size.id)
    expect([now.stock, now.reserved]).toEqual([5, 2])
  })
})

describe('the stock count of a size', () => {
  it('counts the size’s own stock, records it in its history, and refuses another product’s size', async () => {
    const product = await sized()
    const size = await su.pb.collection('product_variants').create({ product: product.id, option1: '17 cm', stock: 4 })
    const answer = await call(admin, 'POST', `/api/shop/products/${product.id}/stock-count`, { counted: 2, seen: 4, variant: size.id })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.stock).toBe(2)
    expect((await su.pb.collection('product_variants').getOne(size.id)).stock).toBe(2)
    const rows = await su.pb
      .collection('stock_movements')
      .getFullList({ filter: su.pb.filter('variant = {:id} && reason = "count"', { id: size.id }) })
    expect(rows.map((m) => [m.change, m.stock_after, m.counted])).toEqual([[-2, 2, 2]])
    // The stock screen's « Taille » filter, as the admin's list asks it (src/features/admin/products/product-stock-data.ts).
    const page = await admin.pb.collection('stock_movements').getList(1, 50, {
      filter: admin.pb.filter('product = {:id} && variant = {:size}', { id: product.id, size: size.id }),
      sort: '-created,-@rowid',
    })
    expect(page.items.map((m) => m.reason)).toEqual(['count', 'manual'])
    const other = await sized()
    const wrong = await call(admin, 'POST', `/api/shop/products/${other.id}/stock-count`, { counted: 2, seen: 2, variant: size.id })
    expect(wrong.status).toBe(404)
    const below = await call(admin, 'POST', `/api/shop/products/${product.id}/stock-count`, { counted: 0, seen: 5, variant: size.id })
    expect(below.status).toBe(409)
    expect(String(below.body.message)).toContain('« ' + product.name + ' (17 cm) »')
  })
})

describe('the stock tool and the bulk stock on a product in sizes', () => {
  it('the stock tool changes one size’s stock as a delta, never what buyers hold, in its history', async () => {
    const product = await sized()
    const size = await su.pb.collection('product_variants').create({ product: product.id, option1: '17 cm', stock: 1, reserved: 2 })
    const added = await call(admin, 'POST', `/api/shop/products/${product.id}/stock`, { delta: 3, variant: size.id })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body).toMatchObject({ variant: size.id, stock: 4, reserved: 2 })
    const below = await call(admin, 'POST', `/api/shop/products/${product.id}/stock`, { delta: -5, variant: size.id })
    expect(below.status).toBe(409)
    expect(below.body.message).toBe(
      `Impossible : le stock de « ${product.name} (17 cm) » passerait sous zéro (il en reste 4 en stock, et 2 réservés par un paiement en cours). Le stock n’a pas été modifié.`,
    )
    const other = await sized()
    expect((await call(admin, 'POST', `/api/shop/products/${other.id}/stock`, { delta: 1, variant: size.id })).status).toBe(404)
    const rows = await su.pb
      .collection('stock_movements')
      .getFullList({ filter: su.pb.filter('variant = {:id} && reason = "manual"', { id: size.id }) })
    expect(rows.map((m) => [m.change, m.stock_after])).toContainEqual([3, 4])
  })

  it('a bulk stock change refuses a product in sizes in French and changes the others', async () => {
    const [bracelet, plain] = await Promise.all([sized(), createProduct(su.pb, { price: 30, stock: 2 })])
    const answer = await call(admin, 'POST', '/api/shop/products/bulk', { action: 'stock', delta: 1, ids: [bracelet.id, plain.id] })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(JSON.stringify(answer.body)).toContain(
      `« ${bracelet.name} » est vendu en tailles : changez le stock de chaque taille dans « Tailles et combinaisons ».`,
    )
    expect((await su.pb.collection('products').getOne(plain.id)).stock).toBe(3)
  })
})

describe("an admin's pro price on a size (records API)", () => {
  it('is written, and refused above the size’s price or, without one, its product’s', async () => {
    const product = await sized() // price 40
    const size = await admin.pb.collection('product_variants').create({ product: product.id, option1: '16 cm', price_pro: 25 })
    expect(size.price_pro).toBe(25)
    const updated = await admin.pb.collection('product_variants').update(size.id, { price_pro: 30 })
    expect(updated.price_pro).toBe(30)
    const above = refusal(await call(admin, 'PATCH', `/api/collections/product_variants/records/${size.id}`, { price_pro: 41 }))
    expect(above).toEqual({ status: 400, field: 'price_pro', message: 'Le prix professionnel ne peut pas dépasser le prix public.' })
    const own = await admin.pb.collection('product_variants').update(size.id, { price: 50, price_pro: 45 })
    expect([own.price, own.price_pro]).toEqual([50, 45])
  })
})

describe('the admin stock filters (« Épuisés », « Stock faible »)', () => {
  it('leave out a product in sizes, whose own stock is not sold: `options.0 = null` keeps the others', async () => {
    const tag = uniq('filtre')
    await Promise.all([
      createProduct(su.pb, { name: `${tag} simple`, stock: 0 }),
      createProduct(su.pb, { name: `${tag} tailles`, stock: 0, options: [WRIST] } as Record<string, unknown>),
    ])
    // The filters of src/features/admin/products/stock-level.ts and products-data.ts.
    const names = async (filter: string) =>
      (await admin.pb.collection('products').getFullList({ filter: `name ~ "${tag}" && ${filter}`, fields: 'name' })).map((p) => p.name)
    expect(await names('stock <= 0 && options.0 = null')).toEqual([`${tag} simple`])
    expect(await names('stock <= 2 && is_unique = false && options.0 = null')).toEqual([`${tag} simple`])
  })
})

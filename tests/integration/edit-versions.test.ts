// Threat model (docs/threat-model.md): proves that two admins editing never
// silently overwrite each other (pb_hooks/lib/edit-versions.js, docs/adr/0083): a save names the
// `updated` its form opened (`X-Opened-Updated`); over a newer version it is refused with a French
// 409 and the record is left as the other admin saved it; a save without a version (not a form's:
// a script, the dashboard) is not checked; stock deltas (the stock tool, a checkout's hold, a sale) leave `updated` alone, so
// they never make an open form's save fail.
import { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TypedPocketBase } from '../../src/lib/pocketbase-types'
import { type Actor, actorsByRole, call, superuser, type Role } from './support/clients'
import { type CheckoutStack, startCheckoutStack } from './support/checkout-stack'
import { createCategory, createProduct, uniq } from './support/factories'
import { OPENED_HEADER, openedAt } from './support/opened'

const HEADER = OPENED_HEADER
const opened = openedAt

let actors: Record<Role, Actor>
let su: Actor

beforeAll(async () => {
  ;[actors, su] = await Promise.all([actorsByRole(), superuser()])
})

/** The refusal of a promise: status, message and the `updated` field's code. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    const data = error.response.data as Record<string, { code?: string }>
    return { status: error.status, message: error.response.message as string, code: data.updated?.code }
  }
  throw new Error('the request was not refused')
}

/** Two saves never land on the same millisecond (`updated`'s precision). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

interface Kind {
  collection: 'products' | 'categories' | 'stones' | 'articles' | 'shop_identity' | 'sales'
  field: string
  message: string
  /** A record of the collection, made by the superuser. */
  make: (pb: TypedPocketBase) => Promise<{ id: string; updated: string }>
}

const KINDS: Kind[] = [
  {
    collection: 'products',
    field: 'description',
    message: 'Ce produit a été modifié par ailleurs depuis son ouverture.',
    make: (pb) => createProduct(pb),
  },
  {
    collection: 'categories',
    field: 'name',
    message: 'Cette catégorie a été modifiée par ailleurs depuis son ouverture.',
    make: (pb) => createCategory(pb),
  },
  {
    collection: 'stones',
    field: 'virtues',
    message: 'Cette pierre a été modifiée par ailleurs depuis son ouverture.',
    make: (pb) => pb.collection('stones').create({ name: uniq('Pierre '), virtues: 'Calme' }),
  },
  {
    collection: 'articles',
    field: 'excerpt',
    message: 'Cet article a été modifié par ailleurs depuis son ouverture.',
    make: (pb) => pb.collection('articles').create({ title: uniq('Article '), excerpt: 'Résumé' }),
  },
  {
    collection: 'shop_identity',
    field: 'trade_name',
    message: 'L’identité de la boutique a été modifiée par ailleurs depuis son ouverture.',
    make: (pb) => pb.collection('shop_identity').create({ trade_name: uniq('Boutique ') }),
  },
  {
    // The sale form (docs/adr/0121); an inactive sale in the future touches no price.
    collection: 'sales',
    field: 'name',
    message: 'Cette opération de soldes a été modifiée par ailleurs depuis son ouverture.',
    make: (pb) =>
      pb.collection('sales').create({
        name: uniq('Soldes '),
        percent: 10,
        scope: 'all',
        starts_at: '2099-01-01 00:00:00.000Z',
        ends_at: '2099-02-01 00:00:00.000Z',
        active: false,
      }),
  },
]

describe.each(KINDS)('$collection', ({ collection, field, message, make }) => {
  const admin = () => actors.admin.pb.collection(collection)
  const stored = async (id: string) => (await su.pb.collection(collection).getOne(id)) as unknown as Record<string, unknown>

  it('refuses a save over a version saved since, in French, and keeps the other save', async () => {
    const record = await make(su.pb)
    const openedAt = record.updated // both admins open the form
    await tick()
    const theirs = await admin().update(record.id, { [field]: uniq('Leur version ') }, opened(openedAt))
    expect(theirs.updated).not.toBe(openedAt)
    const refused = await refusal(admin().update(record.id, { [field]: uniq('Ma version ') }, opened(openedAt)))
    expect(refused).toEqual({ status: 409, message, code: 'shop_edit_conflict' })
    expect(await stored(record.id)).toMatchObject({ [field]: (theirs as Record<string, unknown>)[field], updated: theirs.updated })

    // Saved over, explicitly: with the version as it is now.
    await tick()
    const mine = uniq('Ma version ')
    const saved = await admin().update(record.id, { [field]: mine }, opened(theirs.updated))
    expect((await stored(record.id))[field]).toBe(mine)
    expect(saved.updated).not.toBe(theirs.updated)
  })

  it('lets a save that names no version through unchecked (a script’s, not a form’s)', async () => {
    const record = await make(su.pb)
    await tick()
    const value = uniq('Sans version ')
    await admin().update(record.id, { [field]: value }, { requestKey: null })
    expect((await stored(record.id))[field]).toBe(value)
  })

  it('lets one of two saves of the same version through, never both', async () => {
    const record = await make(su.pb)
    await tick()
    const [a, b] = await Promise.allSettled([
      admin().update(record.id, { [field]: uniq('A ') }, opened(record.updated)),
      admin().update(record.id, { [field]: uniq('B ') }, opened(record.updated)),
    ])
    const statuses = [a, b].map((result) => (result.status === 'fulfilled' ? 200 : (result.reason as ClientResponseError).status))
    expect(statuses.sort()).toEqual([200, 409])
  })
})

describe('who is checked', () => {
  it('lets a superuser (the dashboard, the seed) save without a version, and checks one that names it', async () => {
    const category = await createCategory(su.pb)
    await tick()
    const saved = await su.pb.collection('categories').update(category.id, { name: uniq('Catégorie ') })
    expect(saved.updated).not.toBe(category.updated)
    const refused = await refusal(
      su.pb.collection('categories').update(category.id, { name: uniq('Catégorie ') }, opened(category.updated)),
    )
    expect(refused.status).toBe(409)
  })

  it('answers other roles as before: the update rule refuses them (404), version or not', async () => {
    const category = await createCategory(su.pb)
    for (const role of ['anonymous', 'customer', 'pro'] as const) {
      const bare = await call(actors[role], 'PATCH', `/api/collections/categories/records/${category.id}`, { name: 'Pirate' })
      const named = await call(
        actors[role],
        'PATCH',
        `/api/collections/categories/records/${category.id}`,
        { name: 'Pirate' },
        {
          [HEADER]: category.updated,
        },
      )
      expect([bare.status, named.status], role).toEqual([404, 404])
    }
    expect((await su.pb.collection('categories').getOne(category.id)).name).toBe(category.name)
  })

  it('lets the low-stock threshold be saved alone without a version (no form of the identity)', async () => {
    const identity = await su.pb.collection('shop_identity').create({ trade_name: uniq('Boutique ') })
    const saved = await actors.admin.pb.collection('shop_identity').update(identity.id, { low_stock_threshold: 4 })
    expect(saved.low_stock_threshold).toBe(4)
  })
})

describe('stock is a delta, never a conflict', () => {
  let stack: CheckoutStack

  beforeAll(async () => {
    stack = await startCheckoutStack({ webhooksPaused: true })
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('a stock tool’s delta leaves `updated` alone: the form opened before saves, and the delta stays', async () => {
    const admin = stack.users.admin
    const product = await stack.product({ stock: 3 })
    await tick()
    const adjusted = await stack.shop(admin, 'POST', `/api/shop/products/${product.id}/stock`, { delta: 2 })
    expect(adjusted.body).toMatchObject({ stock: 5 })
    const after = await stack.su.collection('products').getOne(product.id)
    expect(after.updated).toBe(product.updated)
    // The form opened at `product.updated`, its stock left alone: it sends no stock.
    const saved = await admin.pb
      .collection('products')
      .update(product.id, { description: 'Nouvelle description.' }, opened(product.updated))
    expect(saved).toMatchObject({ description: 'Nouvelle description.', stock: 5 })
  })

  it('a checkout’s hold and the sale leave `updated` alone: the form opened before saves, and the sale stays', async () => {
    const { admin, customer } = stack.users
    const product = await stack.product({ stock: 3 })
    await tick()
    const checkout = await stack.startCheckout(customer, [{ id: product.id, quantity: 1 }])
    expect(checkout.status).toBe(200)
    expect(await stack.su.collection('products').getOne(product.id)).toMatchObject({ stock: 2, reserved: 1, updated: product.updated })
    const checkoutId = String(checkout.body.id)
    const intent = await stack.payCheckout(customer, checkoutId)
    expect((await stack.confirmCheckout(customer, checkoutId, intent)).status).toBe(200)
    expect(await stack.su.collection('products').getOne(product.id)).toMatchObject({ stock: 2, reserved: 0, updated: product.updated })
    // The form opened with 3 in stock; its admin typed 4 (one more): the change goes as a delta.
    const saved = await admin.pb
      .collection('products')
      .update(product.id, { name: `${product.name} bis`, 'stock+': 1 }, opened(product.updated))
    expect(saved).toMatchObject({ name: `${product.name} bis`, stock: 3, reserved: 0 })
  })
})

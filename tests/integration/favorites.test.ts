// The favourites (issue 27, point 4; docs/adr/0103): the access matrix of the `favorites` collection
// (every role, every operation: own rows only, never for someone else, never edited, one per
// product), a favourite only of a product its owner may read (exclusive pieces for pros, unpublished
// ones for admins), the product as the account page reads it, and the rows going with the account.
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { handleRequest } from '../../functions/render-page/handle-request.ts'
import { withDom, type ServerEntry } from '../../functions/render-page/server-entry.ts'
import { DEMO_PASSWORD } from '../../scripts/lib/pocketbase-server.mjs'
import { type Actor, type Role, actorsByRole, call, itemsOf, loginAs, newClient, pbUrl, randomIp, superuser } from './support/clients'
import { createProduct, createUser } from './support/factories'

const FAVORITES = '/api/collections/favorites/records'

let su: Actor
let actors: Record<Role, Actor>
let other: Actor
let product: { id: string }
let exclusive: { id: string }
let hidden: { id: string }

beforeAll(async () => {
  su = await superuser()
  ;[actors, other] = await Promise.all([actorsByRole(), loginAs('customer2')])
  ;[product, exclusive, hidden] = await Promise.all([
    createProduct(su.pb),
    createProduct(su.pb, { exclusive: true }),
    createProduct(su.pb, { published: false } as never),
  ])
})

const SIGNED_IN: Role[] = ['customer', 'pro', 'admin']

/** `actor`'s own favourite of a new product (created as the actor). */
async function ownFavorite(actor: Actor): Promise<{ id: string; product: string }> {
  const mine = await createProduct(su.pb)
  const created = await call(actor, 'POST', FAVORITES, { user: actor.user?.id, product: mine.id })
  expect(created.status).toBe(200)
  return { id: String(created.body.id), product: mine.id }
}

describe('favorites: the access matrix', () => {
  it('a visitor can neither create, list nor read one', async () => {
    const row = await ownFavorite(actors.customer)
    expect((await call(actors.anonymous, 'POST', FAVORITES, { user: actors.customer.user?.id, product: product.id })).status).toBe(400)
    const list = await call(actors.anonymous, 'GET', FAVORITES)
    expect(list.status).toBe(200)
    expect(itemsOf(list)).toEqual([])
    expect((await call(actors.anonymous, 'GET', `${FAVORITES}/${row.id}`)).status).toBe(404)
    expect((await call(actors.anonymous, 'DELETE', `${FAVORITES}/${row.id}`)).status).toBe(404)
  })

  it.each(SIGNED_IN)('%s creates, lists, reads and deletes only their own, and never edits one', async (role) => {
    const actor = actors[role]
    const row = await ownFavorite(actor)
    const list = await call(actor, 'GET', `${FAVORITES}?perPage=200`)
    expect(list.status).toBe(200)
    expect(itemsOf(list).map((item) => item.user)).toEqual(itemsOf(list).map(() => actor.user?.id))
    expect(itemsOf(list).map((item) => item.id)).toContain(row.id)
    expect((await call(actor, 'GET', `${FAVORITES}/${row.id}`)).status).toBe(200)
    expect((await call(actor, 'PATCH', `${FAVORITES}/${row.id}`, { product: product.id })).status).toBe(403)
    expect((await call(actor, 'DELETE', `${FAVORITES}/${row.id}`)).status).toBe(204)
  })

  it.each(SIGNED_IN)('%s cannot see, delete or create a favourite of someone else’s (an admin included)', async (role) => {
    const actor = actors[role]
    const theirs = await ownFavorite(other)
    const list = await call(actor, 'GET', `${FAVORITES}?perPage=200&filter=${encodeURIComponent(`id="${theirs.id}"`)}`)
    expect(itemsOf(list)).toEqual([])
    expect((await call(actor, 'GET', `${FAVORITES}/${theirs.id}`)).status).toBe(404)
    expect((await call(actor, 'DELETE', `${FAVORITES}/${theirs.id}`)).status).toBe(404)
    expect((await call(actor, 'PATCH', `${FAVORITES}/${theirs.id}`, { user: actor.user?.id })).status).toBe(403)
    expect((await call(actor, 'POST', FAVORITES, { user: other.user?.id, product: product.id })).status).toBe(400)
    // Still there, still theirs.
    expect((await su.pb.collection('favorites').getOne(theirs.id)).user).toBe(other.user?.id)
  })

  it('one row per person and product: a second is refused (400), another person’s is not', async () => {
    const row = await ownFavorite(actors.customer)
    const again = await call(actors.customer, 'POST', FAVORITES, { user: actors.customer.user?.id, product: row.product })
    expect(again.status).toBe(400)
    const theirs = await call(other, 'POST', FAVORITES, { user: other.user?.id, product: row.product })
    expect(theirs.status).toBe(200)
  })
})

describe('favorites: only of a product its owner may read', () => {
  const cases: [Role, 'exclusive' | 'hidden', number][] = [
    ['customer', 'exclusive', 400],
    ['customer', 'hidden', 400],
    ['pro', 'exclusive', 200],
    ['pro', 'hidden', 400],
    ['admin', 'exclusive', 200],
    ['admin', 'hidden', 200],
  ]
  it.each(cases)('%s, a %s product: %i', async (role, which, status) => {
    const actor = actors[role]
    const target = which === 'exclusive' ? exclusive : hidden
    const created = await call(actor, 'POST', FAVORITES, { user: actor.user?.id, product: target.id })
    expect(created.status).toBe(status)
    if (status === 200) await call(actor, 'DELETE', `${FAVORITES}/${String(created.body.id)}`)
  })

  it('a piece that became pro-only keeps its row, but its owner reads no product for it', async () => {
    const piece = await createProduct(su.pb)
    const created = await call(actors.customer, 'POST', FAVORITES, { user: actors.customer.user?.id, product: piece.id })
    expect(created.status).toBe(200)
    await su.pb.collection('products').update(piece.id, { exclusive: true })
    // The account page's reads: the rows, then the products among them (lib: favorites-data.ts).
    const rows = await call(actors.customer, 'GET', `${FAVORITES}?filter=${encodeURIComponent(`product="${piece.id}"`)}`)
    expect(itemsOf(rows)).toHaveLength(1)
    const read = await call(actors.customer, 'GET', `/api/collections/products/records?filter=${encodeURIComponent(`id="${piece.id}"`)}`)
    expect(itemsOf(read)).toEqual([])
    // The expansion follows the product's view rule too.
    const expanded = await call(actors.customer, 'GET', `${FAVORITES}/${String(created.body.id)}?expand=product`)
    expect(expanded.body.expand ?? {}).not.toHaveProperty('product')
  })

  it('the account page’s product read: the pro price for a pro, and a field the schema may lack (`options`) is no error', async () => {
    const fields = 'id,name,slug,price,stock,reserved,options'
    const filter = encodeURIComponent(`id="${product.id}"`)
    const asCustomer = await call(actors.customer, 'GET', `/api/collections/products/records?filter=${filter}&fields=${fields}`)
    expect(asCustomer.status).toBe(200)
    expect(itemsOf(asCustomer)[0]).toMatchObject({ id: product.id, price: 39.9 })
    const asPro = await call(actors.pro, 'GET', `/api/collections/products/records?filter=${filter}&fields=${fields},price_pro`)
    expect(itemsOf(asPro)[0]).toMatchObject({ id: product.id, price_pro: 24.5 })
  })
})

describe('favorites: with the account', () => {
  it('go when the account is deleted (cascade), and another person’s stay', async () => {
    const record = await createUser(su.pb)
    const pb = newClient(randomIp())
    await pb.collection('users').authWithPassword(record.email ?? '', DEMO_PASSWORD)
    const owner: Actor = {
      role: 'customer',
      pb,
      ip: randomIp(),
      user: { id: record.id, email: record.email ?? '', password: DEMO_PASSWORD, name: '', role: '' } as never,
    }
    await ownFavorite(owner)
    const kept = await ownFavorite(other)
    expect(await su.pb.collection('favorites').getFullList({ filter: `user="${record.id}"` })).toHaveLength(1)
    const deleted = await call(owner, 'POST', '/api/shop/account/delete', { password: DEMO_PASSWORD })
    expect(deleted.status).toBe(204)
    expect(await su.pb.collection('favorites').getFullList({ filter: `user="${record.id}"` })).toEqual([])
    expect((await su.pb.collection('favorites').getOne(kept.id)).id).toBe(kept.id)
  })

  it('go when the product is deleted', async () => {
    const row = await ownFavorite(actors.customer)
    await su.pb.collection('products').delete(row.product)
    expect((await call(actors.customer, 'GET', `${FAVORITES}/${row.id}`)).status).toBe(404)
  })
})

describe('the heart in the served HTML (docs/adr/0076)', () => {
  it('a product page and the catalogue carry it, unpressed: the same HTML for everyone', async () => {
    vi.stubEnv('VITE_POCKETBASE_URL', pbUrl())
    const render = await withDom(
      (await import(/* @vite-ignore */ fileURLToPath(new URL('../../src/entry-server.tsx', import.meta.url)))) as ServerEntry,
    )
    const piece = await createProduct(su.pb)
    const page = async (path: string) => {
      const response = await handleRequest(new Request(`https://boutique.example${path}`, { headers: { accept: 'text/html' } }), {
        pocketbaseUrl: pbUrl(),
        page: async () => ({
          template: '<!doctype html><html lang="fr"><head><title>Éclat de Pierre</title></head><body><div id="root"></div></body></html>',
          render,
        }),
      })
      expect(response.status).toBe(200)
      return response.text()
    }
    const productHtml = await page(`/catalogue/${piece.slug}`)
    expect(productHtml).toMatch(/<button[^>]*aria-pressed="false"[^>]*aria-label="Ajouter aux favoris"/)
    const catalogueHtml = await page('/catalogue')
    expect(catalogueHtml).toMatch(/<button[^>]*aria-pressed="false"[^>]*aria-label="Ajouter « [^"]+ » aux favoris"/)
    expect(catalogueHtml).not.toContain('aria-pressed="true"')
  })
})

// Back-in-stock alerts (issue 27, point 3; docs/adr/0107, pb_hooks/lib/stock-alerts.js): a visitor
// subscribes to a sold-out product or size without an account; a restock by any road queues one mail
// per subscriber, once, in the stock change's transaction; the token of the mail unsubscribes; only
// admins read the alerts through the records API and nobody writes them there.
import { beforeAll, describe, expect, it } from 'vitest'
import type { MailQueueRecord } from '../../src/lib/pocketbase-types'
import { type Actor, type Role, ROLES, actorsByRole, anonymous, call, loginAs, superuser } from './support/clients'
import { createCategory, createProduct, uniq } from './support/factories'

let su: Actor
let actors: Record<Role, Actor>

beforeAll(async () => {
  su = await superuser()
  actors = await actorsByRole()
})

const email = () => `${uniq('alerte')}@example.org`
const subscribe = (actor: Actor, body: Record<string, unknown>) => call(actor, 'POST', '/api/shop/stock-alerts', body)

async function mailsFor(to: string): Promise<MailQueueRecord[]> {
  return su.pb.collection('mail_queue').getFullList({ filter: su.pb.filter('to = {:to} && kind = "stock_alert"', { to }) })
}

const soldOut = (data: Record<string, unknown> = {}) => createProduct(su.pb, { stock: 0, published: true, ...data })

describe('subscribing', () => {
  it('takes an e-mail and the consent on a sold-out product, once per product', async () => {
    const product = await soldOut()
    const to = email()
    const first = await subscribe(await anonymous(), { email: to, product: product.id, consent: true })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.message).toContain('C’est noté')
    const again = await subscribe(await anonymous(), { email: to.toUpperCase(), product: product.id, consent: true })
    expect(again.status).toBe(200)
    const rows = await su.pb.collection('stock_alerts').getFullList({ filter: su.pb.filter('product = {:id}', { id: product.id }) })
    expect(rows).toHaveLength(1)
    expect(rows[0].kind).toBe('restock')
    expect(rows[0].consent_text).toContain('J’accepte')
  })

  it('uses the logged-in customer’s e-mail when none is typed', async () => {
    const product = await soldOut()
    const customer = await loginAs('customer')
    const result = await subscribe(customer, { product: product.id, consent: true })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    const rows = await su.pb.collection('stock_alerts').getFullList({ filter: su.pb.filter('product = {:id}', { id: product.id }) })
    expect(rows[0].email).toBe(customer.user?.email.toLowerCase())
  })

  it('refuses, in French: no consent, a bad e-mail, a product in stock, an unpublished or exclusive one, a forged field', async () => {
    const product = await soldOut()
    const anon = await anonymous()
    const noConsent = await subscribe(anon, { email: email(), product: product.id })
    expect(noConsent.status).toBe(400)
    expect(noConsent.body.message).toContain('Cochez la case')
    const badEmail = await subscribe(anon, { email: 'pas-un-email', product: product.id, consent: true })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.message).toContain('adresse e-mail valide')
    const inStock = await createProduct(su.pb, { stock: 2, published: true })
    const refused = await subscribe(anon, { email: email(), product: inStock.id, consent: true })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('en stock')
    const hidden = await soldOut({ published: false })
    expect((await subscribe(anon, { email: email(), product: hidden.id, consent: true })).status).toBe(404)
    const exclusive = await soldOut({ exclusive: true })
    expect((await subscribe(anon, { email: email(), product: exclusive.id, consent: true })).status).toBe(404)
    expect((await subscribe(await loginAs('pro'), { email: email(), product: exclusive.id, consent: true })).status).toBe(200)
    // a fresh address: the route allows 5 requests a minute per IP (rate-limit rule of the migration)
    const forged = await subscribe(await anonymous(), { email: email(), product: product.id, consent: true, notified_at: '2020-01-01' })
    expect(forged.status).toBe(400)
  })
})

describe('the restock mail', () => {
  it('queues one mail per subscriber, once, even after two restocks at once, with the product and unsubscribe links', async () => {
    const product = await soldOut()
    const [a, b] = [email(), email()]
    for (const to of [a, b])
      expect((await subscribe(await anonymous(), { email: to, product: product.id, consent: true })).status).toBe(200)
    expect(await mailsFor(a)).toHaveLength(0)
    await Promise.all([
      su.pb.collection('products').update(product.id, { 'stock+': 1 }),
      su.pb.collection('products').update(product.id, { 'stock+': 1 }),
    ])
    await su.pb.collection('products').update(product.id, { stock: 0 })
    await su.pb.collection('products').update(product.id, { stock: 4 })
    const mailsA = await mailsFor(a)
    expect(mailsA).toHaveLength(1)
    expect(await mailsFor(b)).toHaveLength(1)
    expect(mailsA[0].subject).toContain('de retour en stock')
    expect(mailsA[0].text).toContain(`/catalogue/${product.slug}`)
    const token = /desinscription\?jeton=([A-Za-z0-9]+)/.exec(mailsA[0].text ?? '')?.[1]
    expect(token).toBeTruthy()
    const rows = await su.pb.collection('stock_alerts').getFullList({ filter: su.pb.filter('product = {:id}', { id: product.id }) })
    expect(rows.every((row) => row.notified_at !== '')).toBe(true)

    const anon = await anonymous()
    const gone = await call(anon, 'POST', '/api/shop/stock-alerts/unsubscribe', { token })
    expect(gone.status).toBe(200)
    expect(gone.body.message).toContain('Votre alerte est supprimée')
    const twice = await call(anon, 'POST', '/api/shop/stock-alerts/unsubscribe', { token })
    expect(twice.status).toBe(404)
    expect(twice.body.message).toContain('n’est plus valide')
  })

  it('for a size: the mail names it and opens the page on it (`?taille=17`), as the product page writes a size', async () => {
    const product = await soldOut({ options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }] } as never)
    const [s16, s17] = await Promise.all(
      ['16 cm', '17 cm'].map((option1, position) =>
        su.pb.collection('product_variants').create({ product: product.id, option1, stock: position === 0 ? 2 : 0, position }),
      ),
    )
    const to = email()
    expect((await subscribe(await anonymous(), { email: to, product: product.id, variant: s17!.id, consent: true })).status).toBe(200)
    // Another size's stock moving tells nobody waiting for the 17 cm.
    await su.pb.collection('product_variants').update(s16!.id, { 'stock+': 1 })
    expect(await mailsFor(to)).toHaveLength(0)
    await su.pb.collection('product_variants').update(s17!.id, { 'stock+': 1 })
    const mails = await mailsFor(to)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`« ${product.name} (17 cm) » est de retour en stock`)
    // Its visit counted as the alert's (docs/adr/0123).
    const tag = 'utm_source=alerte-stock&utm_medium=email&utm_campaign=retour-en-stock'
    expect(mails[0]!.text).toMatch(new RegExp(`/catalogue/${product.slug}\\?taille=17&${tag}\\n`))
    expect(mails[0]!.html).toContain(`/catalogue/${product.slug}?taille=17&amp;${tag.replaceAll('&', '&amp;')}"`)
  })

  it('tells the subscribers of a sold unique piece about a new piece of the same stone and category', async () => {
    const category = await createCategory(su.pb)
    const stone = await su.pb.collection('stones').create({ name: uniq('Pierre '), virtues: 'Calme' })
    const sold = await soldOut({ is_unique: true, category: [category.id], stones: [stone.id] } as never)
    const to = email()
    const result = await subscribe(await anonymous(), { email: to, product: sold.id, consent: true })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    expect(result.body.kind).toBe('similar')
    const other = await createProduct(su.pb, { stock: 1, published: true })
    expect(await mailsFor(to)).toHaveLength(0)
    expect(other.id).toBeTruthy()
    const similar = await createProduct(su.pb, {
      stock: 1,
      published: true,
      is_unique: true,
      category: [category.id],
      stones: [stone.id],
    } as never)
    const mails = await mailsFor(to)
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain(`/catalogue/${similar.slug}?utm_source=alerte-stock&utm_medium=email&utm_campaign=piece-proche`)
    // The subject names the piece they wanted; the text the one that came.
    expect(mails[0].subject).toBe(`Une pièce proche de « ${sold.name} » est disponible`)
    expect(mails[0].text).toContain(`« ${similar.name} »`)
  })
})

describe('stock_alerts through the records API', () => {
  it.each(ROLES)('%s: only admins list and view; nobody creates, updates or deletes', async (role) => {
    const product = await soldOut()
    await subscribe(await anonymous(), { email: email(), product: product.id, consent: true })
    const [row] = await su.pb.collection('stock_alerts').getFullList({ filter: su.pb.filter('product = {:id}', { id: product.id }) })
    const actor = actors[role]
    const list = await call(actor, 'GET', `/api/collections/stock_alerts/records?filter=${encodeURIComponent(`product="${product.id}"`)}`)
    const view = await call(actor, 'GET', `/api/collections/stock_alerts/records/${row.id}`)
    if (role === 'admin') {
      expect(list.status).toBe(200)
      expect((list.body.items as unknown[]).length).toBe(1)
      expect(view.status).toBe(200)
      expect(view.body.token_hash).toBeUndefined()
    } else {
      expect(list.status === 403 || (list.status === 200 && (list.body.items as unknown[]).length === 0)).toBe(true)
      expect(view.status).toBe(404)
    }
    const create = await call(actor, 'POST', '/api/collections/stock_alerts/records', {
      email: email(),
      product: product.id,
      kind: 'restock',
      consent_text: 'x',
      consent_at: '2026-01-01 00:00:00.000Z',
      token_hash: 'x',
    })
    expect(create.status).toBe(403)
    expect((await call(actor, 'PATCH', `/api/collections/stock_alerts/records/${row.id}`, { notified_at: '' })).status).toBe(403)
    expect((await call(actor, 'DELETE', `/api/collections/stock_alerts/records/${row.id}`)).status).toBe(403)
  })
})

describe('the waiting count per product (stock_alert_waiting view)', () => {
  it.each(ROLES)('%s: only admins read it; it counts the alerts not yet sent', async (role) => {
    const product = await soldOut()
    for (let i = 0; i < 2; i++) await subscribe(await anonymous(), { email: email(), product: product.id, consent: true })
    const view = await call(actors[role], 'GET', `/api/collections/stock_alert_waiting/records/${product.id}`)
    if (role === 'admin') {
      expect(view.status).toBe(200)
      expect(view.body.waiting).toBe(2)
    } else expect(view.status).toBe(404)
    if (role === 'admin') {
      await su.pb.collection('products').update(product.id, { stock: 1 })
      expect((await call(actors[role], 'GET', `/api/collections/stock_alert_waiting/records/${product.id}`)).status).toBe(404)
    }
  })
})

// Reviews from real buyers (docs/adr/0105, pb_hooks/reviews.pb.js, lib/reviews.js): the « Votre avis »
// e-mail N days after delivery, once per order; who may review (a delivered order of that product,
// once, by its link or its logged-in owner); the refusals; moderation; the public read and figures.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { inbox } from '../support/inbox'
import { anonymous, call, fixtureUser, itemsOf, loginAs, pbUrl, superuser, type Actor } from './support/clients'
import { createProduct, uniq } from './support/factories'

const DAY = 24 * 60 * 60 * 1000
const dbDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ')

let su: Actor
let anon: Actor
let customer: Actor
let customer2: Actor
let admin: Actor

beforeAll(async () => {
  ;[su, anon, customer, customer2, admin] = await Promise.all([
    superuser(),
    anonymous(),
    loginAs('customer'),
    loginAs('customer2'),
    loginAs('admin'),
  ])
})

/**
 * An order of `customer` with two products, in `status`; a delivered one becomes so now, through the
 * admin's status change (its history dates the delivery; the tests move the pass's clock instead).
 */
async function deliveredOrder(options: { status?: string; email?: string; user?: string } = {}) {
  const [a, b] = await Promise.all([createProduct(su.pb), createProduct(su.pb)])
  const status = options.status ?? 'delivered'
  const order = await su.pb.collection('orders').create({
    user: options.user ?? fixtureUser('customer').id,
    email: options.email ?? `${uniq('avis')}@integration.test`,
    customer_name: 'Camille Dupont',
    items: [
      { id: a.id, name: a.name, quantity: 1, price: a.price },
      { id: b.id, name: b.name, quantity: 1, price: b.price },
    ],
    products: [a.id, b.id],
    total: a.price + b.price,
    stripePaymentIntentId: uniq('pi_'),
    status: status === 'delivered' ? 'shipped' : status,
  })
  if (status === 'delivered') await admin.pb.collection('orders').update(order.id, { status: 'delivered' })
  return { order, products: [a, b] }
}

const askAt = (now: number) => call(su, 'POST', '/api/shop/reviews/ask-run', { now: new Date(now).toISOString() })

async function requestsOf(orderId: string) {
  return su.pb.collection('review_requests').getFullList({ filter: `order = "${orderId}"` })
}

async function mailsOf(orderId: string) {
  return su.pb.collection('mail_queue').getFullList({ filter: `ref = "orders/${orderId}" && kind = "review_request"` })
}

/** The personal link's token from the queued e-mail's text. */
function tokenOf(text: string | undefined): string {
  const match = /\/avis\?jeton=([A-Za-z0-9]+)/.exec(text ?? '')
  if (!match) throw new Error('no review link in the e-mail')
  return match[1]
}

describe('the « Votre avis » e-mail', () => {
  it('is sent once per order, N days after delivery, even when two runs race; never before', async () => {
    const { order } = await deliveredOrder()
    // Six days later: not yet (7 days by default).
    expect((await askAt(Date.now() + 6 * DAY)).status).toBe(200)
    expect(await requestsOf(order.id)).toHaveLength(0)

    // Eight days later, two runs at once: one e-mail.
    const runs = await Promise.all([askAt(Date.now() + 8 * DAY), askAt(Date.now() + 8 * DAY), askAt(Date.now() + 8 * DAY)])
    for (const run of runs) expect(run.status).toBe(200)
    expect(await requestsOf(order.id)).toHaveLength(1)
    const mails = await mailsOf(order.id)
    expect(mails).toHaveLength(1)
    expect(mails[0].to).toBe(order.email)
    expect(mails[0].subject).toMatch(/^Votre avis sur votre commande /)
    expect(mails[0].text).toContain('Donner mon avis : http://shop.test/avis?jeton=')
    expect(mails[0].text).toContain('Ne plus recevoir de demande d’avis : http://shop.test/avis/desinscription?jeton=')
    expect(mails[0].text).toContain('Aucune contrepartie')

    // And again later: still one.
    await askAt(Date.now() + 9 * DAY)
    expect(await mailsOf(order.id)).toHaveLength(1)

    // It reaches the inbox.
    const received = await inbox(inject('mailUrl')).waitFor({ to: order.email, subject: 'Votre avis sur votre commande' })
    expect(received.text).toContain('Votre commande')
  })

  it('runs every morning, as a cron PocketBase lists', async () => {
    const crons = await su.pb.crons.getFullList()
    expect(crons).toContainEqual({ id: 'shop_review_requests', expression: '15 9 * * *' })
    // Run now, it asks no order delivered today.
    const { order } = await deliveredOrder()
    await su.pb.crons.run('shop_review_requests')
    expect(await requestsOf(order.id)).toHaveLength(0)
  })

  it('is not sent to an order not delivered, nor when the owner set 0 days', async () => {
    const { order: shipped } = await deliveredOrder({ status: 'shipped' })
    await askAt(Date.now() + 30 * DAY)
    expect(await requestsOf(shipped.id)).toHaveLength(0)

    const [identity] = await su.pb.collection('shop_identity').getFullList()
    await su.pb.collection('shop_identity').update(identity.id, { review_request_days: 0 })
    try {
      const { order } = await deliveredOrder()
      await askAt(Date.now() + 10 * DAY)
      expect(await requestsOf(order.id)).toHaveLength(0)
    } finally {
      await su.pb.collection('shop_identity').update(identity.id, { review_request_days: identity.review_request_days || 7 })
    }
  })

  it('honours the opt-out link: no later request to that address', async () => {
    const email = `${uniq('non')}@integration.test`
    const { order } = await deliveredOrder({ email })
    await askAt(Date.now() + 8 * DAY)
    const [mail] = await mailsOf(order.id)
    expect((await call(anon, 'POST', '/api/shop/reviews/opt-out', { token: 'x'.repeat(43) })).status).toBe(400)
    expect((await call(anon, 'POST', '/api/shop/reviews/opt-out', { token: tokenOf(mail.text) })).status).toBe(200)

    const { order: next } = await deliveredOrder({ email })
    await askAt(Date.now() + 8 * DAY)
    const [request] = await requestsOf(next.id)
    expect(request.outcome).toBe('opted_out')
    expect(await mailsOf(next.id)).toHaveLength(0)
  })
})

describe('who may review', () => {
  let token: string
  let order: Awaited<ReturnType<typeof deliveredOrder>>

  beforeAll(async () => {
    order = await deliveredOrder()
    await askAt(Date.now() + 8 * DAY)
    token = tokenOf((await mailsOf(order.order.id))[0].text)
  })

  const submit = (actor: Actor, body: Record<string, unknown>) => call(actor, 'POST', '/api/shop/reviews', body)

  it('the link opens the order’s pieces without logging in', async () => {
    const result = await call(anon, 'POST', '/api/shop/reviews/invitation', { token })
    expect(result.status).toBe(200)
    expect(result.body.author_name).toBe('Camille D.')
    expect((result.body.pieces as Array<{ product: string; reviewed: boolean }>).map((p) => p.reviewed)).toEqual([false, false])
    expect((await call(anon, 'POST', '/api/shop/reviews/invitation', { token: 'y'.repeat(43) })).status).toBe(400)
    // The owner, logged in, from the account; nobody else.
    expect((await call(customer, 'POST', '/api/shop/reviews/invitation', { order: order.order.id })).status).toBe(200)
    expect((await call(customer2, 'POST', '/api/shop/reviews/invitation', { order: order.order.id })).status).toBe(403)
  })

  it('refuses a bad rating, a text too long or empty, a title too long, a product not in the order', async () => {
    const product = order.products[0].id
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rating: 0, text: 'Bien' }, 'rating'],
      [{ rating: 6, text: 'Bien' }, 'rating'],
      [{ rating: 4.5, text: 'Bien' }, 'rating'],
      [{ rating: 4, text: 'x'.repeat(2001) }, 'text'],
      [{ rating: 4, text: '   ' }, 'text'],
      [{ rating: 4, text: 'Bien', title: 't'.repeat(121) }, 'title'],
    ]
    for (const [body, field] of cases) {
      const result = await submit(anon, { token, product, ...body })
      expect(result.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys((result.body.data as object) ?? {})).toEqual([field])
    }
    const other = await createProduct(su.pb)
    const result = await submit(anon, { token, product: other.id, rating: 5, text: 'Très beau' })
    expect(result.status).toBe(400)
    expect(result.body.message).toBe('Ce bijou ne fait pas partie de cette commande.')
  })

  it('takes one review per (order, product) by the link, pending; refuses the second', async () => {
    const product = order.products[0].id
    const [first, second] = await Promise.all([
      submit(anon, { token, product, rating: 5, title: 'Superbe', text: 'Les pierres sont magnifiques.' }),
      submit(anon, { token, product, rating: 1, text: 'Deuxième essai' }),
    ])
    const statuses = [first.status, second.status].sort()
    expect(statuses).toEqual([200, 400])
    const again = await submit(anon, { token, product, rating: 4, text: 'Encore' })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('Vous avez déjà donné votre avis sur ce bijou pour cette commande.')
    const reviews = await su.pb.collection('reviews').getFullList({ filter: `order = "${order.order.id}"` })
    expect(reviews).toHaveLength(1)
    expect(reviews[0]).toMatchObject({ status: 'pending', author_name: 'Camille D.', author: fixtureUser('customer').id })
    // The date of the experience: the delivery, from the order's history.
    const [delivered] = await su.pb
      .collection('order_events')
      .getFullList({ filter: `order = "${order.order.id}" && type = "status"`, sort: '-created' })
    expect(reviews[0].experienced_at).toBe(delivered.created)
  })

  it('lets the logged-in owner review from the account, not someone else, not an undelivered order', async () => {
    const product = order.products[1].id
    const stranger = await submit(customer2, { order: order.order.id, product, rating: 5, text: 'Pas à moi' })
    expect(stranger.status).toBe(403)
    expect(stranger.body.message).toBe('Cette commande n’est pas la vôtre.')
    expect((await submit(anon, { order: order.order.id, product, rating: 5, text: 'Anonyme' })).status).toBe(400)

    const { order: paid, products } = await deliveredOrder({ status: 'paid' })
    const early = await submit(customer, { order: paid.id, product: products[0].id, rating: 5, text: 'Trop tôt' })
    expect(early.status).toBe(400)
    expect(early.body.message).toBe('Vous pourrez donner votre avis une fois votre commande livrée.')

    const own = await submit(customer, { order: order.order.id, product, rating: 4, text: 'Joli bracelet, un peu grand.' })
    expect(own.status).toBe(200)
  })

  it('refuses every direct write of a review, and a customer publishing their own', async () => {
    const [review] = await su.pb.collection('reviews').getFullList({ filter: `order = "${order.order.id}"`, sort: 'created' })
    const body = {
      product: order.products[0].id,
      order: order.order.id,
      author_name: 'X',
      rating: 5,
      text: 'Faux',
      experienced_at: dbDate(Date.now()),
      status: 'published',
    }
    for (const actor of [anon, customer, admin]) {
      expect((await call(actor, 'POST', '/api/collections/reviews/records', body)).status).toBe(403)
      expect((await call(actor, 'DELETE', `/api/collections/reviews/records/${review.id}`)).status).toBe(403)
    }
    for (const actor of [anon, customer]) {
      expect((await call(actor, 'PATCH', `/api/collections/reviews/records/${review.id}`, { status: 'published' })).status).toBe(404)
    }
    // The shop itself never changes what the buyer wrote (L. 121-4 28°).
    expect((await call(admin, 'PATCH', `/api/collections/reviews/records/${review.id}`, { text: 'Mieux' })).status).toBe(404)
    expect((await call(admin, 'PATCH', `/api/collections/reviews/records/${review.id}`, { rating: 5 })).status).toBe(404)
    expect((await su.pb.collection('reviews').getOne(review.id)).status).toBe('pending')
  })
})

describe('moderation and public reads', () => {
  it('publishes, replies, refuses with a reason from the list (told to the author); the public sees only published ones, without the author', async () => {
    const { order, products } = await deliveredOrder()
    const submit = (product: string, rating: number) =>
      call(customer, 'POST', '/api/shop/reviews', { order: order.id, product, rating, text: `Avis ${uniq()}` })
    const [a, b] = await Promise.all([submit(products[0].id, 5), submit(products[1].id, 2)])
    const [idA, idB] = [a.body.id as string, b.body.id as string]

    // Pending: hidden from the public and the customer, seen by the admin.
    for (const actor of [anon, customer]) {
      expect((await call(actor, 'GET', `/api/collections/reviews/records/${idA}`)).status).toBe(404)
    }
    expect((await call(admin, 'GET', `/api/collections/reviews/records/${idA}`)).status).toBe(200)

    // A reply before publication, a refusal without a reason, a reason on a publication: refused.
    const patch = (id: string, body: Record<string, unknown>) => call(admin, 'PATCH', `/api/collections/reviews/records/${id}`, body)
    expect((await patch(idA, { reply: 'Merci !' })).status).toBe(400)
    expect((await patch(idB, { status: 'refused' })).status).toBe(400)
    expect((await patch(idA, { status: 'published', refusal_reason: 'insults' })).status).toBe(400)
    expect((await patch(idB, { status: 'refused', refusal_reason: 'made_up' })).status).toBe(400)

    const published = await patch(idA, { status: 'published' })
    expect(published.status).toBe(200)
    expect(published.body.published_at).not.toBe('')
    const replied = await patch(idA, { reply: 'Merci pour votre retour !' })
    expect(replied.status).toBe(200)
    expect(replied.body.replied_at).not.toBe('')
    expect((await patch(idB, { status: 'refused', refusal_reason: 'personal_data' })).status).toBe(200)
    const [refusal] = await su.pb.collection('mail_queue').getFullList({ filter: `ref = "reviews/${idB}"` })
    expect(refusal).toMatchObject({ kind: 'review_refused', to: order.email, subject: 'Votre avis n’a pas été publié' })
    expect(refusal.text).toContain('Motif : données personnelles')

    // The public list: the published one, with its dates, without author nor order.
    const list = await call(
      anon,
      'GET',
      `/api/collections/reviews/records?filter=${encodeURIComponent(`product = "${products[0].id}" || product = "${products[1].id}"`)}`,
    )
    expect(list.status).toBe(200)
    const items = itemsOf(list)
    expect(items.map((item) => item.id)).toEqual([idA])
    expect(items[0]).not.toHaveProperty('author')
    expect(items[0]).not.toHaveProperty('order')
    expect(items[0]).toMatchObject({ author_name: 'Camille D.', rating: 5, reply: 'Merci pour votre retour !' })
    expect(items[0].experienced_at).not.toBe('')
    expect(items[0].published_at).not.toBe('')

    // The figures: published reviews only.
    const figures = await call(anon, 'GET', `/api/collections/product_ratings/records/${products[0].id}`)
    expect(figures.status).toBe(200)
    expect(figures.body).toMatchObject({ review_count: 1, average: 5 })
    expect((await call(anon, 'GET', `/api/collections/product_ratings/records/${products[1].id}`)).status).toBe(404)
    expect((await call(anon, 'POST', '/api/collections/product_ratings/records', { review_count: 9 })).status).toBe(400)
  })

  it('gives admins a page of reviews with their order and product, and nobody else', async () => {
    const { order, products } = await deliveredOrder()
    const made = await call(customer, 'POST', '/api/shop/reviews', {
      order: order.id,
      product: products[0].id,
      rating: 3,
      text: 'À modérer',
    })
    const page = await call(admin, 'GET', '/api/shop/reviews/moderation?status=pending')
    expect(page.status).toBe(200)
    expect(page.body.perPage).toBe(50)
    const row = itemsOf(page).find((item) => item.id === made.body.id)
    expect(row).toMatchObject({
      status: 'pending',
      rating: 3,
      order: { id: order.id, email: order.email },
      product: { id: products[0].id },
    })
    expect(itemsOf(await call(admin, 'GET', '/api/shop/reviews/moderation?status=refused')).some((item) => item.id === made.body.id)).toBe(
      false,
    )
    expect((await call(anon, 'GET', '/api/shop/reviews/moderation')).status).toBe(401)
    expect((await call(customer, 'GET', '/api/shop/reviews/moderation')).status).toBe(403)
  })

  it('serves the legal notice as data', async () => {
    const result = await call(anon, 'GET', '/api/shop/reviews/notice')
    expect(result.status).toBe(200)
    expect(result.body.checked).toMatch(/^Avis vérifiés : seuls les clients/)
    expect((result.body.refusalReasons as unknown[]).length).toBe(6)
    expect(result.body.order).toContain('du plus récent au plus ancien')
  })

  it('keeps review_requests and mail_opt_outs to admins, the ask-run to superusers', async () => {
    for (const collection of ['review_requests', 'mail_opt_outs']) {
      for (const actor of [anon, customer]) {
        expect(itemsOf(await call(actor, 'GET', `/api/collections/${collection}/records`))).toEqual([])
        expect((await call(actor, 'POST', `/api/collections/${collection}/records`, {})).status).toBe(403)
      }
      expect((await call(admin, 'POST', `/api/collections/${collection}/records`, {})).status).toBe(403)
    }
    for (const actor of [anon, customer, admin]) {
      expect((await call(actor, 'POST', '/api/shop/reviews/ask-run', {})).status).toBe(actor === anon ? 401 : 403)
    }
  })
})

// The product page's reviews in one shop route (docs/adr/0112): read without the records API, whose
// empty filtered lists sleep up to 0.5 s after the 3rd in 3 s from one address.
describe('GET /api/shop/products/{id}/reviews', () => {
  const path = (id: string, page?: number) => `/api/shop/products/${id}/reviews${page ? `?page=${page}` : ''}`

  /** A published review of `product`, written as the server would (superuser: no create rule). */
  async function published(product: string, at: string, status = 'published') {
    const { order } = await deliveredOrder()
    return su.pb.collection('reviews').create({
      product,
      order: order.id,
      author_name: 'Camille D.',
      rating: 4,
      text: uniq('Superbe '),
      experienced_at: '2026-11-02 10:00:00.000Z',
      status,
      published_at: status === 'published' ? at : '',
    })
  }

  it('gives a page of the published reviews, newest first, their public fields only, the figures and the notice', async () => {
    const product = await createProduct(su.pb)
    const older = await published(product.id, '2026-11-10 10:00:00.000Z')
    const newer = await published(product.id, '2026-11-12 10:00:00.000Z')
    await published(product.id, '', 'pending')
    const response = await fetch(`${pbUrl()}${path(product.id)}`, { headers: { 'X-Forwarded-For': anon.ip } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    const body = (await response.json()) as { items: Record<string, unknown>[] } & Record<string, unknown>
    expect(body.items.map((item) => item.id)).toEqual([newer.id, older.id])
    expect(Object.keys(body.items[0]!).sort()).toEqual(
      ['id', 'author_name', 'rating', 'title', 'text', 'experienced_at', 'published_at', 'reply', 'replied_at'].sort(),
    )
    expect(body.items[0]).toMatchObject({ author_name: 'Camille D.', rating: 4, published_at: '2026-11-12 10:00:00.000Z' })
    expect(body).toMatchObject({ page: 1, totalPages: 1, rating: { count: 2, average: 4 } })
    expect((body.notice as { checked: string }).checked).toMatch(/^Avis vérifiés/)
    // The same figures as the view's.
    expect((await call(anon, 'GET', `/api/collections/product_ratings/records/${product.id}`)).body).toMatchObject({
      review_count: 2,
      average: 4,
    })
    expect((await call(anon, 'GET', path(product.id, 2))).body).toMatchObject({ items: [], page: 2, totalPages: 1 })

    const none = await call(anon, 'GET', path((await createProduct(su.pb)).id))
    expect(none.body).toMatchObject({ items: [], page: 1, totalPages: 0, rating: null })
  })

  it('answers 404 in French where the products’ rules hide the product, as the records API does', async () => {
    const [hidden, exclusive] = await Promise.all([createProduct(su.pb, { published: false }), createProduct(su.pb, { exclusive: true })])
    const pro = await loginAs('pro')
    const expected: Record<string, [number, number]> = { anonymous: [404, 404], customer: [404, 404], pro: [404, 200], admin: [200, 200] }
    for (const [role, actor] of [
      ['anonymous', anon],
      ['customer', customer],
      ['pro', pro],
      ['admin', admin],
    ] as const) {
      const results = [await call(actor, 'GET', path(hidden.id)), await call(actor, 'GET', path(exclusive.id))]
      expect(
        results.map((result) => result.status),
        role,
      ).toEqual(expected[role])
      for (const result of results)
        if (result.status === 404) expect(result.body.message).toBe('Ce bijou n’existe pas ou n’est plus en vente.')
    }
    expect((await call(anon, 'GET', path('inconnu000000000'))).status).toBe(404)
    // Not the same answer for everyone: never cached publicly.
    const response = await fetch(`${pbUrl()}${path(exclusive.id)}`, {
      headers: { 'X-Forwarded-For': pro.ip, authorization: pro.pb.authStore.token },
    })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('never waits: the records API sleeps on the 4th empty filtered list in 3 s, the route does not', async () => {
    const product = await createProduct(su.pb)
    const timed = async (actor: Actor, url: string) => {
      const start = performance.now()
      expect((await call(actor, 'GET', url)).status).toBe(200)
      return performance.now() - start
    }
    const times = async (url: string) => {
      const actor = await anonymous()
      const result: number[] = []
      for (let i = 0; i < 8; i++) result.push(await timed(actor, url))
      return result
    }
    // The cause (PocketBase's randomizedThrottle, 0–500 ms): the old read of a product without review.
    const old = await times(
      `/api/collections/reviews/records?filter=${encodeURIComponent(`product = "${product.id}" && status = "published"`)}`,
    )
    expect(Math.max(...old)).toBeGreaterThan(100)
    expect(Math.max(...(await times(path(product.id))))).toBeLessThan(100)
  })
})

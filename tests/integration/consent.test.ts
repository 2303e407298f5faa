// Marketing consent and the one-click unsubscribe (docs/adr/0114, pb_hooks/consent.pb.js,
// lib/consent.js): the choice stored by the server with its date and source (sign-up, checkout,
// account, the links), forged writes refused, the review request and the newsletter only to those who
// may receive them, the unsubscribe link without login, the List-Unsubscribe headers on marketing
// e-mails only, the subscribers' list and CSV, and who may call each route.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { inbox } from '../support/inbox'
import { anonymous, call, fixtureUser, loginAs, pbUrl, superuser, type Actor } from './support/clients'
import { createOrder, uniq } from './support/factories'
import { SHIPPING, type CheckoutStack, startCheckoutStack } from './support/checkout-stack'

const DAY = 24 * 60 * 60 * 1000
const PASSWORD = 'quartz-rose-atelier-2026'

let su: Actor
let anon: Actor
let customer: Actor
let pro: Actor
let admin: Actor

beforeAll(async () => {
  ;[su, anon, customer, pro, admin] = await Promise.all([superuser(), anonymous(), loginAs('customer'), loginAs('pro'), loginAs('admin')])
})

async function contactOf(email: string) {
  const found = await su.pb
    .collection('marketing_contacts')
    .getFullList({ filter: su.pb.filter('email = {:email}', { email: email.toLowerCase() }) })
  // `token` is a hidden field: the superuser reads it, the generated type does not list it.
  return (found[0] ?? null) as unknown as Record<string, string> | null
}

async function eventsOf(email: string) {
  return su.pb
    .collection('marketing_consent_events')
    .getFullList({ filter: su.pb.filter('email = {:email}', { email: email.toLowerCase() }), sort: 'created' })
}

async function signUp(newsletter?: boolean) {
  const email = `${uniq('inscrit')}@integration.test`
  const body: Record<string, unknown> = { email, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Léa Martin' }
  if (newsletter !== undefined) body.newsletter = newsletter
  // A visitor of its own: sign-ups are rate-limited per address.
  await (await anonymous()).pb.collection('users').create(body)
  return email
}

/** A token from an unsubscribe link in an e-mail's text. */
function tokenOf(text: string): string {
  const match = /shop\.test\/desinscription\?jeton=([A-Za-z0-9]+)/.exec(text)
  if (!match) throw new Error('no unsubscribe link in the e-mail')
  return match[1]
}

/** The headers of the caught e-mail (its raw source from maildev's REST API), names in lower case. */
async function headersOf(to: string, subject: string): Promise<Record<string, string>> {
  const mail = await inbox(inject('mailUrl')).waitFor({ to, subject })
  const source = await (await fetch(`${inject('mailUrl').replace(/\/$/, '')}/api/email/${mail.id}/source`)).text()
  const head = source.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

describe('consent stored by the server, with its date and source', () => {
  it('the sign-up’s box: ticked records « subscribed » from signup; unticked records nothing', async () => {
    const before = Date.now() - 1000
    const yes = await signUp(true)
    const contact = await contactOf(yes)
    expect(contact).toMatchObject({ status: 'subscribed', source: 'signup' })
    expect(Date.parse(String(contact?.consent_at))).toBeGreaterThan(before)
    const history = await eventsOf(yes)
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ status: 'subscribed', source: 'signup' })
    expect(history[0].wording).toContain('Recevoir par e-mail les nouveautés')

    expect(await contactOf(await signUp(false))).toBeNull()
    expect(await contactOf(await signUp())).toBeNull()
  })

  it('the account’s switch: the server dates it; a forged source or date is refused; login needed', async () => {
    const email = fixtureUser('customer2').email
    const customer2 = await loginAs('customer2')
    expect((await call(customer2, 'POST', '/api/shop/newsletter/me', { subscribed: true, source: 'admin' })).status).toBe(400)
    expect((await call(customer2, 'POST', '/api/shop/newsletter/me', { subscribed: true, consent_at: '2020-01-01' })).status).toBe(400)
    expect((await call(customer2, 'POST', '/api/shop/newsletter/me', { subscribed: 'oui' })).status).toBe(400)
    expect((await call(anon, 'POST', '/api/shop/newsletter/me', { subscribed: true })).status).toBe(401)
    expect((await call(anon, 'GET', '/api/shop/newsletter/me')).status).toBe(401)

    const on = await call(customer2, 'POST', '/api/shop/newsletter/me', { subscribed: true })
    expect(on.status).toBe(200)
    expect(on.body).toMatchObject({ subscribed: true, source: 'account' })
    const off = await call(customer2, 'POST', '/api/shop/newsletter/me', { subscribed: false })
    expect(off.body).toMatchObject({ subscribed: false, source: 'account' })
    expect((await call(customer2, 'GET', '/api/shop/newsletter/me')).body).toMatchObject({ subscribed: false })
    const history = await eventsOf(email)
    expect(history.slice(-2).map((event) => [event.status, event.source])).toEqual([
      ['subscribed', 'account'],
      ['unsubscribed', 'account'],
    ])
    expect((await contactOf(email))?.user).toBe(fixtureUser('customer2').id)
  })

  it('nobody writes a choice through the records API, not even an admin', async () => {
    const body = {
      email: `${uniq('faux')}@integration.test`,
      status: 'subscribed',
      source: 'signup',
      consent_at: '2020-01-01 00:00:00.000Z',
      token: 'x'.repeat(40),
    }
    for (const actor of [anon, customer, pro, admin]) {
      expect((await call(actor, 'POST', '/api/collections/marketing_contacts/records', body)).status).toBe(403)
      expect((await call(actor, 'POST', '/api/collections/marketing_consent_events/records', body)).status).toBe(403)
    }
  })
})

describe('the unsubscribe link', () => {
  async function subscribed() {
    const email = await signUp(true)
    const contact = await contactOf(email)
    return { email, token: String(contact?.token) }
  }

  it('a GET never unsubscribes: it sends the reader to the page that asks for a click', async () => {
    const { email, token } = await subscribed()
    const response = await fetch(`${pbUrl()}/api/shop/unsubscribe?jeton=${token}`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`http://shop.test/desinscription?jeton=${token}`)
    expect((await contactOf(email))?.status).toBe('subscribed')
  })

  it('the page’s POST unsubscribes without login; a bad token is refused in French', async () => {
    const { email, token } = await subscribed()
    const bad = await call(anon, 'POST', '/api/shop/unsubscribe', { token: 'y'.repeat(40) })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Ce lien de désinscription n’est pas valable.')
    expect((await call(anon, 'POST', '/api/shop/unsubscribe', { token: email })).status).toBe(400)
    const done = await call(anon, 'POST', '/api/shop/unsubscribe', { token })
    expect(done.status).toBe(200)
    expect(await contactOf(email)).toMatchObject({ status: 'unsubscribed', source: 'unsubscribe_link' })
    // Twice is fine.
    expect((await call(anon, 'POST', '/api/shop/unsubscribe', { token })).status).toBe(200)
  })

  it('the one-click POST of RFC 8058 (a form body, the token in the address) unsubscribes at once', async () => {
    const { email, token } = await subscribed()
    const response = await fetch(`${pbUrl()}/api/shop/unsubscribe?jeton=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.9.8.7' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect(await contactOf(email)).toMatchObject({ status: 'unsubscribed', source: 'one_click' })
  })
})

describe('the « Votre avis » request respects the choice', () => {
  const askAt = (now: number) => call(su, 'POST', '/api/shop/reviews/ask-run', { now: new Date(now).toISOString() })

  async function deliveredOrder(email: string) {
    const order = await createOrder(su.pb, fixtureUser('customer').id, { email, status: 'shipped' })
    await admin.pb.collection('orders').update(order.id, { status: 'delivered' })
    return order
  }

  it('carries the unsubscribe link and headers; after an unsubscribe, the next order gets none', async () => {
    const email = `${uniq('avis')}@integration.test`
    const first = await deliveredOrder(email)
    expect((await askAt(Date.now() + 8 * DAY)).status).toBe(200)
    const [queued] = await su.pb.collection('mail_queue').getFullList({ filter: `ref = "orders/${first.id}" && kind = "review_request"` })
    expect(queued.text).toContain('Se désinscrire des e-mails de l’atelier : http://shop.test/desinscription?jeton=')
    expect(queued.html).toContain('Se désinscrire des e-mails de l’atelier')
    expect(queued.unsubscribe_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/shop\/unsubscribe\?jeton=[A-Za-z0-9]{40}$/)

    const headers = await headersOf(email, 'Votre avis sur votre commande')
    expect(headers['list-unsubscribe']).toBe(`<${queued.unsubscribe_url}>`)
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    expect((await call(anon, 'POST', '/api/shop/unsubscribe', { token: tokenOf(String(queued.text)) })).status).toBe(200)
    const second = await deliveredOrder(email)
    expect((await askAt(Date.now() + 8 * DAY)).status).toBe(200)
    const requests = await su.pb.collection('review_requests').getFullList({ filter: `order = "${second.id}"` })
    expect(requests).toHaveLength(1)
    expect(requests[0].outcome).toBe('opted_out')
    expect(await su.pb.collection('mail_queue').getFullList({ filter: `ref = "orders/${second.id}"` })).toHaveLength(0)
  })
})

describe('the newsletter and the subscribers (admins)', () => {
  it('goes only to the consenting and the customers who did not object, each with its own link', async () => {
    const yes = await signUp(true)
    const customerEmail = `${uniq('cliente')}@integration.test`
    await createOrder(su.pb, fixtureUser('customer').id, { email: customerEmail })
    // A customer who objected (at the checkout, as the server would record it) and a subscriber who left.
    const objected = `${uniq('opposee')}@integration.test`
    await createOrder(su.pb, fixtureUser('customer').id, { email: objected })
    await su.pb.collection('marketing_contacts').create({
      email: objected,
      status: 'unsubscribed',
      source: 'checkout',
      consent_at: new Date().toISOString().replace('T', ' '),
      token: uniq('t').padEnd(40, 'z'),
    })
    const left = await signUp(true)
    await call(anon, 'POST', '/api/shop/unsubscribe', { token: String((await contactOf(left))?.token) })
    const never = await signUp(false)

    const letter = { subject: `Nouvelle collection ${uniq('')}`, text: 'Bonjour,\n\nLes bagues d’hiver sont arrivées.' }
    for (const actor of [anon, customer, pro]) {
      expect([401, 403]).toContain((await call(actor, 'POST', '/api/shop/newsletter/send', letter)).status)
      expect([401, 403]).toContain((await call(actor, 'POST', '/api/shop/newsletter/preview', letter)).status)
    }
    expect((await call(admin, 'POST', '/api/shop/newsletter/send', { subject: '', text: 'x' })).body.message).toBe(
      'Indiquez l’objet de la lettre (150 caractères au plus).',
    )
    const preview = await call(admin, 'POST', '/api/shop/newsletter/preview', letter)
    expect(preview.status).toBe(200)
    expect(preview.body.html).toContain('Les bagues d’hiver sont arrivées.')
    expect(preview.body.text).toContain('Se désinscrire des e-mails de l’atelier')

    const sent = await call(admin, 'POST', '/api/shop/newsletter/send', letter)
    expect(sent.status).toBe(200)
    const queued = await su.pb.collection('mail_queue').getFullList({ filter: `ref = "newsletters/${sent.body.id}"` })
    const to = queued.map((mail) => mail.to)
    expect(to).toContain(yes)
    expect(to).toContain(customerEmail)
    expect(to).not.toContain(objected)
    expect(to).not.toContain(left)
    expect(to).not.toContain(never)
    expect(new Set(to).size).toBe(to.length)
    for (const mail of queued) {
      expect(mail.kind).toBe('newsletter')
      expect(mail.status).toBe('pending')
      expect(mail.unsubscribe_url).toMatch(/\/api\/shop\/unsubscribe\?jeton=[A-Za-z0-9]{40}$/)
      expect(mail.text).toContain('/desinscription?jeton=')
    }
    // Two addresses get two different links.
    expect(new Set(queued.map((mail) => mail.unsubscribe_url)).size).toBe(queued.length)
  })

  it('the subscribers: a page of 50 at most, searched by the server; the CSV as a French spreadsheet reads it', async () => {
    const yes = await signUp(true)
    const gone = await signUp(true)
    await call(anon, 'POST', '/api/shop/unsubscribe', { token: String((await contactOf(gone))?.token) })

    for (const actor of [anon, customer, pro]) {
      expect([401, 403]).toContain((await call(actor, 'GET', '/api/shop/newsletter/subscribers')).status)
      expect([401, 403]).toContain((await call(actor, 'GET', '/api/shop/newsletter/subscribers.csv')).status)
    }
    const page = await call(admin, 'GET', `/api/shop/newsletter/subscribers?q=${encodeURIComponent(yes.slice(0, 16))}`)
    expect(page.status).toBe(200)
    expect(page.body.perPage).toBe(50)
    expect(page.body.items).toEqual([expect.objectContaining({ email: yes, status: 'subscribed', source: 'signup' })])
    const all = await call(admin, 'GET', '/api/shop/newsletter/subscribers')
    expect((all.body.items as unknown[]).length).toBeLessThanOrEqual(50)

    const response = await fetch(`${pbUrl()}/api/shop/newsletter/subscribers.csv`, {
      headers: { authorization: admin.pb.authStore.token, 'X-Forwarded-For': admin.ip },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.split('\r\n')[0]).toBe('E-mail;Inscrit le;Source')
    expect(text).toContain(`${yes};`)
    expect(text).toContain(';Inscription')
    expect(text).not.toContain(gone)
  })
})

describe('the checkout’s box (a checkout of its own PocketBase)', () => {
  let stack: CheckoutStack

  beforeAll(async () => {
    stack = await startCheckoutStack({ demo: true })
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('« subscribe » and « refuse » are stored from checkout; anything else is refused; the order confirmation has no List-Unsubscribe', async () => {
    const product = await stack.product({ price: 20, stock: 5 })
    const buyer = await stack.newBuyer()
    const email = String((await stack.su.collection('users').getOne(buyer.id)).email)
    const checkout = (newsletter: unknown) =>
      stack.shop(buyer, 'POST', '/api/shop/checkouts', {
        items: [{ id: product.id, quantity: 1 }],
        shipping: SHIPPING,
        billing: null,
        newsletter,
      })

    expect((await checkout('oui')).status).toBe(400)
    const started = await checkout('refuse')
    expect(started.status).toBe(200)
    const contacts = await stack.su.collection('marketing_contacts').getFullList({ filter: stack.su.filter('email = {:email}', { email }) })
    expect(contacts[0]).toMatchObject({ status: 'unsubscribed', source: 'checkout', user: buyer.id })
    const events = await stack.su
      .collection('marketing_consent_events')
      .getFullList({ filter: stack.su.filter('email = {:email}', { email }) })
    expect(events[0].wording).toContain('bijoux semblables à mes achats')

    const checkoutId = String(started.body.id)
    const intentId = await stack.payCheckout(buyer, checkoutId)
    expect((await stack.confirmCheckout(buyer, checkoutId, intentId)).status).toBe(200)
    const headers = await headersOf(email, 'Confirmation de votre commande')
    expect(headers['list-unsubscribe']).toBeUndefined()
    expect(headers['list-unsubscribe-post']).toBeUndefined()

    expect((await checkout('subscribe')).status).toBe(200)
    const after = await stack.su.collection('marketing_contacts').getFullList({ filter: stack.su.filter('email = {:email}', { email }) })
    expect(after[0]).toMatchObject({ status: 'subscribed', source: 'checkout' })
  })
})

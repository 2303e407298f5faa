// Quotes and a custom request's life (issue 30, points 2 and 4; docs/adr/0127): the server prices a
// draft, numbers quotes in one gapless series even when sent at once, only the right person accepts
// (another customer, a forged or expired link, an expired quote are refused), the thread mails both
// sides, and the PDF of record goes to the owner, the link's holder and the admins only.
import { spawnSync } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { inbox } from '../support/inbox'
import { type Actor, anonymous, call, fixtureUser, loginAs, pbUrl, superuser } from './support/clients'
import { createCustomRequest, uniq } from './support/factories'
import { INTEGRATION_APP_URL } from './support/fixtures'

let su: Actor
let admin: Actor
let customer: Actor
let customer2: Actor
let shopAddress: string

const NOTICE =
  'Bijou créé sur mesure selon vos choix : il est exclu du droit de rétractation (article L221-28 3° du Code de la consommation).'

beforeAll(async () => {
  ;[su, admin, customer, customer2] = await Promise.all([superuser(), loginAs('admin'), loginAs('customer'), loginAs('customer2')])
  const settings = (await su.pb.settings.getAll()) as { meta: { senderAddress: string } }
  shopAddress = settings.meta.senderAddress
})

/** A date `days` from now, as the admin's date field sends it (YYYY-MM-DD). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const LINES = [
  { label: 'Perles d’améthyste 8 mm', quantity: 22, unit_price: 0.9 },
  { label: 'Fermoir en acier inoxydable', quantity: 1, unit_price: 8 },
  { label: 'Création à la main', quantity: 1, unit_price: 25 },
]

async function draft(requestId: string, data: Record<string, unknown> = {}) {
  return call(admin, 'POST', '/api/collections/quotes/records', {
    request: requestId,
    lines: LINES,
    making_time: '3 semaines',
    valid_until: day(30),
    ...data,
  })
}

async function sentQuote(requestData: Record<string, unknown> = {}, quoteData: Record<string, unknown> = {}) {
  const request = await createCustomRequest(su.pb, { status: 'received', ...requestData })
  const created = await draft(request.id, quoteData)
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const sent = await call(admin, 'POST', `/api/shop/quotes/${String(created.body.id)}/send`)
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  return { request, quote: sent.body as { id: string; number: string; total: number; status: string } }
}

/** The token of the request page's link in the last quote e-mail sent to `email`. */
async function linkOf(email: string, number: string) {
  const mail = await inbox(inject('mailUrl')).waitFor({ to: email, subject: number })
  const match = /\/sur-mesure\/demande\/(\w+)\?jeton=([\w.%]+)/.exec(mail.text)
  expect(match, mail.text).not.toBeNull()
  return { mail, requestId: match![1]!, token: decodeURIComponent(match![2]!) }
}

async function linkSecret() {
  const identity = await su.pb.collection('shop_identity').getFirstListItem('')
  return String((identity as unknown as { link_secret: string }).link_secret)
}

function pdftotext(bytes: Uint8Array): string {
  const result = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes })
  expect(result.status, String(result.stderr)).toBe(0)
  return String(result.stdout).replace(/[ \u00a0]+/g, ' ')
}

async function fetchPdf(actor: Actor, quoteId: string, token = '') {
  const headers: Record<string, string> = { 'X-Forwarded-For': actor.ip }
  if (actor.pb.authStore.token) headers.authorization = actor.pb.authStore.token
  const query = token ? `?jeton=${encodeURIComponent(token)}` : ''
  const response = await fetch(`${pbUrl()}/api/shop/quotes/${quoteId}/pdf${query}`, { headers })
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) }
}

describe('a draft quote, priced by the server', () => {
  it('writes the total from the lines (22 × 0,90 + 8 + 25 = 52,80 €), a deposit without kind as arrhes', async () => {
    const request = await createCustomRequest(su.pb)
    const created = await draft(request.id, { total: 1, deposit_amount: 15, status: 'sent', number: 'DEV-1999-0001' })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body).toMatchObject({ total: 52.8, deposit_kind: 'arrhes', deposit_amount: 15, status: 'draft', number: '' })
    const changed = await call(admin, 'PATCH', `/api/collections/quotes/records/${String(created.body.id)}`, {
      lines: [{ label: 'Bracelet complet', quantity: 2, unit_price: 19.99 }],
      deposit_kind: 'acompte',
      deposit_amount: 10,
    })
    expect(changed.body).toMatchObject({ total: 39.98, deposit_kind: 'acompte', deposit_amount: 10 })
  })

  it('refuses, in French, a deposit above the total, no line, 31 lines, a bad quantity or price, a past validity', async () => {
    const request = await createCustomRequest(su.pb)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ deposit_amount: 60 }, 'L’acompte ou les arrhes ne peuvent dépasser le total du devis.'],
      [{ lines: [] }, 'Un devis compte de 1 à 30 lignes.'],
      [{ lines: Array.from({ length: 31 }, () => LINES[0]) }, 'Un devis compte de 1 à 30 lignes.'],
      [{ lines: [{ label: 'Perle', quantity: 0, unit_price: 1 }] }, 'La quantité d’une ligne est un nombre entier de 1 à 999.'],
      [{ lines: [{ label: 'Perle', quantity: 1.5, unit_price: 1 }] }, 'La quantité d’une ligne est un nombre entier de 1 à 999.'],
      [{ lines: [{ label: 'Perle', quantity: 1, unit_price: -2 }] }, 'Le prix d’une ligne est un montant de 0 à 100 000 €.'],
      [{ lines: [{ label: '  ', quantity: 1, unit_price: 2 }] }, 'Chaque ligne a un libellé (200 caractères au plus).'],
      [{ valid_until: day(-2) }, 'La date de validité doit être dans le futur.'],
    ]
    for (const [data, message] of cases) {
      const answer = await draft(request.id, data)
      expect(answer.status, JSON.stringify(data)).toBe(400)
      expect(answer.body.message).toBe(message)
    }
  })

  it('a customer cannot write a quote, nor change a sent one; the admin cannot edit a sent one either', async () => {
    const request = await createCustomRequest(su.pb, { user: fixtureUser('customer').id })
    // PocketBase answers a create its rule refuses with 400.
    expect((await call(customer, 'POST', '/api/collections/quotes/records', { request: request.id, lines: LINES })).status).toBe(400)
    expect(await su.pb.collection('quotes').getList(1, 1, { filter: su.pb.filter('request = {:r}', { r: request.id }) })).toMatchObject({
      totalItems: 0,
    })
    const { quote } = await sentQuote({ user: fixtureUser('customer').id })
    const edit = await call(admin, 'PATCH', `/api/collections/quotes/records/${quote.id}`, {
      lines: [{ label: 'x', quantity: 1, unit_price: 1 }],
    })
    expect(edit.status).toBe(400)
    expect(edit.body.message).toBe('Ce devis a déjà été envoyé : il ne se modifie plus. Préparez un nouveau devis.')
    expect((await call(customer, 'PATCH', `/api/collections/quotes/records/${quote.id}`, { total: 1 })).status).toBe(404)
  })
})

describe('sending', () => {
  it('numbers 10 quotes sent at once DEV-YYYY-NNNN with no gap and no duplicate; a refused send takes no number', async () => {
    const drafts: string[] = []
    for (let i = 0; i < 10; i++) {
      const request = await createCustomRequest(su.pb)
      drafts.push(String((await draft(request.id)).body.id))
    }
    const answers = await Promise.all(drafts.map((id) => call(admin, 'POST', `/api/shop/quotes/${id}/send`)))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    const numbers = answers.map((a) => String(a.body.number)).sort()
    const year = String(new Date().getFullYear())
    for (const number of numbers) expect(number).toMatch(new RegExp(`^DEV-${year}-\\d{4}$`))
    const first = Number(numbers[0]!.slice(-4))
    expect(numbers.map((n) => Number(n.slice(-4)))).toEqual(Array.from({ length: 10 }, (_, i) => first + i))

    // A draft without making time is refused at send: the next quote takes the very next number.
    const request = await createCustomRequest(su.pb)
    const incomplete = await draft(request.id, { making_time: '' })
    const refused = await call(admin, 'POST', `/api/shop/quotes/${String(incomplete.body.id)}/send`)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Indiquez le délai de réalisation.')
    const { quote } = await sentQuote()
    expect(Number(quote.number.slice(-4))).toBeGreaterThanOrEqual(first + 10)
    // Sent again: refused (it is no draft any more).
    expect((await call(admin, 'POST', `/api/shop/quotes/${quote.id}/send`)).status).toBe(400)
  })

  it('moves the request to quote_sent, cancels the older sent quote, and only an admin sends', async () => {
    const { request, quote } = await sentQuote()
    expect((await su.pb.collection('custom_requests').getOne(request.id)).status).toBe('quote_sent')
    const second = await draft(request.id)
    expect((await call(customer, 'POST', `/api/shop/quotes/${String(second.body.id)}/send`)).status).toBe(403)
    expect((await call(await anonymous(), 'POST', `/api/shop/quotes/${String(second.body.id)}/send`)).status).toBe(401)
    expect((await call(admin, 'POST', `/api/shop/quotes/${String(second.body.id)}/send`)).status).toBe(200)
    expect((await su.pb.collection('quotes').getOne(quote.id)).status).toBe('cancelled')
  })
})

describe('acceptance', () => {
  it('by the request’s own customer only: another customer is refused, the admin too', async () => {
    const { request, quote } = await sentQuote({ user: fixtureUser('customer').id, email: fixtureUser('customer').email })
    const other = await call(customer2, 'POST', `/api/shop/quotes/${quote.id}/accept`, {})
    expect(other.status).toBe(403)
    expect(other.body.message).toBe('Ce devis ne vous est pas adressé.')
    expect((await call(admin, 'POST', `/api/shop/quotes/${quote.id}/accept`, {})).status).toBe(403)
    expect((await call(await anonymous(), 'POST', `/api/shop/quotes/${quote.id}/accept`, {})).status).toBe(401)
    const accepted = await call(customer, 'POST', `/api/shop/quotes/${quote.id}/accept`, {})
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(await su.pb.collection('quotes').getOne(quote.id)).toMatchObject({ status: 'accepted', accepted_via: 'account' })
    expect((await su.pb.collection('custom_requests').getOne(request.id)).status).toBe('accepted')
    // The shop is told.
    await inbox(inject('mailUrl')).waitFor({ to: shopAddress, subject: `Devis ${quote.number} accepté` })
    // Accepted once.
    expect((await call(customer, 'POST', `/api/shop/quotes/${quote.id}/accept`, {})).status).toBe(400)
  })

  it('through the e-mail’s link without an account; a forged or expired token is refused', async () => {
    const email = `${uniq('lien')}@integration.test`
    const { request, quote } = await sentQuote({ email })
    const { requestId, token } = await linkOf(email, quote.number)
    expect(requestId).toBe(request.id)
    const visitor = await anonymous()
    const [expires] = token.split('.')
    const forged = `${expires}.${'0'.repeat(64)}`
    const past = Math.floor(Date.now() / 1000) - 60
    const expired = `${past}.${createHmac('sha256', await linkSecret())
      .update(`${request.id}.${past}`)
      .digest('hex')}`
    for (const bad of [forged, expired, 'n-importe-quoi']) {
      const refused = await call(visitor, 'POST', `/api/shop/quotes/${quote.id}/accept`, { jeton: bad })
      expect(refused.status, bad).toBe(403)
      expect(refused.body.message).toBe('Ce lien n’est plus valable : connectez-vous à votre compte, ou demandez-nous un nouveau lien.')
    }
    // A link made for another request opens nothing here.
    const elsewhere = await sentQuote()
    expect(
      (await call(visitor, 'GET', `/api/shop/custom-requests/${elsewhere.request.id}/page?jeton=${encodeURIComponent(token)}`)).status,
    ).toBe(403)

    const read = await call(visitor, 'GET', `/api/shop/custom-requests/${request.id}/page?jeton=${encodeURIComponent(token)}`)
    expect(read.status).toBe(200)
    expect(read.body.access).toBe('link')
    expect((read.body.quotes as Array<{ number: string }>).map((q) => q.number)).toEqual([quote.number])
    const accepted = await call(visitor, 'POST', `/api/shop/quotes/${quote.id}/accept`, { jeton: token })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(await su.pb.collection('quotes').getOne(quote.id)).toMatchObject({ status: 'accepted', accepted_via: 'link' })
  })

  it('a signed-in customer with the request’s e-mail accepts it and the request becomes theirs', async () => {
    const { request, quote } = await sentQuote({ email: fixtureUser('customer2').email.toUpperCase(), user: '' })
    expect((await call(customer, 'POST', `/api/shop/quotes/${quote.id}/accept`, {})).status).toBe(403)
    expect((await call(customer2, 'POST', `/api/shop/quotes/${quote.id}/accept`, {})).status).toBe(200)
    expect((await su.pb.collection('custom_requests').getOne(request.id)).user).toBe(fixtureUser('customer2').id)
  })

  it('refuses an expired quote, and an older quote once a newer one was sent', async () => {
    const request = await createCustomRequest(su.pb, { user: fixtureUser('customer').id, status: 'quote_sent' })
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().replace('T', ' ')
    const old = await su.pb.collection('quotes').create({
      request: request.id,
      lines: LINES,
      status: 'sent',
      number: uniq('X').slice(0, 20),
      valid_until: yesterday,
      sent_at: yesterday,
    })
    const refused = await call(customer, 'POST', `/api/shop/quotes/${old.id}/accept`, {})
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Ce devis a expiré : demandez-nous un nouveau devis.')

    const { quote: first } = await sentQuote({ user: fixtureUser('customer').id })
    const requestId = (await su.pb.collection('quotes').getOne(first.id)).request
    await su.pb.collection('quotes').update(first.id, { status: 'change_requested' })
    const second = await draft(requestId)
    await call(admin, 'POST', `/api/shop/quotes/${String(second.body.id)}/send`)
    expect((await call(customer, 'POST', `/api/shop/quotes/${first.id}/accept`, {})).status).toBe(400)
    expect((await call(customer, 'POST', `/api/shop/quotes/${String(second.body.id)}/accept`, {})).status).toBe(200)
  })
})

describe('the thread', () => {
  it('a change asked through the link marks the quote, mails the shop; the shop’s answer mails the customer with a link', async () => {
    const email = `${uniq('fil')}@integration.test`
    const { request, quote } = await sentQuote({ email, name: 'Inès Fil' })
    const { token } = await linkOf(email, quote.number)
    const visitor = await anonymous()
    const asked = await call(visitor, 'POST', `/api/shop/custom-requests/${request.id}/messages`, {
      body: 'Pourriez-vous mettre des perles de 10 mm ?',
      jeton: token,
      change_request: true,
    })
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    expect((await su.pb.collection('quotes').getOne(quote.id)).status).toBe('change_requested')
    const alert = await inbox(inject('mailUrl')).waitFor({ to: shopAddress, subject: `Modification demandée sur le devis ${quote.number}` })
    expect(alert.text).toContain('Pourriez-vous mettre des perles de 10 mm ?')
    expect(alert.text).toContain(`${INTEGRATION_APP_URL}/dashboard/requests/${request.id}`)

    const answered = await call(admin, 'POST', `/api/shop/custom-requests/${request.id}/messages`, {
      body: 'Bien sûr, nouveau devis demain.',
    })
    expect(answered.status).toBe(200)
    const reply = await inbox(inject('mailUrl')).waitFor({ to: email, subject: 'Nouveau message sur votre demande sur-mesure' })
    expect(reply.text).toContain('Bien sûr, nouveau devis demain.')
    expect(reply.text).toContain(`${INTEGRATION_APP_URL}/sur-mesure/demande/${request.id}?jeton=`)
    expect(reply.html).toContain('Bien sûr, nouveau devis demain.')

    const page = await call(visitor, 'GET', `/api/shop/custom-requests/${request.id}/page?jeton=${encodeURIComponent(token)}`)
    expect((page.body.messages as Array<{ from: string; body: string }>).map((m) => [m.from, m.body])).toEqual([
      ['customer', 'Pourriez-vous mettre des perles de 10 mm ?'],
      ['shop', 'Bien sûr, nouveau devis demain.'],
    ])
    // Nobody else writes in it; an empty message is refused.
    expect((await call(customer2, 'POST', `/api/shop/custom-requests/${request.id}/messages`, { body: 'Bonjour' })).status).toBe(403)
    expect((await call(visitor, 'POST', `/api/shop/custom-requests/${request.id}/messages`, { body: ' ', jeton: token })).status).toBe(400)
  })

  it('the owner’s message through the account: from the customer, the shop mailed', async () => {
    const { request } = await sentQuote({ user: fixtureUser('customer').id, email: fixtureUser('customer').email })
    const answer = await call(customer, 'POST', `/api/shop/custom-requests/${request.id}/messages`, { body: 'Merci, je réfléchis.' })
    expect(answer.status).toBe(200)
    expect(answer.body.from).toBe('customer')
    await inbox(inject('mailUrl')).waitFor({ to: shopAddress, subject: 'Nouveau message de', text: 'Merci, je réfléchis.' })
  })
})

describe('the PDF of record', () => {
  it('carries the number, the total, the deposit text and the notice; served to the owner, the link and the admins only', async () => {
    const email = fixtureUser('customer').email
    const { quote } = await sentQuote({ user: fixtureUser('customer').id, email }, { deposit_kind: 'acompte', deposit_amount: 20 })
    const { token } = await linkOf(email, quote.number)
    const owner = await fetchPdf(customer, quote.id)
    expect(owner.status).toBe(200)
    const text = pdftotext(owner.bytes)
    expect(text).toContain(quote.number)
    expect(text).toContain('52,80')
    expect(text).toContain('Acompte : il engage définitivement la commande')
    expect(text.replace(/\s+/g, ' ')).toContain(NOTICE)
    expect(text).toContain('Délai de réalisation : 3 semaines.')
    expect((await fetchPdf(admin, quote.id)).status).toBe(200)
    expect((await fetchPdf(await anonymous(), quote.id, token)).status).toBe(200)
    expect((await fetchPdf(customer2, quote.id)).status).toBe(404)
    expect((await fetchPdf(await anonymous(), quote.id)).status).toBe(404)
    // The record's file itself is protected.
    const stored = await su.pb.collection('quotes').getOne(quote.id)
    const direct = await fetch(`${pbUrl()}/api/files/quotes/${quote.id}/${String(stored.pdf)}`)
    expect(direct.status).toBe(404)
  })
})

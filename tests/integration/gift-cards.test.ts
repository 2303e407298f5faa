// Gift cards (issue 28, point 3; docs/adr/0117): sold at the amounts the shop sets (the server prices
// them), in an order of their own, issued in the paying transaction (one card per line, once), the
// recipient's e-mail on its day and once, the public balance (nothing else, rate limited), the
// withdrawal and refund of an unspent card and the refusal of a spent one, the access matrix.
import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { inbox } from '../support/inbox'
import { DEMO_IDENTITY } from '../../pocketbase/seed/data/identity.mjs'
import {
  type CheckoutStack,
  type StackUser,
  VAT_REGISTERED_IDENTITY,
  attemptId,
  setShopIdentity,
  startCheckoutStack,
} from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

type CardLine = { gift_card: Record<string, unknown>; quantity?: number }

const start = (user: StackUser, lines: unknown[]) =>
  stack.shop(user, 'POST', '/api/shop/checkouts', {
    items: lines,
    shipping: {
      full_name: 'Léa Martin',
      line1: '3 rue des Lilas',
      postal_code: '69003',
      city: 'Lyon',
      country: 'FR',
      phone: '06 12 34 56 78',
    },
  })

async function buyCards(lines: CardLine[], buyer?: StackUser) {
  const user = buyer ?? (await stack.newBuyer())
  const started = await start(user, lines)
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(user, checkoutId)
  const confirmed = await stack.confirmCheckout(user, checkoutId, intentId)
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  const orderId = (confirmed.body.order as { id: string }).id
  return { user, checkoutId, intentId, orderId }
}

const cardsOf = (orderId: string) =>
  stack.su.collection('gift_cards').getFullList({ filter: stack.su.filter('order = {:o}', { o: orderId }), sort: 'line' })

const mailsOf = (cardId: string) =>
  stack.su.collection('mail_queue').getFullList({ filter: stack.su.filter('ref = {:r}', { r: `gift_cards/${cardId}` }) })

const parisDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + offsetDays * 86400000))

describe('buying a card', () => {
  it('is priced by the server from the shop’s amounts; a forged amount or key is refused', async () => {
    const buyer = await stack.newBuyer()
    const ok = await start(buyer, [{ gift_card: { amount: 50 } }, { gift_card: { amount: 25 } }])
    expect(ok.status).toBe(200)
    expect(ok.body.amount).toBe(7500)
    const forged = await start(buyer, [{ gift_card: { amount: 1 } }])
    expect(forged.status).toBe(400)
    expect(forged.body.message).toBe('Ce montant de carte cadeau n’est pas proposé par la boutique.')
    expect((await start(buyer, [{ gift_card: { amount: 50, price: 1 } }])).status).toBe(400)
    expect((await start(buyer, [{ gift_card: { amount: 50 }, price: 1 }])).status).toBe(400)
    expect((await start(buyer, [{ gift_card: { amount: 50 }, quantity: 5 }])).status).toBe(400)
    // The owner's amounts are the only ones: 30 € once set, 50 € no longer.
    const identity = await stack.su.collection('shop_identity').getFirstListItem('')
    await stack.su.collection('shop_identity').update(identity.id, { gift_card_amounts: [30, 60] })
    try {
      expect((await start(buyer, [{ gift_card: { amount: 50 } }])).status).toBe(400)
      expect((await start(buyer, [{ gift_card: { amount: 30 } }])).body.amount).toBe(3000)
      expect((await stack.shop(null, 'GET', '/api/shop/gift-cards/amounts')).body.amounts).toEqual([30, 60])
      // An admin's bad amounts are refused beside the field.
      const refused = await stack.users.admin.pb
        .collection('shop_identity')
        .update(identity.id, { gift_card_amounts: [2, 5000] })
        .catch((error: { status: number; response: { data: Record<string, { code: string }> } }) => error)
      expect(refused).toMatchObject({ status: 400, response: { data: { gift_card_amounts: { code: 'shop_identity_gift_card_amounts' } } } })
    } finally {
      await stack.su.collection('shop_identity').update(identity.id, { gift_card_amounts: [25, 50, 75, 100] })
    }
  })

  it('never shares an order with jewellery, and checks the recipient and the date', async () => {
    const buyer = await stack.newBuyer()
    const product = await stack.product({ price: 40, stock: 3 })
    const mixed = await start(buyer, [{ id: product.id, quantity: 1 }, { gift_card: { amount: 50 } }])
    expect(mixed.status).toBe(400)
    expect(mixed.body.message).toMatch(/Une carte cadeau se commande seule/)
    expect(await stack.stock(product.id)).toBe(3)
    const badEmail = await start(buyer, [{ gift_card: { amount: 50, recipient_email: 'pas-un-email' } }])
    expect(badEmail.body.message).toMatch(/adresse email valide/)
    const past = await start(buyer, [{ gift_card: { amount: 50, recipient_email: 'a@b.fr', send_on: '2020-01-01' } }])
    expect(past.body.message).toBe('La date d’envoi doit être comprise entre aujourd’hui et dans un an.')
    const noEmail = await start(buyer, [{ gift_card: { amount: 50, send_on: parisDay(3) } }])
    expect(noEmail.status).toBe(400)
  })
})

describe('issue on payment', () => {
  it('one card per line, its amount as balance, valid a year, once even when the webhook and the browser both confirm', async () => {
    const user = await stack.newBuyer()
    const started = await start(user, [{ gift_card: { amount: 50 } }, { gift_card: { amount: 100 } }])
    const checkoutId = String(started.body.id)
    const intentId = await stack.payCheckout(user, checkoutId)
    const intent = await stack.intent(intentId)
    const [viaWebhook, viaBrowser] = await Promise.all([
      stack.sendEvent('payment_intent.succeeded', intent),
      stack.confirmCheckout(user, checkoutId, intentId),
    ])
    expect(viaWebhook?.status).toBe(200)
    expect(viaBrowser.status).toBe(200)
    const orderId = (viaBrowser.body.order as { id: string }).id
    const again = await stack.confirmCheckout(user, checkoutId, intentId)
    expect(again.body).toMatchObject({ created: false })
    const cards = await cardsOf(orderId)
    expect(cards.map((c) => [c.amount, c.balance, c.status, c.line])).toEqual([
      [50, 50, 'active', 0],
      [100, 100, 'active', 1],
    ])
    for (const card of cards) {
      expect(card.code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/)
      expect(new Date(card.expires).getTime() - Date.now()).toBeGreaterThan(365 * 86400000)
      expect(card.user).toBe(user.id)
      expect((await mailsOf(card.id)).map((m) => m.kind)).toEqual(['gift_card_buyer'])
    }
    expect(cards[0].code).not.toBe(cards[1].code)
    const order = await stack.su.collection('orders').getOne(orderId)
    expect(order.total).toBe(150)
  })

  it('the buyer’s e-mail gives the code; the card’s invoice carries no VAT (art. 256 ter)', async () => {
    // A VAT-registered shop (its identity is frozen on the order when paid): no VAT line on the card's document.
    await setShopIdentity(stack, VAT_REGISTERED_IDENTITY)
    let bought: Awaited<ReturnType<typeof buyCards>>
    try {
      bought = await buyCards([{ gift_card: { amount: 75 } }])
    } finally {
      await setShopIdentity(stack, DEMO_IDENTITY)
    }
    const { user, orderId } = bought
    const [card] = await cardsOf(orderId)
    const email = String((await stack.su.collection('users').getOne(user.id)).email)
    const mail = await inbox(inject('mailUrl')).waitFor({ to: email, subject: 'Votre carte cadeau de 75,00' })
    expect(mail.text).toContain(card.code)
    expect(mail.text).toMatch(/Valable jusqu’au .* inclus/)
    const confirmation = await inbox(inject('mailUrl')).waitFor({ to: email, subject: 'Confirmation de votre commande' })
    expect(confirmation.text).toContain('Votre carte cadeau et son code vous sont envoyés dans un e-mail séparé.')
    expect(confirmation.text).not.toContain('Vos bijoux sont expédiés')
    const response = await fetch(`${stack.pbUrl}/api/shop/orders/${orderId}/invoice.pdf`, { headers: { authorization: user.token } })
    expect(response.status).toBe(200)
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(await response.arrayBuffer()) }).toString()
    expect(text).toContain('Carte cadeau 75,00')
    expect(text).toMatch(/TVA due lors de son utilisation, art\. 256 ter du CGI/)
    expect(text).not.toMatch(/TVA 20/)
    expect(text).toContain('FR44732829320')
  })
})

describe('a card order has nothing to ship', () => {
  it('is delivered when issued (out of « À préparer »), its withdrawal runs 14 days from the purchase, no review is asked', async () => {
    const { user, orderId } = await buyCards([{ gift_card: { amount: 25 } }])
    const order = await stack.su.collection('orders').getOne(orderId)
    expect(order.status).toBe('delivered')
    const toPrepare = await stack.su.collection('orders').getFullList({ filter: "status = 'paid'" })
    expect(toPrepare.map((o) => o.id)).not.toContain(orderId)
    const events = await stack.su.collection('order_events').getFullList({ filter: stack.su.filter('order = {:o}', { o: orderId }) })
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['paid', 'status']))
    const check = await stack.shop(user, 'POST', '/api/shop/withdrawals/check', { order: orderId.slice(0, 8), email: order.email })
    expect(check.status, JSON.stringify(check.body)).toBe(200)
    const deadline = new Date(String(check.body.deadline).replace(' ', 'T')).getTime()
    const created = new Date(String(order.created).replace(' ', 'T')).getTime()
    expect(deadline - created).toBeGreaterThan(14 * 86400000 - 1)
    expect(deadline - created).toBeLessThan(15 * 86400000)
    // The review requests' run a week later asks nothing of it.
    const ask = await fetch(`${stack.pbUrl}/api/shop/reviews/ask-run`, {
      method: 'POST',
      headers: { authorization: stack.su.authStore.token, 'content-type': 'application/json' },
      body: JSON.stringify({ now: new Date(Date.now() + 8 * 86400000).toISOString() }),
    })
    expect(ask.status).toBe(200)
    const requests = await stack.su.collection('review_requests').getFullList({ filter: stack.su.filter('order = {:o}', { o: orderId }) })
    expect(requests).toEqual([])
  })
})

describe('the recipient’s e-mail', () => {
  it('is sent at once without a date, and on its day with one, only once', async () => {
    const now = await buyCards([{ gift_card: { amount: 25, recipient_email: 'ami@integration.test', recipient_name: 'Camille' } }])
    const [sentNow] = await cardsOf(now.orderId)
    expect(sentNow.sent_at).not.toBe('')
    expect((await mailsOf(sentNow.id)).map((m) => m.kind).sort()).toEqual(['gift_card_buyer', 'gift_card_recipient'])

    const later = await buyCards([
      { gift_card: { amount: 50, recipient_email: 'plus-tard@integration.test', message: 'Joyeux anniversaire !', send_on: parisDay(2) } },
    ])
    const [card] = await cardsOf(later.orderId)
    expect(card.sent_at).toBe('')
    const run = () => stack.shop(null, 'POST', '/api/shop/gift-cards/send-due', {})
    expect((await run()).status).toBe(401)
    const su = (path: string) =>
      fetch(`${stack.pbUrl}${path}`, { method: 'POST', headers: { authorization: stack.su.authStore.token } }).then((r) => r.json())
    await su('/api/shop/gift-cards/send-due')
    expect((await mailsOf(card.id)).map((m) => m.kind)).toEqual(['gift_card_buyer'])
    // Its day comes.
    await stack.su.collection('gift_cards').update(card.id, { send_on: new Date(Date.now() - 60000).toISOString() })
    await Promise.all([su('/api/shop/gift-cards/send-due'), su('/api/shop/gift-cards/send-due')])
    await su('/api/shop/gift-cards/send-due')
    const mails = await mailsOf(card.id)
    expect(mails.map((m) => m.kind).sort()).toEqual(['gift_card_buyer', 'gift_card_recipient'])
    const received = mails.find((m) => m.kind === 'gift_card_recipient')!
    expect(received.to).toBe('plus-tard@integration.test')
    expect(received.text).toContain(card.code)
    expect(received.text).toContain('« Joyeux anniversaire ! »')
  })
})

describe('the balance page', () => {
  it('tells the balance, status and validity of a code, nothing else', async () => {
    const { orderId } = await buyCards([
      { gift_card: { amount: 50, recipient_email: 'secret@integration.test', recipient_name: 'Secret' } },
    ])
    const [card] = await cardsOf(orderId)
    const answer = await stack.shop(null, 'POST', '/api/shop/gift-cards/balance', { code: card.code.toLowerCase().replace(/-/g, ' ') })
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body).sort()).toEqual(['balance', 'code', 'expires', 'status'])
    expect(answer.body).toMatchObject({ code: card.code, balance: 50, status: 'active' })
    const unknown = await stack.shop(null, 'POST', '/api/shop/gift-cards/balance', { code: 'AAAA-BBBB-CCCC-DDDD' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Ce code de carte cadeau n’est pas valable.')
  })
})

describe('withdrawal and refund', () => {
  it('an unspent card may be withdrawn from and is cancelled when refunded; its credit note has no VAT', async () => {
    await setShopIdentity(stack, VAT_REGISTERED_IDENTITY)
    let bought: Awaited<ReturnType<typeof buyCards>>
    try {
      bought = await buyCards([{ gift_card: { amount: 50 } }])
    } finally {
      await setShopIdentity(stack, DEMO_IDENTITY)
    }
    const { user, orderId } = bought
    const order = await stack.su.collection('orders').getOne(orderId)
    const declared = await stack.shop(user, 'POST', '/api/shop/withdrawals', {
      order: orderId.slice(0, 8),
      email: order.email,
      name: 'Léa Martin',
    })
    expect(declared.status).toBe(201)
    const refund = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
      key: attemptId(),
      reason: 'Rétractation',
    })
    expect(refund.status, JSON.stringify(refund.body)).toBe(201)
    const [card] = await cardsOf(orderId)
    expect(card.status).toBe('cancelled')
    const balance = await stack.shop(null, 'POST', '/api/shop/gift-cards/balance', { code: card.code })
    expect(balance.body.status).toBe('cancelled')
    const [note] = await stack.su.collection('credit_notes').getFullList({ filter: stack.su.filter('order = {:o}', { o: orderId }) })
    const pdf = await fetch(`${stack.pbUrl}/api/shop/credit-notes/${note.id}/pdf`, { headers: { authorization: user.token } })
    expect(pdf.status).toBe(200)
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(await pdf.arrayBuffer()) }).toString()
    expect(text).toMatch(/TVA due lors de son utilisation, art\. 256 ter du CGI/)
    expect(text).not.toMatch(/TVA 20/)
  })

  it('a card spent, even in part, is refused in French', async () => {
    const { user, orderId } = await buyCards([{ gift_card: { amount: 50 } }])
    const [card] = await cardsOf(orderId)
    await stack.su.collection('gift_cards').update(card.id, { balance: 20 })
    const order = await stack.su.collection('orders').getOne(orderId)
    const body = { order: orderId.slice(0, 8), email: order.email, name: 'Léa Martin' }
    const declared = await stack.shop(user, 'POST', '/api/shop/withdrawals', body)
    expect(declared.status).toBe(400)
    expect(declared.body.message).toMatch(/^Cette carte cadeau a déjà été utilisée/)
    const refund = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, { key: attemptId(), reason: 'x' })
    expect(refund.status).toBe(400)
    expect((await stack.su.collection('gift_cards').getOne(card.id)).status).toBe('active')
  })
})

describe('access', () => {
  it('records: admins see every card, a buyer their own, nobody else; nobody writes', async () => {
    const { user, orderId } = await buyCards([{ gift_card: { amount: 25 } }])
    const [card] = await cardsOf(orderId)
    expect((await user.pb.collection('gift_cards').getFullList()).map((c) => c.id)).toEqual([card.id])
    expect(await stack.users.customer2.pb.collection('gift_cards').getFullList()).toEqual([])
    expect((await stack.users.pro.pb.collection('gift_cards').getFullList()).length).toBe(0)
    expect((await stack.users.admin.pb.collection('gift_cards').getOne(card.id)).id).toBe(card.id)
    for (const u of [user, stack.users.admin]) {
      await expect(u.pb.collection('gift_cards').update(card.id, { balance: 1000 })).rejects.toMatchObject({ status: 403 })
      await expect(
        u.pb
          .collection('gift_cards')
          .create({ code: 'AAAA-BBBB-CCCC-DDDD', amount: 1, status: 'active', expires: '2030-01-01', order: orderId }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(u.pb.collection('gift_cards').delete(card.id)).rejects.toMatchObject({ status: 403 })
    }
    const anonymous = await fetch(`${stack.pbUrl}/api/collections/gift_cards/records`).then((r) => r.json())
    expect(anonymous.items).toEqual([])
  })

  it('the admin list and cancel: admins only; paged, searched by code and e-mail', async () => {
    const { orderId } = await buyCards([{ gift_card: { amount: 100, recipient_email: 'cherche-moi@integration.test' } }])
    const [card] = await cardsOf(orderId)
    for (const u of [null, stack.users.customer, stack.users.pro]) {
      expect((await stack.shop(u, 'GET', '/api/shop/admin/gift-cards')).status).toBe(403)
      expect((await stack.shop(u, 'POST', `/api/shop/admin/gift-cards/${card.id}/cancel`, {})).status).toBe(403)
    }
    const all = await stack.shop(stack.users.admin, 'GET', '/api/shop/admin/gift-cards')
    expect(all.status).toBe(200)
    expect(all.body.perPage).toBe(50)
    const byEmail = await stack.shop(stack.users.admin, 'GET', '/api/shop/admin/gift-cards?q=cherche-moi')
    expect((byEmail.body.items as { id: string }[]).map((c) => c.id)).toEqual([card.id])
    const byCode = await stack.shop(stack.users.admin, 'GET', `/api/shop/admin/gift-cards?q=${card.code.slice(5, 9)}`)
    expect((byCode.body.items as { id: string }[]).map((c) => c.id)).toContain(card.id)
    const cancelled = await stack.shop(stack.users.admin, 'POST', `/api/shop/admin/gift-cards/${card.id}/cancel`, { reason: 'Test' })
    expect(cancelled.status).toBe(200)
    expect((await stack.su.collection('gift_cards').getOne(card.id)).status).toBe('cancelled')
    const twice = await stack.shop(stack.users.admin, 'POST', `/api/shop/admin/gift-cards/${card.id}/cancel`, {})
    expect(twice.body.message).toBe('Cette carte cadeau est déjà annulée.')
  })

  it('the balance route is rate limited per address (10 a minute)', async () => {
    await stack.su.settings.update({ rateLimits: { enabled: true } })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 12; i++) {
        statuses.push((await stack.shop(null, 'POST', '/api/shop/gift-cards/balance', { code: 'AAAA-BBBB-CCCC-DDDD' })).status)
      }
      expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true)
      expect(statuses.slice(10)).toEqual([429, 429])
    } finally {
      await stack.su.settings.update({ rateLimits: { enabled: false } })
    }
  })
})

// Spending a gift card at checkout (issue 28, point 3; docs/adr/0117): checked by the server (French
// refusals), held with the stock by a conditional UPDATE (two checkouts spending one card at once never
// overdraw it), taken in the paying transaction, released with the checkout; part of an order with a
// bank card for the rest, or all of it (confirmed by finalizeCheckout without an intent), in Stripe and
// demonstration modes; the invoice shows it as a means of payment (VAT on the full price); a refund
// credits the card back first.
import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { inbox } from '../support/inbox'
import { DEMO_IDENTITY } from '../../pocketbase/seed/data/identity.mjs'
import {
  type CheckoutStack,
  SHIPPING,
  type StackUser,
  VAT_REGISTERED_IDENTITY,
  attemptId,
  setShopIdentity,
  startCheckoutStack,
} from './support/checkout-stack'

type Line = { id: string; quantity: number } | { gift_card: Record<string, unknown> }

const start = (stack: CheckoutStack, user: StackUser, items: Line[], giftCard?: string) =>
  stack.shop(user, 'POST', '/api/shop/checkouts', {
    items,
    shipping: SHIPPING,
    billing: null,
    ...(giftCard === undefined ? {} : { gift_card: giftCard }),
  })

/** A card of `amount` euros, bought and paid by a buyer of its own. */
async function issuedCard(stack: CheckoutStack, amount: number) {
  const buyer = await stack.newBuyer()
  const started = await start(stack, buyer, [{ gift_card: { amount } }])
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(buyer, checkoutId)
  const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  const orderId = (confirmed.body.order as { id: string }).id
  const [card] = await stack.su.collection('gift_cards').getFullList({ filter: stack.su.filter('order = {:o}', { o: orderId }) })
  return card!
}

/** Two pieces (20 € and 30 €) with a 25 € card: the card pays 25 €, the bank card the other 25 €. */
async function cardAndBankCheckout(stack: CheckoutStack) {
  const gift = await issuedCard(stack, 25)
  const buyer = await stack.newBuyer()
  const a = await stack.product({ price: 20, stock: 3 })
  const b = await stack.product({ price: 30, stock: 3 })
  const lines = [
    { id: a.id, quantity: 1 },
    { id: b.id, quantity: 1 },
  ]
  return { gift, buyer, a, b, started: await start(stack, buyer, lines, gift.code) }
}

const card = (stack: CheckoutStack, id: string) => stack.su.collection('gift_cards').getOne(id)

async function pdfText(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: token } })
  expect(response.status).toBe(200)
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(await response.arrayBuffer()) }).toString()
}

/** Pays a checkout as the browser does: through the function when there is a rest, else with the card alone. */
async function pay(stack: CheckoutStack, user: StackUser, checkout: Record<string, unknown>) {
  const checkoutId = String(checkout.id)
  const intentId = Number(checkout.amount) > 0 ? await stack.payCheckout(user, checkoutId) : `giftcard_${checkoutId}`
  const confirmed = await stack.confirmCheckout(user, checkoutId, intentId)
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  return { intentId, orderId: (confirmed.body.order as { id: string }).id }
}

describe('with Stripe', () => {
  let stack: CheckoutStack
  beforeAll(async () => {
    stack = await startCheckoutStack({ webhooksPaused: true })
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('refuses in French an unknown, cancelled, expired or empty card, and a card paying for a card', async () => {
    const buyer = await stack.newBuyer()
    const product = await stack.product({ price: 40, stock: 5 })
    const lines = [{ id: product.id, quantity: 1 }]
    const unknown = await start(stack, buyer, lines, 'AAAA-BBBB-CCCC-DDDD')
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe('Ce code de carte cadeau n’est pas valable.')
    expect(unknown.body.data).toMatchObject({ gift_card: { code: 'shop_gift_card' } })
    expect((await start(stack, buyer, lines, 'pas un code')).body.message).toBe('Ce code de carte cadeau n’est pas valable.')

    const cancelled = await issuedCard(stack, 25)
    await stack.su.collection('gift_cards').update(cancelled.id, { status: 'cancelled' })
    expect((await start(stack, buyer, lines, cancelled.code)).body.message).toBe(
      'Cette carte cadeau a été annulée : elle ne peut plus être utilisée.',
    )
    const expired = await issuedCard(stack, 25)
    await stack.su.collection('gift_cards').update(expired.id, { expires: '2026-01-31 22:59:59.999Z' })
    expect((await start(stack, buyer, lines, expired.code)).body.message).toBe('Cette carte cadeau a expiré le 31/01/2026.')
    const empty = await issuedCard(stack, 25)
    await stack.su.collection('gift_cards').update(empty.id, { balance: 0 })
    expect((await start(stack, buyer, lines, empty.code)).body.message).toBe('Le solde de cette carte cadeau est épuisé.')
    const good = await issuedCard(stack, 25)
    const forCard = await start(stack, buyer, [{ gift_card: { amount: 50 } }], good.code)
    expect(forCard.body.message).toBe('Une carte cadeau ne peut pas payer une autre carte cadeau.')
    // Nothing was held by the refusals.
    expect(await stack.stock(product.id)).toBe(5)
    expect((await card(stack, good.id)).held).toBe(0)
  })

  it('pays part of an order: held at checkout, taken when paid, the rest by bank card; the invoice shows it as a payment', async () => {
    const gift = await issuedCard(stack, 50)
    await setShopIdentity(stack, VAT_REGISTERED_IDENTITY)
    try {
      const buyer = await stack.newBuyer()
      const product = await stack.product({ price: 80, stock: 3 })
      // Typed loosely: lower case, spaces.
      const started = await start(stack, buyer, [{ id: product.id, quantity: 1 }], gift.code.toLowerCase().replace(/-/g, ' '))
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      expect(started.body).toMatchObject({ amount: 3000, gift_card: { amount: 5000, code: `XXXX-…-${gift.code.slice(-4)}` } })
      expect(await card(stack, gift.id)).toMatchObject({ balance: 50, held: 50 })
      const { intentId, orderId } = await pay(stack, buyer, started.body)
      expect((await stack.intent(intentId)).amount).toBe(3000)
      expect(await card(stack, gift.id)).toMatchObject({ balance: 0, held: 0 })
      const order = await stack.su.collection('orders').getOne(orderId)
      expect(order).toMatchObject({ total: 80, gift_card: gift.id, gift_card_paid: 50 })

      const text = await pdfText(`${stack.pbUrl}/api/shop/orders/${orderId}/invoice.pdf`, buyer.token)
      // VAT on the full price: the card is no discount (art. 256 ter CGI).
      expect(text).toMatch(/TVA 20[\s\S]*13,33/)
      expect(text).toMatch(/Total TTC\s+80,00/)
      expect(text).toMatch(new RegExp(`Payé par carte cadeau XXXX-…-${gift.code.slice(-4)}\\s+50,00`))
      expect(text).toMatch(/Reste payé par carte bancaire\s+30,00/)
      expect(text).not.toMatch(/Remise/)
      // The confirmation e-mail says it too, under its total.
      const confirmation = await inbox(inject('mailUrl')).waitFor({ to: String(order.email), subject: /^Confirmation de votre commande/ })
      expect(confirmation.text.replace(/\s+/g, ' ')).toContain(
        `Total TTC : 80,00 € Payé par carte cadeau XXXX-…-${gift.code.slice(-4)} : 50,00 € Reste payé par carte bancaire : 30,00 €`,
      )
      // The accounting export names both means of payment (the card is no receipt of money).
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
      const csv = await fetch(`${stack.pbUrl}/api/shop/exports/accounting?from=${day}&to=${day}`, {
        headers: { authorization: stack.users.admin.token },
      }).then((r) => r.text())
      const row = csv.split('\r\n').find((line) => line.includes(`;${orderId.slice(0, 8)};`))
      expect(row).toContain(';Carte cadeau 50,00 € + Carte (Stripe);')

      // A refund of the whole order: the card first (50 €), the bank card the rest (30 €).
      const refund = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
        key: attemptId(),
        reason: 'Test',
      })
      expect(refund.status, JSON.stringify(refund.body)).toBe(201)
      expect(await card(stack, gift.id)).toMatchObject({ balance: 50, held: 0 })
      const refunds = stack.stripeRefunds().filter((r) => r.payment_intent === intentId)
      expect(refunds.map((r) => r.amount)).toEqual([3000])
      const [note] = await stack.su.collection('credit_notes').getFullList({ filter: stack.su.filter('order = {:o}', { o: orderId }) })
      expect(note).toMatchObject({ amount: 80, gift_card_credit: 50 })
      expect((await stack.su.collection('orders').getOne(orderId)).amount_refunded).toBe(80)
      const noteText = await pdfText(`${stack.pbUrl}/api/shop/credit-notes/${note!.id}/pdf`, buyer.token)
      expect(noteText.replace(/\s+/g, ' ')).toContain(`sur la carte cadeau XXXX-…-${gift.code.slice(-4)} : 50,00 €`)
      expect(noteText.replace(/\s+/g, ' ')).toContain('sur la carte bancaire utilisée pour la commande : 30,00 €')
      const mail = await inbox(inject('mailUrl')).waitFor({ to: String(order.email), subject: 'Remboursement de votre commande' })
      expect(mail.text.replace(/\s+/g, ' ')).toContain(`50,00 € sont recrédités sur votre carte cadeau XXXX-…-${gift.code.slice(-4)}.`)
      expect(mail.text.replace(/\s+/g, ' ')).toContain('Le remboursement de 30,00 € apparaîtra sur le relevé')
    } finally {
      await setShopIdentity(stack, DEMO_IDENTITY)
    }
  })

  it('a partial refund goes to the card first, then to the bank card', async () => {
    const { gift, buyer, a, b, started } = await cardAndBankCheckout(stack)
    expect(started.body).toMatchObject({ amount: 2500, gift_card: { amount: 2500 } })
    const { intentId, orderId } = await pay(stack, buyer, started.body)
    const refundLine = (id: string) =>
      stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
        key: attemptId(),
        lines: [{ id, quantity: 1 }],
        reason: 'x',
      })
    expect((await refundLine(a.id)).status).toBe(201)
    // 20 € all on the card: Stripe is not asked.
    expect(await card(stack, gift.id)).toMatchObject({ balance: 20 })
    expect(stack.stripeRefunds().filter((r) => r.payment_intent === intentId)).toEqual([])
    expect((await refundLine(b.id)).status).toBe(201)
    // 30 €: the card's last 5 €, then 25 € to the bank card.
    expect(await card(stack, gift.id)).toMatchObject({ balance: 25 })
    expect(
      stack
        .stripeRefunds()
        .filter((r) => r.payment_intent === intentId)
        .map((r) => r.amount),
    ).toEqual([2500])
    expect(await stack.su.collection('orders').getOne(orderId)).toMatchObject({ amount_refunded: 50, status: 'refunded' })
  })

  it('a refund goes to the bank card first when the customer chose so; a bad choice is refused in French', async () => {
    const { gift, buyer, a, b, started } = await cardAndBankCheckout(stack)
    // 50 €: 25 € by the gift card, 25 € by the bank card.
    const { intentId, orderId } = await pay(stack, buyer, started.body)
    const refundLine = (id: string, first?: unknown) =>
      stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
        key: attemptId(),
        lines: [{ id, quantity: 1 }],
        reason: 'x',
        ...(first === undefined ? {} : { first }),
      })
    const refused = await refundLine(a.id, 'cash')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Choisissez où rembourser d’abord : la carte cadeau ou la carte bancaire.')
    // 20 €, all on the bank card: the card keeps its balance of 0.
    expect((await refundLine(a.id, 'bank_card')).status).toBe(201)
    expect(await card(stack, gift.id)).toMatchObject({ balance: 0 })
    const bank = () =>
      stack
        .stripeRefunds()
        .filter((r) => r.payment_intent === intentId)
        .map((r) => r.amount)
    expect(bank()).toEqual([2000])
    // 30 €: the bank card's last 5 €, then 25 € back on the card.
    expect((await refundLine(b.id, 'bank_card')).status).toBe(201)
    expect(bank()).toEqual([2000, 500])
    expect(await card(stack, gift.id)).toMatchObject({ balance: 25 })
    const notes = await stack.su
      .collection('credit_notes')
      .getFullList({ filter: stack.su.filter('order = {:o}', { o: orderId }), sort: 'created' })
    expect(notes.map((note) => [note.amount, note.gift_card_credit])).toEqual([
      [20, 0],
      [30, 25],
    ])
    expect(await stack.su.collection('orders').getOne(orderId)).toMatchObject({ amount_refunded: 50, status: 'refunded' })
  })

  it('the customer withdrawing from an order paid by gift card and bank card chooses where the refund goes first', async () => {
    const gift = await issuedCard(stack, 25)
    const buyer = await stack.newBuyer()
    const email = (await stack.su.collection('users').getOne(buyer.id)).email
    const a = await stack.product({ price: 40, stock: 2 })
    const split = await pay(stack, buyer, (await start(stack, buyer, [{ id: a.id, quantity: 1 }], gift.code)).body)
    const whole = await pay(stack, buyer, (await start(stack, buyer, [{ id: a.id, quantity: 1 }])).body)
    const declare = (orderId: string, refund_first?: string) =>
      stack.shop(buyer, 'POST', '/api/shop/withdrawals', { order: orderId.slice(0, 8), email, name: 'Léa', refund_first })
    // The check step says what the card paid, so that the form asks.
    const checked = await stack.shop(buyer, 'POST', '/api/shop/withdrawals/check', { order: split.orderId.slice(0, 8), email, name: 'Léa' })
    expect((checked.body.order as { giftCardPaid: number }).giftCardPaid).toBe(25)
    const bad = await declare(split.orderId, 'cheque')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Choisissez où être remboursé d’abord : sur la carte cadeau ou sur la carte bancaire.')
    const declared = await declare(split.orderId, 'bank_card')
    expect(declared.status, JSON.stringify(declared.body)).toBe(201)
    expect(declared.body.refundFirst).toBe('bank_card')
    // An order paid by bank card alone has no choice to keep.
    const plain = await declare(whole.orderId, 'bank_card')
    expect(plain.status, JSON.stringify(plain.body)).toBe(201)
    expect(plain.body.refundFirst).toBe('')
    const [withdrawal] = await stack.su
      .collection('withdrawals')
      .getFullList({ filter: stack.su.filter('order = {:o}', { o: split.orderId }) })
    expect(withdrawal?.refund_first).toBe('bank_card')
    // The acknowledgement keeps the choice on a durable medium.
    const ack = await inbox(inject('mailUrl')).waitFor({
      to: email,
      subject: `Accusé de réception de votre rétractation — commande n°\u00a0${split.orderId.slice(0, 8)}`,
    })
    expect(ack.text).toContain('Sur la carte bancaire d’abord')
  })

  it('pays a whole order without a Stripe intent, through the one confirmation path', async () => {
    const gift = await issuedCard(stack, 100)
    const buyer = await stack.newBuyer()
    const product = await stack.product({ price: 40, stock: 2 })
    const started = await start(stack, buyer, [{ id: product.id, quantity: 1 }], gift.code)
    expect(started.body).toMatchObject({ amount: 0, gift_card: { amount: 4000 } })
    const checkoutId = String(started.body.id)
    const intents = stack.intentCount()
    // The payment function has nothing to charge.
    const fn = await stack.callFunction(buyer.token, { checkout: checkoutId })
    expect(fn.status).toBe(409)
    expect(fn.body.error).toMatch(/payée entièrement par carte cadeau/)
    expect(stack.intentCount()).toBe(intents)
    // Only its own "payment" confirms it.
    expect((await stack.confirmCheckout(buyer, checkoutId, `demo_${'a'.repeat(24)}`)).status).toBe(400)
    expect((await stack.confirmCheckout(buyer, checkoutId, 'giftcard_aaaaaaaaaaaaaaa')).status).toBe(400)
    expect((await stack.confirmCheckout(stack.users.customer2, checkoutId, `giftcard_${checkoutId}`)).status).toBe(404)
    const first = await stack.confirmCheckout(buyer, checkoutId, `giftcard_${checkoutId}`)
    expect(first.status).toBe(200)
    const again = await stack.confirmCheckout(buyer, checkoutId, `giftcard_${checkoutId}`)
    expect(again.body).toMatchObject({ created: false })
    const orderId = (first.body.order as { id: string }).id
    expect(await stack.su.collection('orders').getOne(orderId)).toMatchObject({
      status: 'paid',
      total: 40,
      gift_card_paid: 40,
      payment_mode: 'stripe',
      stripePaymentIntentId: `giftcard_${checkoutId}`,
    })
    expect(await card(stack, gift.id)).toMatchObject({ balance: 60, held: 0 })
    expect(await stack.su.collection('products').getOne(product.id)).toMatchObject({ stock: 1, reserved: 0 })
    const text = await pdfText(`${stack.pbUrl}/api/shop/orders/${orderId}/invoice.pdf`, buyer.token)
    expect(text).toMatch(/Payé par carte cadeau XXXX-…-\w{4}\s+40,00/)
    expect(text).not.toMatch(/Reste payé/)
    expect(text).toContain(`Carte cadeau XXXX-…-${gift.code.slice(-4)}.`)
    // Refunded wholly on the card: no Stripe call.
    const refunds = stack.stripeRequests().filter((r) => r.path === '/v1/refunds').length
    const refund = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/cancel`, { key: attemptId(), reason: 'x' })
    expect(refund.status, JSON.stringify(refund.body)).toBe(201)
    expect(stack.stripeRequests().filter((r) => r.path === '/v1/refunds').length).toBe(refunds)
    expect(await card(stack, gift.id)).toMatchObject({ balance: 100 })
    expect(await stack.su.collection('orders').getOne(orderId)).toMatchObject({ status: 'cancelled', amount_refunded: 40 })
  })

  it.each([1, 2])('two checkouts spending one card at once never overdraw it (the hold is a conditional UPDATE), round %i', async () => {
    const gift = await issuedCard(stack, 50)
    const product = await stack.product({ price: 40, stock: 20 })
    const buyers = await Promise.all(Array.from({ length: 8 }, () => stack.newBuyer()))
    const answers = await Promise.all(buyers.map((b) => start(stack, b, [{ id: product.id, quantity: 1 }], gift.code)))
    const held = answers.filter((a) => a.status === 200)
    expect(held.length).toBeGreaterThanOrEqual(1)
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409)
      expect(refused.body.message).toMatch(/^Le solde de cette carte cadeau est déjà utilisé par une autre commande en cours/)
    }
    const heldCents = held.reduce((sum, a) => sum + (a.body.gift_card as { amount: number }).amount, 0)
    expect(heldCents).toBeLessThanOrEqual(5000)
    expect((await card(stack, gift.id)).held).toBe(heldCents / 100)
    // Every held checkout is paid: the balance never goes below zero.
    for (const a of held) await pay(stack, buyers[answers.indexOf(a)]!, a.body)
    expect(await card(stack, gift.id)).toMatchObject({ balance: (5000 - heldCents) / 100, held: 0 })
  })

  it('the hold goes back with the checkout: cancelled, replaced, expired', async () => {
    const gift = await issuedCard(stack, 50)
    const buyer = await stack.newBuyer()
    const product = await stack.product({ price: 30, stock: 5 })
    const first = await start(stack, buyer, [{ id: product.id, quantity: 1 }], gift.code)
    expect((await card(stack, gift.id)).held).toBe(30)
    // Replaced by the same customer's next checkout: only the new hold stays.
    const second = await start(stack, buyer, [{ id: product.id, quantity: 1 }], gift.code)
    expect(second.status).toBe(200)
    expect((await stack.checkout(String(first.body.id))).status).toBe('released')
    expect((await card(stack, gift.id)).held).toBe(30)
    // Cancelled.
    expect((await stack.shop(buyer, 'DELETE', `/api/shop/checkouts/${String(second.body.id)}`)).status).toBe(204)
    expect(await card(stack, gift.id)).toMatchObject({ held: 0, balance: 50 })
    // Expired (its hold's time passed): released by the next read.
    const third = await start(stack, buyer, [{ id: product.id, quantity: 1 }], gift.code)
    await stack.su.collection('checkouts').update(String(third.body.id), { expires: '2026-01-01 00:00:00.000Z' })
    expect((await stack.shop(buyer, 'GET', `/api/shop/checkouts/${String(third.body.id)}`)).body.status).toBe('released')
    expect((await card(stack, gift.id)).held).toBe(0)
  })

  it('a released checkout paid late is refunded when the card was spent meanwhile', async () => {
    const gift = await issuedCard(stack, 25)
    const late = await stack.newBuyer()
    const product = await stack.product({ price: 50, stock: 5 })
    const started = await start(stack, late, [{ id: product.id, quantity: 1 }], gift.code)
    const checkoutId = String(started.body.id)
    const intentId = await stack.payCheckout(late, checkoutId)
    // Released before the confirmation arrives; another order spends the card meanwhile.
    expect((await stack.shop(late, 'DELETE', `/api/shop/checkouts/${checkoutId}`)).status).toBe(204)
    const other = await stack.newBuyer()
    await pay(stack, other, (await start(stack, other, [{ id: product.id, quantity: 1 }], gift.code)).body)
    const answer = await stack.confirmCheckout(late, checkoutId, intentId)
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(
      'Le solde de votre carte cadeau a été utilisé entre-temps. Votre paiement a été remboursé et aucune commande n’a été enregistrée.',
    )
    expect(stack.stripeRefunds().filter((r) => r.payment_intent === intentId)).toHaveLength(1)
    expect(await card(stack, gift.id)).toMatchObject({ balance: 0, held: 0 })
  })

  it('access: nobody writes an order’s or a checkout’s card fields', async () => {
    const gift = await issuedCard(stack, 25)
    const buyer = await stack.newBuyer()
    const product = await stack.product({ price: 40, stock: 2 })
    const { orderId } = await pay(stack, buyer, (await start(stack, buyer, [{ id: product.id, quantity: 1 }], gift.code)).body)
    for (const u of [buyer, stack.users.admin]) {
      await expect(u.pb.collection('orders').update(orderId, { gift_card_paid: 0 })).rejects.toMatchObject({ status: expect.any(Number) })
      await expect(u.pb.collection('orders').update(orderId, { gift_card: '' })).rejects.toMatchObject({ status: expect.any(Number) })
    }
    expect(await stack.su.collection('orders').getOne(orderId)).toMatchObject({ gift_card: gift.id, gift_card_paid: 25 })
    await expect(buyer.pb.collection('checkouts').getFullList()).rejects.toMatchObject({ status: 403 })
  })
})

describe('in demonstration mode', () => {
  let stack: CheckoutStack
  beforeAll(async () => {
    stack = await startCheckoutStack({ demo: true })
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('pays part and then all of orders, and a refund credits the card first', async () => {
    const gift = await issuedCard(stack, 50)
    const buyer = await stack.newBuyer()
    const product = await stack.product({ price: 30, stock: 5 })
    const firstCheckout = await start(stack, buyer, [{ id: product.id, quantity: 1 }], gift.code)
    expect(firstCheckout.body).toMatchObject({ mode: 'demo', amount: 0, gift_card: { amount: 3000 } })
    const first = await pay(stack, buyer, firstCheckout.body)
    expect(await card(stack, gift.id)).toMatchObject({ balance: 20, held: 0 })
    const secondCheckout = await start(stack, buyer, [{ id: product.id, quantity: 1 }], gift.code)
    expect(secondCheckout.body).toMatchObject({ amount: 1000, gift_card: { amount: 2000 } })
    const second = await pay(stack, buyer, secondCheckout.body)
    expect(second.intentId).toMatch(/^demo_/)
    expect(await card(stack, gift.id)).toMatchObject({ balance: 0 })
    expect(await stack.su.collection('orders').getOne(second.orderId)).toMatchObject({
      total: 30,
      gift_card_paid: 20,
      payment_mode: 'demo',
    })
    const text = await pdfText(`${stack.pbUrl}/api/shop/orders/${second.orderId}/invoice.pdf`, buyer.token)
    expect(text).toMatch(/Payé par carte cadeau XXXX-…-\w{4}\s+20,00/)
    expect(text).toMatch(/Reste payé par carte bancaire\s+10,00/)
    for (const orderId of [first.orderId, second.orderId]) {
      const refund = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, { key: attemptId(), reason: 'x' })
      expect(refund.status, JSON.stringify(refund.body)).toBe(201)
    }
    expect(await card(stack, gift.id)).toMatchObject({ balance: 50 })
  })
})

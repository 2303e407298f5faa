// A paid payment is never lost, and a refund is never booked twice, when PocketBase falls or Stripe
// answers late (issue 24, point 0; docs/adr/0079). PocketBase is really killed (SIGKILL) and restarted
// on its data between the steps; the Stripe stand-in answers 500s, or does the work and answers after
// PocketBase's timeout (2 s here); webhooks are delivered again with the same event id, as Stripe does.
// At the end of each case: every succeeded payment is one paid order or one refund, and the order's
// refunded amount is what Stripe refunded, with exactly one credit note per refund.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckoutStack, type StackUser, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true, stripeTimeoutSeconds: 2 })
})

afterAll(async () => {
  await stack?.stop()
})

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const key = () => `k-${Math.random().toString(36).slice(2, 12)}`

function resetFaults() {
  Object.assign(stack.faults, {
    refunds: false,
    refundRefusals: false,
    retrieveErrors: 0,
    listErrors: 0,
    refundDelayMs: 0,
    retrieveDelayMs: 0,
  })
}

/** A checkout paid at Stripe (the card went through) whose order is not made yet. */
async function paidAtStripe(price = 39.9) {
  const product = await stack.product({ price, price_pro: Math.round(price * 60) / 100, stock: 2 })
  const buyer = await stack.newBuyer()
  const started = await stack.startCheckout(buyer, [{ id: product.id, quantity: 1 }])
  expect(started.status).toBe(200)
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(buyer, checkoutId)
  return { product, buyer, checkoutId, intentId }
}

interface PaidOrder {
  orderId: string
  intentId: string
  productId: string
  buyer: StackUser
}

async function paidOrder(price = 39.9): Promise<PaidOrder> {
  const paid = await paidAtStripe(price)
  const confirmed = await stack.confirmCheckout(paid.buyer, paid.checkoutId, paid.intentId)
  expect(confirmed.status).toBe(200)
  return {
    orderId: String((confirmed.body.order as { id: string }).id),
    intentId: paid.intentId,
    productId: paid.product.id,
    buyer: paid.buyer,
  }
}

const order = (id: string) => stack.su.collection('orders').getOne(id)
const creditNotes = (orderId: string) =>
  stack.su.collection('credit_notes').getFullList({ filter: stack.su.filter('order = {:o}', { o: orderId }) })
const ledger = (orderId: string) =>
  stack.su.collection('payment_refunds').getFullList({ filter: stack.su.filter('order = {:o}', { o: orderId }) })
const events = (orderId: string) =>
  stack.su.collection('order_events').getFullList({ filter: stack.su.filter('order = {:o}', { o: orderId }), sort: 'created' })
const refundsAtStripe = (intentId: string) => stack.stripeRefunds().filter((refund) => refund.payment_intent === intentId)
const stripeCents = (intentId: string) => refundsAtStripe(intentId).reduce((sum, refund) => sum + refund.amount, 0)

/** The charge of an intent, as `charge.refunded` carries it. */
async function chargeOf(intentId: string) {
  return (await stack.intent(intentId)).latest_charge as Record<string, unknown>
}

/** Makes a pending claim look as if its last attempt was `minutes` ago (the reconciliation's window). */
async function age(noteId: string, minutes: number) {
  const past = new Date(Date.now() - minutes * 60_000).toISOString().replace('T', ' ')
  await stack.su.collection('credit_notes').update(noteId, { attempt_at: past })
}

/** The books agree with Stripe: one issued credit note per Stripe refund, the order's refunded amount is Stripe's. */
async function expectBooksMatchStripe(orderId: string, intentId: string) {
  const notes = await creditNotes(orderId)
  const issued = notes.filter((note) => note.status === 'issued')
  expect(issued.map((note) => note.refund_id).sort()).toEqual(
    refundsAtStripe(intentId)
      .map((refund) => refund.id)
      .sort(),
  )
  expect(Math.round(((await order(orderId)).amount_refunded ?? 0) * 100)).toBe(stripeCents(intentId))
  expect(new Set(issued.map((note) => note.number)).size).toBe(issued.length)
}

describe('charged, then PocketBase falls before the order is made', () => {
  it('the webhook cut short by a kill is handled again at Stripe’s retry: one order', async () => {
    resetFaults()
    const { product, buyer, checkoutId, intentId } = await paidAtStripe()
    // The browser's confirmation fails: Stripe's retrieve answers 500.
    stack.faults.retrieveErrors = 1
    expect((await stack.confirmCheckout(buyer, checkoutId, intentId)).status).toBe(502)
    // The webhook arrives; while PocketBase waits for Stripe, it is killed.
    stack.faults.retrieveDelayMs = 1500
    const delivery = stack.sendEvent('payment_intent.succeeded', await stack.intent(intentId))
    await wait(400)
    await stack.killAndRestart()
    const cut = await delivery
    expect(cut?.status).not.toBe(200)
    resetFaults()
    // Stripe delivers the same event again: it is not a « duplicate », it makes the order.
    const eventId = stack.webhookDeliveries().at(-1)!.eventId
    const retried = await stack.resendEvent(eventId)
    expect(retried?.body).toMatchObject({ received: true, handled: 'order created' })
    const orders = await stack.ordersOf(product.id)
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ status: 'paid', stripePaymentIntentId: intentId })
    expect(await stack.stock(product.id)).toBe(1)
    // Once handled, the next delivery of that event is the duplicate.
    expect((await stack.resendEvent(eventId))?.body).toEqual({ received: true, duplicate: true })
  })

  it('with no webhook at all, the reconciliation asks Stripe and makes the order', async () => {
    resetFaults()
    const { product, buyer, checkoutId, intentId } = await paidAtStripe()
    stack.faults.retrieveErrors = 1
    expect((await stack.confirmCheckout(buyer, checkoutId, intentId)).status).toBe(502)
    const run = await stack.reconcile()
    expect(run.status).toBe(200)
    expect(run.body).toMatchObject({ orders: 1, errors: 0 })
    const orders = await stack.ordersOf(product.id)
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ status: 'paid', stripePaymentIntentId: intentId, checkout: checkoutId })
    // A second run finds nothing to do.
    expect((await stack.reconcile()).body).toMatchObject({ orders: 0, refunded: 0 })
    expect(await stack.ordersOf(product.id)).toHaveLength(1)
  })

  it('a payment whose hold expired and whose piece sold meanwhile is refunded by the reconciliation, once', async () => {
    resetFaults()
    const { product, checkoutId, intentId } = await paidAtStripe()
    // The hold was given back (expired) and the last unit sold to someone else meanwhile.
    await stack.su.collection('checkouts').update(checkoutId, { status: 'released', note: 'expired' })
    await stack.su.collection('products').update(product.id, { stock: 0, reserved: 0 })
    expect((await stack.reconcile()).body).toMatchObject({ refunded: 1, orders: 0 })
    expect(await stack.ordersOf(product.id)).toHaveLength(0)
    expect(refundsAtStripe(intentId)).toHaveLength(1)
    expect((await stack.reconcile()).body).toMatchObject({ refunded: 0, orders: 0 })
    expect(refundsAtStripe(intentId)).toHaveLength(1)
  })

  it('a payment claimed for a refund that Stripe never made (PocketBase fell between the two) is refunded by the reconciliation', async () => {
    resetFaults()
    const { product, checkoutId, intentId } = await paidAtStripe()
    // What the claim leaves behind when PocketBase dies before it calls Stripe (lib/checkout.js refundCheckout).
    await stack.su.collection('checkouts').update(checkoutId, { status: 'refunded', payment_intent: intentId, note: 'refunded' })
    expect((await stack.reconcile()).body).toMatchObject({ refunded: 1, orders: 0 })
    expect(refundsAtStripe(intentId)).toHaveLength(1)
    expect(await stack.ordersOf(product.id)).toHaveLength(0)
    expect((await stack.reconcile()).body).toMatchObject({ refunded: 0 })
    expect(refundsAtStripe(intentId)).toHaveLength(1)
  })
})

describe('a refund Stripe makes but answers too late', () => {
  it('killed while waiting: the webhook issues the claim’s credit note, and the admin’s retry books nothing more', async () => {
    resetFaults()
    const paid = await paidOrder(39.9)
    const body = { key: key(), reason: 'Client injoignable' }
    stack.faults.refundDelayMs = 60_000
    // The admin's request dies with PocketBase.
    const cancelling = stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/cancel`, body).catch(() => null)
    await wait(600)
    await stack.killAndRestart()
    expect(await cancelling).toBeNull()
    resetFaults()
    expect(refundsAtStripe(paid.intentId)).toHaveLength(1)
    // Stripe's `charge.refunded`: the refund names the claim, which is issued (not a « Dashboard » refund).
    const delivered = await stack.sendEvent('charge.refunded', await chargeOf(paid.intentId))
    expect(delivered?.body).toMatchObject({ handled: 'credit note issued' })
    expect(await order(paid.orderId)).toMatchObject({ status: 'cancelled', amount_refunded: 39.9 })
    expect(await stack.stock(paid.productId)).toBe(2)
    // The admin, who saw an error, tries again with the same request: the same credit note answers.
    const retry = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/cancel`, body)
    expect(retry.status).toBe(200)
    expect(await order(paid.orderId)).toMatchObject({ status: 'cancelled', amount_refunded: 39.9 })
    expect(await stack.stock(paid.productId)).toBe(2)
    expect(refundsAtStripe(paid.intentId)).toHaveLength(1)
    expect(await creditNotes(paid.orderId)).toHaveLength(1)
    expect(await ledger(paid.orderId)).toHaveLength(1)
    await expectBooksMatchStripe(paid.orderId, paid.intentId)
    const dashboard = (await events(paid.orderId)).filter((event) => (event.data as { source?: string })?.source === 'stripe_dashboard')
    expect(dashboard).toEqual([])
  })

  it('PocketBase alive: the timeout is « unknown », the claim is kept, and the retry issues the credit note and restocks', async () => {
    resetFaults()
    const paid = await paidOrder(25)
    const body = { key: key(), lines: [{ id: paid.productId, quantity: 1 }], restock: true }
    stack.faults.refundDelayMs = 4000
    const first = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/refunds`, body)
    expect(first.status).toBe(502)
    expect(first.body.message).toMatch(/n’a pas confirmé ce remboursement à temps/)
    resetFaults()
    const [claim] = await creditNotes(paid.orderId)
    expect(claim).toMatchObject({ status: 'pending', number: '' })
    // Another refund of the same piece, with another key, cannot pass while the claim holds it.
    const other = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/refunds`, { ...body, key: key() })
    expect(other.status).toBe(400)
    // The retry finds Stripe's refund and issues its credit note: no second refund.
    const retry = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/refunds`, body)
    expect(retry.status).toBe(201)
    expect(retry.body).toMatchObject({ creditNote: { status: 'issued' }, order: { status: 'refunded', amount_refunded: 25 } })
    expect(refundsAtStripe(paid.intentId)).toHaveLength(1)
    expect(await stack.stock(paid.productId)).toBe(2)
    // Stripe's webhook that follows is recognised by the refund's id.
    const delivered = await stack.sendEvent('charge.refunded', await chargeOf(paid.intentId))
    expect(delivered?.body).toMatchObject({ handled: 'order refund already recorded' })
    await expectBooksMatchStripe(paid.orderId, paid.intentId)
  })

  it('nobody retries: the reconciliation finds the refund and issues the credit note', async () => {
    resetFaults()
    const paid = await paidOrder(30)
    stack.faults.refundDelayMs = 4000
    const first = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/refunds`, { key: key(), restock: true })
    expect(first.status).toBe(502)
    resetFaults()
    const [claim] = await creditNotes(paid.orderId)
    await age(claim.id, 3)
    expect((await stack.reconcile()).status).toBe(200)
    expect(await creditNotes(paid.orderId)).toMatchObject([{ status: 'issued', restocked: true }])
    expect(await stack.stock(paid.productId)).toBe(2)
    // The reconciliation's second look (recent refunds) books nothing twice.
    expect((await stack.reconcile()).body).toMatchObject({ refunds: 0 })
    await expectBooksMatchStripe(paid.orderId, paid.intentId)
  })
})

describe('Stripe fails a refund', () => {
  it('a 500 is « unknown »: nothing made at Stripe, the reconciliation tries again and issues it', async () => {
    resetFaults()
    const paid = await paidOrder(20)
    stack.faults.refunds = true
    const first = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/refunds`, { key: key() })
    expect(first.status).toBe(502)
    expect(first.body.message).toMatch(/n’a pas confirmé/)
    resetFaults()
    const [claim] = await creditNotes(paid.orderId)
    expect(claim.status).toBe('pending')
    await age(claim.id, 3)
    await stack.reconcile()
    expect(refundsAtStripe(paid.intentId)).toHaveLength(1)
    expect(await creditNotes(paid.orderId)).toMatchObject([{ status: 'issued' }])
    await expectBooksMatchStripe(paid.orderId, paid.intentId)
  })

  it('a refusal gives the claim up at once: nothing refunded, no credit note, the order refundable again', async () => {
    resetFaults()
    const paid = await paidOrder(20)
    stack.faults.refundRefusals = true
    const refused = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/refunds`, { key: key() })
    expect(refused.status).toBe(502)
    expect(refused.body.message).toBe(
      'Le remboursement n’a pas pu être effectué par le service de paiement. Rien n’a été remboursé ; réessayez dans quelques instants.',
    )
    resetFaults()
    expect(await creditNotes(paid.orderId)).toHaveLength(0)
    expect(await order(paid.orderId)).toMatchObject({ status: 'paid', amount_refunded: 0 })
    const again = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/refunds`, { key: key() })
    expect(again.status).toBe(201)
    await expectBooksMatchStripe(paid.orderId, paid.intentId)
  })

  it('after five attempts that Stripe never confirmed, the claim is given up and the history says so', async () => {
    resetFaults()
    const paid = await paidOrder(20)
    stack.faults.refunds = true
    expect((await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/refunds`, { key: key() })).status).toBe(502)
    for (let run = 0; run < 5; run++) {
      const [claim] = await creditNotes(paid.orderId)
      await age(claim.id, 3)
      await stack.reconcile()
    }
    resetFaults()
    expect(await creditNotes(paid.orderId)).toHaveLength(0)
    expect(refundsAtStripe(paid.intentId)).toHaveLength(0)
    expect(await order(paid.orderId)).toMatchObject({ status: 'paid', amount_refunded: 0 })
    expect((await events(paid.orderId)).map((event) => event.type)).toContain('refund_abandoned')
  })
})

describe('concurrency', () => {
  it('the admin’s retries, the webhook twice and the reconciliation at once book one refund, one credit note, one restock', async () => {
    resetFaults()
    const paid = await paidOrder(44)
    const body = { key: key(), restock: true }
    stack.faults.refundDelayMs = 4000
    expect((await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/refunds`, body)).status).toBe(502)
    resetFaults()
    const [claim] = await creditNotes(paid.orderId)
    await age(claim.id, 3)
    const charge = await chargeOf(paid.intentId)
    await Promise.all([
      stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/refunds`, body),
      stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/refunds`, body),
      stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/refunds`, body),
      stack.sendEvent('charge.refunded', charge),
      stack.sendEvent('charge.refunded', charge),
      stack.reconcile(),
      stack.reconcile(),
    ])
    expect(refundsAtStripe(paid.intentId)).toHaveLength(1)
    expect(await creditNotes(paid.orderId)).toMatchObject([{ status: 'issued' }])
    expect(await ledger(paid.orderId)).toHaveLength(1)
    expect(await stack.stock(paid.productId)).toBe(2)
    expect(await order(paid.orderId)).toMatchObject({ status: 'refunded', amount_refunded: 44 })
    await expectBooksMatchStripe(paid.orderId, paid.intentId)
  })

  it('a refund made in Stripe’s Dashboard, delivered twice and found by the reconciliation, is booked once', async () => {
    resetFaults()
    const paid = await paidOrder(50)
    expect((await stack.stripe('POST', '/v1/refunds', { payment_intent: paid.intentId, amount: '1500' })).status).toBe(200)
    const charge = await chargeOf(paid.intentId)
    await Promise.all([stack.sendEvent('charge.refunded', charge), stack.sendEvent('charge.refunded', charge), stack.reconcile()])
    expect(await order(paid.orderId)).toMatchObject({ status: 'paid', amount_refunded: 15 })
    expect(await ledger(paid.orderId)).toMatchObject([{ source: 'stripe', amount: 15 }])
    // The rest, refunded in the Dashboard too: the order is cancelled (it had not left).
    expect((await stack.stripe('POST', '/v1/refunds', { payment_intent: paid.intentId })).status).toBe(200)
    await stack.reconcile()
    expect(await order(paid.orderId)).toMatchObject({ status: 'cancelled', amount_refunded: 50 })
    expect(await ledger(paid.orderId)).toHaveLength(2)
  })
})

describe('a payment whose checkout this database lacks (a restore from an older backup)', () => {
  it('is named to the owner on the health page until it is refunded in Stripe', async () => {
    resetFaults()
    const { checkoutId, intentId } = await paidAtStripe(42)
    // The restored database never had this checkout: nothing can make its order.
    await stack.su.collection('checkouts').delete(checkoutId)
    expect((await stack.reconcile()).body).toMatchObject({ orders: 0, refunded: 0, errors: 0 })
    const health = await stack.shop(stack.users.admin, 'GET', '/api/shop/admin/health')
    expect(health.status).toBe(200)
    const webhooks = health.body.webhooks as { withoutOrder: number }
    expect(webhooks.withoutOrder).toBe(1)
    const problem = (health.body.problems as { kind: string; level: string; message: string }[]).find(
      (p) => p.kind === 'payments_without_order',
    )
    expect(problem?.level).toBe('critical')
    expect(problem?.message).toContain(`1 paiement Stripe réussi n’a pas de commande dans la boutique (${intentId} de 42,00\u00a0€ le `)
    // The owner refunds it from Stripe's Dashboard: the next run forgets it.
    expect((await stack.stripe('POST', '/v1/refunds', { payment_intent: intentId })).status).toBe(200)
    await stack.reconcile()
    const after = await stack.shop(stack.users.admin, 'GET', '/api/shop/admin/health')
    expect((after.body.webhooks as { withoutOrder: number }).withoutOrder).toBe(0)
    expect((after.body.problems as { kind: string }[]).map((p) => p.kind)).not.toContain('payments_without_order')
  })
})

describe('who may run the reconciliation', () => {
  it('an admin may; a customer, a pro and a visitor may not', async () => {
    expect((await stack.shop(stack.users.customer, 'POST', '/api/shop/payments/reconcile', {})).status).toBe(403)
    expect((await stack.shop(stack.users.pro, 'POST', '/api/shop/payments/reconcile', {})).status).toBe(403)
    expect((await stack.shop(null, 'POST', '/api/shop/payments/reconcile', {})).status).toBe(401)
    expect((await stack.reconcile()).status).toBe(200)
  })
})

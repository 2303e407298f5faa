// A bulk shipment racing the cancellation of one of its orders (docs/adr/0095), on a PocketBase with
// the Stripe stand-in (a cancellation refunds). Whoever comes first, the order ends in one coherent
// state (shipped once with its e-mail, or cancelled and never shipped), and the other orders of the
// request ship as if nothing happened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckoutStack, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

async function paidOrder(): Promise<string> {
  const product = await stack.product({ price: 30, stock: 5 })
  const buyer = await stack.newBuyer()
  const started = await stack.startCheckout(buyer, [{ id: product.id, quantity: 1 }])
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(buyer, checkoutId)
  const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
  expect(confirmed.status).toBe(200)
  return String((confirmed.body.order as { id: string }).id)
}

const shippedMails = (orderId: string) =>
  stack.su
    .collection('mail_queue')
    .getFullList({ filter: stack.su.filter('ref = {:ref} && kind = "order_shipped"', { ref: `orders/${orderId}` }) })
const shippedEvents = (orderId: string) =>
  stack.su.collection('order_events').getFullList({ filter: stack.su.filter('order = {:id} && type = "shipped"', { id: orderId }) })

describe('bulk ship racing a cancellation', () => {
  it.each([0, 150])('started together, Stripe answering the refund after %i ms: one coherent end per order', async (delay) => {
    const ids = [await paidOrder(), await paidOrder(), await paidOrder()]
    const raced = ids[1]!
    stack.faults.refundDelayMs = delay
    try {
      const [bulk, cancel] = await Promise.all([
        stack.shop(stack.users.admin, 'POST', '/api/shop/orders/bulk-ship', {
          carrier: 'colissimo',
          orders: ids.map((id, index) => ({ id, tracking_number: `6A77777777${index}` })),
        }),
        stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${raced}/cancel`, { key: `k-race-${delay}-${raced}` }),
      ])
      expect(bulk.status).toBe(200)
      const answer = bulk.body as { shipped: { id: string }[]; refused: { id: string; reason: string }[] }
      const order = await stack.su.collection('orders').getOne(raced)
      if (answer.shipped.some((one) => one.id === raced)) {
        // Shipped first: once, with its e-mail; the cancellation is refused, nothing refunded.
        expect(await shippedEvents(raced)).toHaveLength(1)
        expect(await shippedMails(raced)).toHaveLength(1)
        expect(cancel.status).toBe(400)
        expect(order).toMatchObject({ status: 'shipped', amount_refunded: 0 })
      } else {
        // Cancelled first: the bulk names it, and it never shipped.
        expect(cancel.status).toBe(201)
        expect(answer.refused).toEqual([expect.objectContaining({ id: raced })])
        expect([
          'Seule une commande payée peut être expédiée : celle-ci est « Annulée ».',
          'Cette commande est en cours d’annulation : elle ne peut plus être expédiée.',
        ]).toContain(answer.refused[0]!.reason)
        expect(order.status).toBe('cancelled')
        expect(order.tracking_number).toBe('')
        expect(await shippedEvents(raced)).toEqual([])
        expect(await shippedMails(raced)).toEqual([])
      }
      for (const id of [ids[0]!, ids[2]!]) {
        expect((await stack.su.collection('orders').getOne(id)).status).toBe('shipped')
        expect(await shippedMails(id)).toHaveLength(1)
      }
    } finally {
      stack.faults.refundDelayMs = 0
    }
  })
  it('a cancellation in flight (Stripe still refunding) keeps its order out of the shipment', async () => {
    const ids = [await paidOrder(), await paidOrder()]
    stack.faults.refundDelayMs = 1500
    try {
      const cancel = stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${ids[0]!}/cancel`, { key: `k-inflight-${ids[0]!}` })
      // The claim is taken before Stripe is asked (lib/refunds.js): give it that time.
      await new Promise((resolve) => setTimeout(resolve, 500))
      const bulk = await stack.shop(stack.users.admin, 'POST', '/api/shop/orders/bulk-ship', {
        carrier: 'colissimo',
        orders: ids.map((id, index) => ({ id, tracking_number: `6A88888888${index}` })),
      })
      expect(bulk.body).toMatchObject({
        shipped: [expect.objectContaining({ id: ids[1] })],
        refused: [{ id: ids[0], reason: 'Cette commande est en cours d’annulation : elle ne peut plus être expédiée.' }],
      })
      expect((await cancel).status).toBe(201)
      expect(await stack.su.collection('orders').getOne(ids[0]!)).toMatchObject({ status: 'cancelled', tracking_number: '' })
      expect(await shippedMails(ids[0]!)).toEqual([])
    } finally {
      stack.faults.refundDelayMs = 0
    }
  })
})

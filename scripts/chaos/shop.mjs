// The people of a chaos run (docs/adr/0140): customers who buy as the app does it
// (src/features/checkout/api.ts: hold, pay through the payment function, confirm at Stripe, confirm
// at PocketBase), some of whom never come back, and an admin who refunds and cancels orders while
// everything falls. Each retries what a browser or a person would retry, and counts it.
import { randomBytes } from 'node:crypto'
import { STAND_IN_PUBLISHABLE_KEY } from '../../tests/support/stripe-api-stand-in.mjs'
import { DEMO_PASSWORD } from '../lib/pocketbase-server.mjs'
import { DELIVERY_ADDRESS } from '../lib/delivery-address.mjs'
import { call, sleep } from './stack.mjs'

/** What each customer does once paid (weights): most come back, some never do. */
// `retry`: a card declined, then another that pays the same intent (Stripe's « payment failed » event
// may then arrive after the payment's).
export const PLANS = { pay: 42, abandon: 14, leave: 7, decline: 7, late: 15, retry: 15 }
/** The quick run (CI) has few customers: more of them take the paths where webhooks race. */
export const QUICK_PLANS = { pay: 30, abandon: 10, leave: 5, decline: 5, late: 10, retry: 40 }

/** Products: a few last pieces that customers fight over, and ordinary stock. */
export async function makeProducts(stack, { scarce, plenty }) {
  const products = []
  const make = async (stock, i, kind) => {
    const slug = `chaos-${kind}-${i}-${randomBytes(3).toString('hex')}`
    const answer = await stack.su('/api/collections/products/records', {
      method: 'POST',
      body: {
        name: `Bracelet ${kind} ${i}`,
        slug,
        description: 'Bracelet en améthyste, perles de 8 mm.',
        price: 39.9 + i,
        price_pro: 24.5,
        stock,
        is_unique: false,
        exclusive: false,
        published: true,
      },
    })
    if (answer.status !== 200) throw new Error(`product not created: ${answer.status} ${JSON.stringify(answer.body)}`)
    products.push({ id: answer.body.id, stock, scarce: kind === 'rare' })
  }
  for (let i = 0; i < scarce.count; i++) await make(scarce.stock, i, 'rare')
  for (let i = 0; i < plenty.count; i++) await make(plenty.stock, i, 'courant')
  return products
}

/** A signed-in account (made by the superuser): { id, token, email }. */
export async function makeAccount(stack, name, role = '') {
  const email = `${name}-${randomBytes(4).toString('hex')}@chaos.test`
  const made = await stack.su('/api/collections/users/records', {
    method: 'POST',
    body: { email, name, password: DEMO_PASSWORD, passwordConfirm: DEMO_PASSWORD, verified: true, role },
  })
  if (made.status !== 200) throw new Error(`account not created: ${made.status} ${JSON.stringify(made.body)}`)
  for (let attempt = 0; attempt < 60; attempt++) {
    const login = await call(stack.url, '/api/collections/users/auth-with-password', {
      method: 'POST',
      body: { identity: email, password: DEMO_PASSWORD },
    })
    if (login.status === 200) return { id: made.body.id, token: login.body.token, email }
    await sleep(500)
  }
  throw new Error(`${email} cannot sign in`)
}

/** Transient: nothing answered, a server error, or « too many »: a browser tries again. */
const transient = (status) => status === 0 || status === 429 || status >= 500

/**
 * Calls `attempt` until its answer is not transient or `deadline` passes; counts the retries.
 * @returns {Promise<{ status: number, body: any }>}
 */
async function retrying(figures, attempt, { deadlineMs = 45_000, waitMs = 700, retryOn = transient } = {}) {
  const until = Date.now() + deadlineMs
  let answer = await attempt()
  while (retryOn(answer.status) && Date.now() < until) {
    figures.retries++
    await sleep(waitMs)
    answer = await attempt()
  }
  return answer
}

/** A cart: one last piece (when the customer wants one), or one or two ordinary products. */
function cartFor(d, products, wantsScarce) {
  const scarce = products.filter((p) => p.scarce)
  const plenty = products.filter((p) => !p.scarce)
  if (wantsScarce && scarce.length > 0) {
    const lines = [{ id: d.pick(scarce).id, quantity: 1 }]
    if (d.chance(0.3)) lines.push({ id: d.pick(plenty).id, quantity: 1 })
    return lines
  }
  const first = d.pick(plenty)
  const lines = [{ id: first.id, quantity: d.int(1, 2) }]
  const second = d.pick(plenty)
  if (second.id !== first.id && d.chance(0.4)) lines.push({ id: second.id, quantity: 1 })
  return lines
}

/**
 * One customer's purchase. Returns what happened: { plan, outcome, checkout?, intent?, order? }.
 * @param {{ stack: any, handler: (request: Request, context: { clientAddress: string }) => Promise<Response>,
 *   d: ReturnType<import('./random.mjs').dice>, products: any[], customer: { id: string, token: string },
 *   ip: string, figures: any, holdSeconds: number }} ctx
 */
export async function purchase({ stack, handler, d, products, customer, ip, figures, holdSeconds, quick = false }) {
  const plan = d.weighted(quick ? QUICK_PLANS : PLANS)
  const lines = cartFor(d, products, d.chance(0.4))
  const late = d.int(2, 5) * 1000
  const result = { plan, outcome: '', lines, checkout: '', intent: '', order: '' }

  // 1. The hold.
  const held = await retrying(figures, () =>
    call(stack.url, '/api/shop/checkouts', {
      method: 'POST',
      token: customer.token,
      body: { items: lines, shipping: DELIVERY_ADDRESS, billing: null },
    }),
  )
  if (held.status === 409) return { ...result, outcome: 'sold out before paying' }
  if (held.status !== 200) return { ...result, outcome: `hold refused ${held.status}` }
  result.checkout = held.body.id
  if (plan === 'leave') return { ...result, outcome: 'left before paying' }

  // 2. The payment function (its own handler, as Netlify or the Node server runs it).
  const paid = await retrying(figures, async () => {
    try {
      const response = await handler(
        new Request('http://shop.test/api/create-payment-intent', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: customer.token },
          body: JSON.stringify({ checkout: result.checkout }),
        }),
        { clientAddress: ip },
      )
      return { status: response.status, body: await response.json() }
    } catch (error) {
      return { status: 0, body: { error: String(error) } }
    }
  })
  if (paid.status !== 200) return { ...result, outcome: `function ${paid.status}` }
  result.intent = paid.body.paymentIntentId

  // 3. Stripe.js confirms the card with the publishable key and the client secret.
  const confirmCard = (method) =>
    retrying(figures, () =>
      call(stack.stripe.url, `/v1/payment_intents/${result.intent}/confirm`, {
        method: 'POST',
        form: { payment_method: method, client_secret: paid.body.clientSecret, key: STAND_IN_PUBLISHABLE_KEY },
      }),
    )
  if (plan === 'retry') {
    await confirmCard('pm_card_chargeDeclined')
    await sleep(d.int(200, 1500))
  }
  const charged = await confirmCard(plan === 'decline' ? 'pm_card_chargeDeclined' : 'pm_card_visa')
  const succeeded = charged.status === 200 || charged.body?.error?.code === 'payment_intent_unexpected_state'
  if (!succeeded) {
    // Declined: the customer gives the pieces back, or just leaves (the hold expires).
    if (d.chance(0.5)) {
      await retrying(figures, () => call(stack.url, `/api/shop/checkouts/${result.checkout}`, { method: 'DELETE', token: customer.token }))
    }
    return { ...result, outcome: charged.status === 402 ? 'card declined' : `Stripe confirm ${charged.status}` }
  }
  figures.paidAtStripe++
  // Some never come back (the tab closed); half of those who retried a card too.
  if (plan === 'abandon' || (plan === 'retry' && d.chance(0.5))) return { ...result, outcome: 'paid, never came back' }
  // Late: the hold expires while the customer is away (the piece may sell meanwhile).
  await sleep(plan === 'late' ? holdSeconds * 1000 + late : d.int(0, 300))

  // 4. The browser's confirmation (the same code as the webhook's); sometimes sent twice at once (a
  // second tab, a double click), racing the webhook.
  const confirm = () =>
    retrying(figures, () =>
      call(stack.url, `/api/shop/checkouts/${result.checkout}/confirm`, {
        method: 'POST',
        token: customer.token,
        body: { paymentIntentId: result.intent },
      }),
    )
  const twice = d.chance(0.2)
  if (twice) figures.doubleConfirmations++
  const [confirmed, other] = await Promise.all([confirm(), twice ? confirm() : null])
  if (other && other.status === 200 && confirmed.status === 200 && other.body.order.id !== confirmed.body.order.id)
    return { ...result, outcome: 'two orders answered' }
  if (confirmed.status === 200) return { ...result, order: confirmed.body.order.id, outcome: 'order' }
  if (confirmed.status === 409) return { ...result, outcome: 'refunded (409)' }
  return { ...result, outcome: `confirm ${confirmed.status}` }
}

/**
 * The admin refunds or cancels one paid order, retrying with the same key as the back-office does
 * (docs/adr/0079). Returns the last answer's status.
 */
export async function adminRefund({ stack, d, admin, order, figures }) {
  const key = `chaos-${randomBytes(6).toString('hex')}`
  const cancel = d.chance(0.5)
  const read = await stack.su(`/api/collections/orders/records/${order}`)
  const items = read.body?.items ?? []
  if (!items.length) return 0
  const path = cancel ? `/api/shop/orders/${order}/cancel` : `/api/shop/orders/${order}/refunds`
  const body = cancel ? { key } : { key, lines: [{ id: items[0].id, quantity: 1 }], restock: d.chance(0.5) }
  figures.refundsAsked++
  const answer = await retrying(figures, () => call(stack.url, path, { method: 'POST', token: admin.token, body }), {
    deadlineMs: 30_000,
    waitMs: 2000,
  })
  if (answer.status === 200 || answer.status === 201) figures.refundsAnswered++
  return answer.status
}

// Load phase "checkouts" (issue 25 point 5): concurrent customers each running the whole server-side
// checkout as the app does it (src/features/checkout/api.ts), in the demonstration payment mode
// (PAYMENT_DEMO=1, no Stripe key: docs/adr/0032, docs/product/rules.md#payment):
//   1. create: POST /api/shop/checkouts (the lines and a delivery address; PocketBase prices, holds);
//   2. pay: the payment function's own handler (functions/create-payment-intent/handler.ts, loaded
//      through vite), which reads the checkout from PocketBase with the customer's token and answers
//      a demonstration intent;
//   3. confirm: POST /api/shop/checkouts/{id}/confirm: the paid order, its invoice number, its history
//      and its two e-mails queued in one transaction, then the e-mails sent after the answer.
// Then the accounts: every completed checkout is exactly one paid order with its own invoice number,
// the stock went down by exactly the quantities sold, and every order's e-mails were queued and sent.
//
// Called by the load runner (`npm run load`): `prepareCheckouts` before the rate limiter is turned
// back on (accounts made with the superuser, one sign-in each), `checkoutPhase` as a phase.

import { AsyncLocalStorage } from 'node:async_hooks'
import { runnerImport } from 'vite'
import { api, mapLimit } from '../lib/catalogue-clones.mjs'
import { DEMO_PASSWORD } from '../lib/pocketbase-server.mjs'
import { DELIVERY_ADDRESS } from '../lib/delivery-address.mjs'

/** Products the customers buy from: public ones, each given this many more units than it had. */
const POOL_SIZE = 200
const POOL_EXTRA_STOCK = 10_000
/** After the phase, how long the e-mails sent after the answers may take to leave the queue. */
const MAIL_DRAIN_MS = 60_000

/**
 * The address each of the payment function's calls to PocketBase comes from. In production the
 * function's instances call PocketBase from a few addresses of their host; here each call carries its
 * customer's address, so that PocketBase's per-address limit ("/api/" 300 in 10 s) is not what is
 * measured (the same reason every simulated person has its own address).
 */
const functionCaller = new AsyncLocalStorage()
let fetchWrapped = false
function wrapFetchForFunction(pocketbaseUrl) {
  if (fetchWrapped) return
  fetchWrapped = true
  const plain = globalThis.fetch
  globalThis.fetch = (input, init = {}) => {
    const ip = functionCaller.getStore()
    if (!ip || !String(input).startsWith(pocketbaseUrl)) return plain(input, init)
    return plain(input, { ...init, headers: { ...init.headers, 'X-Forwarded-For': ip } })
  }
}

/**
 * Makes `customers` accounts (superuser API) and signs each in from its own address, and gives a pool
 * of public products enough stock. Run while the rate limiter is off (the load runner's setup).
 */
export async function prepareCheckouts({ url, token, customers, randomIp }) {
  const products = (
    await api(
      url,
      `/api/collections/products/records?perPage=${POOL_SIZE}&sort=created&fields=id,stock,price&filter=${encodeURIComponent('exclusive=false && published=true && price>=1')}`,
      { token },
    )
  ).items
  if (products.length === 0) throw new Error('no public product to buy')
  // `stock+`: a delta (docs/adr/0037), as an admin's form sends it.
  await mapLimit(products, 8, (product) =>
    api(url, `/api/collections/products/records/${product.id}`, { method: 'PATCH', token, body: { 'stock+': POOL_EXTRA_STOCK } }),
  )
  const run = Date.now().toString(36)
  const accounts = []
  await mapLimit(
    Array.from({ length: customers }, (_, i) => i),
    8,
    async (i) => {
      const email = `charge-${run}-${i}@load.test`
      const user = await api(url, '/api/collections/users/records', {
        method: 'POST',
        token,
        body: { email, name: `Client charge ${i}`, password: DEMO_PASSWORD, passwordConfirm: DEMO_PASSWORD, verified: true },
      })
      const ip = randomIp()
      const response = await fetch(`${url}/api/collections/users/auth-with-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ identity: email, password: DEMO_PASSWORD }),
      })
      if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`)
      accounts[i] = { id: user.id, token: (await response.json()).token }
    },
  )
  return { accounts, products: products.map((p) => p.id) }
}

/** A JSON call as `token` from `ip`: { status, ms, body }. */
async function shopCall(url, path, { method = 'POST', token, ip, body }) {
  const started = performance.now()
  try {
    const response = await fetch(url + path, {
      method,
      headers: { 'content-type': 'application/json', authorization: token, 'X-Forwarded-For': ip },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    let parsed = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // not JSON: kept as null, the status says what happened
    }
    return { status: response.status, ms: performance.now() - started, body: parsed }
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: { message: error.message } }
  }
}

/** A cart as a shopper fills it: 1 to 3 different products, 1 or 2 of each. */
function randomCart(products) {
  const count = 1 + Math.floor(Math.random() * 3)
  const chosen = new Set()
  while (chosen.size < count) chosen.add(products[Math.floor(Math.random() * products.length)])
  return [...chosen].map((id) => ({ id, quantity: 1 + Math.floor(Math.random() * 2) }))
}

/** Every record of a superuser list (500 a page). */
async function listAll(url, token, collection, { filter, fields }) {
  const items = []
  for (let page = 1; ; page++) {
    const answer = await api(
      url,
      `/api/collections/${collection}/records?page=${page}&perPage=500&skipTotal=1&filter=${encodeURIComponent(filter)}&fields=${encodeURIComponent(fields)}`,
      { token },
    )
    items.push(...answer.items)
    if (answer.items.length < 500) return items
  }
}

async function stockOf(url, token, productIds) {
  const found = new Map()
  for (let i = 0; i < productIds.length; i += 100) {
    const ids = productIds.slice(i, i + 100)
    const filter = ids.map((id) => `id="${id}"`).join(' || ')
    for (const p of await listAll(url, token, 'products', { filter, fields: 'id,stock,reserved' })) found.set(p.id, p)
  }
  return found
}

/**
 * The phase: `accounts.length` customers, each checking out again and again for `seconds` (each
 * checkout from a new address: the shop allows 10 checkouts a minute per address, and the limiter is
 * not what is measured). Returns the latencies per step, the errors, and the accounts.
 *
 * @param {{ url: string, token: string, accounts: { id: string, token: string }[], products: string[],
 *   randomIp: () => string, seconds: number, summarize: (results: { status: number, ms: number }[]) => object,
 *   watch: () => () => { peak: number, cpuShare: number }, mailInbox?: { messages: () => Promise<unknown[]> } }} ctx
 */
export async function checkoutPhase({ url, token, accounts, products, randomIp, seconds, summarize, watch, mailInbox }) {
  wrapFetchForFunction(url)
  const { module: functionModule } = await runnerImport('/functions/create-payment-intent/handler.ts', {
    configFile: false,
    logLevel: 'error',
  })
  const handler = functionModule.createPaymentIntentHandler({ pocketbaseUrl: url, stripeSecretKey: '', stripeApiBase: '', demo: true })
  const pay = async (customer, checkoutId, ip) => {
    const started = performance.now()
    try {
      const response = await functionCaller.run(ip, () =>
        handler(
          new Request('http://shop.test/api/create-payment-intent', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: customer.token },
            body: JSON.stringify({ checkout: checkoutId }),
          }),
          { clientAddress: ip },
        ),
      )
      const body = await response.json()
      return { status: response.status, ms: performance.now() - started, body }
    } catch (error) {
      return { status: 0, ms: performance.now() - started, body: { error: error.message } }
    }
  }

  const before = await stockOf(url, token, products)
  const steps = { create: [], pay: [], confirm: [], whole: [] }
  /** The completed checkouts: { checkout, order, lines }. */
  const completed = []
  /** Checkouts opened but not confirmed (their hold is released by the customer's next checkout or expires). */
  const unfinished = []
  const stop = watch()
  const started = Date.now()
  const deadline = started + seconds * 1000
  await Promise.all(
    accounts.map(async (customer) => {
      while (Date.now() < deadline) {
        const ip = randomIp()
        const lines = randomCart(products)
        const begun = performance.now()
        const created = await shopCall(url, '/api/shop/checkouts', {
          token: customer.token,
          ip,
          body: { items: lines, shipping: DELIVERY_ADDRESS, billing: null },
        })
        steps.create.push(created)
        if (created.status !== 200) continue
        const checkoutId = created.body.id
        const paid = await pay(customer, checkoutId, ip)
        steps.pay.push(paid)
        if (paid.status !== 200 || paid.body.mode !== 'demo') {
          unfinished.push(checkoutId)
          continue
        }
        const confirmed = await shopCall(url, `/api/shop/checkouts/${checkoutId}/confirm`, {
          token: customer.token,
          ip,
          body: { paymentIntentId: paid.body.paymentIntentId },
        })
        steps.confirm.push(confirmed)
        if (confirmed.status !== 200 || !confirmed.body?.order?.id) {
          unfinished.push(checkoutId)
          continue
        }
        steps.whole.push({ status: 200, ms: performance.now() - begun })
        completed.push({ checkout: checkoutId, order: confirmed.body.order.id, lines })
      }
    }),
  )
  // Checkouts under way at the deadline are finished: the phase may last longer than `seconds`.
  const elapsed = Date.now() - started
  const { peak, cpuShare } = stop()

  // --- the accounts -------------------------------------------------------------------------
  const orders = await listAll(url, token, 'orders', {
    filter: 'payment_mode="demo"',
    fields: 'id,status,checkout,invoice_number,items',
  })
  const completedIds = new Set(completed.map((c) => c.checkout))
  const ordersOfCompleted = orders.filter((o) => completedIds.has(o.checkout))
  const invoiceNumbers = new Set(ordersOfCompleted.map((o) => o.invoice_number).filter((n) => /^DEMO-F\d{4}-\d+$/.test(n)))
  // A fresh shop: the series runs 1…n with no gap and no duplicate (docs/adr/0046).
  const serials = [...invoiceNumbers].map((n) => Number(n.split('-').at(-1))).sort((a, b) => a - b)
  const gapless = serials.every((serial, i) => serial === i + 1)
  const sold = new Map()
  for (const c of completed) for (const line of c.lines) sold.set(line.id, (sold.get(line.id) ?? 0) + line.quantity)
  const after = await stockOf(url, token, products)
  let taken = 0
  let reserved = 0
  let productsOff = 0
  for (const id of products) {
    const was = before.get(id)
    const now = after.get(id)
    const out = was.stock - now.stock
    taken += out
    reserved += now.reserved - was.reserved
    // Each product: what left the stock is what was sold, plus what is still held by unfinished checkouts.
    if (out - (now.reserved - was.reserved) !== (sold.get(id) ?? 0)) productsOff += 1
  }
  const unitsSold = [...sold.values()].reduce((a, b) => a + b, 0)

  // The e-mails: two per order (the confirmation and the shop's alert), sent after the answers.
  const orderMails = 'ref ~ "orders/" && (kind="order_confirmation" || kind="order_alert")'
  const mailFilter = (status) => (status ? `${orderMails} && status="${status}"` : orderMails)
  const countMails = async (status) => (await listAll(url, token, 'mail_queue', { filter: mailFilter(status), fields: 'id' })).length
  const queued = await countMails()
  const drainStarted = Date.now()
  let sent = await countMails('sent')
  while (sent < queued && Date.now() - drainStarted < MAIL_DRAIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    sent = await countMails('sent')
  }
  const caught = mailInbox ? (await mailInbox.messages()).length : null

  return {
    elapsed,
    peak,
    cpuShare,
    completed: completed.length,
    unfinished: unfinished.length,
    steps: Object.fromEntries(Object.entries(steps).map(([name, results]) => [name, summarize(results)])),
    errors: Object.entries(steps).flatMap(([name, results]) => {
      const counts = new Map()
      for (const r of results) if (r.status !== 200) counts.set(r.status, (counts.get(r.status) ?? 0) + 1)
      return [...counts].map(([status, count]) => ({ step: name, status, count, message: messageOf(results, status) }))
    }),
    accounts: [
      {
        what: 'paid demonstration orders of the completed checkouts',
        expected: completed.length,
        found: ordersOfCompleted.filter((o) => o.status === 'paid').length,
      },
      { what: 'demonstration orders in all (no order without its checkout)', expected: completed.length, found: orders.length },
      { what: 'distinct orders answered to the customers', expected: completed.length, found: new Set(completed.map((c) => c.order)).size },
      { what: 'distinct invoice numbers (DEMO-F series)', expected: completed.length, found: invoiceNumbers.size },
      { what: 'invoice series without a gap (1 to n)', expected: 'yes', found: gapless ? 'yes' : 'no' },
      { what: 'units sold (stock taken − units still held)', expected: unitsSold, found: taken - reserved },
      { what: 'units still held by unfinished checkouts', expected: null, found: reserved },
      { what: 'products whose stock does not add up', expected: 0, found: productsOff },
      { what: 'order e-mails queued (2 per order)', expected: 2 * completed.length, found: queued },
      { what: `order e-mails sent (within ${MAIL_DRAIN_MS / 1000} s after the phase)`, expected: 2 * completed.length, found: sent },
      ...(caught === null ? [] : [{ what: 'e-mails caught by the capture server', expected: 2 * completed.length, found: caught }]),
    ],
  }
}

/** The first French message answered with `status` (to tell a 409 sold-out from a 409 held). */
function messageOf(results, status) {
  const found = results.find((r) => r.status === status)
  const body = found?.body
  return String(body?.message ?? body?.error ?? '').slice(0, 120)
}

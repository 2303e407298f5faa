// One chaos run (docs/adr/0140): the shop of stack.mjs, customers of shop.mjs buying in rounds while
// PocketBase is killed, the mail server stops and Stripe misbehaves; then the faults end, the crons
// (reconciliation, mail retries, expired holds) have their time, and invariants.mjs checks the books.
import { runnerImport } from 'vite'
import { DELIVERY_ADDRESS } from '../lib/delivery-address.mjs'
import { projectRoot } from '../lib/pocketbase-server.mjs'
import { checkInvariants } from './invariants.mjs'
import { dice, seededRandom } from './random.mjs'
import { adminRefund, makeAccount, makeProducts, purchase } from './shop.mjs'
import { sleep, startChaosStack } from './stack.mjs'

/** PocketBase waits this long for Stripe; a refund claim is taken again this long after its last attempt. */
const STRIPE_TIMEOUT_SECONDS = 4
const REFUND_ATTEMPT_SECONDS = STRIPE_TIMEOUT_SECONDS + 6

/** The faults Stripe plays while the rounds run (tests/support/stripe-api-stand-in.mjs). */
const STRIPE_FAULTS = {
  errorRate: 0.08,
  errorStatuses: [500, 500, 429],
  delayRate: 0.1,
  // Around PocketBase's STRIPE_TIMEOUT_SECONDS (4 s here): some answers come after it gave up.
  delayMs: [300, 7000],
  webhookDropRate: 0.15,
  webhookDuplicateRate: 0.2,
  webhookDelayMs: [50, 6000],
}
const QUIET_STRIPE = { errorRate: 0, delayRate: 0, webhookDropRate: 0, webhookDuplicateRate: 0, webhookDelayMs: null }

/**
 * @param {{ rounds: number, customers: number, seed: number, quick?: boolean, keep?: boolean,
 *   log?: (line: string) => void, createHandler?: (env: any) => (request: Request, context?: any) => Promise<Response> }} options
 *   `customers`: per round. `quick`: short holds, one kill, no wait for the minute crons (the
 *   reconciliation is asked once through its admin route; CI's version).
 */
export async function runChaos(options) {
  const log = options.log ?? ((line) => process.stdout.write(`${line}\n`))
  const random = seededRandom(options.seed)
  const d = dice(random)
  const started = Date.now()
  const holdSeconds = options.quick ? 8 : 20
  const stack = await startChaosStack({
    holdSeconds,
    stripeTimeoutSeconds: STRIPE_TIMEOUT_SECONDS,
    refundAttemptSeconds: REFUND_ATTEMPT_SECONDS,
    random,
    log,
  })
  /** @type {Record<string, any>} */
  const figures = {
    rounds: options.rounds,
    customers: 0,
    retries: 0,
    paidAtStripe: 0,
    refundsAsked: 0,
    refundsAnswered: 0,
    doubleConfirmations: 0,
    outcomes: {},
  }
  try {
    const createHandler = options.createHandler ?? (await loadHandler())
    const handler = createHandler({
      pocketbaseUrl: stack.url,
      stripeSecretKey: 'sk_test_standin',
      stripeApiBase: stack.stripe.url,
      demo: false,
    })
    const products = await makeProducts(stack, { scarce: { count: 3, stock: 3 }, plenty: { count: 5, stock: 200 } })
    const admin = await makeAccount(stack, 'chaos-admin', 'admin')
    // Stripe retries a delivery that failed (PocketBase down, a 5xx), as it does for three days.
    const retryDelaysMs = options.quick ? [1000, 3000, 6000] : [2000, 6000, 15_000]
    stack.stripe.control.retryDelaysMs = retryDelaysMs
    Object.assign(stack.stripe.faults, STRIPE_FAULTS)
    /** @type {string[]} */
    const paidOrders = []
    let ip = 0

    for (let round = 1; round <= options.rounds; round++) {
      log(`round ${round}/${options.rounds}: ${options.customers} customers`)
      const accounts = []
      for (let i = 0; i < options.customers; i++) accounts.push(await makeAccount(stack, `chaos-r${round}-c${i}`))
      figures.customers += accounts.length
      const roundStart = Date.now()
      let running = true
      // The conductor: kills PocketBase (once or twice a round), stops the mail server in the
      // first round, and has the admin refund or cancel some paid orders meanwhile.
      // Kills fall while the customers hold, pay and confirm (they start within 2.5 s).
      const kills = []
      for (let at = 0, i = 0; i < (options.quick ? 2 : 3); i++) kills.push((at += d.int(700, 4000)))
      const conductor = (async () => {
        if (round === 1) await stack.mailDown()
        for (const at of kills) {
          const wait = roundStart + at - Date.now()
          if (wait > 0) await sleep(wait)
          if (!running) break
          await stack.killAndRestart(d.int(0, 1500))
        }
      })()
      const refunds = (async () => {
        await sleep(d.int(500, 3000))
        const candidates = paidOrders.splice(0, paidOrders.length).filter(() => d.chance(options.quick ? 0.5 : 0.3))
        await Promise.all(candidates.map((order) => adminRefund({ stack, d, admin, order, figures })))
      })()
      const journeys = accounts.map(async (customer) => {
        await sleep(d.int(0, 2500))
        ip++
        const result = await purchase({
          stack,
          handler,
          d,
          products,
          customer,
          ip: `10.77.${ip >> 8}.${ip & 255}`,
          figures,
          holdSeconds,
          quick: options.quick,
        })
        figures.outcomes[result.outcome] = (figures.outcomes[result.outcome] ?? 0) + 1
        if (result.order) paidOrders.push(result.order)
        return result
      })
      await Promise.all(journeys)
      running = false
      await conductor
      await refunds
      if (round === 1) {
        // The mail server comes back after the first round (its mails wait in the queue).
        await stack.mailUp()
      }
      log(`  round ${round} done in ${((Date.now() - roundStart) / 1000).toFixed(1)} s`)
    }
    // The last round's paid orders may be refunded too, while Stripe still misbehaves.
    await Promise.all(paidOrders.filter(() => d.chance(0.3)).map((order) => adminRefund({ stack, d, admin, order, figures })))

    // --- afterwards: Stripe behaves, the crons run --------------------------------------------
    Object.assign(stack.stripe.faults, QUIET_STRIPE)
    await stack.mailUp()
    log('faults off: waiting for the webhooks Stripe retries, the holds to expire and the crons')
    // Stripe's retries of the deliveries that failed, and the last holds' expiry.
    const lastRetry = retryDelaysMs.reduce((a, b) => a + b, 0)
    await sleep(Math.max(lastRetry + 1000, holdSeconds * 1000 + 2000, (REFUND_ATTEMPT_SECONDS + 3) * 1000))
    if (!options.quick) {
      // The minute crons (reconciliation, expired holds, mail queue) run at least once more.
      const toNextMinute = 60_000 - (Date.now() % 60_000)
      await sleep(toNextMinute + 15_000)
    }
    // One run through the admin route as well: the owner's « Rapprocher » button (and the quick
    // run's only one, as it does not wait for the cron).
    let reconciled = await stack.su('/api/shop/payments/reconcile', { method: 'POST', body: {} })
    // The cron's run at that very moment: ours comes after it.
    for (let i = 0; i < 30 && reconciled.body?.skipped === 'already running'; i++) {
      await sleep(1000)
      reconciled = await stack.su('/api/shop/payments/reconcile', { method: 'POST', body: {} })
    }
    figures.reconcile = reconciled.body
    // A last customer's hold releases the expired ones at once (lib/checkout.js releaseExpired),
    // then gives its own back: afterwards no checkout may hold pieces past its expiry.
    const probe = await makeAccount(stack, 'chaos-probe')
    const plenty = products.find((p) => !p.scarce)
    const { call } = await import('./stack.mjs')
    const held = await call(stack.url, '/api/shop/checkouts', {
      method: 'POST',
      token: probe.token,
      body: { items: [{ id: plenty.id, quantity: 1 }], shipping: DELIVERY_ADDRESS, billing: null },
    })
    if (held.status === 200) await call(stack.url, `/api/shop/checkouts/${held.body.id}`, { method: 'DELETE', token: probe.token })
    // Mails still due now (a retry whose time has come) get their chance.
    await stack.su('/api/shop/mail/retry', { method: 'POST', body: {} })

    const messages = await stack.allMessages()
    const checked = await checkInvariants({ stack, products, messages, holdGraceMs: 2000 })
    Object.assign(figures, stack.figures(), checked.figures, {
      stripeFaults: { ...stack.stripe.faultCounts },
      webhookDeliveries: stack.stripe.webhookDeliveries.length,
      webhookFailedDeliveries: stack.stripe.webhookDeliveries.filter((w) => w.status < 200 || w.status > 299).length,
      seconds: Math.round((Date.now() - started) / 1000),
    })
    return { figures, broken: checked.broken, results: checked.results }
  } finally {
    await stack.stop({ keep: options.keep })
  }
}

/** The payment function's handler (TypeScript), loaded through vite as scripts/load does. */
async function loadHandler() {
  const { module } = await runnerImport('/functions/create-payment-intent/handler.ts', {
    root: projectRoot,
    configFile: false,
    logLevel: 'error',
  })
  return module.createPaymentIntentHandler
}

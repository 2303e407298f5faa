// A small, stateful stand-in for the parts of the Stripe API the shop uses, so that the payment
// function, the PocketBase order hook and the browser tests run offline (docs/product/rules.md#payment).
// Node http, no dependencies. Point STRIPE_API_BASE at its `url`.
//
//   POST /v1/payment_intents               create (form-encoded; honours Idempotency-Key; refuses
//                                          payment_method_types, which the shop must never send)
//   GET  /v1/payment_intents/:id           retrieve (`expand[]=latest_charge` gives the charge object)
//   POST /v1/payment_intents/:id/confirm   payment_method=pm_card_visa → succeeded,
//                                          pm_card_chargeDeclined → 402 card_declined
//   GET  /v1/payment_intents               list, newest first: `created[gte]`, `limit`, `starting_after`
//   POST /v1/refunds                       payment_intent=… [amount=…] [metadata[…]=…] → refunds the
//                                          whole charge, or `amount` cents of what is left (honours
//                                          Idempotency-Key)
//   GET  /v1/refunds                       list, newest first: `payment_intent`, `created[gte]`, `limit`,
//                                          `starting_after`
//
// Faults, for the tests of Stripe failing (`faults`, changed by the tests at any time):
//   refunds: true          every refund answers 500 without refunding;
//   refundRefusals: true   every refund is refused (402, card_error), as Stripe refuses some;
//   retrieveErrors: n      the next n retrievals of an intent answer 500;
//   listErrors: n          the next n lists answer 500;
//   refundDelayMs: ms      a refund is made at once, but answered ms later (« too late » for a caller
//                          whose timeout is shorter);
//   retrieveDelayMs: ms    a retrieval is answered ms later (a caller can be killed while it waits).
// Random faults, for `npm run chaos` (scripts/chaos.mjs, docs/adr/0140); all off by default:
//   random: () => number   the source of randomness (a seeded one makes a run reproducible; Math.random);
//   errorRate: p           an API request answers, before doing anything, 500 or 429 (`errorStatuses`);
//   errorStatuses: [..]    the statuses drawn from (default [500, 429]);
//   delayRate: p           an API answer comes late: the work is done at once, the answer after a delay
//                          drawn in `delayMs` ([min, max]);
//   webhookDropRate: p     an automatic event is never delivered (only the reconciliation finds it);
//   webhookDuplicateRate: p  an automatic event is delivered twice (same id, same body);
//   webhookDelayMs: [min, max]  an automatic event waits this long (drawn per event) instead of 50 ms,
//                          so that events arrive late and out of order.
//
// Webhooks: with a webhook endpoint (`options.webhook` or `setWebhook({ url, secret, fetch? })`), the stand-in
// sends Stripe's signed events after the answer, as Stripe does: `payment_intent.succeeded` and
// `payment_intent.payment_failed` on confirmation, `charge.refunded` on a refund. Signature:
// `Stripe-Signature: t=<seconds>,v1=<hex HMAC-SHA256 of "t.body" with the secret>`. `sendEvent(type,
// object)` sends one by hand; `webhookDeliveries` lists what was sent and PocketBase's answers;
// `webhooksPaused` holds the automatic ones back (a test of a webhook that comes late or never);
// `control.retryDelaysMs` (e.g. [500, 2000, 5000]) makes the stand-in deliver a failed event again
// after each delay, with the same id, as Stripe retries (off by default: tests count deliveries).
//
// Keys: the secret key may do everything; a publishable key (pk_test_…) may only confirm or retrieve
// an intent whose client_secret it sends, like Stripe.js does. CORS is open (`*`), because the
// browser's Stripe.js stand-in calls this server directly.
import { createHmac, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'

export const STAND_IN_SECRET_KEY = 'sk_test_standin'
export const STAND_IN_PUBLISHABLE_KEY = 'pk_test_standin'

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version, stripe-account',
  'access-control-max-age': '600',
}

const id = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`

/** `a[b]=1&c[]=2&c[]=3` → { a: { b: '1' }, c: ['2', '3'] } (the depth Stripe's form encoding needs here). */
function parseForm(text) {
  const out = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[]+)((?:\[[^\]]*\])*)$/.exec(key)
    if (!match) continue
    const path = [match[1], ...[...match[2].matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])]
    let node = out
    for (let i = 0; i < path.length - 1; i++) {
      const part = path[i]
      const nextIsList = path[i + 1] === ''
      if (node[part] === undefined) node[part] = nextIsList ? [] : {}
      node = node[part]
    }
    const last = path[path.length - 1]
    if (Array.isArray(node)) node.push(value)
    else node[last] = value
  }
  return out
}

function stripeError(status, type, message, extra = {}) {
  return { status, body: { error: { type, message, ...extra } } }
}

/** The `Stripe-Signature` header Stripe sends with a webhook's body. */
export function signWebhook(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}

/**
 * Starts the stand-in on 127.0.0.1 (a free port unless `port` is given).
 * @param {{ port?: number, secretKey?: string, webhook?: { url: string, secret: string } }} [options]
 */
export async function startStripeStandIn(options = {}) {
  const secretKey = options.secretKey ?? STAND_IN_SECRET_KEY
  /** @type {Map<string, any>} intents by id */
  const intents = new Map()
  /** @type {Map<string, any>} charges by id */
  const charges = new Map()
  /** @type {any[]} */
  const refunds = []
  /** Idempotency-Key → { params, response } */
  const idempotent = new Map()
  /** Every API request received (not the preflights): method, path, Stripe-Version, Idempotency-Key. */
  const requests = []
  /** Tests switch these on to play Stripe failing (see the header). */
  const faults = {
    refunds: false,
    refundRefusals: false,
    retrieveErrors: 0,
    listErrors: 0,
    refundDelayMs: 0,
    retrieveDelayMs: 0,
    random: Math.random,
    errorRate: 0,
    errorStatuses: [500, 429],
    delayRate: 0,
    /** @type {[number, number]} */ delayMs: [0, 0],
    webhookDropRate: 0,
    webhookDuplicateRate: 0,
    /** @type {[number, number] | null} */ webhookDelayMs: null,
  }
  /** What the random faults did (the chaos run prints it). */
  const faultCounts = { errors: 0, delays: 0, webhooksDropped: 0, webhooksDuplicated: 0, webhooksDelayed: 0 }
  const chance = (rate) => rate > 0 && faults.random() < rate
  const between = ([min, max]) => Math.round(min + faults.random() * Math.max(0, max - min))
  let webhook = options.webhook ?? null
  /**
   * Every webhook sent: { type, eventId, status, body, sentAt (ms), intent (a payment_intent event's) }
   * (status 0 when PocketBase could not be reached).
   */
  const webhookDeliveries = []
  const control = { webhooksPaused: false, /** @type {number[]} */ retryDelaysMs: [] }

  /** Every event made, by id: Stripe retries an event with the same id and body. */
  const events = new Map()

  async function sendEvent(type, object) {
    if (!webhook) return null
    const event = { id: id('evt'), object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object }, livemode: false }
    events.set(event.id, event)
    return deliver(event)
  }

  /** Delivers an event again, as Stripe retries one whose delivery failed. */
  async function resendEvent(eventId) {
    const event = events.get(eventId)
    if (!event || !webhook) return null
    return deliver(event)
  }

  async function deliver(event, attempt = 0) {
    const { type } = event
    const payload = JSON.stringify(event)
    const delivery = {
      type,
      eventId: event.id,
      status: 0,
      body: null,
      sentAt: Date.now(),
      intent: type.startsWith('payment_intent.') ? event.data.object.id : null,
    }
    webhookDeliveries.push(delivery)
    try {
      // `webhook.fetch`: another way out (the production smoke test reaches PocketBase through Caddy's HTTPS with its local CA).
      const response = await (webhook.fetch ?? fetch)(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(payload, webhook.secret) },
        body: payload,
      })
      delivery.status = response.status
      delivery.body = await response.json().catch(() => null)
    } catch {
      delivery.status = 0
    }
    const retryIn = control.retryDelaysMs[attempt]
    if ((delivery.status < 200 || delivery.status > 299) && retryIn !== undefined) {
      setTimeout(() => void deliver(event, attempt + 1), retryIn)
    }
    return delivery
  }

  /** Sends an event after the current answer, unless paused (Stripe's deliveries are asynchronous). */
  function emitLater(type, object) {
    if (!webhook || control.webhooksPaused) return
    if (chance(faults.webhookDropRate)) {
      faultCounts.webhooksDropped++
      return
    }
    const twice = chance(faults.webhookDuplicateRate)
    const wait = () => {
      if (!faults.webhookDelayMs) return 50
      faultCounts.webhooksDelayed++
      return between(faults.webhookDelayMs)
    }
    if (!twice) {
      setTimeout(() => void sendEvent(type, object), wait())
      return
    }
    faultCounts.webhooksDuplicated++
    // The same event (same id and body) delivered twice, each after its own delay.
    const event = { id: id('evt'), object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object }, livemode: false }
    events.set(event.id, event)
    setTimeout(() => void deliver(event), wait())
    setTimeout(() => void deliver(event), wait())
  }

  function publicIntent(intent, expand = []) {
    const { _secretParams, ...visible } = intent
    void _secretParams
    if (expand.includes('latest_charge') && intent.latest_charge) {
      return { ...visible, latest_charge: charges.get(intent.latest_charge) }
    }
    return visible
  }

  function createIntent(form) {
    if (form.payment_method_types !== undefined) {
      return stripeError(400, 'invalid_request_error', 'The shop must use automatic_payment_methods, not payment_method_types.', {
        param: 'payment_method_types',
      })
    }
    const amount = Number(form.amount)
    if (!Number.isInteger(amount) || amount < 50 || amount > 99_999_999) {
      return stripeError(400, 'invalid_request_error', 'Invalid amount: an integer number of cents, at least 50, is required.', {
        param: 'amount',
      })
    }
    if (!form.currency) return stripeError(400, 'invalid_request_error', 'Missing required param: currency.', { param: 'currency' })
    for (const [key, value] of Object.entries(form.metadata ?? {})) {
      if (key.length > 40 || String(value).length > 500) {
        return stripeError(400, 'invalid_request_error', `Metadata values can have up to 500 characters (${key}).`, {
          param: `metadata[${key}]`,
        })
      }
    }
    const intentId = id('pi')
    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: String(form.currency).toLowerCase(),
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      automatic_payment_methods: form.automatic_payment_methods
        ? {
            enabled: form.automatic_payment_methods.enabled === 'true',
            allow_redirects: form.automatic_payment_methods.allow_redirects ?? 'always',
          }
        : null,
      metadata: form.metadata ?? {},
      latest_charge: null,
      last_payment_error: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      /** Not Stripe's: set by the stand-in when the charge is refunded, for tests to read. */
      refunded: false,
    }
    intents.set(intentId, intent)
    return { status: 200, body: publicIntent(intent) }
  }

  function confirmIntent(intent, form) {
    if (intent.status === 'succeeded') {
      return stripeError(400, 'invalid_request_error', 'This PaymentIntent has already succeeded.', {
        code: 'payment_intent_unexpected_state',
        payment_intent: publicIntent(intent),
      })
    }
    const method = form.payment_method
    if (method === 'pm_card_chargeDeclined') {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Votre carte a été refusée.',
      }
      intent.last_payment_error = error
      intent.status = 'requires_payment_method'
      emitLater('payment_intent.payment_failed', publicIntent(intent))
      return { status: 402, body: { error: { ...error, payment_intent: publicIntent(intent) } } }
    }
    if (method !== 'pm_card_visa') {
      return stripeError(400, 'invalid_request_error', `No such PaymentMethod: '${method ?? ''}'.`, {
        code: 'resource_missing',
        param: 'payment_method',
      })
    }
    const chargeId = id('ch')
    charges.set(chargeId, {
      id: chargeId,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      payment_intent: intent.id,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    })
    intent.status = 'succeeded'
    intent.amount_received = intent.amount
    intent.latest_charge = chargeId
    intent.last_payment_error = null
    emitLater('payment_intent.succeeded', publicIntent(intent))
    return { status: 200, body: publicIntent(intent) }
  }

  function createRefund(form) {
    if (faults.refunds) return stripeError(500, 'api_error', 'An unexpected error occurred (stand-in fault).')
    if (faults.refundRefusals)
      return {
        status: 402,
        body: { error: { type: 'card_error', code: 'expired_or_canceled_card', message: 'Refund refused (stand-in fault).' } },
      }
    const intent = intents.get(form.payment_intent ?? '')
    if (!intent) {
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${form.payment_intent ?? ''}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      })
    }
    const charge = intent.latest_charge ? charges.get(intent.latest_charge) : null
    if (!charge || intent.status !== 'succeeded') {
      return stripeError(400, 'invalid_request_error', 'This PaymentIntent does not have a successful charge to refund.', {
        code: 'charge_not_refundable',
      })
    }
    if (charge.refunded) {
      return stripeError(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      })
    }
    const left = charge.amount - charge.amount_refunded
    const amount = form.amount === undefined ? left : Number(form.amount)
    if (!Number.isInteger(amount) || amount < 1) {
      return stripeError(400, 'invalid_request_error', 'Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' })
    }
    if (amount > left) {
      return stripeError(400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
        code: 'amount_too_large',
        param: 'amount',
      })
    }
    charge.amount_refunded += amount
    charge.refunded = charge.amount_refunded === charge.amount
    intent.refunded = charge.refunded
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: intent.id,
      currency: intent.currency,
      status: 'succeeded',
      metadata: form.metadata ?? {},
      created: Math.floor(Date.now() / 1000),
    }
    refunds.push(refund)
    emitLater('charge.refunded', { ...charge })
    return { status: 200, body: refund }
  }

  /** Stripe's list shape: newest first, `created[gte]`, `limit` (≤ 100), `starting_after`. */
  function list(items, params, url) {
    if (faults.listErrors > 0) {
      faults.listErrors--
      return stripeError(500, 'api_error', 'An unexpected error occurred (stand-in fault).')
    }
    const since = Number(params.created?.gte ?? 0)
    const newestFirst = items.filter((item) => item.created >= since).reverse()
    const after = params.starting_after ? newestFirst.findIndex((item) => item.id === params.starting_after) + 1 : 0
    const limit = Math.min(100, Math.max(1, Number(params.limit ?? 10)))
    const page = newestFirst.slice(after, after + limit)
    return { status: 200, body: { object: 'list', url, data: page, has_more: after + limit < newestFirst.length } }
  }

  /** Which key the caller used: 'secret', 'publishable' or null. */
  function keyKind(request, form) {
    const header = request.headers.authorization ?? ''
    const bearer = header.startsWith('Bearer ') ? header.slice(7) : ''
    const key = bearer || form.key || ''
    if (key === secretKey) return 'secret'
    if (key.startsWith('pk_test_')) return 'publishable'
    return null
  }

  function route(request, form, query) {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const kind = keyKind(request, { ...query, ...form })
    if (!kind) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.')
    }
    if (chance(faults.errorRate)) {
      faultCounts.errors++
      const statuses = faults.errorStatuses.length > 0 ? faults.errorStatuses : [500]
      const status = statuses[Math.floor(faults.random() * statuses.length)] ?? 500
      return status === 429
        ? stripeError(429, 'invalid_request_error', 'Too many requests (stand-in fault).', { code: 'rate_limit' })
        : stripeError(status, 'api_error', 'An unexpected error occurred (stand-in fault).')
    }
    const method = request.method
    if (method === 'POST' && url.pathname === '/v1/payment_intents') {
      if (kind !== 'secret') return stripeError(403, 'invalid_request_error', 'A secret key is required.')
      return withIdempotency(request, form, () => createIntent(form))
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      if (kind !== 'secret') return stripeError(403, 'invalid_request_error', 'A secret key is required.')
      return withIdempotency(request, form, () => createRefund(form), faults.refundDelayMs)
    }
    if (method === 'GET' && (url.pathname === '/v1/refunds' || url.pathname === '/v1/payment_intents')) {
      if (kind !== 'secret') return stripeError(403, 'invalid_request_error', 'A secret key is required.')
      if (url.pathname === '/v1/payment_intents')
        return list(
          [...intents.values()].map((intent) => publicIntent(intent)),
          query,
          url.pathname,
        )
      const mine = refunds.filter((refund) => !query.payment_intent || refund.payment_intent === query.payment_intent)
      return list(mine, query, url.pathname)
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(url.pathname)
    if (match) {
      const intent = intents.get(match[1])
      if (!intent) {
        return stripeError(404, 'invalid_request_error', `No such payment_intent: '${match[1]}'`, { code: 'resource_missing' })
      }
      const params = { ...query, ...form }
      if (kind === 'publishable' && params.client_secret !== intent.client_secret) {
        return stripeError(403, 'invalid_request_error', 'The client_secret does not match this PaymentIntent.')
      }
      const expand = [].concat(params.expand ?? [])
      if (method === 'GET' && !match[2]) {
        if (faults.retrieveErrors > 0) {
          faults.retrieveErrors--
          return stripeError(500, 'api_error', 'An unexpected error occurred (stand-in fault).')
        }
        return { status: 200, body: publicIntent(intent, expand), delayMs: faults.retrieveDelayMs }
      }
      if (method === 'POST' && match[2]) return confirmIntent(intent, form)
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`)
  }

  /**
   * Same key and same parameters → the same answer, failures included; same key, other parameters →
   * an error, as Stripe does.
   */
  function withIdempotency(request, form, create, delayMs = 0) {
    const key = request.headers['idempotency-key']
    if (!key) return { ...create(), delayMs }
    const params = JSON.stringify([request.url, form])
    const previous = idempotent.get(key)
    if (previous) {
      if (previous.params !== params) {
        return stripeError(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        )
      }
      return previous.response
    }
    const response = create()
    idempotent.set(key, { params, response })
    return { ...response, delayMs }
  }

  const server = createServer((request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS)
        response.end()
        return
      }
      const url = new URL(request.url ?? '/', 'http://stand-in')
      requests.push({
        method: request.method,
        path: url.pathname,
        stripeVersion: request.headers['stripe-version'] ?? null,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
      })
      const form = parseForm(Buffer.concat(chunks).toString('utf8'))
      const query = parseForm(url.search.slice(1))
      let answer
      try {
        answer = route(request, form, query)
      } catch (error) {
        answer = stripeError(500, 'api_error', String(error))
      }
      if (chance(faults.delayRate)) {
        faultCounts.delays++
        answer = { ...answer, delayMs: (answer.delayMs ?? 0) + between(faults.delayMs) }
      }
      // A delayed answer: the work is done, the caller hears of it late (or never, if it gave up).
      const send = () => {
        if (response.destroyed) return
        response.writeHead(answer.status, { ...CORS, 'content-type': 'application/json' })
        response.end(JSON.stringify(answer.body))
      }
      if (answer.delayMs > 0) setTimeout(send, answer.delayMs)
      else send()
    })
  })

  await new Promise((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolveListen)
  })
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    charges,
    refunds,
    faults,
    faultCounts,
    requests,
    webhookDeliveries,
    control,
    sendEvent,
    resendEvent,
    setWebhook: (value) => {
      webhook = value
    },
    stop: () =>
      new Promise((resolveStop) => {
        server.closeAllConnections?.()
        server.close(() => resolveStop(undefined))
      }),
  }
}

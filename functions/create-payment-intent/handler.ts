// create-payment-intent: one portable `Request → Response` handler (Web Fetch API), wrapped by thin
// adapters for the dev server (../vite-adapter.ts) and Netlify Functions (../netlify/).
//
// The browser sends only the id of the checkout PocketBase has priced and holds (`{ checkout }`, see
// docs/adr/0032-checkouts-holds-and-the-payment-truth.md) and its PocketBase token. Before anything
// reaches PocketBase, the handler refuses oversized bodies, more than a few requests a minute from one
// client address, and anything that is not a well-formed, unexpired token. Then one call reads the
// checkout with the caller's own token (PocketBase decides whose it is), and the intent is created for
// exactly the checkout's amount, one intent per checkout.
//
// Environment: POCKETBASE_URL (or VITE_POCKETBASE_URL), STRIPE_SECRET_KEY, STRIPE_API_BASE (default
// https://api.stripe.com), PAYMENT_DEMO=1 (demonstration mode, only when there is no secret key).

import { randomBytes } from 'node:crypto'
import { createRateLimiter, type RateLimiter } from './rate-limit.ts'
import { BodyTooLarge, readLimitedText } from './read-body.ts'

export const MESSAGES = {
  method: 'Méthode non autorisée.',
  notConfigured: "Le paiement en ligne n'est pas configuré sur ce serveur. Veuillez réessayer plus tard.",
  notLoggedIn: 'Vous devez être connecté pour passer une commande.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  badRequest: 'La demande de paiement est invalide.',
  tooLarge: 'La demande de paiement est trop volumineuse.',
  tooMany: 'Trop de tentatives de paiement en peu de temps. Veuillez patienter une minute puis réessayer.',
  checkoutNotFound: 'Cette commande en cours est introuvable. Veuillez recommencer le paiement.',
  expired: 'Votre réservation a expiré : les articles ont été remis en vente. Veuillez relancer le paiement.',
  alreadyPaid: 'Cette commande est déjà payée.',
  nothingToPay: 'Cette commande est payée entièrement par carte cadeau : aucun paiement par carte bancaire n’est nécessaire.',
  server: 'Le paiement est momentanément indisponible. Veuillez réessayer dans quelques instants.',
} as const

/** A request body is `{ "checkout": "<15 characters>" }`: a few dozen bytes. */
export const MAX_BODY_BYTES = 2048
/** Per client address and per minute, before PocketBase is called. */
export const MAX_REQUESTS_PER_MINUTE = 20
const RECORD_ID = /^[a-z0-9]{15}$/
/**
 * The Stripe API version the shop is written for (the one the `stripe` Node package 23.x and Stripe.js 10.x use):
 * pinned, so an account's default version never changes the answers. Same in pb_hooks/lib/stripe.js.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive'

export interface PaymentEnv {
  pocketbaseUrl: string
  stripeSecretKey: string
  stripeApiBase: string
  demo: boolean
}

/** What the adapter knows of the connection: the client's address, for the rate limit. */
export interface RequestContext {
  clientAddress?: string
}

export interface PaymentIntentAnswer {
  clientSecret: string
  paymentIntentId: string
  amount: number
  currency: 'eur'
  mode: 'stripe' | 'demo'
}

interface CheckoutSummary {
  id: string
  status: string
  amount: number
  currency: string
  expires: string
  email: string
  mode: string
}

/** A refusal with its HTTP status and French message. */
class Refusal extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

// Open CORS: the caller proves who they are with a token in a header, never a cookie, so another
// origin gains nothing; it lets the function live on another host than the app (VITE_API_URL).
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '600',
}

function json(body: unknown, status: number, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...CORS, ...extra },
  })
}

export function paymentEnvFromProcess(env: Record<string, string | undefined> = process.env): PaymentEnv {
  return {
    pocketbaseUrl: (env.POCKETBASE_URL || env.VITE_POCKETBASE_URL || 'http://127.0.0.1:8090').replace(/\/+$/, ''),
    stripeSecretKey: env.STRIPE_SECRET_KEY ?? '',
    stripeApiBase: (env.STRIPE_API_BASE || 'https://api.stripe.com').replace(/\/+$/, ''),
    demo: env.PAYMENT_DEMO === '1',
  }
}

function bearer(request: Request): string {
  const header = request.headers.get('authorization')?.trim() ?? ''
  return header.replace(/^Bearer\s+/i, '').trim()
}

/**
 * True when `token` looks like a current PocketBase auth token (a JWT of type `auth` that has not
 * expired). Not a proof (only PocketBase can check the signature): a cheap filter, so that junk never
 * costs a call to PocketBase.
 */
export function plausibleAuthToken(token: string, nowSeconds = Date.now() / 1000): boolean {
  const parts = token.split('.')
  if (token.length > 4096 || parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return false
  try {
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as { type?: unknown; exp?: unknown; id?: unknown }
    return payload.type === 'auth' && typeof payload.id === 'string' && typeof payload.exp === 'number' && payload.exp > nowSeconds
  } catch {
    return false
  }
}

/** The checkout as its owner sees it (PocketBase answers 404 for anybody else's). */
async function readCheckout(env: PaymentEnv, token: string, checkoutId: string): Promise<CheckoutSummary> {
  let response: Response
  try {
    response = await fetch(`${env.pocketbaseUrl}/api/shop/checkouts/${checkoutId}`, { headers: { authorization: token } })
  } catch {
    throw new Refusal(503, MESSAGES.server)
  }
  if (response.status === 401 || response.status === 403) throw new Refusal(401, MESSAGES.sessionExpired)
  if (response.status === 404) throw new Refusal(404, MESSAGES.checkoutNotFound)
  if (response.status === 429) throw new Refusal(429, MESSAGES.tooMany)
  if (!response.ok) throw new Refusal(503, MESSAGES.server)
  const body = (await response.json().catch(() => null)) as CheckoutSummary | null
  if (!body || body.id !== checkoutId || !Number.isInteger(body.amount)) throw new Refusal(503, MESSAGES.server)
  if (body.status === 'paid') throw new Refusal(409, MESSAGES.alreadyPaid)
  if (body.status !== 'open') throw new Refusal(409, MESSAGES.expired)
  // Paid wholly by a gift card (docs/adr/0117): confirmed without an intent.
  if (body.amount < 1) throw new Refusal(409, MESSAGES.nothingToPay)
  return body
}

async function createStripeIntent(env: PaymentEnv, checkout: CheckoutSummary, userId: string) {
  const form = new URLSearchParams()
  form.set('amount', String(checkout.amount))
  form.set('currency', 'eur')
  // The current API: the payment methods enabled in the Dashboard (cards with Cartes Bancaires, wallets).
  form.set('automatic_payment_methods[enabled]', 'true')
  form.set('metadata[checkout]', checkout.id)
  form.set('metadata[user]', userId)
  if (checkout.email) form.set('receipt_email', checkout.email)
  let response: Response
  try {
    response = await fetch(`${env.stripeApiBase}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${env.stripeSecretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        // One intent per checkout: a retried request (a double click, a lost answer) never charges twice.
        'idempotency-key': `pi-${checkout.id}`,
        'stripe-version': STRIPE_API_VERSION,
      },
      body: form,
    })
  } catch {
    throw new Refusal(502, MESSAGES.server)
  }
  const body = (await response.json().catch(() => ({}))) as { id?: string; client_secret?: string }
  if (!response.ok || !body.id || !body.client_secret) {
    console.error(`create-payment-intent: Stripe answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`)
    throw new Refusal(502, MESSAGES.server)
  }
  return { paymentIntentId: body.id, clientSecret: body.client_secret }
}

function demoIntent() {
  const paymentIntentId = `demo_${randomBytes(12).toString('hex')}`
  return { paymentIntentId, clientSecret: `${paymentIntentId}_secret_${randomBytes(8).toString('hex')}` }
}

/** The user id inside a token already judged plausible. */
function tokenUserId(token: string): string {
  return String((JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { id: string }).id)
}

/** The handler, for a given configuration (tests build their own; adapters use the process env). */
export function createPaymentIntentHandler(
  env: PaymentEnv,
  limiter: RateLimiter = createRateLimiter(MAX_REQUESTS_PER_MINUTE, 60_000),
): (request: Request, context?: RequestContext) => Promise<Response> {
  return async (request, context = {}) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS })
    if (request.method !== 'POST') return json({ error: MESSAGES.method }, 405)
    const mode = env.stripeSecretKey ? 'stripe' : env.demo ? 'demo' : null
    try {
      if (!mode) throw new Refusal(503, MESSAGES.notConfigured)
      if (!limiter.allow(context.clientAddress ?? '')) {
        return json({ error: MESSAGES.tooMany }, 429, { 'retry-after': '60' })
      }
      const token = bearer(request)
      if (!token) throw new Refusal(401, MESSAGES.notLoggedIn)
      if (!plausibleAuthToken(token)) throw new Refusal(401, MESSAGES.sessionExpired)
      let body: unknown
      try {
        body = JSON.parse(await readLimitedText(request, MAX_BODY_BYTES))
      } catch (error) {
        if (error instanceof BodyTooLarge) throw new Refusal(413, MESSAGES.tooLarge)
        throw new Refusal(400, MESSAGES.badRequest)
      }
      const checkoutId = typeof body === 'object' && body !== null ? (body as { checkout?: unknown }).checkout : undefined
      if (typeof checkoutId !== 'string' || !RECORD_ID.test(checkoutId)) throw new Refusal(400, MESSAGES.badRequest)

      const checkout = await readCheckout(env, token, checkoutId)
      // PocketBase and the function must agree on the mode: a demo checkout is never paid by card, and
      // a function with a secret key never answers a demonstration payment.
      if (checkout.mode !== mode) throw new Refusal(503, MESSAGES.notConfigured)
      const intent = mode === 'stripe' ? await createStripeIntent(env, checkout, tokenUserId(token)) : demoIntent()
      const answer: PaymentIntentAnswer = { ...intent, amount: checkout.amount, currency: 'eur', mode }
      return json(answer, 200)
    } catch (error) {
      if (error instanceof Refusal) return json({ error: error.message }, error.status)
      console.error('create-payment-intent failed:', error)
      return json({ error: MESSAGES.server }, 500)
    }
  }
}

let processHandler: ReturnType<typeof createPaymentIntentHandler> | null = null

/** The handler configured from the process environment (what the adapters mount; one rate limiter). */
export function createPaymentIntent(request: Request, context?: RequestContext): Promise<Response> {
  processHandler ??= createPaymentIntentHandler(paymentEnvFromProcess())
  return processHandler(request, context)
}

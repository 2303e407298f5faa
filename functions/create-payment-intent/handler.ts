// create-payment-intent: one portable `Request → Response` handler (Web Fetch API), wrapped by thin
// adapters for the dev server (../vite-adapter.ts) and Netlify Functions (../netlify/).
//
// The browser sends only what it wants to buy ({ items: [{ id, quantity }], attemptId }) and its
// PocketBase token. Everything that matters is decided here, from PocketBase: who the caller is, which
// products they may see, their current price (pro price for pros and admins) and stock. The amount is
// never taken from the browser. PocketBase's order hook checks the same things again when the order is
// saved (pocketbase/pb_hooks/orders.pb.js). See docs/adr/0023-payment-and-orders.md.
//
// Environment: POCKETBASE_URL (or VITE_POCKETBASE_URL), STRIPE_SECRET_KEY, STRIPE_API_BASE (default
// https://api.stripe.com), PAYMENT_DEMO=1 (demonstration mode, only when there is no secret key).

import { createHash, randomBytes } from 'node:crypto'

export const MESSAGES = {
  method: 'Méthode non autorisée.',
  notConfigured: "Le paiement en ligne n'est pas configuré sur ce serveur. Veuillez réessayer plus tard.",
  notLoggedIn: 'Vous devez être connecté pour passer une commande.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  badRequest: 'La demande de paiement est invalide.',
  emptyCart: 'Votre panier est vide.',
  tooManyLines: 'Votre panier contient trop d’articles différents (20 au maximum).',
  badItem: 'Un article de votre panier est invalide. Veuillez vider puis remplir à nouveau votre panier.',
  duplicate: 'Un même article apparaît plusieurs fois dans votre panier.',
  badQuantity: 'La quantité de chaque article doit être un nombre entier entre 1 et 99.',
  badAttempt: 'La tentative de paiement est invalide. Veuillez recharger la page.',
  unavailable: 'Un article de votre panier n’est pas disponible. Veuillez mettre à jour votre panier.',
  outOfStock: (name: string, stock: number) =>
    stock <= 0
      ? `« ${name} » n’est plus en stock. Veuillez le retirer de votre panier.`
      : `Il ne reste que ${stock} exemplaire${stock > 1 ? 's' : ''} de « ${name} ». Veuillez ajuster votre panier.`,
  tooSmall: 'Le montant de la commande est trop faible pour un paiement par carte (0,50 € au minimum).',
  server: 'Le paiement est momentanément indisponible. Veuillez réessayer dans quelques instants.',
} as const

export const MAX_LINES = 20
export const MAX_QUANTITY = 99
/** Stripe's minimum charge in euros is 0.50 €. */
const MIN_AMOUNT_CENTS = 50
const PRODUCT_ID = /^[a-z0-9]{15}$/
const ATTEMPT_ID = /^[A-Za-z0-9_-]{8,64}$/
/**
 * The Stripe API version the shop is written for (the one the `stripe` Node package 23.x and Stripe.js 10.x use):
 * pinned, so an account's default version never changes the answers. Same in pb_hooks/lib/orders.js.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive'
/** Stripe metadata values hold 500 characters at most: longer item lists are split over items, items_1… */
const METADATA_VALUE_MAX = 500

export interface PaymentEnv {
  pocketbaseUrl: string
  stripeSecretKey: string
  stripeApiBase: string
  demo: boolean
}

export interface CartLine {
  id: string
  quantity: number
}

export interface PaymentIntentAnswer {
  clientSecret: string
  paymentIntentId: string
  amount: number
  currency: 'eur'
  mode: 'stripe' | 'demo'
}

interface ShopUser {
  id: string
  role: string
}

interface ProductRow {
  id: string
  name: string
  price: number
  price_pro?: number
  stock: number
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

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...CORS },
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

/** Unit price in cents for this role: the pro price for pros and admins where there is one. */
export function unitPriceCents(product: Pick<ProductRow, 'price' | 'price_pro'>, role: string): number {
  const pro = (role === 'professionnel' || role === 'admin') && (product.price_pro ?? 0) > 0
  return Math.round((pro ? Number(product.price_pro) : Number(product.price)) * 100)
}

/** Validates the cart lines the browser sent; throws a 400 Refusal. */
export function parseLines(items: unknown): CartLine[] {
  if (!Array.isArray(items)) throw new Refusal(400, MESSAGES.badRequest)
  if (items.length === 0) throw new Refusal(400, MESSAGES.emptyCart)
  if (items.length > MAX_LINES) throw new Refusal(400, MESSAGES.tooManyLines)
  const seen = new Set<string>()
  return items.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) throw new Refusal(400, MESSAGES.badItem)
    const { id, quantity } = item as { id?: unknown; quantity?: unknown }
    if (typeof id !== 'string' || !PRODUCT_ID.test(id)) throw new Refusal(400, MESSAGES.badItem)
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
      throw new Refusal(400, MESSAGES.badQuantity)
    }
    if (seen.has(id)) throw new Refusal(400, MESSAGES.duplicate)
    seen.add(id)
    return { id, quantity }
  })
}

/** `{ items: "[…]" }`, split over items, items_1, … when longer than Stripe's 500 characters. */
export function itemsMetadata(lines: CartLine[]): Record<string, string> {
  const text = JSON.stringify(lines.map(({ id, quantity }) => ({ id, quantity })))
  const out: Record<string, string> = {}
  for (let i = 0; i * METADATA_VALUE_MAX < text.length; i++) {
    out[i === 0 ? 'items' : `items_${i}`] = text.slice(i * METADATA_VALUE_MAX, (i + 1) * METADATA_VALUE_MAX)
  }
  return out
}

function bearer(request: Request): string {
  const header = request.headers.get('authorization')?.trim() ?? ''
  return header.replace(/^Bearer\s+/i, '').trim()
}

async function pocketbase(env: PaymentEnv, path: string, token: string, method = 'GET'): Promise<Response> {
  try {
    return await fetch(`${env.pocketbaseUrl}${path}`, { method, headers: { authorization: token } })
  } catch {
    throw new Refusal(503, MESSAGES.server)
  }
}

/**
 * The caller, from PocketBase itself: the token is refreshed, which proves it is valid and current.
 * `token` is never empty: the handler answers 401 to a request without one before reading the body.
 */
async function verifyCaller(env: PaymentEnv, token: string): Promise<ShopUser> {
  const response = await pocketbase(env, '/api/collections/users/auth-refresh', token, 'POST')
  if (response.status === 401 || response.status === 403 || response.status === 404 || response.status === 400) {
    throw new Refusal(401, MESSAGES.sessionExpired)
  }
  if (!response.ok) throw new Refusal(503, MESSAGES.server)
  const body = (await response.json()) as { record?: { id?: unknown; role?: unknown; collectionName?: unknown } }
  const record = body.record
  if (!record || typeof record.id !== 'string' || record.collectionName !== 'users') {
    throw new Refusal(401, MESSAGES.sessionExpired)
  }
  return { id: record.id, role: typeof record.role === 'string' ? record.role : '' }
}

/**
 * The products as this user may see them (exclusive ones exist only for pros and admins; the pro price
 * is visible to them only): read with the caller's own token, so the API rules decide. (No `fields`
 * list: naming price_pro in a query is refused to non-pros by pb_hooks/products.pb.js.)
 */
async function readProducts(env: PaymentEnv, token: string, lines: CartLine[]): Promise<Map<string, ProductRow>> {
  const filter = lines.map((line) => `id="${line.id}"`).join(' || ')
  const query = new URLSearchParams({
    filter,
    perPage: String(MAX_LINES),
    skipTotal: '1',
  })
  const response = await pocketbase(env, `/api/collections/products/records?${query}`, token)
  if (!response.ok) throw new Refusal(503, MESSAGES.server)
  const body = (await response.json()) as { items?: ProductRow[] }
  return new Map((body.items ?? []).map((product) => [product.id, product]))
}

/** Amount in cents; refuses what the user may not buy (409: unavailable, exclusive, out of stock). */
function amountFor(lines: CartLine[], products: Map<string, ProductRow>, role: string): number {
  let cents = 0
  for (const line of lines) {
    const product = products.get(line.id)
    // Not found with the caller's token: deleted, never existed, or exclusive to pros.
    if (!product) throw new Refusal(409, MESSAGES.unavailable)
    const stock = Number(product.stock) || 0
    if (line.quantity > stock) throw new Refusal(409, MESSAGES.outOfStock(product.name, stock))
    cents += unitPriceCents(product, role) * line.quantity
  }
  if (cents < MIN_AMOUNT_CENTS) throw new Refusal(400, MESSAGES.tooSmall)
  return cents
}

async function createStripeIntent(env: PaymentEnv, user: ShopUser, lines: CartLine[], cents: number, attemptId: string) {
  const form = new URLSearchParams()
  form.set('amount', String(cents))
  form.set('currency', 'eur')
  // The current API: payment methods come from the Dashboard; cards only, no redirect-based method.
  form.set('automatic_payment_methods[enabled]', 'true')
  form.set('automatic_payment_methods[allow_redirects]', 'never')
  form.set('metadata[user]', user.id)
  for (const [key, value] of Object.entries(itemsMetadata(lines))) form.set(`metadata[${key}]`, value)
  // One intent per user, checkout attempt and cart: a retried request never creates (nor charges) twice;
  // a cart changed within the same attempt (or a new price) gets its own intent.
  const cart = createHash('sha256').update(JSON.stringify([lines, cents])).digest('hex').slice(0, 16)
  const idempotencyKey = `pi-${user.id}-${attemptId}-${cart}`
  let response: Response
  try {
    response = await fetch(`${env.stripeApiBase}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${env.stripeSecretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': idempotencyKey,
        'stripe-version': STRIPE_API_VERSION,
      },
      body: form,
    })
  } catch {
    throw new Refusal(502, MESSAGES.server)
  }
  const body = (await response.json().catch(() => ({}))) as { id?: string; client_secret?: string; amount?: number }
  if (!response.ok || !body.id || !body.client_secret) {
    console.error(`create-payment-intent: Stripe answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`)
    throw new Refusal(502, MESSAGES.server)
  }
  return { paymentIntentId: body.id, clientSecret: body.client_secret }
}

function demoIntent() {
  const random = randomBytes(12).toString('hex')
  const paymentIntentId = `demo_${random}`
  return { paymentIntentId, clientSecret: `${paymentIntentId}_secret_${randomBytes(8).toString('hex')}` }
}

/** The handler, for a given configuration (tests build their own; adapters use the process env). */
export function createPaymentIntentHandler(env: PaymentEnv): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS })
    if (request.method !== 'POST') return json({ error: MESSAGES.method }, 405)
    const mode = env.stripeSecretKey ? 'stripe' : env.demo ? 'demo' : null
    try {
      if (!mode) throw new Refusal(503, MESSAGES.notConfigured)
      const token = bearer(request)
      if (!token) throw new Refusal(401, MESSAGES.notLoggedIn)
      let body: unknown
      try {
        body = await request.json()
      } catch {
        throw new Refusal(400, MESSAGES.badRequest)
      }
      if (typeof body !== 'object' || body === null) throw new Refusal(400, MESSAGES.badRequest)
      const { items, attemptId } = body as { items?: unknown; attemptId?: unknown }
      const user = await verifyCaller(env, token)
      const lines = parseLines(items)
      if (typeof attemptId !== 'string' || !ATTEMPT_ID.test(attemptId)) throw new Refusal(400, MESSAGES.badAttempt)
      const cents = amountFor(lines, await readProducts(env, token, lines), user.role)
      const intent = mode === 'stripe' ? await createStripeIntent(env, user, lines, cents, attemptId) : demoIntent()
      const answer: PaymentIntentAnswer = { ...intent, amount: cents, currency: 'eur', mode }
      return json(answer, 200)
    } catch (error) {
      if (error instanceof Refusal) return json({ error: error.message }, error.status)
      console.error('create-payment-intent failed:', error)
      return json({ error: MESSAGES.server }, 500)
    }
  }
}

/** The handler configured from the process environment (what the adapters mount). */
export function createPaymentIntent(request: Request): Promise<Response> {
  return createPaymentIntentHandler(paymentEnvFromProcess())(request)
}

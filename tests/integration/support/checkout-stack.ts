// A checkout stack for one test file: the Stripe API stand-in and a small PocketBase of its own whose
// order hook talks to it (STRIPE_API_BASE, STRIPE_SECRET_KEY) or runs in demonstration mode
// (PAYMENT_DEMO=1), the payment function's handler configured the same way, and logged-in users.
// Its own PocketBase, because the payment settings are PocketBase's environment: the shared
// integration PocketBase stays a plain one (no Stripe, no demo).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import PocketBase from 'pocketbase'
import { inject } from 'vitest'
import { type PaymentEnv, createPaymentIntentHandler } from '../../../functions/create-payment-intent/handler'
import type { OrdersRecord, ProductsRecord, TypedPocketBase } from '../../../src/lib/pocketbase-types'
import { DELIVERY_ADDRESS } from '../../../scripts/lib/delivery-address.mjs'
import { DEMO_PASSWORD, startPocketBase } from '../../../scripts/lib/pocketbase-server.mjs'
import { STAND_IN_SECRET_KEY, signWebhook, startStripeStandIn } from '../../support/stripe-api-stand-in.mjs'
import { DEMO_IDENTITY } from '../../../pocketbase/seed/data/identity.mjs'
import { createProduct, createUser } from './factories'
import { INTEGRATION_APP_URL } from './fixtures'

/** The webhook endpoint's signing secret in these tests (PocketBase's STRIPE_WEBHOOK_SECRET). */
export const WEBHOOK_SECRET = 'whsec_integration_test_secret'

/** A delivery address that passes the rules (docs/adr/0035): the one the load and chaos runs give too. */
export const SHIPPING = DELIVERY_ADDRESS

/** A VAT-registered shop identity with valid keys (the identity's hook checks them), for invoice tests. */
export const VAT_REGISTERED_IDENTITY = {
  trade_name: 'Éclat de Pierre',
  legal_name: 'Atelier Lumière des Pierres',
  legal_form: 'SAS',
  share_capital: '1 000 €',
  // Valid keys (the identity's hook checks them): a real-looking SIREN, its SIRET and VAT number.
  siren: '732829320',
  siret: '73282932000074',
  registration: 'RCS Lyon 732 829 320',
  vat_number: 'FR44732829320',
  vat_exempt: false,
  vat_rate: 20,
  address_line1: '8 rue de l’Œuvre',
  postal_code: '69002',
  city: 'Lyon',
  country: 'France',
  payment_terms: 'paiement comptant à la commande',
  late_penalty_rate: 'trois fois le taux d’intérêt légal',
  fictional: false,
}

/** Updates the shop's one identity record. */
export async function setShopIdentity(stack: CheckoutStack, data: Record<string, unknown>) {
  const [identity] = await stack.su.collection('shop_identity').getFullList()
  await stack.su.collection('shop_identity').update(identity!.id, data)
}

export type StackRole = 'customer' | 'customer2' | 'pro' | 'admin'

export interface StackUser {
  id: string
  role: '' | 'professionnel' | 'admin'
  token: string
  pb: TypedPocketBase
}

export interface CheckoutLine {
  id: string
  /** A size of the product (docs/adr/0104). */
  variant?: string
  quantity: number
}

export interface FunctionAnswer {
  status: number
  body: {
    error?: string
    clientSecret?: string
    paymentIntentId?: string
    amount?: number
    currency?: string
    mode?: string
  }
}

export interface StripeIntent {
  id: string
  amount: number
  currency: string
  status: string
  metadata: Record<string, string>
  automatic_payment_methods: { enabled: boolean; allow_redirects: string } | null
  latest_charge: null | string | { refunded: boolean; amount_refunded: number }
  refunded: boolean
}

export interface ShopAnswer {
  status: number
  body: Record<string, unknown> & { message?: string; data?: Record<string, unknown> }
}

export interface CheckoutStack {
  pbUrl: string
  /** PocketBase's data directory (removed by stop()). */
  dataDir: string
  stripeUrl: string
  su: TypedPocketBase
  users: Record<StackRole, StackUser>
  env: PaymentEnv
  /** Calls the payment function's handler as a browser would. */
  callFunction: (token: string | null, body: unknown, init?: { method?: string; bearer?: boolean }) => Promise<FunctionAnswer>
  /** A logged-in user of its own (the concurrency test needs many buyers). */
  newBuyer: (role?: StackUser['role']) => Promise<StackUser>
  product: (data?: Partial<ProductsRecord>) => Promise<ProductsRecord>
  stock: (productId: string) => Promise<number>
  /** Orders that reference this product (read as superuser). */
  ordersOf: (productId: string) => Promise<OrdersRecord[]>
  /** Calls the Stripe stand-in with the secret key (form-encoded). */
  stripe: (method: string, path: string, form?: Record<string, string>) => Promise<{ status: number; body: Record<string, unknown> }>
  /** Confirms an intent with a test card (pm_card_visa by default). */
  confirm: (intentId: string, paymentMethod?: string) => Promise<{ status: number; body: Record<string, unknown> }>
  intent: (intentId: string) => Promise<StripeIntent>
  /** How many intents the stand-in holds. */
  intentCount: () => number
  /** Every request the stand-in received, in order. */
  stripeRequests: () => { method: string; path: string; stripeVersion: string | null; idempotencyKey: string | null }[]
  /** Failures the stand-in plays (see tests/support/stripe-api-stand-in.mjs). */
  faults: {
    refunds: boolean
    refundRefusals: boolean
    retrieveErrors: number
    listErrors: number
    refundDelayMs: number
    retrieveDelayMs: number
  }
  /** Every refund Stripe made (the stand-in's own record). */
  stripeRefunds: () => { id: string; amount: number; payment_intent: string; metadata: Record<string, string> }[]
  /** Kills PocketBase with SIGKILL (as a crash would) and starts it again on the same data and port. */
  killAndRestart: () => Promise<void>
  /** POST /api/shop/payments/reconcile as an admin: one run of the reconciliation (its cron is off here). */
  reconcile: () => Promise<ShopAnswer>
  /** Calls a shop route of PocketBase (`/api/shop/…`) as `user` (anonymous when null). */
  shop: (user: StackUser | null, method: string, path: string, body?: unknown) => Promise<ShopAnswer>
  /** POST /api/shop/checkouts with these lines and the default delivery address. */
  startCheckout: (user: StackUser, lines: CheckoutLine[], addresses?: { shipping?: unknown; billing?: unknown }) => Promise<ShopAnswer>
  /** The function's intent for the checkout, confirmed with a test card (returns the intent id). */
  payCheckout: (user: StackUser, checkoutId: string, paymentMethod?: string) => Promise<string>
  /** POST /api/shop/checkouts/{id}/confirm, as the browser does after the payment. */
  confirmCheckout: (user: StackUser, checkoutId: string, paymentIntentId: string) => Promise<ShopAnswer>
  /** Posts a raw webhook to PocketBase, signed with WEBHOOK_SECRET unless a signature is given. */
  postWebhook: (payload: string, signature?: string) => Promise<ShopAnswer>
  /** Sends a Stripe event through the stand-in (signed), and returns PocketBase's answer. */
  sendEvent: (type: string, object: unknown) => Promise<{ status: number; body: unknown } | null>
  /** Delivers an event again, same id and body, as Stripe retries a failed delivery. */
  resendEvent: (eventId: string) => Promise<{ status: number; body: unknown } | null>
  /** The stand-in's automatic webhooks (after confirm/refund) are held back while true. */
  control: { webhooksPaused: boolean }
  webhookDeliveries: () => { type: string; eventId: string; status: number; body: unknown }[]
  checkout: (id: string) => Promise<Record<string, unknown>>
  stop: () => Promise<void>
}

/** A client that never auto-cancels concurrent requests. */
function client(url: string): TypedPocketBase {
  const pb = new PocketBase(url) as TypedPocketBase
  pb.autoCancellation(false)
  return pb
}

export const attemptId = () => `att_${randomBytes(8).toString('hex')}`

export interface StackOptions {
  /** PAYMENT_DEMO=1 for PocketBase and the function. */
  demo?: boolean
  /** A secret key for PocketBase and the function (default: unless demo). */
  stripe?: boolean
  /** CHECKOUT_HOLD_SECONDS (default PocketBase's 15 minutes). */
  holdSeconds?: number
  /** STRIPE_TIMEOUT_SECONDS: how long PocketBase waits for Stripe (default its 30 s). */
  stripeTimeoutSeconds?: number
  /** Hold the stand-in's automatic webhooks from the start. */
  webhooksPaused?: boolean
  /**
   * The shop's legal identity: 'complete' (default, the demo seed's) or 'blank' (as the migration
   * leaves it). Outside demo mode a blank one refuses every checkout (docs/adr/0048).
   */
  identity?: 'complete' | 'blank'
  /** More PocketBase environment (the backup tests' BACKUP_S3_*). */
  env?: Record<string, string>
  /** An existing data directory to start on (a restored one) instead of a new temp one. */
  dataDir?: string
}

export async function startCheckoutStack(options: StackOptions = {}): Promise<CheckoutStack> {
  const useStripe = options.stripe ?? !options.demo
  const stripeStandIn = await startStripeStandIn()
  stripeStandIn.control.webhooksPaused = Boolean(options.webhooksPaused)
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'bijoux-checkout-'))
  const pbEnv: Record<string, string> = {
    STRIPE_SECRET_KEY: useStripe ? STAND_IN_SECRET_KEY : '',
    STRIPE_API_BASE: stripeStandIn.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PAYMENT_DEMO: options.demo ? '1' : '',
    // The tests run the reconciliation themselves (stack.reconcile), never behind their back.
    PAYMENT_RECONCILE_CRON: 'off',
    // No health alert to the shared inbox behind a test's back (docs/adr/0141).
    HEALTH_ALERTS_CRON: 'off',
  }
  if (options.holdSeconds) pbEnv.CHECKOUT_HOLD_SECONDS = String(options.holdSeconds)
  if (options.stripeTimeoutSeconds) pbEnv.STRIPE_TIMEOUT_SECONDS = String(options.stripeTimeoutSeconds)
  Object.assign(pbEnv, options.env)
  let server: Awaited<ReturnType<typeof startPocketBase>> | undefined
  // Whatever had started when something failed is stopped, the stand-in and the temp dir too.
  const stop = async () => {
    await server?.stop()
    await stripeStandIn.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    // Its mails go to the run's capture server (tests/support/inbox.ts with inject('mailUrl')).
    // PB_LOGS=1 shows PocketBase's output (hook errors) while debugging a test.
    const pocketbaseOptions = {
      dataDir,
      quiet: !process.env.PB_LOGS,
      env: pbEnv,
      mail: { host: '127.0.0.1', port: inject('mailSmtpPort') },
      appUrl: INTEGRATION_APP_URL,
    }
    const pocketbase = await startPocketBase(pocketbaseOptions)
    server = pocketbase
    stripeStandIn.setWebhook({ url: `${pocketbase.url}/api/shop/stripe/webhook`, secret: WEBHOOK_SECRET })
    const su = client(pocketbase.url)
    await su.collection('_superusers').authWithPassword(pocketbase.superuser.email, pocketbase.superuser.password)
    // Twenty buyers log in from this one address: the rate limits are not what these tests are about.
    await su.settings.update({ rateLimits: { enabled: false } })
    if (options.identity !== 'blank') {
      const identity = await su.collection('shop_identity').getFirstListItem('')
      await su.collection('shop_identity').update(identity.id, DEMO_IDENTITY)
    }

    const login = async (role: StackUser['role'] = ''): Promise<StackUser> => {
      const record = await createUser(su, { role, verified: true })
      const pb = client(pocketbase.url)
      await pb.collection('users').authWithPassword(String(record.email), DEMO_PASSWORD)
      return { id: record.id, role, token: pb.authStore.token, pb }
    }
    const [customer, customer2, pro, admin] = await Promise.all([login(''), login(''), login('professionnel'), login('admin')])

    const env: PaymentEnv = {
      pocketbaseUrl: pocketbase.url,
      stripeSecretKey: useStripe ? STAND_IN_SECRET_KEY : '',
      stripeApiBase: stripeStandIn.url,
      demo: Boolean(options.demo),
    }
    const handler = createPaymentIntentHandler(env)

    const stripe: CheckoutStack['stripe'] = async (method, path, form) => {
      const response = await fetch(`${stripeStandIn.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${STAND_IN_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: form ? new URLSearchParams(form) : undefined,
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }

    const shop: CheckoutStack['shop'] = async (user, method, path, body) => {
      const response = await fetch(`${pocketbase.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(user ? { authorization: user.token } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, body: text ? (JSON.parse(text) as ShopAnswer['body']) : {} }
    }
    const callFunction: CheckoutStack['callFunction'] = async (token, body, init = {}) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (token) headers.authorization = init.bearer ? `Bearer ${token}` : token
      const method = init.method ?? 'POST'
      const response = await handler(
        new Request('http://shop.test/api/create-payment-intent', {
          method,
          headers,
          body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        }),
        // Each call from its own address: the function's rate limit has its own test.
        { clientAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
      )
      return { status: response.status, body: (await response.json()) as FunctionAnswer['body'] }
    }

    return {
      pbUrl: pocketbase.url,
      dataDir,
      stripeUrl: stripeStandIn.url,
      su,
      users: { customer, customer2, pro, admin },
      env,
      callFunction,
      newBuyer: login,
      product: (data = {}) => createProduct(su, data),
      stock: async (productId) => (await su.collection('products').getOne(productId)).stock ?? 0,
      ordersOf: (productId) => su.collection('orders').getFullList({ filter: su.filter('products ~ {:id}', { id: productId }) }),
      stripe,
      confirm: (intentId, paymentMethod = 'pm_card_visa') =>
        stripe('POST', `/v1/payment_intents/${intentId}/confirm`, { payment_method: paymentMethod }),
      intent: async (intentId) =>
        (await stripe('GET', `/v1/payment_intents/${intentId}?expand[]=latest_charge`)).body as unknown as StripeIntent,
      intentCount: () => stripeStandIn.intents.size,
      faults: stripeStandIn.faults,
      stripeRefunds: () => [...stripeStandIn.refunds],
      killAndRestart: async () => {
        const child = server?.child
        if (child && child.exitCode === null) {
          const exited = new Promise((resolveExit) => child.once('exit', resolveExit))
          child.kill('SIGKILL')
          await exited
        }
        server = await startPocketBase({ ...pocketbaseOptions, port: pocketbase.port })
        // Starting again resets the superuser's password, and with it its tokens.
        await su.collection('_superusers').authWithPassword(pocketbase.superuser.email, pocketbase.superuser.password)
      },
      reconcile: () => shop(admin, 'POST', '/api/shop/payments/reconcile', {}),
      stripeRequests: () => [...stripeStandIn.requests],
      shop,
      startCheckout: (user, lines, addresses = {}) =>
        shop(user, 'POST', '/api/shop/checkouts', {
          items: lines,
          shipping: addresses.shipping ?? SHIPPING,
          billing: addresses.billing ?? null,
        }),
      payCheckout: async (user, checkoutId, paymentMethod = 'pm_card_visa') => {
        const answer = await callFunction(user.token, { checkout: checkoutId })
        if (answer.status !== 200) throw new Error(`function ${answer.status}: ${answer.body.error}`)
        const intentId = String(answer.body.paymentIntentId)
        if (answer.body.mode === 'stripe') {
          await stripe('POST', `/v1/payment_intents/${intentId}/confirm`, { payment_method: paymentMethod })
        }
        return intentId
      },
      confirmCheckout: (user, checkoutId, paymentIntentId) =>
        shop(user, 'POST', `/api/shop/checkouts/${checkoutId}/confirm`, { paymentIntentId }),
      postWebhook: async (payload, signature) => {
        const response = await fetch(`${pocketbase.url}/api/shop/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? signWebhook(payload, WEBHOOK_SECRET) },
          body: payload,
        })
        const text = await response.text()
        return { status: response.status, body: text ? (JSON.parse(text) as ShopAnswer['body']) : {} }
      },
      sendEvent: (type, object) => stripeStandIn.sendEvent(type, object),
      resendEvent: (eventId) => stripeStandIn.resendEvent(eventId),
      control: stripeStandIn.control,
      webhookDeliveries: () => [...stripeStandIn.webhookDeliveries],
      checkout: async (id) => (await su.collection('checkouts').getOne(id)) as unknown as Record<string, unknown>,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

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
import { DEMO_PASSWORD, startPocketBase } from '../../../scripts/lib/pocketbase-server.mjs'
import { STAND_IN_SECRET_KEY, startStripeStandIn } from '../../support/stripe-api-stand-in.mjs'
import { createProduct, createUser } from './factories'
import { INTEGRATION_APP_URL } from './fixtures'

export type StackRole = 'customer' | 'customer2' | 'pro' | 'admin'

export interface StackUser {
  id: string
  role: '' | 'professionnel' | 'admin'
  token: string
  pb: TypedPocketBase
}

export interface CheckoutLine {
  id: string
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

export interface CheckoutStack {
  pbUrl: string
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
  faults: { refunds: boolean }
  stop: () => Promise<void>
}

/** A client that never auto-cancels concurrent requests. */
function client(url: string): TypedPocketBase {
  const pb = new PocketBase(url) as TypedPocketBase
  pb.autoCancellation(false)
  return pb
}

export const attemptId = () => `att_${randomBytes(8).toString('hex')}`

export async function startCheckoutStack(options: { demo?: boolean; stripe?: boolean } = {}): Promise<CheckoutStack> {
  const useStripe = options.stripe ?? !options.demo
  const stripeStandIn = await startStripeStandIn()
  const dataDir = mkdtempSync(join(tmpdir(), 'bijoux-checkout-'))
  const pbEnv = {
    STRIPE_SECRET_KEY: useStripe ? STAND_IN_SECRET_KEY : '',
    STRIPE_API_BASE: stripeStandIn.url,
    PAYMENT_DEMO: options.demo ? '1' : '',
  }
  let server: Awaited<ReturnType<typeof startPocketBase>> | undefined
  // Whatever had started when something failed is stopped, the stand-in and the temp dir too.
  const stop = async () => {
    await server?.stop()
    await stripeStandIn.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    // Its mails go to the run's capture server (tests/support/inbox.ts with inject('mailUrl')).
    const pocketbase = await startPocketBase({
      dataDir,
      quiet: true,
      env: pbEnv,
      mail: { host: '127.0.0.1', port: inject('mailSmtpPort') },
      appUrl: INTEGRATION_APP_URL,
    })
    server = pocketbase
    const su = client(pocketbase.url)
    await su.collection('_superusers').authWithPassword(pocketbase.superuser.email, pocketbase.superuser.password)
    // Twenty buyers log in from this one address: the rate limits are not what these tests are about.
    await su.settings.update({ rateLimits: { enabled: false } })

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

    return {
      pbUrl: pocketbase.url,
      stripeUrl: stripeStandIn.url,
      su,
      users: { customer, customer2, pro, admin },
      env,
      callFunction: async (token, body, init = {}) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' }
        if (token) headers.authorization = init.bearer ? `Bearer ${token}` : token
        const method = init.method ?? 'POST'
        const response = await handler(
          new Request('http://shop.test/api/create-payment-intent', {
            method,
            headers,
            body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
          }),
        )
        return { status: response.status, body: (await response.json()) as FunctionAnswer['body'] }
      },
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
      stripeRequests: () => [...stripeStandIn.requests],
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

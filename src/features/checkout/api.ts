import { ClientResponseError } from 'pocketbase'
import { pb } from '@/lib/pocketbase'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { ORDER_SAVE_FAILED, PAYMENT_SERVICE_UNREACHABLE } from './checkout-messages'

/** What the browser sends of a line: the server reads names, prices and stock itself (DESIGN §7). */
export interface OrderLineRequest {
  id: string
  quantity: number
}

export type PaymentMode = 'stripe' | 'demo'

/** The function's answer (the contract with `functions/create-payment-intent`). */
export interface PaymentIntentAnswer {
  clientSecret: string
  paymentIntentId: string
  /** What will be charged, in cents, computed by the server. */
  amount: number
  currency: string
  mode: PaymentMode
}

/** A refusal whose French `message` is shown to the person as it is. */
export class CheckoutError extends Error {
  override name = 'CheckoutError'
}

/** The order could not be saved after a successful payment; `soldOut` when the server refunded it (409). */
export class OrderSaveError extends CheckoutError {
  override name = 'OrderSaveError'
  constructor(
    message: string,
    readonly soldOut: boolean,
  ) {
    super(message)
  }
}

/** The function's address: under `VITE_API_URL` when set, else on the app's own origin (absolute either way). */
function paymentIntentUrl(): string {
  const base = (import.meta.env.VITE_API_URL || window.location.origin).replace(/\/+$/, '')
  return `${base}/api/create-payment-intent`
}

function isPaymentIntentAnswer(value: unknown): value is PaymentIntentAnswer {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.clientSecret === 'string' &&
    typeof v.paymentIntentId === 'string' &&
    v.paymentIntentId !== '' &&
    typeof v.amount === 'number' &&
    Number.isFinite(v.amount) &&
    (v.mode === 'stripe' || v.mode === 'demo')
  )
}

function errorText(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null
  const error = (value as { error?: unknown }).error
  return typeof error === 'string' && error.trim() !== '' ? error : null
}

/**
 * Asks the payment function for a payment intent for these lines. `attemptId` is the same for one
 * click on 'Payer' (the server's idempotency key): a repeated request never creates a second charge.
 * Rejects with a CheckoutError carrying the server's French `error`, or a generic French text when
 * the function could not be reached or answered something unreadable.
 */
export async function createPaymentIntent(
  items: readonly OrderLineRequest[],
  attemptId: string,
  token: string,
): Promise<PaymentIntentAnswer> {
  let response: Response
  try {
    response = await fetch(paymentIntentUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify({ items: items.map(({ id, quantity }) => ({ id, quantity })), attemptId }),
    })
  } catch {
    throw new CheckoutError(PAYMENT_SERVICE_UNREACHABLE)
  }
  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    // Not JSON (a proxy's HTML error page, an empty answer): the generic text below.
  }
  if (!response.ok) throw new CheckoutError(errorText(body) ?? PAYMENT_SERVICE_UNREACHABLE)
  if (!isPaymentIntentAnswer(body)) throw new CheckoutError(PAYMENT_SERVICE_UNREACHABLE)
  return body
}

/**
 * Records the paid order. The server's hook checks the payment intent and fills in the user, names,
 * prices, total and status, and decrements the stock. A 409 means the piece sold out after the
 * payment and the payment was refunded: its French message is kept. Anything else: the spec's text.
 */
export async function createOrder(paymentIntentId: string, items: readonly OrderLineRequest[]): Promise<OrdersRecord> {
  try {
    // Only the intent and the lines: whatever else the browser sent would be overwritten by the hook.
    const body = { stripePaymentIntentId: paymentIntentId, items: items.map(({ id, quantity }) => ({ id, quantity })) }
    return await pb.collection('orders').create(body)
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 409) {
      const message = typeof error.response.message === 'string' && error.response.message.trim() !== '' ? error.response.message : null
      throw new OrderSaveError(message ?? ORDER_SAVE_FAILED, true)
    }
    throw new OrderSaveError(ORDER_SAVE_FAILED, false)
  }
}

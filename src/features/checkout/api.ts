import type { NewsletterChoice } from '@/lib/newsletter'
import { ClientResponseError } from 'pocketbase'
import { pb } from '@/lib/pocketbase'
import type { Address } from '@/lib/address'
import { giftCardRequest, type GiftCardDetails } from '@/lib/gift-card-line'
import type { AddressesRecord } from '@/lib/pocketbase-types'
import { ORDER_SAVE_FAILED, PAYMENT_SERVICE_UNREACHABLE } from './checkout-messages'

/** What the browser sends of a line: the server reads names, prices and stock itself (docs/product/rules.md#payment). */
export interface OrderLineRequest {
  id: string
  /** The size (`product_variants` id, docs/adr/0104), for a product sold in sizes. */
  variant?: string
  quantity: number
  /** A gift card line (docs/adr/0117), with its unit price as the amount asked. */
  gift_card?: GiftCardDetails
  price?: number
  /** A quote's part (docs/adr/0128): the server prices it from the quote. */
  quote?: { quote: string; part: 'deposit' | 'balance' | 'full' }
}

/** What the server reads of a line: a product (and size) and a quantity, or a gift card. */
function lineBody(line: OrderLineRequest) {
  if (line.quote) return { quote: line.quote.quote, part: line.quote.part }
  if (line.gift_card) return giftCardRequest(line.price ?? 0, line.gift_card)
  return { id: line.id, ...(line.variant ? { variant: line.variant } : {}), quantity: line.quantity }
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
 * Asks the payment function for the payment intent of this checkout (one intent per checkout: the
 * function's idempotency key is the checkout's id, so a repeated request never creates a second
 * charge). Rejects with a CheckoutError carrying the function's French `error` (e.g. the hold
 * expired), or a generic French text when the function could not be reached or answered something
 * unreadable.
 */
export async function createPaymentIntent(checkoutId: string, token: string): Promise<PaymentIntentAnswer> {
  let response: Response
  try {
    response = await fetch(paymentIntentUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify({ checkout: checkoutId }),
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

/** One line of a checkout as the server priced it (euros). */
export interface CheckoutLine {
  id: string
  name: string
  quantity: number
  price: number
}

/** PocketBase's answer to `POST /api/shop/checkouts` (docs/adr/0032): the order it knows, and holds. */
export interface CheckoutAnswer {
  id: string
  /** In cents, computed by the server. */
  amount: number
  currency: string
  /** ISO date when the hold ends. */
  expires: string
  lines: CheckoutLine[]
  mode: PaymentMode
  /** The gift card's part (cents) and its masked code (docs/adr/0117); `amount` is then the rest. */
  gift_card?: { code: string; amount: number } | null
}

export interface CheckoutRequest {
  items: OrderLineRequest[]
  /** null: gift cards alone, nothing shipped (docs/adr/0119); not sent. */
  shipping: Address | null
  /** null: the same as the delivery address. */
  billing: Address | null
  /** The newsletter boxes (docs/adr/0114): sent only when one is ticked. */
  newsletter?: NewsletterChoice
  /** The « Code promo » applied (docs/adr/0116): the server prices it again. */
  code?: string
  /** A gift card's code, spent on the order (docs/adr/0117). */
  giftCard?: string
  /** « Virement à 30 jours » for an allowed pro (docs/adr/0131); the card when absent. */
  paymentMethod?: 'card' | 'transfer'
}

function isCheckoutAnswer(value: unknown): value is CheckoutAnswer {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.id === 'string' &&
    v.id !== '' &&
    typeof v.amount === 'number' &&
    Number.isFinite(v.amount) &&
    (v.mode === 'stripe' || v.mode === 'demo')
  )
}

/**
 * Opens a checkout: PocketBase checks the lines and both addresses, prices the lines itself and
 * holds the stock until `expires`. Rejects with the SDK's ClientResponseError (400 with
 * `data.shipping.*`/`data.billing.*` field errors, 409 when a piece is sold out or held by another
 * buyer), for the form's error funnel; an unreadable answer is a CheckoutError.
 */
export async function createCheckout(request: CheckoutRequest): Promise<CheckoutAnswer> {
  const body = {
    items: request.items.map(lineBody),
    ...(request.shipping ? { shipping: request.shipping } : {}),
    billing: request.billing,
    ...(request.newsletter ? { newsletter: request.newsletter } : {}),
    ...(request.code ? { code: request.code } : {}),
    ...(request.giftCard ? { gift_card: request.giftCard } : {}),
    ...(request.paymentMethod === 'transfer' ? { payment_method: 'transfer' } : {}),
  }
  const answer: unknown = await pb.send('/api/shop/checkouts', { method: 'POST', body, requestKey: null })
  if (!isCheckoutAnswer(answer)) throw new CheckoutError(PAYMENT_SERVICE_UNREACHABLE)
  return answer
}

/** Gives the held stock back (the customer will not pay this checkout); best effort, never throws. */
export async function releaseCheckout(checkoutId: string): Promise<void> {
  try {
    await pb.send(`/api/shop/checkouts/${encodeURIComponent(checkoutId)}`, { method: 'DELETE', requestKey: null })
  } catch (error) {
    // The hold expires by itself (docs/adr/0032); nothing to tell the customer.
    console.warn('Réservation non libérée', error)
  }
}

/**
 * Turns the paid checkout into its order: PocketBase checks the payment intent with Stripe (the same
 * code as the webhook, idempotent: a second call finds the order made). A 409 means the piece could
 * not be honoured and the payment was refunded: its French message is kept. Anything else: the
 * spec's text. Resolves with the order's id (its page confirms the order, docs/adr/0080).
 */
export async function confirmCheckout(checkoutId: string, paymentIntentId: string): Promise<string> {
  try {
    const answer: unknown = await pb.send(`/api/shop/checkouts/${encodeURIComponent(checkoutId)}/confirm`, {
      method: 'POST',
      body: { paymentIntentId },
      requestKey: null,
    })
    const order = typeof answer === 'object' && answer !== null ? (answer as { order?: { id?: unknown } }).order : undefined
    if (typeof order?.id !== 'string' || order.id === '') throw new OrderSaveError(ORDER_SAVE_FAILED, false)
    return order.id
  } catch (error) {
    if (error instanceof OrderSaveError) throw error
    if (error instanceof ClientResponseError && error.status === 409) {
      const message = typeof error.response.message === 'string' && error.response.message.trim() !== '' ? error.response.message : null
      throw new OrderSaveError(message ?? ORDER_SAVE_FAILED, true)
    }
    throw new OrderSaveError(ORDER_SAVE_FAILED, false)
  }
}

/**
 * Keeps a new delivery address in the customer's address book ('Enregistrer cette adresse dans mon
 * carnet'). Rejects with the SDK's error (400 with the hook's `shop_address_*` field errors).
 */
export async function saveAddress(address: Address, { isDefault }: { isDefault: boolean }): Promise<AddressesRecord> {
  const user = pb.authStore.record?.id ?? ''
  return pb.collection('addresses').create<AddressesRecord>({ ...address, user, is_default: isDefault }, { requestKey: null })
}

/** The company a pro's invoices name: the approved pro application's (docs/adr/0060, 0080). */
export interface CompanyOnFile {
  company: string
  /** 9 digits (SIREN) or 14 (SIRET). */
  siret: string
  vat_number: string
}

/**
 * The signed-in pro's company on file (their newest approved application), or null. The server bills
 * it whatever this says (docs/adr/0080): the checkout only shows it and pre-fills the billing form.
 */
export async function fetchCompanyOnFile(userId: string, signal?: AbortSignal): Promise<CompanyOnFile | null> {
  const page = await pb.collection('pro_applications').getList(1, 1, {
    filter: pb.filter('user = {:user} && status = "approved"', { user: userId }),
    sort: '-created',
    fields: 'company,siret,vat_number',
    skipTotal: true,
    signal,
  })
  const found = page.items[0]
  if (!found || typeof found.company !== 'string' || found.company.trim() === '') return null
  return {
    company: found.company.trim(),
    siret: typeof found.siret === 'string' ? found.siret : '',
    vat_number: typeof found.vat_number === 'string' ? found.vat_number : '',
  }
}

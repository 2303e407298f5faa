import { ClientResponseError } from 'pocketbase'
import { pb } from '@/lib/pocketbase'
import type { OrderItem } from '@/lib/pocketbase-types'
import type { RecapLine } from './recap-lines'

/**
 * Paying a quote (docs/adr/0128): `/checkout?devis=<quote id>&part=deposit|balance|full` pays that part
 * of an accepted quote instead of the cart. The line and its price are the server's
 * (`GET /api/shop/quotes/{id}/payment`), the same the checkout will charge.
 */
export type QuotePart = NonNullable<OrderItem['quote_part']>

export interface QuotePayment {
  quote: string
  part: QuotePart
}

const PARTS: readonly string[] = ['deposit', 'balance', 'full']
const RECORD_ID = /^[a-z0-9]{15}$/

/** The quote and part a checkout URL names; null for the cart's checkout. */
export function quotePaymentOf(url: URL | string): QuotePayment | null {
  const params = new URL(url, 'http://localhost').searchParams
  const quote = params.get('devis')
  if (quote === null) return null
  const part = params.get('part') ?? 'full'
  return { quote: RECORD_ID.test(quote) ? quote : '', part: (PARTS.includes(part) ? part : '') as QuotePart }
}

export const QUOTE_UNREADABLE = 'Le devis à payer n’a pas pu être lu. Vérifiez votre connexion et réessayez.'

/** The line to pay, or the server's French refusal (not accepted, already paid, not yours…). */
export type QuoteLineResult = { ok: true; line: RecapLine } | { ok: false; message: string }

export async function fetchQuoteLine(payment: QuotePayment, signal?: AbortSignal): Promise<QuoteLineResult> {
  try {
    const answer = await pb.send<{ line: OrderItem }>(
      `/api/shop/quotes/${encodeURIComponent(payment.quote || 'introuvable')}/payment?part=${encodeURIComponent(payment.part)}`,
      { method: 'GET', signal, requestKey: null },
    )
    const item = answer.line
    return {
      ok: true,
      line: {
        id: item.id,
        name: item.name,
        quantity: item.quantity,
        unitPrice: item.price,
        proPrice: false,
        quote: { quote: item.quote ?? payment.quote, part: item.quote_part ?? payment.part },
        madeToOrder: item.made_to_order === true,
      },
    }
  } catch (error) {
    const message =
      error instanceof ClientResponseError && error.status > 0 && typeof error.response?.message === 'string' ? error.response.message : ''
    return { ok: false, message: message || QUOTE_UNREADABLE }
  }
}

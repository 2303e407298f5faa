import { paths } from '@/lib/paths'

/** Where Stripe brings the customer back after a payment confirmed on their bank's page (docs/adr/0036). */
export const RETURN_PATH = paths.checkoutReturn

export function returnUrl(checkoutId: string): string {
  return `${window.location.origin}${RETURN_PATH}?checkout=${encodeURIComponent(checkoutId)}`
}

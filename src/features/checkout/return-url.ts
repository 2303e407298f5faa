import { href, paths } from '@/lib/paths'

/** Where Stripe brings the customer back after a payment confirmed on their bank's page (docs/adr/0036). */
export const RETURN_PATH = paths.checkoutReturn

export function returnUrl(checkoutId: string): string {
  return `${window.location.origin}${RETURN_PATH}?checkout=${encodeURIComponent(checkoutId)}`
}

/** Where a paid order leads: its page, opening with the thanks (docs/adr/0080). */
export function orderConfirmationPath(orderId: string): string {
  return `${href(paths.accountOrder, { id: orderId })}?merci`
}

import { ADDRESS_FIELDS, emptyAddress, type Address } from '@/lib/address'
import { readSessionDraft, useSessionDraft, writeSessionDraft } from '@/lib/session-draft'
import { storageKey } from './draft-storage'

/**
 * What the customer chose and typed in the checkout's address forms, kept in sessionStorage so that
 * nothing is lost on an error, a reload or a return from the bank's page (docs/adr/0036). The tab's
 * own storage: another tab, or the browser once closed, starts afresh. Cleared once the order is paid.
 */
export interface CheckoutDraft {
  /** The address book entry chosen for delivery (gift cards alone: for billing, docs/adr/0119), or NEW_ADDRESS. */
  delivery: string
  /** The new delivery address, as typed (gift cards alone: the billing one). */
  shipping: Address
  /** 'Enregistrer cette adresse dans mon carnet'. */
  saveShipping: boolean
  /** 'Identique à l’adresse de livraison'. */
  billingSame: boolean
  billing: Address
}

export const NEW_ADDRESS = 'new'

function asAddress(value: unknown): Address {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const address = emptyAddress()
  for (const key of ADDRESS_FIELDS) {
    const field = source[key]
    if (typeof field === 'string') address[key] = field
  }
  return address
}

/** A stored draft read back, or null (none, or not a draft). */
function parseDraft(stored: unknown): CheckoutDraft | null {
  if (typeof stored !== 'object' || stored === null) return null
  const value = stored as Partial<Record<keyof CheckoutDraft, unknown>>
  return {
    delivery: typeof value.delivery === 'string' && value.delivery !== '' ? value.delivery : NEW_ADDRESS,
    shipping: asAddress(value.shipping),
    saveShipping: value.saveShipping !== false,
    billingSame: value.billingSame !== false,
    billing: asAddress(value.billing),
  }
}

/** The stored draft of this user, or null (none, unreadable, storage disabled). */
export function readDraft(userId: string): CheckoutDraft | null {
  return parseDraft(readSessionDraft(storageKey(userId)))
}

export function writeDraft(userId: string, draft: CheckoutDraft): void {
  writeSessionDraft(storageKey(userId), draft)
}

/**
 * The draft as React state, read once from sessionStorage (else `initial()`), written back on every
 * change.
 */
export function useCheckoutDraft(userId: string, initial: () => CheckoutDraft) {
  return useSessionDraft(storageKey(userId), parseDraft, initial)
}

export { clearDrafts } from './draft-storage'

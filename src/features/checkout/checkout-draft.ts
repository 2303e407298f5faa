import { useEffect, useState } from 'react'
import { ADDRESS_FIELDS, emptyAddress, type Address } from '@/lib/address'
import { storageKey } from './draft-storage'

/**
 * What the customer chose and typed in the checkout's address forms, kept in sessionStorage so that
 * nothing is lost on an error, a reload or a return from the bank's page (docs/adr/0036). The tab's
 * own storage: another tab, or the browser once closed, starts afresh. Cleared once the order is paid.
 */
export interface CheckoutDraft {
  /** The address book entry chosen for delivery, or NEW_ADDRESS. */
  delivery: string
  /** The new delivery address, as typed. */
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

/** The stored draft of this user, or null (none, unreadable, storage disabled). */
export function readDraft(userId: string): CheckoutDraft | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey(userId))
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<Record<keyof CheckoutDraft, unknown>>
    return {
      delivery: typeof value.delivery === 'string' && value.delivery !== '' ? value.delivery : NEW_ADDRESS,
      shipping: asAddress(value.shipping),
      saveShipping: value.saveShipping !== false,
      billingSame: value.billingSame !== false,
      billing: asAddress(value.billing),
    }
  } catch {
    return null
  }
}

export function writeDraft(userId: string, draft: CheckoutDraft): void {
  try {
    window.sessionStorage.setItem(storageKey(userId), JSON.stringify(draft))
  } catch {
    // Storage disabled or full: the form still works, it is just not kept across a reload.
  }
}

/**
 * The draft as React state, read once from sessionStorage (else `initial()`), written back on every
 * change.
 */
export function useCheckoutDraft(userId: string, initial: () => CheckoutDraft) {
  const [draft, setDraft] = useState<CheckoutDraft>(() => readDraft(userId) ?? initial())
  useEffect(() => {
    writeDraft(userId, draft)
  }, [userId, draft])
  return [draft, setDraft] as const
}

export { clearDrafts } from './draft-storage'

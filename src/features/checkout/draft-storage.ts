/*
 * Where the checkout's drafts live (sessionStorage, one per user: checkout-draft.ts). Apart from the
 * draft's shape so that /checkout/retour can clear them without loading the address rules. The
 * storage itself is the shop's one for form drafts (lib/session-draft.ts).
 */
import { clearSessionDrafts } from '@/lib/session-draft'

const KEY_PREFIX = 'checkoutDraft:'

export function storageKey(userId: string): string {
  return `${KEY_PREFIX}${userId}`
}

/** Forgets every checkout draft of this tab (after a paid order). */
export function clearDrafts(): void {
  clearSessionDrafts(KEY_PREFIX)
}

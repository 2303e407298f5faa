/*
 * Where the checkout's drafts live (sessionStorage, one per user: checkout-draft.ts). Apart from the
 * draft's shape so that /checkout/retour can clear them without loading the address rules.
 */

const KEY_PREFIX = 'checkoutDraft:'

export function storageKey(userId: string): string {
  return `${KEY_PREFIX}${userId}`
}

/** Forgets every checkout draft of this tab (after a paid order). */
export function clearDrafts(): void {
  try {
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith(KEY_PREFIX)) window.sessionStorage.removeItem(key)
    }
  } catch {
    // Nothing stored.
  }
}

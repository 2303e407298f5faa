import type { WithdrawalValues } from './withdrawal-api'

/*
 * What the consumer typed in the declaration, kept in the tab's sessionStorage (like the checkout's
 * drafts, checkout/draft-storage.ts) so that a reload at step 2 — or after a refusal — finds it
 * again (docs/adr/0080). Forgotten once the declaration is recorded.
 */

const KEY = 'withdrawalDraft'

export function readWithdrawalDraft(): Partial<WithdrawalValues> | null {
  try {
    const raw = window.sessionStorage.getItem(KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as Record<string, unknown>
    const draft: Partial<WithdrawalValues> = {}
    for (const key of ['name', 'email', 'order'] as const) {
      if (typeof value[key] === 'string') draft[key] = value[key]
    }
    return draft
  } catch {
    return null
  }
}

export function writeWithdrawalDraft(values: Partial<WithdrawalValues>): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(values))
  } catch {
    // Storage disabled or full: the form still works, it is just not kept across a reload.
  }
}

export function clearWithdrawalDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY)
  } catch {
    // Nothing stored.
  }
}

// Relative imports, no '@/': product-save.ts uses this module, and tests/integration runs that one.
import { ClientResponseError } from 'pocketbase'

/*
 * Optimistic concurrency for the admin's editors (docs/adr/0083): a form holds the `updated` of the
 * record it opened in a hidden entry (OPENED_UPDATED); its action sends it back to PocketBase in the
 * OPENED_HEADER header (pb_hooks/lib/edit-versions.js), which refuses a save over a newer version with
 * a French 409 (`shop_edit_conflict`).
 */

/** The form entry that carries the `updated` the form opened ('' for a new record). Never a record field. */
export const OPENED_UPDATED = 'opened_updated'

/** The request header PocketBase reads the version from. */
export const OPENED_HEADER = 'X-Opened-Updated'

/** The version a form opened, taken out of its entries so it never reaches a record's body. */
export function takeOpened(data: FormData): string {
  const value = data.get(OPENED_UPDATED)
  data.delete(OPENED_UPDATED)
  return typeof value === 'string' ? value : ''
}

/** The SDK options of a save: never auto-cancelled, and the version the form opened when it has one. */
export function saveOptions(opened: string): { requestKey: null; headers?: Record<string, string> } {
  return opened ? { requestKey: null, headers: { [OPENED_HEADER]: opened } } : { requestKey: null }
}

/** Whether PocketBase refused a save because the record was saved by someone else since the form opened it. */
export function isEditConflict(error: unknown): error is ClientResponseError {
  if (!(error instanceof ClientResponseError) || error.status !== 409) return false
  const data = error.response?.data as Record<string, { code?: unknown } | undefined> | undefined
  return data?.updated?.code === 'shop_edit_conflict'
}

/** What a refused save over a newer version brings back to its form. */
export interface EditConflict {
  /** The record's `updated` now: saving with it saves over (« Garder mon texte »); '' when it could not be read. */
  updated: string
  /** The record as it is now (« Recharger »); null when it could not be read. */
  record: { id: string; updated: string } | null
}

/** The conflict's French sentence (the server's own, naming the kind of record) and the record as it is now. */
export async function readConflict(
  error: ClientResponseError,
  readCurrent: () => Promise<{ id: string; updated: string }>,
): Promise<{ message: string; conflict: EditConflict }> {
  const message = String(error.response?.message ?? '').trim()
  try {
    const record = await readCurrent()
    return { message, conflict: { updated: record.updated, record } }
  } catch (reason) {
    console.error('Edit conflict, record unreadable:', reason)
    return { message, conflict: { updated: '', record: null } }
  }
}

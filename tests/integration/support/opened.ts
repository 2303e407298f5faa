// What an admin's form sends with its save (docs/adr/0083, pb_hooks/lib/edit-versions.js): the `updated`
// of the record it opened, in `X-Opened-Updated`. Tests about something else open the record as
// stored now, so their save is never a conflict.
import type { CollectionName, TypedPocketBase } from '../../../src/lib/pocketbase-types'

export const OPENED_HEADER = 'X-Opened-Updated'

/** The SDK options of a save of the version `updated`. */
export const openedAt = (updated: string) => ({ headers: { [OPENED_HEADER]: updated }, requestKey: null })

/** The SDK options of a save of the record as stored now (read with `pb`, which may read it). */
export async function openedNow(pb: TypedPocketBase, collection: CollectionName, id: string) {
  const record = await pb.collection(collection).getOne(id, { fields: 'updated', requestKey: null })
  return openedAt(record.updated)
}

import { http, HttpResponse } from 'msw'
import type { BaseRecord, CollectionName } from '@/lib/pocketbase-types'
import { recordId } from '@/testing/data-generators'
import { db } from '@/testing/mocks/db'
import { shape } from '@/testing/mocks/handlers'
import { parseFilter, sortRecords } from '@/testing/mocks/pb-query'
import { server } from '@/testing/mocks/server'

/** What an admin screen sent: method, record id (update/delete) and JSON body. */
export interface SentWrite {
  method: 'POST' | 'PATCH' | 'DELETE'
  id?: string
  body?: Record<string, unknown>
}

/** A PocketBase error answer, e.g. `pbFailure(400, 'Failed to create record.')`. */
export function pbFailure(status: number, message: string, data: Record<string, unknown> = {}) {
  return HttpResponse.json({ status, message, data }, { status })
}

const NOW = '2026-11-21 10:00:00.000Z'

/** A record of `collection` as PocketBase returns it (fixed dates: 21 novembre 2026). */
export function adminRecord<T extends object>(collection: CollectionName, fields: T & { id?: string; created?: string }): BaseRecord & T {
  return { collectionId: collection, collectionName: collection, created: NOW, updated: NOW, ...fields, id: fields.id ?? recordId('r') }
}

/**
 * Lets the mocked PocketBase accept creates, updates and deletes on `collection` (JSON bodies),
 * applying them to the in-memory `db` so the reloaded list shows them. Returns what was sent.
 * `fail` makes every write of the given methods answer 400 instead.
 */
export function acceptWrites(collection: Exclude<CollectionName, 'users'>, fail: SentWrite['method'][] = []): SentWrite[] {
  const sent: SentWrite[] = []
  const records = () => db.collections.get(collection) ?? []
  server.use(
    http.post(`*/api/collections/${collection}/records`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push({ method: 'POST', body })
      if (fail.includes('POST')) return pbFailure(400, 'Failed to create record.')
      const record = adminRecord(collection, body)
      db.collections.set(collection, [record, ...records()])
      return HttpResponse.json(record)
    }),
    http.patch(`*/api/collections/${collection}/records/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>
      const id = String(params.id)
      sent.push({ method: 'PATCH', id, body })
      if (fail.includes('PATCH')) return pbFailure(400, 'Failed to update record.')
      const updated = records().map((record) => (record.id === id ? { ...record, ...body } : record))
      db.collections.set(collection, updated)
      return HttpResponse.json(updated.find((record) => record.id === id))
    }),
    http.delete(`*/api/collections/${collection}/records/:id`, ({ params }) => {
      const id = String(params.id)
      sent.push({ method: 'DELETE', id })
      if (fail.includes('DELETE')) return pbFailure(400, 'Failed to delete record.')
      db.collections.set(
        collection,
        records().filter((record) => record.id !== id),
      )
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return sent
}

/** Makes the list of `collection` fail (500); with `once`, only its next read (« Réessayer » then reads the seeded records). */
export function failList(collection: CollectionName, { once = false } = {}) {
  server.use(http.get(`*/api/collections/${collection}/records`, () => pbFailure(500, 'Something went wrong.'), { once }))
}

/** PocketBase's refusals of a save over a newer version (pb_hooks/lib/edit-versions.js), per collection. */
export const EDIT_CONFLICT_TEXTS = {
  products: 'Ce produit a été modifié par ailleurs depuis son ouverture.',
  categories: 'Cette catégorie a été modifiée par ailleurs depuis son ouverture.',
  stones: 'Cette pierre a été modifiée par ailleurs depuis son ouverture.',
  articles: 'Cet article a été modifié par ailleurs depuis son ouverture.',
  shop_identity: 'L’identité de la boutique a été modifiée par ailleurs depuis son ouverture.',
  sales: 'Cette opération de soldes a été modifiée par ailleurs depuis son ouverture.',
} as const

const VERSION_MISSING =
  'Enregistrement refusé : le formulaire n’a pas indiqué la version qu’il a ouverte. Rechargez la page puis réessayez.'

/**
 * Plays PocketBase's version check (docs/adr/0083) in front of the writes a test accepts (install it
 * after them): an update naming no version fails the test (428: every admin form must send it, the
 * server itself lets an unversioned save by a script through), one naming another version than the
 * stored record's `updated` is the conflict (409). Returns the versions the updates named.
 */
export function checkVersions(collection: keyof typeof EDIT_CONFLICT_TEXTS): (string | null)[] {
  const named: (string | null)[] = []
  const message = EDIT_CONFLICT_TEXTS[collection]
  const conflict = () => pbFailure(409, message, { updated: { code: 'shop_edit_conflict', message } })
  const records = () => (db.collections.get(collection) ?? []) as unknown as { id: string; updated: string; order?: string }[]
  server.use(
    http.patch(`*/api/collections/${collection}/records/:id`, ({ request, params }) => {
      const opened = request.headers.get('X-Opened-Updated')
      named.push(opened)
      if (!opened) return pbFailure(428, VERSION_MISSING, { updated: { code: 'shop_edit_version_missing', message: VERSION_MISSING } })
      const stored = records().find((record) => record.id === params.id)
      return stored && stored.updated !== opened ? conflict() : undefined
    }),
  )
  return named
}

/**
 * Makes the mocked PocketBase answer the list of `collection` as the real one does for a list paged
 * by the server (docs/adr/0092): `filter` and `sort` applied (src/testing/mocks/pb-query.ts), then
 * `page` and `perPage`, `totalItems` counted, `fields` and `expand` kept. `stored`: the records, the
 * seeded ones by default. Returns the addresses asked.
 */
export function servePages(
  collection: CollectionName,
  stored: () => readonly object[] = () => db.collections.get(collection) ?? [],
): URL[] {
  const asked: URL[] = []
  server.use(
    http.get(`*/api/collections/${collection}/records`, ({ request }) => {
      const url = new URL(request.url)
      asked.push(url)
      const keep = parseFilter(url.searchParams.get('filter') ?? '')
      const records = stored() as Record<string, unknown>[]
      const matching = sortRecords(records.filter(keep), url.searchParams.get('sort') ?? '')
      const perPage = Number(url.searchParams.get('perPage') ?? 30)
      const page = Number(url.searchParams.get('page') ?? 1)
      return HttpResponse.json({
        page,
        perPage,
        totalItems: matching.length,
        totalPages: Math.ceil(matching.length / perPage),
        items: matching.slice((page - 1) * perPage, page * perPage).map((record) => shape(record, url)),
      })
    }),
  )
  return asked
}

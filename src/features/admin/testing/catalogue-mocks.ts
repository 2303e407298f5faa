import { http, HttpResponse } from 'msw'
import type { BaseRecord, CollectionName } from '@/lib/pocketbase-types'
import { db } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { adminRecord, pbFailure } from './admin-mocks'

/** One field of a multipart body as the test reads it: a text, or a file (by its type). */
export type SentPart = string | { file: string }

/** What a catalogue screen sent: method, record id, and its multipart (or JSON) fields in order. */
export interface SentMultipart {
  method: 'POST' | 'PATCH'
  id?: string
  fields: Record<string, SentPart[]>
}

let uploads = 0

async function readBody(request: Request): Promise<Record<string, SentPart[]>> {
  const fields: Record<string, SentPart[]> = {}
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    for (const [name, value] of (await request.formData()).entries()) {
      ;(fields[name] ??= []).push(typeof value === 'string' ? value : { file: value.type })
    }
    return fields
  }
  const json = (await request.json()) as Record<string, unknown>
  for (const [name, value] of Object.entries(json)) fields[name] = (Array.isArray(value) ? value : [value]).map(String)
  return fields
}

/**
 * How PocketBase stores what was sent, simplified: texts of one value stay single (lists of
 * relations and images stay lists); uploaded files get a generated name after the kept names.
 */
function toRecordFields(fields: Record<string, SentPart[]>, lists: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, parts] of Object.entries(fields)) {
    const names = parts.flatMap((part) => (typeof part === 'string' && part !== '' ? [part] : []))
    const uploaded = parts.flatMap((part) => {
      if (typeof part === 'string') return []
      uploads += 1
      return [`upload_${uploads}.${part.file.split('/')[1] ?? 'bin'}`]
    })
    const ordered = [...names, ...uploaded]
    if (lists.includes(name)) out[name] = ordered
    else if (name === 'price' || name === 'price_pro' || name === 'cost_price' || name === 'stock') out[name] = Number(ordered[0] ?? 0)
    else if (name === 'is_unique' || name === 'exclusive') out[name] = ordered[0] === 'true'
    else out[name] = ordered[0] ?? ''
  }
  return out
}

/** PocketBase's `field+` / `field-` modifiers of a number field, applied to the stored record. */
function withNumberModifiers(record: BaseRecord, fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(fields)) {
    const modifier = /^(.+)([+-])$/.exec(name)
    if (!modifier) out[name] = value
    else {
      const [, field = '', sign] = modifier
      const stored = Number((record as unknown as Record<string, unknown>)[field] ?? 0)
      out[field] = stored + (sign === '+' ? 1 : -1) * Number(value)
    }
  }
  return out
}

/**
 * Lets the mocked PocketBase accept multipart (and JSON) creates and updates of `collection`,
 * stored in the in-memory `db` so the reloaded list shows them. `lists` names the fields that hold
 * several values. `fail` answers every write with that error instead. Returns what was sent.
 */
export function acceptMultipartWrites(
  collection: Exclude<CollectionName, 'users'>,
  { lists = [], fail }: { lists?: readonly string[]; fail?: { status: number; message: string; data?: Record<string, unknown> } } = {},
): SentMultipart[] {
  const sent: SentMultipart[] = []
  const records = () => db.collections.get(collection) ?? []
  server.use(
    http.post(`*/api/collections/${collection}/records`, async ({ request }) => {
      const fields = await readBody(request)
      sent.push({ method: 'POST', fields })
      if (fail) return pbFailure(fail.status, fail.message, fail.data)
      const record = adminRecord(collection, toRecordFields(fields, lists))
      db.collections.set(collection, [record, ...records()])
      return HttpResponse.json(record)
    }),
    http.patch(`*/api/collections/${collection}/records/:id`, async ({ request, params }) => {
      const fields = await readBody(request)
      const id = String(params.id)
      sent.push({ method: 'PATCH', id, fields })
      if (fail) return pbFailure(fail.status, fail.message, fail.data)
      const updated: BaseRecord[] = records().map((record) =>
        record.id === id ? { ...record, ...withNumberModifiers(record, toRecordFields(fields, lists)) } : record,
      )
      db.collections.set(collection, updated)
      return HttpResponse.json(updated.find((record) => record.id === id))
    }),
  )
  return sent
}

// A record's JSON fields as plain JavaScript (pocketbase/pb_hooks/lib/json-fields.js, docs/adr/0088),
// run under Node the way PocketBase's JS engine loads the module. PocketBase hands a json field over as
// raw bytes; hooks also pass values already parsed, or text.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'

interface JsonFields {
  jsonValue: (value: unknown) => unknown
  jsonField: (record: { get: (field: string) => unknown }, field: string, fallback: unknown) => unknown
}

const lib = loadHookLib<JsonFields>('json-fields.js')
const bytes = (text: string) => Array.from(new TextEncoder().encode(text))
const record = (value: unknown) => ({ get: (field: string) => (field === 'items' ? value : undefined) })

describe('jsonValue', () => {
  it('parses raw bytes, UTF-8 included', () => {
    expect(lib.jsonValue(bytes('[{"name":"Bracelet « Améthyste »","quantity":2}]'))).toEqual([
      { name: 'Bracelet « Améthyste »', quantity: 2 },
    ])
    expect(lib.jsonValue(bytes('{"city":"Lyon"}'))).toEqual({ city: 'Lyon' })
    expect(lib.jsonValue(bytes('null'))).toBeNull()
  })

  it('parses JSON text', () => {
    expect(lib.jsonValue('{"line1":"3 place Bellecour"}')).toEqual({ line1: '3 place Bellecour' })
    expect(lib.jsonValue('[1,2]')).toEqual([1, 2])
    expect(lib.jsonValue('42')).toBe(42)
  })

  it('hands back a value already parsed as it is', () => {
    const address = { line1: '3 place Bellecour' }
    const items = [{ id: 'p1' }]
    expect(lib.jsonValue(address)).toBe(address)
    expect(lib.jsonValue(items)).toBe(items)
    expect(lib.jsonValue([])).toEqual([])
  })

  it('gives null for a missing field or what is not JSON', () => {
    expect(lib.jsonValue(null)).toBeNull()
    expect(lib.jsonValue(undefined)).toBeNull()
    expect(lib.jsonValue('')).toBeNull()
    expect(lib.jsonValue('{not json')).toBeNull()
    expect(lib.jsonValue(bytes('{"cut'))).toBeNull()
  })
})

describe('jsonField', () => {
  it('reads the record’s field', () => {
    expect(lib.jsonField(record(bytes('[{"id":"p1"}]')), 'items', [])).toEqual([{ id: 'p1' }])
    expect(lib.jsonField(record('{"a":1}'), 'items', {})).toEqual({ a: 1 })
  })

  it('gives the fallback for a field that is absent, null, empty or not JSON', () => {
    const fallback = { none: true }
    expect(lib.jsonField(record(undefined), 'items', fallback)).toBe(fallback)
    expect(lib.jsonField(record(null), 'items', fallback)).toBe(fallback)
    expect(lib.jsonField(record(bytes('null')), 'items', fallback)).toBe(fallback)
    expect(lib.jsonField(record([]), 'items', fallback)).toBe(fallback)
    expect(lib.jsonField(record(''), 'items', fallback)).toBe(fallback)
    expect(lib.jsonField(record('oops'), 'items', fallback)).toBe(fallback)
  })
})

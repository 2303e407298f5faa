// The stock history's chain check (pocketbase/pb_hooks/lib/stock-history.js, docs/adr/0098), run under
// Node with a stand-in for PocketBase's transaction: a stock change that reached the table without
// being recorded (a SQL write that forgot to call recordStockChange) shows up, at the next recorded
// change, as one « manual » line « Écart constaté », so the history always adds up. The roads that
// record are proven against a real PocketBase in tests/integration/stock-history.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'

interface Movement {
  product: string
  change: number
  stock_after: number
  reason: string
  actor_label: string
  note?: string
  counted?: number
}

interface StockHistory {
  recordStockChange: (txApp: unknown, options: Record<string, unknown>) => unknown
}

/** The products' stock and the movements written, as the stand-in's tables. */
let stock: Record<string, number>
let movements: Movement[]

/** Enough of PocketBase's transaction app for the lib: two SELECTs and the record save. */
const txApp = {
  db: () => ({
    newQuery: (sql: string) => {
      let params: Record<string, unknown> = {}
      const query = {
        bind: (values: Record<string, unknown>) => {
          params = values
          return query
        },
        one: (row: Record<string, unknown>) => {
          const id = String(params.id)
          if (sql.includes('FROM products')) {
            if (!(id in stock)) throw new Error('no rows')
            row.stock = stock[id]
            return
          }
          const last = movements.filter((m) => m.product === id).at(-1)
          if (!last) throw new Error('no rows')
          row.stock_after = last.stock_after
        },
      }
      return query
    },
  }),
  findCollectionByNameOrId: (name: string) => ({ name }),
  save: (record: { fields: Movement }) => movements.push({ ...record.fields }),
}

const globals = globalThis as Record<string, unknown>
beforeAll(() => {
  globals.Record = class {
    fields: Record<string, unknown> = {}
    set(key: string, value: unknown) {
      this.fields[key] = value
    }
  }
  globals.DynamicModel = class {
    constructor(shape: object) {
      Object.assign(this, shape)
    }
  }
})
afterAll(() => {
  delete globals.Record
  delete globals.DynamicModel
})

const lib = loadHookLib<StockHistory>('stock-history.js')

beforeEach(() => {
  stock = { lune: 5 }
  movements = []
})

describe('recordStockChange', () => {
  it('records the change with the stock read in the transaction when `after` is left out', () => {
    stock.lune = 3
    lib.recordStockChange(txApp, { product: 'lune', change: -2, reason: 'sale' })
    expect(movements).toEqual([{ product: 'lune', change: -2, stock_after: 3, reason: 'sale', actor_label: 'Boutique' }])
  })

  it('records a change nobody recorded as « manual » before the next one: the history adds up', () => {
    lib.recordStockChange(txApp, { product: 'lune', change: 5, after: 5, reason: 'manual' })
    // A write that escaped the history: 5 → 9, then a sale of 1 is recorded (9 → 8).
    stock.lune = 8
    lib.recordStockChange(txApp, { product: 'lune', change: -1, reason: 'sale' })
    expect(movements.map((m) => [m.reason, m.change, m.stock_after, m.note ?? ''])).toEqual([
      ['manual', 5, 5, ''],
      ['manual', 4, 9, 'Écart constaté : modification du stock non tracée'],
      ['sale', -1, 8, ''],
    ])
  })

  it('adds no line when the chain holds, nor for a product without history yet', () => {
    stock.lune = 7
    lib.recordStockChange(txApp, { product: 'lune', change: 2, reason: 'count', counted: 7 })
    lib.recordStockChange(txApp, { product: 'lune', change: 0, after: 7, reason: 'count', counted: 7 })
    expect(movements.map((m) => [m.reason, m.change, m.stock_after, m.counted])).toEqual([
      ['count', 2, 7, 7],
      ['count', 0, 7, 7],
    ])
  })

  it('refuses a reason it does not know, and records nothing for a product that is gone', () => {
    expect(() => lib.recordStockChange(txApp, { product: 'lune', change: 1, reason: 'gift' })).toThrow('unknown stock reason gift')
    expect(lib.recordStockChange(txApp, { product: 'gone', change: 1, reason: 'bulk' })).toBeNull()
    expect(movements).toEqual([])
  })
})

// The periods of the owner's figures (pocketbase/pb_hooks/lib/figures.js, docs/adr/0122), run under
// Node the way PocketBase's JS engine loads the module: the contract's periods, the previous period's
// simple rule (as many days, ending the day before), the default step and the buckets' first days.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'

interface Period {
  from: string
  to: string
  step: 'day' | 'week' | 'month'
  days: number
  previous: { from: string; to: string }
}

interface Figures {
  periodOf: (query: Record<string, string>, now: number) => Period | { error: string }
  bucketStarts: (period: Period) => string[]
}

const figures = loadHookLib<Figures>('figures.js')
// Sunday 29 November 2026, 00:30 in Paris (23:30 UTC the day before).
const NOW = Date.parse('2026-11-28T23:30:00Z')
const period = (query: Record<string, string>) => figures.periodOf(query, NOW)

describe('the periods', () => {
  it('today, 7 days, this month and this year end today in Paris; each is compared with as many days before it', () => {
    expect(period({ period: 'today' })).toEqual({
      from: '2026-11-29',
      to: '2026-11-29',
      step: 'day',
      days: 1,
      previous: { from: '2026-11-28', to: '2026-11-28' },
    })
    expect(period({ period: '7d' })).toMatchObject({
      from: '2026-11-23',
      to: '2026-11-29',
      days: 7,
      previous: { from: '2026-11-16', to: '2026-11-22' },
    })
    // The contract's example: 1–29 November against 3–31 October.
    expect(period({ period: 'month' })).toMatchObject({
      from: '2026-11-01',
      days: 29,
      step: 'day',
      previous: { from: '2026-10-03', to: '2026-10-31' },
    })
    // 1 January → 29 November 2026: 333 days, by week; before it 2 February → 31 December 2025.
    expect(period({ period: 'year' })).toMatchObject({
      from: '2026-01-01',
      days: 333,
      step: 'week',
      previous: { from: '2025-02-02', to: '2025-12-31' },
    })
    expect(period({})).toMatchObject({ from: '2026-11-01' })
  })

  it('a range: both days included, at most 3 years, the step by its length unless asked', () => {
    expect(period({ period: 'range', from: '2025-03-01', to: '2025-05-01' })).toMatchObject({ days: 62, step: 'day' })
    expect(period({ period: 'range', from: '2025-03-01', to: '2025-05-02' })).toMatchObject({ days: 63, step: 'week' })
    expect(period({ period: 'range', from: '2024-01-01', to: '2024-12-31' })).toMatchObject({ days: 366, step: 'week' })
    expect(period({ period: 'range', from: '2024-01-01', to: '2025-01-01' })).toMatchObject({ days: 367, step: 'month' })
    expect(period({ period: 'range', from: '2024-01-01', to: '2026-12-31', step: 'day' })).toMatchObject({ days: 1096, step: 'day' })
    expect(period({ period: 'range', from: '2024-01-01', to: '2027-01-01' })).toEqual({ error: 'La période ne peut dépasser 3 ans.' })
    // From 29 February: three years later is 1 March at the latest (excluded).
    expect(period({ period: 'range', from: '2024-02-29', to: '2027-02-28' })).toMatchObject({ days: 1096 })
    expect(period({ period: 'range', from: '2024-02-29', to: '2027-03-01' })).toEqual({ error: 'La période ne peut dépasser 3 ans.' })
    expect(period({ period: 'range', from: '2025-03-02', to: '2025-03-01' })).toEqual({
      error: 'La date de début doit précéder la date de fin.',
    })
    expect(period({ period: 'range', from: '2025-3-1', to: '2025-03-31' })).toHaveProperty('error')
    expect(period({ period: 'semaine' })).toEqual({ error: 'Période invalide.' })
    expect(period({ period: 'month', step: 'year' })).toEqual({ error: 'Regroupement invalide : jour, semaine ou mois.' })
  })

  it('the buckets: every day, every Monday, every 1st, the first clipped to the start', () => {
    const range = (from: string, to: string, step: string) => figures.bucketStarts(period({ period: 'range', from, to, step }) as Period)
    expect(range('2026-11-27', '2026-12-02', 'day')).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ])
    // Friday 27 November, then Mondays 30 November and 7 December.
    expect(range('2026-11-27', '2026-12-07', 'week')).toEqual(['2026-11-27', '2026-11-30', '2026-12-07'])
    expect(range('2026-11-30', '2026-12-06', 'week')).toEqual(['2026-11-30'])
    expect(range('2025-12-15', '2026-03-01', 'month')).toEqual(['2025-12-15', '2026-01-01', '2026-02-01', '2026-03-01'])
  })
})

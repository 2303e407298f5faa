// The figures' periods (pocketbase/pb_hooks/lib/periods.js), run under Node the way PocketBase's JS
// engine loads the module. Expected days and UTC bounds worked out by hand: Paris is UTC+1 in winter,
// UTC+2 from the last Sunday of March to the last Sunday of October.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'

interface Bucket {
  start: string
  from: string
  to: string
}
interface Period {
  from: string
  to: string
  days: number
  step: string
  previous: { from: string; to: string; start: string; end: string }
  start: string
  end: string
  buckets: Bucket[]
}
interface Periods {
  parsePeriod: (query: Record<string, string>, now?: number) => Period | { error: string }
  bucketOf: (buckets: Bucket[], day: string, to: string) => number
}

const { parsePeriod, bucketOf } = loadHookLib<Periods>('periods.js')
/** 29 November 2026, 10:00 in Paris. */
const NOW = Date.parse('2026-11-29T09:00:00Z')

function period(query: Record<string, string>, now = NOW): Period {
  const result = parsePeriod(query, now)
  if ('error' in result) throw new Error(result.error)
  return result
}

describe('the periods', () => {
  it('today, in Paris: 00:30 on 1 December in Paris is still 30 November in UTC', () => {
    expect(period({ period: 'today' }, Date.parse('2026-11-30T23:30:00Z'))).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-01',
      days: 1,
      step: 'day',
      start: '2026-11-30 23:00:00.000Z',
      end: '2026-12-01 23:00:00.000Z',
      previous: { from: '2026-11-30', to: '2026-11-30', start: '2026-11-29 23:00:00.000Z', end: '2026-11-30 23:00:00.000Z' },
    })
  })

  it('7 days end today; month starts on the 1st; year on 1 January', () => {
    expect(period({ period: '7d' })).toMatchObject({
      from: '2026-11-23',
      to: '2026-11-29',
      days: 7,
      previous: { from: '2026-11-16', to: '2026-11-22' },
    })
    // The contract's example: 1–29 November against 3–31 October.
    expect(period({ period: 'month' })).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-29',
      days: 29,
      step: 'day',
      previous: { from: '2026-10-03', to: '2026-10-31' },
    })
    expect(period({})).toMatchObject({ from: '2026-11-01', to: '2026-11-29' })
    // 333 days (2026 is not a leap year: 304 + 29), weeks by default; the previous 333 days end on 31 December 2025 (its day 365), from its day 33.
    expect(period({ period: 'year' })).toMatchObject({
      from: '2026-01-01',
      to: '2026-11-29',
      days: 333,
      step: 'week',
      previous: { from: '2025-02-02', to: '2025-12-31' },
    })
  })

  it('a range across the spring change: the bounds move from UTC+1 to UTC+2', () => {
    const p = period({ period: 'range', from: '2026-03-28', to: '2026-03-30', ignored: 'x' })
    expect(p).toMatchObject({ days: 3, step: 'day', start: '2026-03-27 23:00:00.000Z', end: '2026-03-30 22:00:00.000Z' })
    expect(p.buckets).toEqual([
      { start: '2026-03-28', from: '2026-03-27 23:00:00.000Z', to: '2026-03-28 23:00:00.000Z' },
      // Sunday 29 March 2026 has 23 hours.
      { start: '2026-03-29', from: '2026-03-28 23:00:00.000Z', to: '2026-03-29 22:00:00.000Z' },
      { start: '2026-03-30', from: '2026-03-29 22:00:00.000Z', to: '2026-03-30 22:00:00.000Z' },
    ])
  })

  it('weeks start on Monday, the first clipped to `from`; months on the 1st', () => {
    // Thursday 1 October → Sunday 25 October 2026 (25 October: the autumn change, 25 hours).
    const weeks = period({ period: 'range', from: '2026-10-01', to: '2026-10-25', step: 'week' })
    expect(weeks.buckets.map((b) => b.start)).toEqual(['2026-10-01', '2026-10-05', '2026-10-12', '2026-10-19'])
    expect(weeks.buckets[3]).toEqual({ start: '2026-10-19', from: '2026-10-18 22:00:00.000Z', to: '2026-10-25 23:00:00.000Z' })
    const months = period({ period: 'range', from: '2025-12-15', to: '2026-02-10', step: 'month' })
    expect(months.buckets).toEqual([
      { start: '2025-12-15', from: '2025-12-14 23:00:00.000Z', to: '2025-12-31 23:00:00.000Z' },
      { start: '2026-01-01', from: '2025-12-31 23:00:00.000Z', to: '2026-01-31 23:00:00.000Z' },
      { start: '2026-02-01', from: '2026-01-31 23:00:00.000Z', to: '2026-02-10 23:00:00.000Z' },
    ])
    expect(bucketOf(months.buckets, '2026-01-31', months.to)).toBe(1)
    expect(bucketOf(months.buckets, '2026-02-10', months.to)).toBe(2)
    expect(bucketOf(months.buckets, '2026-02-11', months.to)).toBe(-1)
    expect(bucketOf(months.buckets, '2025-12-14', months.to)).toBe(-1)
  })

  it('the default step: day up to 62 days, week up to 366, else month', () => {
    const step = (from: string, to: string) => period({ period: 'range', from, to }).step
    expect(step('2026-01-01', '2026-03-03')).toBe('day') // 62 days
    expect(step('2026-01-01', '2026-03-04')).toBe('week') // 63
    expect(step('2024-01-01', '2024-12-31')).toBe('week') // 366 (2024 is a leap year)
    expect(step('2024-01-01', '2025-01-01')).toBe('month') // 367
  })

  it('refuses what is not a period, in French', () => {
    const error = (query: Record<string, string>) => (parsePeriod(query, NOW) as { error?: string }).error
    expect(error({ period: 'week' })).toBe('Période invalide.')
    expect(error({ period: 'range', from: '2026-02-30', to: '2026-03-01' })).toBe(
      'Période invalide : indiquez une date de début et une date de fin (AAAA-MM-JJ).',
    )
    expect(error({ period: 'range', from: '2026-03-01' })).toBe(
      'Période invalide : indiquez une date de début et une date de fin (AAAA-MM-JJ).',
    )
    expect(error({ period: 'range', from: '2026-03-02', to: '2026-03-01' })).toBe('La date de début doit précéder la date de fin.')
    expect(error({ period: 'range', from: '2023-03-01', to: '2026-03-01' })).toBe('La période ne peut dépasser 3 ans.')
    expect(parsePeriod({ period: 'range', from: '2023-03-01', to: '2026-02-28' }, NOW)).toMatchObject({ days: 1096 })
    expect(error({ period: 'month', step: 'hour' })).toBe('Découpage invalide : jour, semaine ou mois.')
  })
})

// The contract's examples (the figures' and audience's shared query), just after midnight in Paris:
// Sunday 29 November 2026, 00:30 in Paris (23:30 UTC the day before).
const JUST_AFTER_MIDNIGHT = Date.parse('2026-11-28T23:30:00Z')
const late = (query: Record<string, string>) => parsePeriod(query, JUST_AFTER_MIDNIGHT)

describe('the contract’s periods', () => {
  it('today, 7 days, this month and this year end today in Paris; each is compared with as many days before it', () => {
    expect(late({ period: 'today' })).toMatchObject({
      from: '2026-11-29',
      to: '2026-11-29',
      step: 'day',
      days: 1,
      previous: { from: '2026-11-28', to: '2026-11-28' },
    })
    expect(late({ period: '7d' })).toMatchObject({
      from: '2026-11-23',
      to: '2026-11-29',
      days: 7,
      previous: { from: '2026-11-16', to: '2026-11-22' },
    })
    // The contract's example: 1–29 November against 3–31 October.
    expect(late({ period: 'month' })).toMatchObject({
      from: '2026-11-01',
      days: 29,
      step: 'day',
      previous: { from: '2026-10-03', to: '2026-10-31' },
    })
    // 1 January → 29 November 2026: 333 days, by week; before it 2 February → 31 December 2025.
    expect(late({ period: 'year' })).toMatchObject({
      from: '2026-01-01',
      days: 333,
      step: 'week',
      previous: { from: '2025-02-02', to: '2025-12-31' },
    })
    expect(late({})).toMatchObject({ from: '2026-11-01' })
  })

  it('a range: both days included, at most 3 years, the step by its length unless asked', () => {
    expect(late({ period: 'range', from: '2025-03-01', to: '2025-05-01' })).toMatchObject({ days: 62, step: 'day' })
    expect(late({ period: 'range', from: '2025-03-01', to: '2025-05-02' })).toMatchObject({ days: 63, step: 'week' })
    expect(late({ period: 'range', from: '2024-01-01', to: '2024-12-31' })).toMatchObject({ days: 366, step: 'week' })
    expect(late({ period: 'range', from: '2024-01-01', to: '2025-01-01' })).toMatchObject({ days: 367, step: 'month' })
    expect(late({ period: 'range', from: '2024-01-01', to: '2026-12-31', step: 'day' })).toMatchObject({ days: 1096, step: 'day' })
    expect(late({ period: 'range', from: '2024-01-01', to: '2027-01-01' })).toEqual({ error: 'La période ne peut dépasser 3 ans.' })
    // From 29 February: three years later is 1 March at the latest (excluded).
    expect(late({ period: 'range', from: '2024-02-29', to: '2027-02-28' })).toMatchObject({ days: 1096 })
    expect(late({ period: 'range', from: '2024-02-29', to: '2027-03-01' })).toEqual({ error: 'La période ne peut dépasser 3 ans.' })
    expect(late({ period: 'range', from: '2025-03-02', to: '2025-03-01' })).toEqual({
      error: 'La date de début doit précéder la date de fin.',
    })
    expect(late({ period: 'range', from: '2025-3-1', to: '2025-03-31' })).toHaveProperty('error')
    expect(late({ period: 'semaine' })).toEqual({ error: 'Période invalide.' })
    expect(late({ period: 'month', step: 'year' })).toEqual({ error: 'Découpage invalide : jour, semaine ou mois.' })
  })

  it('the buckets: every day, every Monday, every 1st, the first clipped to the start', () => {
    const range = (from: string, to: string, step: string) =>
      (late({ period: 'range', from, to, step }) as Period).buckets.map((b) => b.start)
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

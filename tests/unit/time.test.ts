// Dates and times (pocketbase/pb_hooks/lib/time.js, docs/adr/0088), run under Node the way PocketBase's
// JS engine loads the module. Paris is UTC+1 in winter and UTC+2 from the last Sunday of March to the
// last Sunday of October, both changes at 01:00 UTC; Node's own time-zone data checks the rule here.
import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from '../../src/lib/format'
import { loadHookLib } from '../support/hook-lib'

interface Parts {
  year: number
  month: number
  day: number
  hours: number
  minutes: number
}

interface Time {
  dbDate: (value?: Date | number) => string
  parseDate: (value: unknown) => Date | null
  parisOffset: (ms: number) => number
  parisDate: (value: unknown) => Parts | null
  parisMidnight: (day: string) => number
  endOfParisDay: (ms: number) => number
  formatDateShort: (value: unknown) => string
  formatDateLong: (value: unknown) => string
  formatDateTimeLong: (value: unknown) => string
}

const time = loadHookLib<Time>('time.js')
const NBSP = '\u00a0'
const HOUR = 3600 * 1000
const at = (text: string) => Date.parse(text)

describe('PocketBase’s date text', () => {
  it('writes and reads `YYYY-MM-DD HH:MM:SS.mmmZ`', () => {
    expect(time.dbDate(at('2026-11-24T09:00:00Z'))).toBe('2026-11-24 09:00:00.000Z')
    expect(time.dbDate(new Date(at('2026-12-31T23:59:59.999Z')))).toBe('2026-12-31 23:59:59.999Z')
    expect(time.dbDate()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(time.parseDate('2026-11-24 09:00:00.000Z')?.getTime()).toBe(at('2026-11-24T09:00:00Z'))
    expect(time.parseDate(' 2026-11-24T09:00:00Z ')?.getTime()).toBe(at('2026-11-24T09:00:00Z'))
    expect(time.parseDate(at('2026-11-24T09:00:00Z'))?.getTime()).toBe(at('2026-11-24T09:00:00Z'))
    for (const nothing of ['', '   ', 'demain', null, undefined]) expect(time.parseDate(nothing)).toBeNull()
  })
})

describe('Paris offset and daylight saving', () => {
  it('switches to summer time at 01:00 UTC on the last Sunday of March', () => {
    expect(time.parisOffset(at('2026-03-29T00:59:59.999Z'))).toBe(HOUR)
    expect(time.parisOffset(at('2026-03-29T01:00:00Z'))).toBe(2 * HOUR)
    // 2027: 31 March is a Wednesday, the change is on the 28th.
    expect(time.parisOffset(at('2027-03-28T00:59:00Z'))).toBe(HOUR)
    expect(time.parisOffset(at('2027-03-28T01:00:00Z'))).toBe(2 * HOUR)
    // 2029: 25 March; a Sunday the 31st (2024) is the last Sunday itself.
    expect(time.parisOffset(at('2029-03-25T01:00:00Z'))).toBe(2 * HOUR)
    expect(time.parisOffset(at('2024-03-31T00:30:00Z'))).toBe(HOUR)
    expect(time.parisOffset(at('2024-03-31T01:30:00Z'))).toBe(2 * HOUR)
  })

  it('goes back to winter time at 01:00 UTC on the last Sunday of October', () => {
    expect(time.parisOffset(at('2026-10-25T00:59:59.999Z'))).toBe(2 * HOUR)
    expect(time.parisOffset(at('2026-10-25T01:00:00Z'))).toBe(HOUR)
    expect(time.parisOffset(at('2027-10-31T00:59:00Z'))).toBe(2 * HOUR)
    expect(time.parisOffset(at('2027-10-31T01:00:00Z'))).toBe(HOUR)
  })

  it('agrees with the time-zone database, every 37 minutes from 2020 to 2035', () => {
    const zone = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    for (let ms = at('2020-01-01T00:00:00Z'); ms < at('2035-12-31T00:00:00Z'); ms += 37 * 60 * 1000) {
      const parts = Object.fromEntries(zone.formatToParts(ms).map((p) => [p.type, Number(p.value)]))
      const ours = time.parisDate(ms)
      if (ours?.hours !== parts.hour || ours.day !== parts.day || ours.minutes !== parts.minute) {
        expect({ at: new Date(ms).toISOString(), ours }).toEqual({
          at: new Date(ms).toISOString(),
          ours: { year: parts.year, month: parts.month, day: parts.day, hours: parts.hour, minutes: parts.minute },
        })
      }
    }
  })

  it('reads the Paris wall clock around the changes (02:00 skipped in March, 02:00-03:00 twice in October)', () => {
    expect(time.parisDate('2026-03-29 00:59:00.000Z')).toEqual({ year: 2026, month: 3, day: 29, hours: 1, minutes: 59 })
    expect(time.parisDate('2026-03-29 01:00:00.000Z')).toEqual({ year: 2026, month: 3, day: 29, hours: 3, minutes: 0 })
    expect(time.parisDate('2026-10-25 00:30:00.000Z')).toEqual({ year: 2026, month: 10, day: 25, hours: 2, minutes: 30 })
    expect(time.parisDate('2026-10-25 01:30:00.000Z')).toEqual({ year: 2026, month: 10, day: 25, hours: 2, minutes: 30 })
    expect(time.parisDate('2026-10-25 02:00:00.000Z')).toEqual({ year: 2026, month: 10, day: 25, hours: 3, minutes: 0 })
    expect(time.parisDate('')).toBeNull()
  })
})

describe('Paris days', () => {
  it('starts a day at Paris midnight, winter and summer, and on the days the clocks change', () => {
    expect(time.parisMidnight('2026-01-15')).toBe(at('2026-01-14T23:00:00Z'))
    expect(time.parisMidnight('2026-07-14')).toBe(at('2026-07-13T22:00:00Z'))
    expect(time.parisMidnight('2026-03-29')).toBe(at('2026-03-28T23:00:00Z'))
    expect(time.parisMidnight('2026-03-30')).toBe(at('2026-03-29T22:00:00Z'))
    expect(time.parisMidnight('2026-10-25')).toBe(at('2026-10-24T22:00:00Z'))
    expect(time.parisMidnight('2026-10-26')).toBe(at('2026-10-25T23:00:00Z'))
    expect(time.parisMidnight('2027-01-01')).toBe(at('2026-12-31T23:00:00Z'))
  })

  it('ends a day at its last millisecond in Paris, across midnight and the year’s end', () => {
    expect(time.endOfParisDay(at('2026-11-24T09:00:00Z'))).toBe(at('2026-11-24T22:59:59.999Z'))
    expect(time.endOfParisDay(at('2026-11-24T23:30:00Z'))).toBe(at('2026-11-25T22:59:59.999Z'))
    expect(time.endOfParisDay(at('2026-07-14T21:59:59.999Z'))).toBe(at('2026-07-14T21:59:59.999Z'))
    expect(time.endOfParisDay(at('2026-07-14T22:00:00Z'))).toBe(at('2026-07-15T21:59:59.999Z'))
    expect(time.endOfParisDay(at('2026-12-31T23:00:00Z'))).toBe(at('2027-01-01T22:59:59.999Z'))
    // The day the clocks change: it ends in the other season's offset.
    expect(time.endOfParisDay(at('2026-03-29T00:30:00Z'))).toBe(at('2026-03-29T21:59:59.999Z'))
    expect(time.endOfParisDay(at('2026-10-25T00:30:00Z'))).toBe(at('2026-10-25T22:59:59.999Z'))
  })
})

describe('French dates', () => {
  it('dates documents `dd/mm/yyyy` in Paris time, summer and winter', () => {
    expect(time.formatDateShort('2026-12-31 23:30:00.000Z')).toBe('01/01/2027')
    expect(time.formatDateShort('2026-12-31 22:59:59.999Z')).toBe('31/12/2026')
    expect(time.formatDateShort('2026-07-14 22:30:00.000Z')).toBe('15/07/2026')
    expect(time.formatDateShort('2026-07-14 21:30:00.000Z')).toBe('14/07/2026')
    expect(time.formatDateShort(new Date(at('2026-03-28T23:30:00Z')))).toBe('29/03/2026')
    expect(time.formatDateShort('')).toBe('')
    expect(time.formatDateShort('n’importe quoi')).toBe('')
  })

  it('writes the day in words, `1er` for the first', () => {
    expect(time.formatDateLong('2026-11-24 09:30:00.000Z')).toBe('24 novembre 2026')
    expect(time.formatDateLong('2026-04-30 23:30:00.000Z')).toBe('1er mai 2026')
    expect(time.formatDateLong('2026-12-31T23:30:00Z')).toBe('1er janvier 2027')
    expect(time.formatDateLong('2026-08-15 12:00:00.000Z')).toBe('15 août 2026')
    expect(time.formatDateLong('2026-02-01 00:00:00.000Z')).toBe('1er février 2026')
    expect(time.formatDateLong('')).toBe('')
    expect(time.formatDateLong(null)).toBe('')
  })

  it('gives the date and time in Paris with no-break spaces around « h »', () => {
    expect(time.formatDateTimeLong('2026-11-24 13:05:00.000Z')).toBe(`24 novembre 2026 à 14${NBSP}h${NBSP}05`)
    expect(time.formatDateTimeLong('2026-07-01 08:00:00.000Z')).toBe(`1er juillet 2026 à 10${NBSP}h${NBSP}00`)
    expect(time.formatDateTimeLong('2026-12-31 23:00:00.000Z')).toBe(`1er janvier 2027 à 0${NBSP}h${NBSP}00`)
    expect(time.formatDateTimeLong('2026-10-25 01:00:00.000Z')).toBe(`25 octobre 2026 à 2${NBSP}h${NBSP}00`)
    expect(time.formatDateTimeLong('2026-03-29 01:00:00.000Z')).toBe(`29 mars 2026 à 3${NBSP}h${NBSP}00`)
    expect(time.formatDateTimeLong('')).toBe('')
  })

  it('writes what the shop’s screens write with Intl (src/lib/format.ts), every 97 minutes over 2026-2028', () => {
    for (let ms = at('2026-01-01T00:00:00Z'); ms < at('2029-01-01T00:00:00Z'); ms += 97 * 60 * 1000) {
      const text = new Date(ms).toISOString().replace('T', ' ')
      expect(time.formatDateLong(text)).toBe(formatDate(text))
      expect(time.formatDateTimeLong(text)).toBe(formatDateTime(text))
    }
  })
})

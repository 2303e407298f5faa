// The year-three seed (scripts/bench-admin/year-three.mjs, docs/adr/0091) at a fiftieth of its size,
// against its own throwaway PocketBase with the bench's backdating route: what it writes is what the
// shop can hold (orders add up, the numbering series continue, credit notes match the refunds, pros
// have their company), spread over three years; its visits are kept whole by the roll-up of what is older
// than 13 months; it puts the server's settings back; a second run adds no customer or order.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase, { type RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hooksWithBackdating, seedYearThree } from '../../scripts/bench-admin/year-three.mjs'
import { DEMO_PASSWORD, startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'

type Server = Awaited<ReturnType<typeof startPocketBase>>
type Line = { id: string; name: string; quantity: number; price: number }

const DAY = 24 * 60 * 60 * 1000
const YEAR = new Date().getUTCFullYear()
let dir = ''
let server: Server | undefined
let su: PocketBase
let result: Awaited<ReturnType<typeof seedYearThree>>
let settingsBefore: Record<string, unknown>
const all: Record<string, RecordModel[]> = {}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bijoux-year-three-'))
  server = await startPocketBase({ dataDir: join(dir, 'pb_data'), hooksDir: hooksWithBackdating(dir), quiet: true })
  su = new PocketBase(server.url)
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  // The reference lists the demo seed would give, one or two of each; a series already begun.
  await su.collection('categories').create({ name: 'Bracelets', slug: 'bracelets' })
  await su.collection('categories').create({ name: 'Colliers', slug: 'colliers' })
  for (const name of ['Améthyste', 'Quartz rose']) await su.collection('stones').create({ name, virtues: 'Apaisement' })
  await su.collection('materials').create({ name: 'Argent 925' })
  await su.collection('colors').create({ name: 'Violet', hex_code: '#7b4fa0' })
  await su.collection('chakras').create({ name: 'Couronne' })
  await su.collection('counters').create({ name: `invoice-${YEAR}`, value: 7 })
  settingsBefore = await su.send('/api/settings', {})
  result = await seedYearThree({ url: server.url, superuser: server.superuser, scale: 0.02 })
  for (const name of ['orders', 'products', 'users', 'credit_notes', 'payment_refunds', 'pro_applications', 'addresses', 'counters']) {
    all[name] = await su.collection(name).getFullList({ batch: 500, sort: 'created' })
  }
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('the third year at a fiftieth', () => {
  it('creates 100 orders, 40 products and 60 customers with an address each, dated over three years', () => {
    expect(result.counts).toEqual({ orders: 100, products: 40, customers: 60, visits: 1000 })
    expect(result.backdated).toBe(true)
    expect(all.orders).toHaveLength(100)
    expect(all.products).toHaveLength(40)
    expect(all.users).toHaveLength(60)
    expect(all.addresses).toHaveLength(60)
    const times = all.orders.map((order) => Date.parse(order.created))
    expect(Math.min(...times)).toBeLessThan(Date.now() - 2 * 365 * DAY)
    expect(Math.max(...times)).toBeGreaterThan(Date.now() - 60 * DAY)
    // The shop grows: its last year has more orders than its first.
    const inYear = (from: number) =>
      times.filter((t) => t >= Date.now() - from * 365 * DAY && t < Date.now() - (from - 1) * 365 * DAY).length
    expect(inYear(1)).toBeGreaterThan(inYear(3))
  })

  it('writes orders that add up, placed by customers who had an account, shipped ones with a tracking number', () => {
    const users = new Map(all.users.map((user) => [user.id, user]))
    for (const order of all.orders) {
      const items = order.items as Line[]
      expect(items.length).toBeGreaterThanOrEqual(1)
      expect(items.length).toBeLessThanOrEqual(4)
      expect(order.total).toBeCloseTo(
        items.reduce((sum, item) => sum + item.price * item.quantity, 0),
        2,
      )
      const user = users.get(order.user)
      expect(user, order.id).toBeDefined()
      expect(order.email).toBe(user!.email)
      expect(Date.parse(user!.created)).toBeLessThanOrEqual(Date.parse(order.created))
      expect(order.shipping_address.city).not.toBe('')
      if (['shipped', 'delivered'].includes(order.status)) expect(order.tracking_number).not.toBe('')
    }
  })

  it('continues the numbering series: unique numbers, the counters at the last one', () => {
    const numbers = all.orders.map((order) => order.invoice_number).filter(Boolean)
    expect(numbers.length).toBeGreaterThan(80)
    expect(new Set(numbers).size).toBe(numbers.length)
    const thisYear = numbers.filter((n) => n.startsWith(`F${YEAR}-`)).sort()
    expect(thisYear[0]).toBe(`F${YEAR}-00008`)
    const counter = all.counters.find((c) => c.name === `invoice-${YEAR}`)
    expect(counter?.value).toBe(7 + thisYear.length)
  })

  it('gives every refunded or cancelled order its credit note, payment refund and refunded amount', () => {
    const orders = new Map(all.orders.map((order) => [order.id, order]))
    for (const order of all.orders.filter((o) => ['refunded', 'cancelled'].includes(o.status))) {
      expect(order.amount_refunded).toBeCloseTo(order.total, 2)
    }
    expect(all.credit_notes.length).toBeGreaterThan(0)
    for (const note of all.credit_notes) {
      const order = orders.get(note.order)!
      expect(note.status).toBe('issued')
      expect(note.number).toMatch(/^AV\d{4}-\d{5}$/)
      expect(order.amount_refunded).toBeCloseTo(note.amount, 2)
      expect(all.payment_refunds.filter((row) => row.credit_note === note.id)).toHaveLength(1)
    }
  })

  it('gives each pro an approved application with a company and a SIRET', () => {
    const pros = all.users.filter((user) => user.role === 'professionnel')
    expect(pros.length).toBeGreaterThan(0)
    for (const pro of pros) {
      const application = all.pro_applications.find((a) => a.user === pro.id)
      expect(application?.status).toBe('approved')
      expect(application?.company).not.toBe('')
      expect(application?.siret).toMatch(/^\d{14}$/)
    }
  })

  it('writes 1,000 visits of 2 to 6 page views, those older than 13 months rolled up into daily totals that keep them whole', async () => {
    const audience = result.audience!
    expect(audience.visits).toBe(1000)
    expect(audience.hits).toBeGreaterThanOrEqual(2000)
    expect(audience.hits).toBeLessThanOrEqual(6000)
    const raw = await su.collection('audience_hits').getFullList({ batch: 1000, fields: 'day,entry,device', sort: 'day' })
    const days = await su.collection('audience_days').getFullList({ batch: 1000, fields: 'day,dimension,key,medium,views,visits' })
    expect(raw.length).toBe(audience.raw)
    expect(audience.rolledUp.hits).toBe(audience.hits - audience.raw)
    // Every view and every visit is in one table or the other.
    const pages = days.filter((row) => row.dimension === 'page')
    expect(raw.length + pages.reduce((sum, row) => sum + row.views, 0)).toBe(audience.hits)
    expect(raw.filter((hit) => hit.entry).length + pages.reduce((sum, row) => sum + row.visits, 0)).toBe(1000)
    // The raw hits are the last 13 months': from the month 13 months back on, the rolled-up days before.
    const now = new Date()
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 13, 1)).toISOString().slice(0, 10)
    const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12, 0)).toISOString().slice(0, 10)
    expect(raw[0].day >= monthStart).toBe(true)
    const lastRolled = pages
      .map((row) => row.day)
      .sort()
      .at(-1)!
    expect(lastRolled <= monthEnd).toBe(true)
    expect(lastRolled < raw[0].day).toBe(true)
    // The shop grows: its last year has more visits than its first.
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
    const firstYear = pages.filter((row) => row.day < day(Date.now() - 2 * 365 * DAY)).reduce((sum, row) => sum + row.visits, 0)
    const lastYear = raw.filter((hit) => hit.entry && hit.day > day(Date.now() - 365 * DAY)).length
    expect(lastYear).toBeGreaterThan(firstYear)
    // Instagram's posts, the newsletter, search engines and direct visits; the three size classes.
    const sources = new Set(days.filter((row) => row.dimension === 'referrer').map((row) => row.key))
    for (const source of ['instagram', 'newsletter', 'google.com', 'direct']) expect(sources).toContain(source)
    expect(new Set(raw.map((hit) => hit.device))).toEqual(new Set(['mobile', 'tablet', 'desktop']))
  })

  it('puts back the batch API, the rate limits and the password cost, and its customers log in', async () => {
    const after = await su.send('/api/settings', {})
    expect(after.batch).toEqual(settingsBefore.batch)
    expect(after.rateLimits.enabled).toBe((settingsBefore.rateLimits as { enabled: boolean }).enabled)
    const users = await su.collections.getOne('users')
    expect(users.fields.find((field) => field.name === 'password')?.cost ?? 0).toBe(0)
    const customer = new PocketBase(server!.url)
    await customer.collection('users').authWithPassword(all.users[0].email, DEMO_PASSWORD)
    expect(customer.authStore.isValid).toBe(true)
  })

  it('adds no customer and no order on a second run', async () => {
    const again = await seedYearThree({ url: server!.url, superuser: server!.superuser, scale: 0.02 })
    expect(again.counts.orders).toBe(0)
    expect((await su.collection('users').getList(1, 1)).totalItems).toBe(60)
    expect((await su.collection('orders').getList(1, 1)).totalItems).toBe(100)
  })
})

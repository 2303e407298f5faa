// Audience without a tracker (pb_hooks/audience.pb.js, lib/audience.js, docs/adr/0123):
//  - POST /api/shop/hits counts a page view and answers 204 without a cookie, whatever it is sent;
//    robots, prefetches, DNT / Global Privacy Control, the back-office and bad bodies are stored as
//    nothing;
//  - GET /api/shop/admin/audience adds up raw and rolled-up days, checked against fixtures whose
//    figures are worked out by hand below (days of 2013 and 2010, which no other test writes); the
//    funnel's paid orders are bounded by Paris midnights on both sides of the spring change;
//  - the roll-up of days 13 months old keeps every figure and deletes the raw rows;
//  - admins only: a guest 401, a customer or a pro 403.
import { beforeAll, describe, expect, it } from 'vitest'
import type { AudienceHitsRecord } from '../../src/lib/pocketbase-types'
import { type Actor, type Role, ROLES, actorsByRole, call, fixtureUser, pbUrl, randomIp, superuser } from './support/clients'
import { uniq } from './support/factories'

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

let su: Actor
let actors: Record<Role, Actor>

beforeAll(async () => {
  ;[su, actors] = await Promise.all([superuser(), actorsByRole()])
})

/** Sends a hit as a browser's beacon would (text/plain), from its own address. */
async function sendHit(body: unknown, headers: Record<string, string> = {}, ip = randomIp()) {
  const response = await fetch(`${pbUrl()}/api/shop/hits`, {
    method: 'POST',
    headers: { 'User-Agent': CHROME, 'Content-Type': 'text/plain;charset=UTF-8', 'X-Forwarded-For': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, cookie: response.headers.get('set-cookie'), text: await response.text() }
}

/** The stored hits of a path (read as superuser: nobody else may). */
async function storedHits(path: string): Promise<AudienceHitsRecord[]> {
  return su.pb.collection('audience_hits').getFullList({ filter: su.pb.filter('path = {:path}', { path }) })
}

/** The Paris day of now, as the server counts it (Europe/Paris from Node's own time-zone data). */
function parisToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
}

describe('POST /api/shop/hits', () => {
  it('counts a page view: 204, no cookie; its path without the query, its utm, the referrer’s host, its size class', async () => {
    const path = `/catalogue/${uniq('bracelet-')}`
    const result = await sendHit({
      // As the beacon sends it (the utm_* of the query, each after a `&`); any other parameter ignored.
      path: `${path}?&utm_source=Instagram&utm_medium=social&ref=camille&utm_campaign=noel-2026`,
      referrer: 'https://l.instagram.com/?u=https%3A%2F%2Fshop.test&e=AT0x',
      entry: true,
      width: 390,
      kind: 'view',
    })
    expect(result).toEqual({ status: 204, cookie: null, text: '' })
    const [hit, ...others] = await storedHits(path)
    expect(others).toEqual([])
    expect(hit).toMatchObject({
      day: parisToday(),
      path,
      kind: 'view',
      entry: true,
      source: 'instagram',
      medium: 'social',
      campaign: 'noel-2026',
      content: '',
      term: '',
      referrer_host: 'l.instagram.com',
      device: 'mobile',
    })
    // Nothing that could tell a visitor: no address, no browser, no user.
    expect(Object.keys(hit!).sort()).toEqual(
      [
        'collectionId',
        'collectionName',
        'id',
        'day',
        'path',
        'kind',
        'entry',
        'source',
        'medium',
        'campaign',
        'content',
        'term',
        'referrer_host',
        'device',
        'created',
        'updated',
      ].sort(),
    )
  })

  it('a move inside the shop is no referrer and starts no visit; a signed-in customer’s view names nobody', async () => {
    const path = `/catalogue/${uniq('collier-')}`
    const result = await call(
      actors.customer,
      'POST',
      '/api/shop/hits',
      { path, referrer: 'http://shop.test/catalogue', entry: true, width: 1400, kind: 'view' },
      { 'User-Agent': CHROME },
    )
    expect(result.status).toBe(204)
    expect(await storedHits(path)).toEqual([expect.objectContaining({ entry: false, referrer_host: '', device: 'desktop' })])
  })

  it('counts the cart and the checkout as their kinds', async () => {
    const marker = uniq('u')
    expect((await sendHit({ path: '/cart', kind: 'cart', utm: { source: marker } })).status).toBe(204)
    expect((await sendHit({ path: '/checkout', kind: 'checkout', utm: { source: marker } })).status).toBe(204)
    const rows = await su.pb
      .collection('audience_hits')
      .getFullList({ filter: su.pb.filter('source = {:marker}', { marker }), sort: 'kind' })
    expect(rows.map((row) => [row.path, row.kind])).toEqual([
      ['/cart', 'cart'],
      ['/checkout', 'checkout'],
    ])
  })

  it('stores nothing from robots, prefetches, DNT or Global Privacy Control, and still answers 204 without a cookie', async () => {
    const path = `/catalogue/${uniq('bague-')}`
    const cases: Record<string, string>[] = [
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'User-Agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
      { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' },
      { 'User-Agent': '' },
      { 'Sec-Purpose': 'prefetch' },
      { Purpose: 'prefetch' },
      { DNT: '1' },
      { 'Sec-GPC': '1' },
    ]
    for (const headers of cases) {
      expect(await sendHit({ path, entry: true, width: 390 }, headers), JSON.stringify(headers)).toEqual({
        status: 204,
        cookie: null,
        text: '',
      })
    }
    expect(await storedHits(path)).toEqual([])
  })

  it('stores nothing of the back-office, of the signed-in areas and of bad bodies; still 204', async () => {
    const marker = uniq('m')
    const bodies: unknown[] = [
      { path: '/dashboard', utm: { source: marker } },
      { path: `/dashboard/products?utm_source=${marker}` },
      { path: '/account/commandes/abcdefghijklmno', utm: { source: marker } },
      { path: '/espace-pro', utm: { source: marker } },
      { path: `https://autre.example/?utm_source=${marker}` },
      { path: `//autre.example/?utm_source=${marker}` },
      { path: '/', kind: 'paid', utm: { source: marker } },
      { path: 42, utm: { source: marker } },
      `{"path": "/", "utm": {"source": "${marker}"}`,
      'x'.repeat(100_000),
    ]
    for (const body of bodies) {
      expect(await sendHit(body), String(body).slice(0, 80)).toEqual({ status: 204, cookie: null, text: '' })
    }
    const stored = await su.pb.collection('audience_hits').getList(1, 1, { filter: su.pb.filter('source = {:marker}', { marker }) })
    expect(stored.totalItems).toBe(0)
  })

  it('limits one address to 60 hits a minute (PocketBase’s limiter answers 429); the 61st is not stored', async () => {
    const ip = randomIp()
    const path = `/blog/${uniq('article-')}`
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await sendHit({ path }, {}, ip)).status)
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(204))
    expect(statuses[60]).toBe(429)
    expect(await storedHits(path)).toHaveLength(60)
  })
})

/** A raw hit of a given day, as the route would have stored it. */
function hitRow(day: string, path: string, fields: Partial<AudienceHitsRecord> = {}) {
  return { day, path, kind: 'view', entry: false, ...fields }
}

/**
 * 2013: the range 30 March – 1 April (Sunday 31 March 2013 is the spring change), its previous
 * period 27–29 March, and days around both. Hand count, current period (hits 1–8):
 *   views 8; visits (entries) 4: hits 1, 4, 5, 7; product views (/catalogue/…) 4: hits 2, 4, 5, 8.
 *   previous: views 2 (27 and 29 March), 1 visit (29 March), no product view.
 */
const HITS_2013 = [
  hitRow('2013-03-26', '/', { entry: true, device: 'desktop' }), // neither period (week bucket 1)
  hitRow('2013-03-27', '/blog'), // previous
  hitRow('2013-03-29', '/', { entry: true, device: 'desktop' }), // previous
  // 1–3: 30 March
  hitRow('2013-03-30', '/', { entry: true, source: 'instagram', medium: 'social', campaign: 'printemps', device: 'mobile' }),
  hitRow('2013-03-30', '/catalogue/bracelet-aube', { device: 'mobile' }),
  hitRow('2013-03-30', '/cart', { kind: 'cart', device: 'mobile' }),
  // 4–6: 31 March
  hitRow('2013-03-31', '/catalogue/bracelet-aube', { entry: true, referrer_host: 'google.fr', device: 'desktop' }),
  hitRow('2013-03-31', '/catalogue/bracelet-aube', { entry: true, device: 'tablet' }),
  hitRow('2013-03-31', '/checkout', { kind: 'checkout', device: 'tablet' }),
  // 7–8: 1 April
  hitRow('2013-04-01', '/catalogue', { entry: true, source: 'newsletter', medium: 'email', campaign: 'avril', device: 'desktop' }),
  hitRow('2013-04-01', '/catalogue/collier-lune', { device: 'desktop' }),
  hitRow('2013-04-02', '/', { entry: true, device: 'mobile' }), // after (week bucket 2)
]

/** An invoiced order (written as superuser, as the paying transaction would). */
function invoicedOrder(invoicedAt: string, items: unknown[], invoiceNumber = `F2013-${uniq('')}`) {
  return su.pb.collection('orders').create({
    user: fixtureUser('customer2').id,
    items,
    total: 30,
    status: 'paid',
    invoice_number: invoiceNumber,
    invoiced_at: invoicedAt,
  })
}
const JEWEL = [{ id: 'aaaaaaaaaaaaaaa', name: 'Bracelet « Aube »', quantity: 1, price: 30 }]
const CARD = [{ id: 'gift-card-0', name: 'Carte cadeau 50,00 €', quantity: 1, price: 50, gift_card: { amount: 50 } }]

describe('GET /api/shop/admin/audience', () => {
  beforeAll(async () => {
    for (const row of HITS_2013) await su.pb.collection('audience_hits').create(row)
    // Paid orders of 30 March – 1 April in Paris: from 2013-03-29 23:00 UTC (UTC+1) to 2013-04-01 22:00 UTC (UTC+2).
    await invoicedOrder('2013-03-29 22:59:00.000Z', JEWEL) // 23:59 on 29 March in Paris: before
    await invoicedOrder('2013-03-29 23:30:00.000Z', JEWEL) // 00:30 on 30 March: counted
    await invoicedOrder('2013-03-31 10:00:00.000Z', CARD) // a gift card: not a sale
    await invoicedOrder('2013-04-01 21:59:00.000Z', JEWEL) // 23:59 on 1 April (summer time): counted
    await invoicedOrder('2013-04-01 22:00:00.000Z', JEWEL) // midnight on 2 April: after
    await invoicedOrder('2013-03-31 10:00:00.000Z', JEWEL, '') // not invoiced
  })

  it('adds up the period and the one before, by day, by page, by referrer, by size class, with the funnel', async () => {
    const result = await call(actors.admin, 'GET', '/api/shop/admin/audience?period=range&from=2013-03-30&to=2013-04-01&unknown=1')
    expect(result.status).toBe(200)
    expect(result.body).toEqual({
      period: { from: '2013-03-30', to: '2013-04-01', step: 'day', days: 3 },
      previous: { from: '2013-03-27', to: '2013-03-29' },
      totals: { current: { views: 8, visits: 4, productViews: 4 }, previous: { views: 2, visits: 1, productViews: 0 } },
      series: [
        { start: '2013-03-30', views: 3, visits: 1 },
        { start: '2013-03-31', views: 3, visits: 2 },
        { start: '2013-04-01', views: 2, visits: 1 },
      ],
      pages: [
        { path: '/catalogue/bracelet-aube', views: 3, entries: 2 },
        { path: '/', views: 1, entries: 1 },
        { path: '/catalogue', views: 1, entries: 1 },
        { path: '/cart', views: 1, entries: 0 },
        { path: '/catalogue/collier-lune', views: 1, entries: 0 },
        { path: '/checkout', views: 1, entries: 0 },
      ],
      referrers: [
        { source: 'direct', medium: '', campaign: '', visits: 1 },
        { source: 'google.fr', medium: '', campaign: '', visits: 1 },
        { source: 'instagram', medium: 'social', campaign: 'printemps', visits: 1 },
        { source: 'newsletter', medium: 'email', campaign: 'avril', visits: 1 },
      ],
      devices: { mobile: 1, tablet: 1, desktop: 2 },
      funnel: { productViews: 4, carts: 1, checkouts: 1, paid: 2 },
    })
  })

  it('by week, Monday first, across the change of time', async () => {
    const result = await call(actors.admin, 'GET', '/api/shop/admin/audience?period=range&from=2013-03-25&to=2013-04-07&step=week')
    expect(result.status).toBe(200)
    // 25–31 March: 26, 27, 29 (one each), 30 (three), 31 (three) = 9 views; visits 26, 29, 30, 31 ×2 = 5.
    // 1–7 April: 1 (two), 2 (one) = 3 views; visits 1 and 2 April = 2.
    expect(result.body.series).toEqual([
      { start: '2013-03-25', views: 9, visits: 5 },
      { start: '2013-04-01', views: 3, visits: 2 },
    ])
    expect(result.body.totals).toEqual({
      current: { views: 12, visits: 7, productViews: 4 },
      previous: { views: 0, visits: 0, productViews: 0 },
    })
    // 00:30 on 30 March and 23:59 on 1 April, and midnight on 2 April now inside; 23:59 on 29 March too.
    expect(result.body.funnel).toEqual({ productViews: 4, carts: 1, checkouts: 1, paid: 4 })
  })

  it('refuses a bad period in French', async () => {
    const bad = async (query: string) => (await call(actors.admin, 'GET', `/api/shop/admin/audience?${query}`)).body.message
    expect(await bad('period=hier')).toBe('Période invalide.')
    expect(await bad('period=range&from=2013-04-02&to=2013-04-01')).toBe('La date de début doit précéder la date de fin.')
    expect(await bad('period=range&from=2010-01-01&to=2013-04-01')).toBe('La période ne peut dépasser 3 ans.')
  })

  it('answers admins only: a guest 401, a customer or a pro 403, and never a cookie', async () => {
    const expected: Record<Role, number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }
    for (const role of ROLES) {
      const response = await fetch(`${pbUrl()}/api/shop/admin/audience?period=today`, {
        headers: {
          'X-Forwarded-For': actors[role].ip,
          ...(actors[role].pb.authStore.token ? { authorization: actors[role].pb.authStore.token } : {}),
        },
      })
      expect(response.status, role).toBe(expected[role])
      expect(response.headers.get('set-cookie')).toBeNull()
      const body = (await response.json()) as Record<string, unknown>
      if (role === 'customer' || role === 'pro')
        expect(body.message).toBe('Seul un administrateur de la boutique peut consulter ces chiffres.')
      if (role === 'admin')
        expect(Object.keys(body).sort()).toEqual(['devices', 'funnel', 'pages', 'period', 'previous', 'referrers', 'series', 'totals'])
    }
  })
})

describe('the roll-up of days 13 months old', () => {
  /** January 2010; the pass runs as at 15 March 2011: days up to 15 February 2010 are rolled up. */
  const HITS_2010 = [
    hitRow('2010-01-10', '/', {
      entry: true,
      source: 'instagram',
      medium: 'social',
      campaign: 'soldes',
      content: 'reel',
      device: 'mobile',
    }),
    hitRow('2010-01-10', '/catalogue/bracelet-aube', { device: 'mobile' }),
    hitRow('2010-01-10', '/catalogue/bracelet-aube', { entry: true, referrer_host: 'google.fr', device: 'desktop' }),
    hitRow('2010-01-10', '/cart', { kind: 'cart', device: 'desktop' }),
    hitRow('2010-01-11', '/catalogue/bracelet-aube', {
      entry: true,
      source: 'instagram',
      medium: 'social',
      campaign: 'soldes',
      device: 'tablet',
    }),
    hitRow('2010-01-11', '/checkout', { kind: 'checkout', device: 'tablet' }),
    hitRow('2010-01-11', '/blog', { entry: true }), // no width: no size class
    hitRow('2010-02-16', '/blog', { entry: true, device: 'mobile' }), // the day after the cutoff: stays raw
  ]
  const figures = (query: string) => call(actors.admin, 'GET', `/api/shop/admin/audience?period=range&${query}`)
  const rollupAt = (now: string) => call(su, 'POST', '/api/shop/audience/rollup', { now })

  it('keeps every figure, deletes the raw rows, and runs once', async () => {
    for (const row of HITS_2010) await su.pb.collection('audience_hits').create(row)
    const before = await figures('from=2010-01-01&to=2010-02-28')
    const january = await figures('from=2010-01-10&to=2010-01-11')
    // Hand count of 10–11 January: 7 views, 4 visits, 3 product views; by day 4 + 3.
    expect(january.body).toMatchObject({
      totals: { current: { views: 7, visits: 4, productViews: 3 } },
      series: [
        { start: '2010-01-10', views: 4, visits: 2 },
        { start: '2010-01-11', views: 3, visits: 2 },
      ],
      referrers: [
        { source: 'instagram', medium: 'social', campaign: 'soldes', visits: 2 },
        { source: 'direct', medium: '', campaign: '', visits: 1 },
        { source: 'google.fr', medium: '', campaign: '', visits: 1 },
      ],
      devices: { mobile: 1, tablet: 1, desktop: 1 },
      funnel: { productViews: 3, carts: 1, checkouts: 1, paid: 0 },
    })

    const pass = await rollupAt('2011-03-15T12:00:00Z')
    expect(pass.status).toBe(200)
    expect(pass.body).toMatchObject({ cutoff: '2010-02-15', days: 2, hits: 7 })
    expect(await figures('from=2010-01-01&to=2010-02-28')).toEqual(before)
    expect((await figures('from=2010-01-10&to=2010-01-11')).body).toEqual(january.body)

    const raw = await su.pb.collection('audience_hits').getFullList({ filter: "day >= '2010-01-01' && day <= '2010-02-28'" })
    expect(raw.map((row) => row.day)).toEqual(['2010-02-16'])
    // Totals only: a page's, a referrer's, a size class's, a kind's count per day; no utm_content, no time.
    const rolled = await su.pb.collection('audience_days').getFullList({ filter: "day = '2010-01-10' && dimension = 'page'", sort: 'key' })
    expect(rolled.map((row) => [row.key, row.views, row.visits])).toEqual([
      ['/', 1, 1],
      ['/cart', 1, 0],
      ['/catalogue/bracelet-aube', 2, 1],
    ])
    expect((await rollupAt('2011-03-15T12:00:00Z')).body).toMatchObject({ days: 0, hits: 0 })
  })

  it('is a superuser’s: refused to everyone else', async () => {
    const expected: Record<Role, number> = { anonymous: 401, customer: 403, pro: 403, admin: 403 }
    for (const role of ROLES)
      expect((await call(actors[role], 'POST', '/api/shop/audience/rollup', { now: '2011-03-15T12:00:00Z' })).status).toBe(expected[role])
  })
})

// The owner's figures at year three (issue 29, docs/adr/0122 and 0123), for `npm run bench:admin`: the
// admin's GET /api/shop/admin/figures (sales) and GET /api/shop/admin/audience (visits) for this month
// (the overview's call, and the statistics page's first view), this year and three years, each asked
// `runs` times on the loopback. The server's time is the time to the answer's first byte (`fetch`
// resolves on the headers; PocketBase writes them once the JSON is made); the size is the JSON as
// decoded. The median of the runs is kept, the first run included (a cold route).
//
//   import { ADMIN_ROUTES, measureRoute, routeRows } from './bench-admin/figures.mjs'
//   const results = await measureRoute({ url, token, route: ADMIN_ROUTES.audience, runs: 5 })

/** The goals of issue 29 for the overview's answer (`period=month`); the others are reported beside them. */
export const FIGURES_GOALS = { ms: 200, bytes: 50 * 1024 }

/**
 * The routes measured: where, and what an answer counted (for the log, the table and the JSON).
 * `counts(body)`: the figures that say how much the period held (`total` the table's, `count` the log's);
 * `perBucket`: what each bucket of the series held (how the seed spreads it: a month's days, three
 * years' months).
 */
export const ADMIN_ROUTES = {
  figures: {
    key: 'figures',
    path: '/api/shop/admin/figures',
    counted: 'invoices',
    counts: (body) => ({ orders: body.totals.current.orders, previousOrders: body.totals.previous.orders }),
    total: (result) => result.orders,
    count: (result) => `${result.orders} invoices (before: ${result.previousOrders})`,
    perBucket: (bucket) => bucket.orders,
  },
  audience: {
    key: 'audience',
    path: '/api/shop/admin/audience',
    counted: 'visits',
    counts: (body) => ({
      visits: body.totals.current.visits,
      views: body.totals.current.views,
      previousVisits: body.totals.previous.visits,
    }),
    total: (result) => result.visits,
    count: (result) => `${result.visits} visits, ${result.views} views (before: ${result.previousVisits} visits)`,
    perBucket: (bucket) => bucket.visits,
  },
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Today in Paris, `YYYY-MM-DD`. */
const parisToday = (now) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(now))

/**
 * The periods measured: this month (the overview's), this year, and the three years up to today (the
 * longest range the routes take, by month).
 */
export function figuresQueries(now = Date.now()) {
  const today = parisToday(now)
  const [y, m, d] = today.split('-').map(Number)
  // The day after the same date three years ago: three years, both ends included.
  const day = new Date(Date.UTC(y - 3, m - 1, d + 1)).toISOString().slice(0, 10)
  return [
    { key: 'month', label: 'Ce mois', query: 'period=month', goal: true },
    { key: 'year', label: 'Cette année', query: 'period=year', goal: false },
    { key: 'range', label: '3 ans', query: `period=range&from=${day}&to=${today}`, goal: false },
  ]
}

/**
 * Asks `route` (one of ADMIN_ROUTES) for each period `runs` times as the admin (`token`); resolves to
 * one result per period: `{ key, label, query, ms (median time to first byte), runsMs, bytes, buckets,
 * step, perBucket, goals, …route.counts }`.
 * @param {{ url: string, token: string, route: typeof ADMIN_ROUTES.figures, runs?: number, log?: (message: string) => void }} options
 */
export async function measureRoute({ url, token, route, runs = 5, log = () => {} }) {
  const results = []
  for (const period of figuresQueries()) {
    const times = []
    let bytes = 0
    let body = null
    for (let i = 0; i < runs; i++) {
      const started = performance.now()
      const response = await fetch(`${url}${route.path}?${period.query}`, { headers: { authorization: token } })
      times.push(performance.now() - started)
      const text = await response.text()
      if (!response.ok) throw new Error(`${route.key} ${period.query} answered ${response.status}: ${text.slice(0, 300)}`)
      bytes = Buffer.byteLength(text)
      body = JSON.parse(text)
    }
    const ms = median(times)
    const result = {
      key: period.key,
      label: period.label,
      query: period.query,
      ms,
      runsMs: times.map((t) => Math.round(t * 10) / 10),
      bytes,
      ...route.counts(body),
      buckets: body.series.length,
      step: body.period.step,
      perBucket: Object.fromEntries(body.series.map((bucket) => [bucket.start, route.perBucket(bucket)])),
      goals: period.goal ? { ms: ms <= FIGURES_GOALS.ms, bytes: bytes <= FIGURES_GOALS.bytes } : null,
    }
    log(
      `${route.key} ${period.query}: ${ms.toFixed(1)} ms (runs ${result.runsMs.join(', ')}), ${(bytes / 1024).toFixed(1)} KB, ` +
        `${route.count(result)}, ${result.buckets} buckets by ${result.step}`,
    )
    results.push(result)
  }
  return results
}

/** Both routes, the sales' then the audience's: `{ figures: results, audience: results }`. */
export async function measureAdminRoutes(options) {
  const measured = {}
  for (const route of Object.values(ADMIN_ROUTES)) measured[route.key] = await measureRoute({ ...options, route })
  return measured
}

/** A route's table rows: a line per period, with issue 29's goals beside the month's. */
export function routeRows(route, results) {
  const mark = (ok) => (ok ? '✓' : '✗')
  return [
    [`GET ${route.path}`, 'server time (median)', 'JSON', route.counted, 'goal'],
    ...results.map((r) => [
      `${r.label} (${r.query})`,
      `${r.ms.toFixed(0)} ms${r.goals ? ` ${mark(r.goals.ms)}` : ''}`,
      `${(r.bytes / 1024).toFixed(1)} KB${r.goals ? ` ${mark(r.goals.bytes)}` : ''}`,
      `${route.total(r)} (${r.buckets} × ${r.step})`,
      r.goals ? '≤ 200 ms, ≤ 50 KB' : '—',
    ]),
  ]
}

// The owner's sales figures at year three (issue 29, docs/adr/0122), for `npm run bench:admin`: the
// admin's GET /api/shop/admin/figures for this month (the overview's call), this year and three
// years, each asked `runs` times on the loopback. The server's time is the time to the answer's
// first byte (`fetch` resolves on the headers; PocketBase writes them once the JSON is made); the
// size is the JSON as decoded. The median of the runs is kept, the first run included (a cold route).
//
//   import { measureFigures, FIGURES_GOALS } from './bench-admin/figures.mjs'
//   const results = await measureFigures({ url, token, runs: 5 })

/** The goals of issue 29 for the overview's answer (`period=month`); the others are reported beside them. */
export const FIGURES_GOALS = { ms: 200, bytes: 50 * 1024 }

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Today in Paris, `YYYY-MM-DD`. */
const parisToday = (now) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(now))

/**
 * The periods measured: this month (the overview's), this year, and the three years up to today (the
 * longest range the route takes, by month).
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
 * Asks each period `runs` times as the admin (`token`); resolves to one result per period:
 * `{ key, label, query, ms (median time to first byte), runsMs, bytes, orders, buckets, goals }`.
 * @param {{ url: string, token: string, runs?: number, log?: (message: string) => void }} options
 */
export async function measureFigures({ url, token, runs = 5, log = () => {} }) {
  const results = []
  for (const period of figuresQueries()) {
    const times = []
    let bytes = 0
    let body = null
    for (let i = 0; i < runs; i++) {
      const started = performance.now()
      const response = await fetch(`${url}/api/shop/admin/figures?${period.query}`, { headers: { authorization: token } })
      times.push(performance.now() - started)
      const text = await response.text()
      if (!response.ok) throw new Error(`figures ${period.query} answered ${response.status}: ${text.slice(0, 300)}`)
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
      orders: body.totals.current.orders,
      previousOrders: body.totals.previous.orders,
      buckets: body.series.length,
      step: body.period.step,
      // The invoices of each bucket: how the seed spreads them (a month's days, three years' months).
      perBucket: Object.fromEntries(body.series.map((bucket) => [bucket.start, bucket.orders])),
      goals: period.goal ? { ms: ms <= FIGURES_GOALS.ms, bytes: bytes <= FIGURES_GOALS.bytes } : null,
    }
    log(
      `figures ${period.query}: ${ms.toFixed(1)} ms (runs ${result.runsMs.join(', ')}), ${(bytes / 1024).toFixed(1)} KB, ` +
        `${result.orders} orders (before: ${result.previousOrders}), ${result.buckets} buckets by ${result.step}`,
    )
    results.push(result)
  }
  return results
}

/** The figures' table rows: a line per period, with issue 29's goals beside the month's. */
export function figuresRows(results) {
  const mark = (ok) => (ok ? '✓' : '✗')
  return [
    ['GET /api/shop/admin/figures', 'server time (median)', 'JSON', 'invoices', 'goal'],
    ...results.map((r) => [
      `${r.label} (${r.query})`,
      `${r.ms.toFixed(0)} ms${r.goals ? ` ${mark(r.goals.ms)}` : ''}`,
      `${(r.bytes / 1024).toFixed(1)} KB${r.goals ? ` ${mark(r.goals.bytes)}` : ''}`,
      `${r.orders} (${r.buckets} × ${r.step})`,
      r.goals ? '≤ 200 ms, ≤ 50 KB' : '—',
    ]),
  ]
}

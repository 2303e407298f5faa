#!/usr/bin/env node
/* global document, window, getComputedStyle -- inside page.evaluate, run by the browser */
// `npm run bench:admin`: the back-office at year three (issue 26 point 6, docs/adr/0091). A benchmark,
// not a test: it exits 0 whatever the figures (`--strict`: 1 when a goal is missed), 1 only when it
// cannot measure.
//
//   1. starts a throwaway PocketBase (temp dir, free port) with the project's hooks plus the bench's
//      bench's routes (scripts/bench-admin/backdate.pb.js), seeds the demo data, then a workshop's
//      third year (scripts/bench-admin/year-three.mjs: 5,000 orders, 2,000 products, 3,000
//      customers, 50,000 visits over three years, those older than 13 months rolled up as the
//      nightly cron does); meanwhile vite builds the app into a temp dir, and `vite preview` serves it;
//   2. in Chromium, logged in as the demo admin, at 1440 px, for the orders, products and users
//      lists: the JSON the first view receives (response bodies of PocketBase's API, decoded), the
//      page's elements, the time to the first row on screen (from the navigation's start), the time
//      a typed search takes to show its result (from the first key), the time a sort takes (a click
//      on a column's header, until the first row changes); at 390 px, whether anything is wider
//      than the viewport (the page's own scroll width, and the widest element); then the overview
//      (/dashboard, issue 29 point 4): the JSON its API requests receive (decoded) and the server time
//      of its sales figures' request (the request's time to the first byte in Chromium; goals ≤ 50 KB,
//      ≤ 200 ms);
//   3. the owner's figures (issue 29, scripts/bench-admin/figures.mjs): the admin's
//      GET /api/shop/admin/figures (sales) and GET /api/shop/admin/audience (visits) for this month,
//      this year and three years, 5 times each, the median time to the first byte on the loopback and
//      the JSON's size (goals for this month's: ≤ 200 ms, ≤ 50 KB);
//   4. prints a table with the goals of issues 26 and 29 beside each figure, writes
//      bench-results/admin.json, stops everything and removes the temp dirs.
//
// What a person sees is what is waited for (a row is a table row or a list's card on screen that
// shows a price, or an e-mail for the users), so a list that becomes paged or a list of cards is
// measured the same way.
//
// Options: BENCH_ADMIN_SCALE (default 1: the full third year; 0.1 for a quick try), BENCH_ADMIN_RUNS
// (runs of each measure at 1440 px, median shown; default 1), BENCH_ADMIN_OUT (the JSON file,
// default bench-results/admin.json), BENCH_ADMIN_BUILD=dir (builds there once and reuses it on the
// next runs, on the same PocketBase port), --strict, --serve (sets up, prints the addresses and
// serves until Ctrl-C), --figures (the owner's figures only: the sales and audience routes; no build,
// no browser, the lists and the overview not measured; results in bench-results/admin-figures.json
// unless BENCH_ADMIN_OUT says), --no-figures (the routes not measured after the browser's part).
// CHROMIUM_PATH as for the e2e tests.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { seed } from '../pocketbase/seed/seed.mjs'
import { ADMIN_ROUTES, FIGURES_GOALS, measureAdminRoutes, routeRows } from './bench-admin/figures.mjs'
import { hooksWithBackdating, seedYearThree, YEAR_THREE } from './bench-admin/year-three.mjs'
import { api } from './lib/catalogue-clones.mjs'
import { children, run, stopChild, waitForHttp } from './lib/child-processes.mjs'
import { DEMO_PASSWORD, freePort, projectRoot, startPocketBase } from './lib/pocketbase-server.mjs'
import { median } from './lib/static-floor.mjs'

const args = new Set(process.argv.slice(2))
const SCALE = Number(process.env.BENCH_ADMIN_SCALE || 1)
const RUNS = Math.max(1, Number(process.env.BENCH_ADMIN_RUNS || 1))
/** The owner's figures only (issue 29: the sales and audience routes): no build, no browser. */
const FIGURES_ONLY = args.has('--figures') || args.has('--only-figures')
const FIGURES = !args.has('--no-figures')
const OUT = resolve(
  projectRoot,
  process.env.BENCH_ADMIN_OUT || (FIGURES_ONLY ? 'bench-results/admin-figures.json' : 'bench-results/admin.json'),
)
const BUILD_DIR = process.env.BENCH_ADMIN_BUILD ? resolve(process.env.BENCH_ADMIN_BUILD) : ''
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const ADMIN = 'admin@bijoux.test'
const AUTH_KEY = 'pocketbase_auth'
const WAIT = 60_000
const log = (message) => console.log(`[bench:admin] ${message}`)
const bin = (name) => join(projectRoot, 'node_modules', '.bin', name)

/** Issue 26's goals, per list. */
const GOALS = { json: 300 * 1024, elements: 3000, firstRow: 1500, search: 1000, sort: 1000, width: 390 }

/**
 * The three lists: where, what a row shows (a price, an e-mail), which header sorts, and how to
 * pick a search whose result the current code and a server search both show.
 */
const LISTS = [
  { key: 'orders', label: 'Commandes', path: '/dashboard/orders', token: '€', sortBy: 'Total' },
  { key: 'products', label: 'Produits', path: '/dashboard/products', token: '€', sortBy: 'Prix' },
  { key: 'users', label: 'Utilisateurs', path: '/dashboard/users', token: '@', sortBy: 'Nom' },
]

/**
 * The search typed in each list, as an owner would: a customer's name (orders, users), the first two
 * words of a product's name (its type and motif). Names the current code and a server search both
 * match; every row of the result shows each of their words.
 */
async function searchTerms(url, token) {
  const nth = async (collection, filter, field) => {
    const query = `perPage=1&page=${Math.max(1, Math.round(150 * SCALE))}&sort=-created&filter=${encodeURIComponent(filter)}&fields=${field}`
    const answer = await api(url, `/api/collections/${collection}/records?${query}`, { token })
    return String(answer.items[0]?.[field] ?? '')
  }
  const product = await nth('products', 'sku ~ "Y3-"', 'name')
  return {
    orders: await nth('orders', 'b2b = false', 'customer_name'),
    products: product.split(' ').slice(0, 2).join(' '),
    users: await nth('users', 'role = "" && email ~ ".y3."', 'name'),
  }
}

/**
 * In the page: the rows on screen. A row is a table row with cells, an ARIA row, a list item or an
 * article in <main>, outside navigation, that shows `token` (a price, an e-mail): the innermost such.
 */
function rowsOnScreen(token) {
  const main = document.querySelector('main') ?? document.body
  const candidates = [...main.querySelectorAll('tr, [role="row"], li, article')].filter((el) => {
    if (el.closest('nav')) return false
    if (el.querySelector('th, [role="columnheader"]')) return false
    const box = el.getBoundingClientRect()
    if (box.height === 0 || box.width === 0 || box.top >= window.innerHeight || box.bottom <= 0) return false
    return el.innerText.includes(token)
  })
  return candidates.filter((el) => !candidates.some((other) => other !== el && el.contains(other)))
}

const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** A fresh context logged in as the admin (the SDK's localStorage session, set before the app starts). */
async function adminContext(browser, session, width, height) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value)
    },
    [AUTH_KEY, JSON.stringify(session)],
  )
  // The row finder, as a page global (an init script: the shop's CSP forbids eval in the page).
  await context.addInitScript({ content: `window.__benchRows = ${rowsOnScreen.toString()}` })
  return context
}

/**
 * Counts PocketBase's JSON answers (decoded bodies) from now on; `answers` lists each one's path, size
 * and server time (Chromium's time from the request sent to the answer's first byte, on the loopback).
 */
function jsonCounter(page, pocketbaseUrl) {
  const pending = []
  const counter = { bytes: 0, requests: 0, answers: [], settled: () => Promise.all(pending) }
  page.on('response', (response) => {
    if (!response.url().startsWith(`${pocketbaseUrl}/api/`)) return
    if (!(response.headers()['content-type'] ?? '').includes('json')) return
    pending.push(
      response
        .body()
        .then((body) => {
          counter.bytes += body.length
          counter.requests += 1
          const timing = response.request().timing()
          const url = new URL(response.url())
          counter.answers.push({
            method: response.request().method(),
            path: `${url.pathname}${url.search}`,
            bytes: body.length,
            serverMs: timing.responseStart >= 0 && timing.requestStart >= 0 ? timing.responseStart - timing.requestStart : null,
          })
        })
        .catch(() => {}),
    )
  })
  return counter
}

/** Navigates to a list and waits for its first row on screen; the ms since the navigation's start. */
async function openList(page, baseURL, list) {
  await page.goto(`${baseURL}${list.path}`, { waitUntil: 'commit' })
  const handle = await page.waitForFunction(
    ({ token }) => {
      const rows = window.__benchRows(token)
      return rows.length > 0 ? performance.now() : false
    },
    { token: list.token },
    { polling: 'raf', timeout: WAIT },
  )
  return handle.jsonValue()
}

/** The first view of a list at 1440 px, its search and its sort. */
async function measureList(browser, env, list, term) {
  const context = await adminContext(browser, env.session, 1440, 900)
  const page = await context.newPage()
  const json = jsonCounter(page, env.pocketbaseUrl)
  try {
    const firstRow = await openList(page, env.baseURL, list)
    await page.waitForLoadState('networkidle')
    await json.settled()
    const elements = await page.evaluate(() => document.querySelectorAll('*').length)
    const first = { bytes: json.bytes, requests: json.requests, elements, firstRow }

    // Search: from the first key to the moment every row on screen shows the typed text.
    const search = page.locator('main').getByRole('searchbox').first()
    await search.waitFor({ timeout: WAIT })
    const before = await page.evaluate(() => performance.now())
    const typingStarted = Date.now()
    await search.pressSequentially(term)
    // How long the keys took to go in (the page's freezes on each key included), for the JSON.
    const typing = Date.now() - typingStarted
    const searchDone = await page.waitForFunction(
      ({ token, wanted }) => {
        const rows = window.__benchRows(token)
        const folded = (text) =>
          text
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()
        // The lists search word by word (docs/adr/0092: « mala clarte » also finds « Bracelet Clarté
        // Malachite »): a row of the result shows every word typed, not the whole phrase.
        const words = wanted.split(' ').filter(Boolean)
        const shows = (row) => words.every((word) => folded(row.innerText).includes(word))
        return rows.length > 0 && rows.every(shows) ? performance.now() : false
      },
      { token: list.token, wanted: fold(term) },
      { polling: 'raf', timeout: WAIT },
    )
    const searchMs = (await searchDone.jsonValue()) - before
    const shownAfterSearch = await page.evaluate(({ token }) => window.__benchRows(token).length, { token: list.token })

    // Sort: back to the whole list, then a click on a column's header until the first row changes.
    await search.fill('')
    await page.waitForFunction(
      ({ token, wanted }) =>
        window.__benchRows(token).some(
          (row) =>
            !row.innerText
              .normalize('NFD')
              .replace(/[\u0300-\u036f]/g, '')
              .toLowerCase()
              .includes(wanted),
        ),
      { token: list.token, wanted: fold(term) },
      { polling: 'raf', timeout: WAIT },
    )
    await page.waitForLoadState('networkidle')
    // The column's header button (a table), or any button naming that column (another layout).
    const name = new RegExp(`\\b${list.sortBy}\\b`, 'i')
    const main = page.locator('main')
    const inHeader = main.getByRole('columnheader', { name }).getByRole('button')
    const header = (await inHeader.count()) > 0 ? inHeader.first() : main.getByRole('button', { name }).first()
    await header.waitFor({ timeout: WAIT })
    const firstText = await page.evaluate(({ token }) => window.__benchRows(token)[0]?.innerText ?? '', { token: list.token })
    const clicked = await page.evaluate(() => performance.now())
    await header.click()
    const sorted = await page.waitForFunction(
      ({ token, firstText }) => {
        const rows = window.__benchRows(token)
        return rows.length > 0 && rows[0].innerText !== firstText ? performance.now() : false
      },
      { token: list.token, firstText },
      { polling: 'raf', timeout: WAIT },
    )
    const sortMs = (await sorted.jsonValue()) - clicked
    return { ...first, search: searchMs, typing, searchTerm: term, searchRows: shownAfterSearch, sort: sortMs }
  } finally {
    await context.close()
  }
}

/** At 390 px: the page's scroll width and the widest element (what scrolls sideways). */
async function measurePhone(browser, env, list) {
  const context = await adminContext(browser, env.session, 390, 844)
  const page = await context.newPage()
  try {
    await openList(page, env.baseURL, list)
    await page.waitForLoadState('networkidle')
    return await page.evaluate(() => {
      const describe = (el) => {
        const label = el.getAttribute('aria-label') || el.getAttribute('role') || ''
        const classes = typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 3).join('.') : ''
        return `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${label ? ` [${label}]` : ''}`
      }
      let widest = null
      for (const el of document.querySelectorAll('body *')) {
        const box = el.getBoundingClientRect()
        if (box.width === 0 || getComputedStyle(el).visibility === 'hidden') continue
        // An element's own width, or how far it reaches past the viewport's right edge.
        const extent = Math.max(box.width, box.right)
        if (!widest || extent > widest.extent)
          widest = { extent, width: Math.round(box.width), right: Math.round(box.right), element: describe(el) }
      }
      return {
        scrollWidth: document.documentElement.scrollWidth,
        widest: widest ? { element: widest.element, width: widest.width, right: widest.right } : null,
        overflows: document.documentElement.scrollWidth > window.innerWidth || (widest?.extent ?? 0) > window.innerWidth + 0.5,
      }
    })
  } finally {
    await context.close()
  }
}

/** The overview (issue 29 point 4): where, and its sales figures' request (« Ventes du mois », docs/adr/0124). */
const OVERVIEW = { path: '/dashboard', figures: `${ADMIN_ROUTES.figures.path}?` }

/**
 * The overview at 1440 px: the JSON its API requests receive (decoded), the server time and size of
 * its figures' request (null when the overview asks none), its elements, and when every card and
 * section has its figures on screen (no « Chargement... » left, from the navigation's start).
 */
async function measureOverview(browser, env) {
  const context = await adminContext(browser, env.session, 1440, 900)
  const page = await context.newPage()
  const json = jsonCounter(page, env.pocketbaseUrl)
  try {
    await page.goto(`${env.baseURL}${OVERVIEW.path}`, { waitUntil: 'commit' })
    const shown = await page.waitForFunction(
      () => {
        const main = document.querySelector('main')
        return main && main.querySelector('h1') && !main.textContent.includes('Chargement') ? performance.now() : false
      },
      undefined,
      { polling: 'raf', timeout: WAIT },
    )
    const shownMs = await shown.jsonValue()
    await page.waitForLoadState('networkidle')
    await json.settled()
    const elements = await page.evaluate(() => document.querySelectorAll('*').length)
    const figures = json.answers.find((answer) => answer.path.startsWith(OVERVIEW.figures)) ?? null
    const others = json.answers.filter((answer) => answer !== figures && answer.serverMs !== null).map((answer) => answer.serverMs)
    return {
      bytes: json.bytes,
      requests: json.requests,
      figuresMs: figures?.serverMs ?? null,
      // The other requests' slowest: what the machine's load does to a request of a few rows.
      slowestOtherMs: others.length ? Math.max(...others) : null,
      figuresBytes: figures?.bytes ?? null,
      figuresQuery: figures?.path ?? null,
      elements,
      shown: shownMs,
      answers: json.answers,
    }
  } finally {
    await context.close()
  }
}

/**
 * The overview's requests as Chromium sent them, replayed together from Node `runs` times (the admin's
 * token): the figures request's time to the first byte among them, without the browser's own work on
 * the same cores (on the shop's server, the owner's browser is elsewhere). Null without a figures request.
 */
async function replayOverview(env, answers, runs = 5) {
  if (!answers.some((answer) => answer.path.startsWith(OVERVIEW.figures))) return null
  const times = []
  for (let i = 0; i < runs; i++) {
    const timed = await Promise.all(
      answers.map(async (answer) => {
        const started = performance.now()
        const response = await fetch(`${env.pocketbaseUrl}${answer.path}`, {
          method: answer.method,
          headers: { authorization: env.session.token },
        })
        const ms = performance.now() - started
        await response.arrayBuffer()
        return { path: answer.path, ms }
      }),
    )
    times.push(timed.find((t) => t.path.startsWith(OVERVIEW.figures)).ms)
  }
  return { ms: median(times), runsMs: times.map((t) => Math.round(t * 10) / 10), requests: answers.length }
}

/** The overview's figures, median of its runs, with issue 29's goals. */
function overviewResult(runs, error, replay) {
  const mid = (key) => {
    const values = runs.map((r) => r[key]).filter((value) => value !== null)
    return values.length ? median(values) : null
  }
  const result = {
    path: OVERVIEW.path,
    bytes: mid('bytes'),
    requests: mid('requests'),
    figuresMs: mid('figuresMs'),
    slowestOtherMs: mid('slowestOtherMs'),
    replay,
    figuresBytes: mid('figuresBytes'),
    figuresQuery: runs[0]?.figuresQuery ?? null,
    elements: mid('elements'),
    shown: mid('shown'),
    runs,
    error: error && !runs.length ? error.message.split('\n')[0] : null,
  }
  result.goals = {
    json: result.bytes !== null && result.bytes <= FIGURES_GOALS.bytes,
    // No figures' request (an overview without « Ventes du mois »): nothing to miss.
    figures: result.figuresQuery === null ? null : result.figuresMs !== null && result.figuresMs <= FIGURES_GOALS.ms,
  }
  return result
}

/** The overview's table. */
function overviewRows(o) {
  const ms = (value) => (value === null ? '-' : `${value.toFixed(0)} ms`)
  return [
    [`Overview (${o.path}), 1440 px`, 'measured', 'goal'],
    ['JSON received (decoded)', o.bytes === null ? 'failed' : `${kb(o.bytes)} (${o.requests} req.) ${mark(o.goals.json)}`, '≤ 50 KB'],
    [
      'figures request, server time',
      o.figuresQuery === null
        ? o.bytes === null
          ? 'failed'
          : 'not requested'
        : `${ms(o.figuresMs)} ${mark(o.goals.figures)} (${kb(o.figuresBytes ?? 0)}, ${o.figuresQuery.replace(/^\/api\/shop\/admin\//, '')})`,
      '≤ 200 ms',
    ],
    ['slowest other request, server time', ms(o.slowestOtherMs), '—'],
    [
      `figures, the ${o.replay?.requests ?? ''} requests replayed at once`,
      o.replay ? `${ms(o.replay.ms)} ${mark(o.replay.ms <= FIGURES_GOALS.ms)} (from Node, median of ${o.replay.runsMs.length})` : '-',
      '≤ 200 ms',
    ],
    ['page elements', o.elements === null ? '-' : o.elements.toLocaleString('en'), '—'],
    ['every figure on screen', seconds(o.shown), '—'],
  ]
}

const kb = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`)
const seconds = (ms) => (ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`)
const mark = (ok) => (ok ? '✓' : '✗')

function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)))
  const line = (row) => `| ${row.map((cell, c) => String(cell).padEnd(widths[c])).join(' | ')} |`
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n')
}

/** The figures' table: a column per list, each figure with its goal and a mark. */
function report(results) {
  const cell = (value, goal, format, suffix = '') => (value === null ? 'failed' : `${format(value)}${suffix} ${mark(value <= goal)}`)
  const rows = [['', ...results.map((r) => `${r.label} (${r.path})`), 'goal']]
  rows.push(['JSON, first view', ...results.map((r) => cell(r.bytes, GOALS.json, kb, ` (${r.requests} req.)`)), '≤ 300 KB'])
  rows.push(['page elements', ...results.map((r) => cell(r.elements, GOALS.elements, (n) => n.toLocaleString('en'))), '≤ 3,000'])
  rows.push(['first row', ...results.map((r) => cell(r.firstRow, GOALS.firstRow, seconds)), '≤ 1.5 s'])
  rows.push(['search', ...results.map((r) => cell(r.search, GOALS.search, seconds)), '≤ 1 s'])
  rows.push(['sort', ...results.map((r) => cell(r.sort, GOALS.sort, seconds)), '≤ 1 s'])
  rows.push([
    '390 px: widest',
    ...results.map((r) =>
      r.phone
        ? `${Math.max(r.phone.scrollWidth, r.phone.widest?.right ?? 0, r.phone.widest?.width ?? 0)} px ${mark(!r.phone.overflows)}`
        : 'failed',
    ),
    '≤ 390 px',
  ])
  return table(rows)
}

/** Whether each figure meets its goal (for --strict and the JSON). */
function passes(r) {
  return {
    json: r.bytes !== null && r.bytes <= GOALS.json,
    elements: r.elements !== null && r.elements <= GOALS.elements,
    firstRow: r.firstRow !== null && r.firstRow <= GOALS.firstRow,
    search: r.search !== null && r.search <= GOALS.search,
    sort: r.sort !== null && r.sort <= GOALS.sort,
    phone: Boolean(r.phone) && !r.phone.overflows,
  }
}

/** Builds the app for `pocketbaseUrl` into `outDir` (as the e2e harness and `npm run bench` do). */
function build(outDir, pocketbaseUrl) {
  const env = {
    ...process.env,
    VITE_POCKETBASE_URL: pocketbaseUrl,
    VITE_IMAGE_SERVICE: 'netlify',
    VITE_API_URL: '',
    VITE_STRIPE_PUBLISHABLE_KEY: '',
  }
  return run(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { env })
}

async function main() {
  process.exitCode = 1
  if (!FIGURES_ONLY && !existsSync(CHROMIUM)) throw new Error(`Chromium was not found at ${CHROMIUM} (set CHROMIUM_PATH).`)
  const work = mkdtempSync(join(tmpdir(), 'eclat-bench-admin-'))
  let pocketbase
  let preview
  let browser
  const cleanup = async () => {
    await browser?.close().catch(() => {})
    await stopChild(preview)
    for (const child of children) child.kill('SIGTERM')
    await pocketbase?.stop()
    rmSync(work, { recursive: true, force: true })
  }
  const onSignal = () => {
    log('interrupted: stopping everything...')
    cleanup().finally(() => process.exit(130))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    const started = Date.now()
    // The project's hooks, plus the route that moves the seeded records to their dates.
    const hooks = hooksWithBackdating(work)
    // A reused build knows its PocketBase's address: the same port again.
    const portFile = BUILD_DIR && join(BUILD_DIR, '.bench-pocketbase-port')
    const reuse = Boolean(BUILD_DIR && existsSync(join(BUILD_DIR, 'index.html')) && existsSync(portFile))
    const port = reuse ? Number(readFileSync(portFile, 'utf8')) : await freePort()
    pocketbase = await startPocketBase({ dataDir: join(work, 'pb_data'), hooksDir: hooks, port, quiet: true })
    const outDir = BUILD_DIR || join(work, 'dist')
    log(
      `PocketBase at ${pocketbase.url}; seeding the third year (scale ${SCALE}: ` +
        `${Object.entries(YEAR_THREE)
          .map(([key, n]) => `${Math.round(n * SCALE)} ${key}`)
          .join(', ')})${FIGURES_ONLY ? '' : reuse ? `; reusing the build in ${outDir}` : ' and building'}...`,
    )
    const data = (async () => {
      const t = Date.now()
      await seed({ url: pocketbase.url, superuser: pocketbase.superuser, demoAccounts: true, log: () => {} })
      const demoMs = Date.now() - t
      const yearThree = await seedYearThree({ url: pocketbase.url, superuser: pocketbase.superuser, scale: SCALE, log })
      return { demoMs, ...yearThree }
    })()
    const built =
      reuse || FIGURES_ONLY
        ? Promise.resolve()
        : build(outDir, pocketbase.url).then(() => {
            if (BUILD_DIR) {
              mkdirSync(dirname(portFile), { recursive: true })
              writeFileSync(portFile, String(port))
            }
          })
    const [dataResult, buildResult] = await Promise.allSettled([data, built])
    if (dataResult.status === 'rejected') throw dataResult.reason
    if (buildResult.status === 'rejected') throw buildResult.reason
    const seeded = dataResult.value
    log(
      `seeded in ${((seeded.demoMs + seeded.durationMs) / 1000).toFixed(1)} s (demo ${(seeded.demoMs / 1000).toFixed(1)} s, ` +
        `third year ${(seeded.durationMs / 1000).toFixed(1)} s)`,
    )

    const session = await api(pocketbase.url, '/api/collections/users/auth-with-password', {
      method: 'POST',
      body: { identity: ADMIN, password: DEMO_PASSWORD },
    })
    const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? '?'}, ${Math.round(totalmem() / 2 ** 30)} GB`
    if (FIGURES_ONLY) {
      const load = loadavg()[0].toFixed(1)
      const { figures, audience } = await measureAdminRoutes({ url: pocketbase.url, token: session.token, runs: 5, log })
      console.log(
        `\nMeasured on ${new Date().toISOString().slice(0, 10)} by \`node scripts/bench-admin.mjs --figures\` ` +
          `(${seeded.counts.orders.toLocaleString('en')} orders, ${seeded.counts.visits.toLocaleString('en')} visits; ` +
          `the admin's requests on the loopback, median of 5; ${machine}, load average ${load}, ${loadavg()[0].toFixed(1)} after).\n\n` +
          `${table(routeRows(ADMIN_ROUTES.figures, figures))}\n\n${table(routeRows(ADMIN_ROUTES.audience, audience))}\n`,
      )
      mkdirSync(dirname(OUT), { recursive: true })
      writeFileSync(
        OUT,
        `${JSON.stringify({ date: new Date().toISOString(), machine, load, scale: SCALE, seeded, figures, audience }, null, 2)}\n`,
      )
      log(`results in ${OUT}; done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
      const missed = [...figures, ...audience].some((f) => f.goals && Object.values(f.goals).some((ok) => !ok))
      process.exitCode = args.has('--strict') && missed ? 1 : 0
      return
    }

    const previewPort = await freePort()
    const baseURL = `http://127.0.0.1:${previewPort}`
    preview = spawn(bin('vite'), ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort'], {
      cwd: projectRoot,
      env: process.env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    children.add(preview)
    await waitForHttp(baseURL, preview, 30_000)

    const { token: superToken } = await api(pocketbase.url, '/api/collections/_superusers/auth-with-password', {
      method: 'POST',
      body: { identity: pocketbase.superuser.email, password: pocketbase.superuser.password },
    })
    const terms = await searchTerms(pocketbase.url, superToken)
    const env = { baseURL, pocketbaseUrl: pocketbase.url, session: { token: session.token, record: session.record } }

    if (args.has('--serve')) {
      log(`serving ${baseURL} (PocketBase ${pocketbase.url}; ${ADMIN} / ${DEMO_PASSWORD}); Ctrl-C stops`)
      await new Promise(() => {})
    }

    const load = loadavg()[0].toFixed(1)
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
    const results = []
    for (const list of LISTS) {
      log(`${list.path}: first view, search « ${terms[list.key]} », sort by ${list.sortBy}${RUNS > 1 ? ` (${RUNS} runs)` : ''}...`)
      const runs = []
      let error = null
      for (let i = 0; i < RUNS; i++) {
        try {
          runs.push(await measureList(browser, env, list, terms[list.key]))
        } catch (caught) {
          error = caught
          log(`${list.path}: a measure failed: ${caught.message.split('\n')[0]}`)
        }
      }
      const mid = (key) => (runs.length ? median(runs.map((r) => r[key])) : null)
      let phone = null
      try {
        phone = await measurePhone(browser, env, list)
      } catch (caught) {
        log(`${list.path} at 390 px: failed: ${caught.message.split('\n')[0]}`)
      }
      const result = {
        key: list.key,
        label: list.label,
        path: list.path,
        bytes: mid('bytes'),
        requests: mid('requests'),
        elements: mid('elements'),
        firstRow: mid('firstRow'),
        search: mid('search'),
        searchTerm: terms[list.key],
        searchRows: runs[0]?.searchRows ?? null,
        sort: mid('sort'),
        sortBy: list.sortBy,
        phone,
        runs,
        error: error && !runs.length ? error.message.split('\n')[0] : null,
      }
      result.goals = passes(result)
      results.push(result)
    }
    // The overview (issue 29 point 4).
    log(`${OVERVIEW.path}: the JSON received, the figures' server time${RUNS > 1 ? ` (${RUNS} runs)` : ''}...`)
    const overviewRuns = []
    let overviewError = null
    for (let i = 0; i < RUNS; i++) {
      try {
        overviewRuns.push(await measureOverview(browser, env))
      } catch (caught) {
        overviewError = caught
        log(`${OVERVIEW.path}: a measure failed: ${caught.message.split('\n')[0]}`)
      }
    }
    await browser.close()
    browser = undefined
    // The same requests without Chromium on the CPU.
    const replay = overviewRuns.length ? await replayOverview(env, overviewRuns[0].answers) : null
    const overview = overviewResult(overviewRuns, overviewError, replay)
    // The owner's figures (issue 29): 30 requests, a few seconds.
    const { figures = [], audience = [] } = FIGURES
      ? await measureAdminRoutes({ url: pocketbase.url, token: session.token, runs: 5, log })
      : {}

    const date = new Date().toISOString().slice(0, 10)
    const counts = seeded.counts
    const summary =
      `Measured on ${date} by \`npm run bench:admin\` (${counts.orders.toLocaleString('en')} orders, ${counts.products.toLocaleString('en')} products, ` +
      `${counts.customers.toLocaleString('en')} customers, ${counts.visits.toLocaleString('en')} visits; production build; Chromium at 1440 px, then 390 px; ` +
      `${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'}; ${machine}, load average ${load} when the measures began).`
    const text = report(results)
    console.log(`\n${summary}\n\n${text}\n`)
    console.log(`${table(overviewRows(overview))}\n`)
    if (figures.length) console.log(`${table(routeRows(ADMIN_ROUTES.figures, figures))}\n`)
    if (audience.length) console.log(`${table(routeRows(ADMIN_ROUTES.audience, audience))}\n`)
    const answers = overview.runs[0]?.answers ?? []
    log(`${OVERVIEW.path}: ${answers.length} JSON answers: ${answers.map((a) => `${a.path.split('?')[0]} ${kb(a.bytes)}`).join(', ')}`)
    for (const r of results) {
      if (r.phone?.widest)
        log(
          `${r.path} at 390 px: page ${r.phone.scrollWidth} px wide; widest element ${r.phone.widest.element} (${r.phone.widest.width} px, right edge ${r.phone.widest.right} px)`,
        )
      log(`${r.path}: search « ${r.searchTerm} » showed ${r.searchRows ?? '?'} row(s) on screen`)
    }
    mkdirSync(dirname(OUT), { recursive: true })
    writeFileSync(
      OUT,
      `${JSON.stringify({ date: new Date().toISOString(), machine, load, scale: SCALE, runs: RUNS, seeded, goals: GOALS, lists: results, overview, figures, audience }, null, 2)}\n`,
    )
    log(`results in ${OUT}; done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    const missed =
      results.some((r) => Object.values(r.goals).some((ok) => !ok)) ||
      Object.values(overview.goals).some((ok) => ok === false) ||
      [...figures, ...audience].some((f) => f.goals && Object.values(f.goals).some((ok) => !ok))
    process.exitCode = args.has('--strict') && missed ? 1 : 0
  } finally {
    await cleanup()
  }
}

main().catch((error) => {
  console.error(`[bench:admin] ${error.stack ?? error.message}`)
  process.exit(1)
})

#!/usr/bin/env node
// `npm run load`: the load test of the read path (issue 12) and of the checkouts (issue 25); figures
// in docs/adr/0045 and 0044.
//
//   1. starts a throwaway PocketBase on the loopback (temp dir, free port), seeds the demo catalogue
//      and clones it up to 2,000 products (LOAD_PRODUCTS), then turns the rate limiter back on;
//   2. runs 100 concurrent catalogue readers, then the shopper mix (per shopper and per minute: one
//      catalogue visit, five product pages, ten thumbs) for 100 and 200 shoppers: first, because
//      PocketBase (Go) keeps the memory of earlier phases for a while, and the peak is what they measure;
//   3. measures, from /proc, PocketBase's CPU time per catalogue page (the page exactly as the app
//      reads it: answered from the cache, and the same page computed by PocketBase), then runs the
//      hostile filters of scripts/load/hostile-filters.mjs against the normal lists;
//   4. runs the checkouts: LOAD_CHECKOUTS concurrent customers (accounts made with the superuser),
//      each checking out again and again in the demonstration payment mode (PAYMENT_DEMO=1, no Stripe
//      key): create, pay through the payment function's own handler, confirm; then checks the
//      accounts (one paid order and one invoice number per completed checkout, the stock down by
//      exactly the quantities sold, two e-mails queued and sent per order, caught by a local maildev);
//      scripts/load/checkouts.mjs;
//   5. prints the figures as Markdown tables.
//
// LOAD_PHASES (default `read,checkout`) picks the phases: `read` is 2 and 3, `checkout` is 4
// (`LOAD_PHASES=checkout LOAD_PRODUCTS=200 LOAD_SECONDS=10` is a quick run of the checkouts alone).
//
// Bounded: it only ever talks to the PocketBase it started on 127.0.0.1; each phase lasts
// LOAD_SECONDS (default 20, at most 120); at most 500 shoppers and 200 checking-out customers; the
// e-mails go to a maildev on the loopback. Every simulated person sends its own X-Forwarded-For
// address (PocketBase trusts it, rightmost: pb_migrations/1764000000), each checkout a new one, so
// the rate limiter stays on but is not what is measured. The client runs on the same 2 cores as PocketBase:
// the latencies include its own share of the CPU.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seed } from '../pocketbase/seed/seed.mjs'
import { runnerImport } from 'vite'
import { api, cloneProducts } from './lib/catalogue-clones.mjs'
import { startMailCapture } from './lib/mail-capture.mjs'
import { startPocketBase } from './lib/pocketbase-server.mjs'
import { checkoutPhase, prepareCheckouts } from './load/checkouts.mjs'
import { hostileFilters } from './load/hostile-filters.mjs'

// The app's own URLs for the catalogue and the product page (TypeScript, loaded through vite).
const { module: prefetch } = await runnerImport('/src/features/catalogue/api/prefetch.ts', { configFile: false, logLevel: 'error' })
const { catalogueFields, productUrl } = prefetch

const PRODUCTS = Number(process.env.LOAD_PRODUCTS || 2000)
const SECONDS = Math.min(Number(process.env.LOAD_SECONDS || 20), 120)
const SHOPPER_COUNTS = (process.env.LOAD_SHOPPERS || '100,200').split(',').map((n) => Math.min(Number(n), 500))
const READERS = Math.min(Number(process.env.LOAD_READERS || 100), 200)
const CHECKOUTS = Math.min(Number(process.env.LOAD_CHECKOUTS || 20), 200)
const PHASES = new Set((process.env.LOAD_PHASES || 'read,checkout').split(',').map((name) => name.trim()))
for (const name of PHASES)
  if (name !== 'read' && name !== 'checkout') throw new Error(`LOAD_PHASES: unknown phase ${name} (read, checkout)`)
/** Linux's clock ticks per second (/proc/<pid>/stat counts CPU time in them). */
const CLOCK_TICKS = 100
const REFERENCE_COLLECTIONS = ['categories', 'stones', 'materials', 'colors', 'stone_properties', 'chakras', 'astrological_signs']

const log = (line) => process.stdout.write(`${line}\n`)

// --- what PocketBase spends -------------------------------------------------------------------

/** PocketBase's CPU time so far (user + system), in milliseconds. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}

/** PocketBase's resident memory now, in bytes. */
function rssBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return Number(line.split(/\s+/)[1]) * 1024
}

/** Samples the resident memory every 100 ms until stopped; returns the peak. */
function watchMemory(pid) {
  let peak = rssBytes(pid)
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid))
  }, 100)
  return () => {
    clearInterval(timer)
    return Math.max(peak, rssBytes(pid))
  }
}

// --- the requests -----------------------------------------------------------------------------

let ipSerial = 0
/** A new address in 10.0.0.0/8 for each simulated person. */
function randomIp() {
  ipSerial += 1
  return `10.${(ipSerial >> 16) & 255}.${(ipSerial >> 8) & 255}.${ipSerial & 255 || 1}`
}

function client(base) {
  /** Fetches base + path as `ip`, reads the whole body; resolves { status, ms, bytes, cache }. */
  return async function request(path, { ip = randomIp(), headers = {} } = {}) {
    const started = performance.now()
    try {
      const response = await fetch(base + path, { headers: { 'X-Forwarded-For': ip, 'Accept-Encoding': 'gzip', ...headers } })
      const body = await response.arrayBuffer()
      return {
        status: response.status,
        ms: performance.now() - started,
        bytes: body.byteLength,
        cache: response.headers.get('x-catalogue-cache'),
      }
    } catch (error) {
      return { status: 0, ms: performance.now() - started, bytes: 0, error: error.message }
    }
  }
}

/** The pages of the catalogue as the app reads them (getFullList, 500 at a time, newest first). */
function cataloguePages(total, fields = catalogueFields(false)) {
  const pages = Math.max(1, Math.ceil(total / 500))
  return Array.from(
    { length: pages },
    (_, i) => `/api/collections/products/records?page=${i + 1}&perPage=500&skipTotal=1&sort=-created&fields=${encodeURIComponent(fields)}`,
  )
}

/** The pages one after another, as the SDK's getFullList reads them. */
async function readPages(request, pages, ip) {
  const results = []
  for (const path of pages) results.push(await request(path, { ip }))
  return results
}

/**
 * A catalogue visit as the app makes it: the seven reference lists at once (getReferenceLists) while
 * the products are read page after page (getCatalogueProducts).
 */
async function catalogueVisit(request, pages, ip) {
  const lists = REFERENCE_COLLECTIONS.map(
    (name) =>
      `/api/collections/${name}/records?page=1&perPage=500&skipTotal=1&sort=name&fields=${encodeURIComponent('id,name,slug,hex_code')}`,
  )
  const [references, products] = await Promise.all([Promise.all(lists.map((path) => request(path, { ip }))), readPages(request, pages, ip)])
  return [...references, ...products]
}

// --- figures ----------------------------------------------------------------------------------

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

function summarize(results) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b)
  const errors = results.filter((r) => r.status !== 200)
  return {
    n: results.length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? NaN,
    errors: errors.length,
    statuses: [...new Set(errors.map((r) => r.status))].join(' '),
  }
}

const f0 = (n) => (Number.isFinite(n) ? n.toFixed(0) : '–')
const f2 = (n) => (Number.isFinite(n) ? n.toFixed(2) : '–')
const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–')
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`

// --- the phases -------------------------------------------------------------------------------

/** CPU per page, read one after another: `count` reads of `path` (each from a new address). */
async function cpuPerRead(pid, request, path, count) {
  await request(path) // the first read fills the cache (or warms SQLite's pages)
  const before = cpuMs(pid)
  const started = performance.now()
  const results = []
  for (let i = 0; i < count; i++) results.push(await request(path))
  const spent = cpuMs(pid) - before
  return { cpu: spent / count, wall: (performance.now() - started) / count, ...summarize(results), cache: results.at(-1)?.cache ?? '–' }
}

/** `readers` visitors reading the whole catalogue (its pages one after another) again and again for SECONDS. */
async function concurrentReaders(pid, request, pages, readers) {
  const stop = watchMemory(pid)
  const cpuBefore = cpuMs(pid)
  const started = Date.now()
  const deadline = started + SECONDS * 1000
  const results = []
  let visits = 0
  await Promise.all(
    Array.from({ length: readers }, async () => {
      const ip = randomIp()
      while (Date.now() < deadline) {
        results.push(...(await readPages(request, pages, ip)))
        visits += 1
      }
    }),
  )
  // Visits under way at the deadline are finished: the phase may last longer than SECONDS.
  const elapsed = Date.now() - started
  return { ...summarize(results), visits, elapsed, peak: stop(), cpuShare: (cpuMs(pid) - cpuBefore) / elapsed }
}

/**
 * `shoppers` people each doing, per minute, one catalogue visit, five product pages and ten thumbs at
 * random moments, for SECONDS (actions scheduled past the end are not sent).
 */
async function shopperMix(pid, request, { pages, slugs, thumbs }, shoppers) {
  const stop = watchMemory(pid)
  const byKind = { catalogue: [], product: [], thumb: [] }
  const started = Date.now()
  const end = started + SECONDS * 1000
  const pending = []
  for (let s = 0; s < shoppers; s++) {
    const ip = randomIp()
    for (let minute = 0; minute * 60_000 < SECONDS * 1000; minute++) {
      const plan = [['catalogue'], ...Array(5).fill(['product']), ...Array(10).fill(['thumb'])]
      for (const [kind] of plan) {
        const at = started + minute * 60_000 + Math.random() * 60_000
        if (at >= end) continue
        pending.push(
          new Promise((resolve) => setTimeout(resolve, at - Date.now())).then(async () => {
            if (kind === 'catalogue') byKind.catalogue.push(...(await catalogueVisit(request, pages, ip)))
            else if (kind === 'product') byKind.product.push(await request(slugs[Math.floor(Math.random() * slugs.length)], { ip }))
            else byKind.thumb.push(await request(thumbs[Math.floor(Math.random() * thumbs.length)], { ip }))
          }),
        )
      }
    }
  }
  await Promise.all(pending)
  const all = [...byKind.catalogue, ...byKind.product, ...byKind.thumb]
  return {
    all: summarize(all),
    catalogue: summarize(byKind.catalogue),
    product: summarize(byKind.product),
    thumb: summarize(byKind.thumb),
    peak: stop(),
  }
}

// --- main -------------------------------------------------------------------------------------

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'eclat-load-'))
  // The checkouts' e-mails go to a local capture server (nothing leaves the machine).
  const mail = PHASES.has('checkout') ? await startMailCapture() : null
  const pocketbase = await startPocketBase({
    dataDir,
    quiet: true,
    mail: mail ? { host: mail.smtpHost, port: mail.smtpPort } : undefined,
    appUrl: 'http://127.0.0.1:5173',
    // The demonstration payment mode: no Stripe key, PocketBase records demo payments as paid.
    env: { PAYMENT_DEMO: '1', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', PAYMENT_RECONCILE_CRON: 'off' },
  })
  const pid = pocketbase.child.pid
  try {
    log(`PocketBase at ${pocketbase.url} (pid ${pid}); seeding and cloning up to ${PRODUCTS} products...`)
    await seed({ url: pocketbase.url, superuser: pocketbase.superuser, demoAccounts: false, log: () => {} })
    const { total } = await cloneProducts(pocketbase.url, pocketbase.superuser, PRODUCTS)
    const { token } = await api(pocketbase.url, '/api/collections/_superusers/auth-with-password', {
      method: 'POST',
      body: { identity: pocketbase.superuser.email, password: pocketbase.superuser.password },
    })
    const buyers = PHASES.has('checkout') ? await prepareCheckouts({ url: pocketbase.url, token, customers: CHECKOUTS, randomIp }) : null
    await api(pocketbase.url, '/api/settings', { method: 'PATCH', token, body: { rateLimits: { enabled: true } } })
    const publicProducts = (
      await api(pocketbase.url, '/api/collections/products/records?perPage=500&fields=id,slug,image&filter=exclusive%3Dfalse', { token })
    ).items
    const request = client(pocketbase.url)
    const pages = cataloguePages(total)
    const slugs = publicProducts.map((p) => productUrl('', p.slug))
    const thumbs = publicProducts.flatMap((p) =>
      (p.image ?? []).slice(0, 1).map((file) => `/api/files/products/${p.id}/${file}?thumb=400x400`),
    )
    log(`${total} products; each phase ${SECONDS} s; memory at rest ${mib(rssBytes(pid))}; phases: ${[...PHASES].join(', ')}`)
    if (PHASES.has('read')) await readPhases({ pid, request, pages, slugs, thumbs, url: pocketbase.url })
    if (buyers) await checkoutPhases({ pid, url: pocketbase.url, token, buyers, mail })
  } finally {
    await pocketbase.stop()
    await mail?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The read path: concurrent readers, the shopper mix, the CPU per page, the hostile filters. */
async function readPhases({ pid, request, pages, slugs, thumbs, url }) {
  log(`\n## ${READERS} concurrent catalogue readers (${pages.length} pages each visit), ${SECONDS} s\n`)
  const readers = await concurrentReaders(pid, request, pages, READERS)
  log('| visits | pages read | lasted | p50 | p95 | p99 | errors | peak memory | PocketBase CPU (cores) |')
  log('|---|---|---|---|---|---|---|---|---|')
  log(
    `| ${readers.visits} | ${readers.n} | ${f1(readers.elapsed / 1000)} s | ${f0(readers.p50)} ms | ${f0(readers.p95)} ms | ${f0(readers.p99)} ms | ${readers.errors}${readers.statuses ? ` (${readers.statuses})` : ''} | ${mib(readers.peak)} | ${readers.cpuShare.toFixed(2)} |`,
  )

  log(`\n## Shopper mix (per shopper per minute: 1 catalogue visit, 5 product pages, 10 thumbs), ${SECONDS} s\n`)
  log('| shoppers | requests | p50 | p95 | p99 | catalogue p95 | product p95 | thumb p95 | errors | peak memory |')
  log('|---|---|---|---|---|---|---|---|---|---|')
  for (const shoppers of SHOPPER_COUNTS) {
    const mix = await shopperMix(pid, request, { pages, slugs, thumbs }, shoppers)
    log(
      `| ${shoppers} | ${mix.all.n} | ${f0(mix.all.p50)} ms | ${f0(mix.all.p95)} ms | ${f0(mix.all.p99)} ms | ${f0(mix.catalogue.p95)} ms | ${f0(mix.product.p95)} ms | ${f0(mix.thumb.p95)} ms | ${mix.all.errors}${mix.all.statuses ? ` (${mix.all.statuses})` : ''} | ${mib(mix.peak)} |`,
    )
  }

  log("\n## One catalogue page (500 products, the app's fields), read one after another\n")
  log('| read | PocketBase CPU per read | wall per read | answered from the cache |')
  log('|---|---|---|---|')
  const cached = await cpuPerRead(pid, request, pages[0], 100)
  log(`| the app's page | ${f1(cached.cpu)} ms | ${f1(cached.wall)} ms | ${cached.cache} |`)
  // The same page with a filter that keeps everything: PocketBase computes it every time.
  const computed = await cpuPerRead(pid, request, `${pages[0]}&filter=${encodeURIComponent('id != ""')}`, 50)
  log(`| the same page computed (filter \`id != ""\`) | ${f1(computed.cpu)} ms | ${f1(computed.wall)} ms | ${computed.cache ?? 'no'} |`)

  log('\n## Hostile filters (scripts/load/hostile-filters.mjs)\n')
  await hostileFilters({ url, log, request, randomIp, seconds: SECONDS })
}

/** The checkouts: the phase, its steps, its errors, and whether the accounts add up. */
async function checkoutPhases({ pid, url, token, buyers, mail }) {
  log(`\n## ${CHECKOUTS} concurrent customers checking out (demonstration payment, scripts/load/checkouts.mjs), ${SECONDS} s\n`)
  const watch = () => {
    const stop = watchMemory(pid)
    const cpuBefore = cpuMs(pid)
    const started = Date.now()
    return () => ({ peak: stop(), cpuShare: (cpuMs(pid) - cpuBefore) / (Date.now() - started) })
  }
  const result = await checkoutPhase({ url, token, ...buyers, randomIp, seconds: SECONDS, summarize, watch, mailInbox: mail })
  log('| customers | checkouts completed | per second | lasted | unfinished | peak memory | PocketBase CPU (cores) |')
  log('|---|---|---|---|---|---|---|')
  log(
    `| ${CHECKOUTS} | ${result.completed} | ${f2(result.completed / (result.elapsed / 1000))} | ${f1(result.elapsed / 1000)} s | ${result.unfinished} | ${mib(result.peak)} | ${result.cpuShare.toFixed(2)} |`,
  )
  log('\n| step | requests | p50 | p95 | max | errors |')
  log('|---|---|---|---|---|---|')
  const stepNames = {
    create: 'create (`POST /api/shop/checkouts`)',
    pay: 'pay (the payment function: reads the checkout, demo intent)',
    confirm: 'confirm (`POST /api/shop/checkouts/{id}/confirm`)',
    whole: 'the whole checkout (completed ones)',
  }
  for (const [name, label] of Object.entries(stepNames)) {
    const step = result.steps[name]
    log(
      `| ${label} | ${step.n} | ${f0(step.p50)} ms | ${f0(step.p95)} ms | ${f0(step.max)} ms | ${step.errors}${step.statuses ? ` (${step.statuses})` : ''} |`,
    )
  }
  if (result.errors.length > 0) {
    log('\n| step | status | count | first message |')
    log('|---|---|---|---|')
    for (const e of result.errors) log(`| ${e.step} | ${e.status} | ${e.count} | ${e.message.replace(/\|/g, '\\|')} |`)
  }
  log('\n| accounts after the phase | expected | found | |')
  log('|---|---|---|---|')
  let wrong = 0
  for (const row of result.accounts) {
    const ok = row.expected === null || row.expected === row.found
    if (!ok) wrong += 1
    log(`| ${row.what} | ${row.expected ?? '–'} | ${row.found} | ${ok ? 'ok' : 'WRONG'} |`)
  }
  if (wrong > 0) {
    log(`\n${wrong} account(s) do not add up.`)
    process.exitCode = 1
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})

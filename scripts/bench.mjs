#!/usr/bin/env node
/* global document, requestAnimationFrame, MutationObserver -- inside page.evaluate, run by the browser */
// `npm run bench`: the storefront's numbers against docs/architecture.md#quality-goals. A benchmark, not a test: it never
// fails on a number, only when it cannot measure.
//
//   1. starts a throwaway PocketBase (temp dir, free port), seeds the demo data, then clones the
//      products up to 2,000 (BENCH_PRODUCTS) through the superuser API, re-uploading each product's
//      first seeded image; meanwhile vite builds the app into a temp dir;
//   2. serves the build with `vite preview`;
//   3. prints: the gzipped JS each storefront route loads on a first visit (the entry and its
//      modulepreloads from the built index.html and the Vite manifest, plus the lazy chunks the
//      route fetched in Chromium), the time one filter change takes on the 2,000-product catalogue
//      (median of several), and for home, catalogue and a product page a table of the app beside
//      its floor: the served HTML (gzipped size, time to first byte, rendered or not), Lighthouse
//      mobile (simulated throttling, no network but the local servers: performance, LCP and its
//      four phases, LCP's element, FCP, Speed Index, TBT, CLS, accessibility). The floor is the same
//      served HTML with no JavaScript (scripts and modulepreloads taken out), served static beside
//      the build's files (scripts/lib/static-floor.mjs): what the page could score at best;
//   4. stops everything and removes the temp dirs.
//
// Options: --write-readme (replaces the README's "## Benchmark" section with the figures),
// --skip-lighthouse (the served HTML's figures still), --skip-floor (no static copy: halves the
// Lighthouse runs), BENCH_LIGHTHOUSE_RUNS (runs per page and variant, default 2), --serve (sets up,
// then only serves until Ctrl-C). CHROMIUM_PATH as for the e2e tests.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { seed } from '../pocketbase/seed/seed.mjs'
import { bundleOrigins } from './lib/bundle-origins.mjs'
import { api, cloneProducts } from './lib/catalogue-clones.mjs'
import { children, run, stopChild, waitForHttp } from './lib/child-processes.mjs'
import { freePort, projectRoot, startPocketBase } from './lib/pocketbase-server.mjs'
import { median, serveFloor, servedHtml, staticCopy, writeStaticPages } from './lib/static-floor.mjs'

const args = new Set(process.argv.slice(2))
const TARGET_PRODUCTS = Number(process.env.BENCH_PRODUCTS || 2000)
const FILTER_RUNS = 7
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 2)
const HTML_RUNS = 10
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-first-run',
  '--disable-extensions',
]
const log = (message) => console.log(`[bench] ${message}`)
const bin = (name) => join(projectRoot, 'node_modules', '.bin', name)
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** The JS a first visit of `path` loads: observed in Chromium, sized gzipped from the build. */
async function routeJs(browser, baseURL, outDir, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' })
  const page = await context.newPage()
  const scripts = new Set()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === baseURL && url.pathname.endsWith('.js')) scripts.add(url.pathname)
  })
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 })
  await context.close()
  let gzip = 0
  for (const script of scripts) gzip += gzipSync(readFileSync(join(outDir, script))).length
  return { gzip, files: scripts.size }
}

/** The entry: index.html's module script and modulepreloads, checked against the manifest. */
function entryJs(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const files = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((m) => m[1])
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  const expected = new Set([entry.file, ...(entry.imports ?? []).map((key) => manifest[key].file)])
  const unexpected = files.filter((file) => !expected.has(file))
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(outDir, file))).length }))
  // What those files are made of (the build writes hidden source maps for this).
  const origins = bundleOrigins(files.map((file) => join(outDir, file)))
  return { sizes, gzip: sizes.reduce((sum, s) => sum + s.gzip, 0), unexpected, origins }
}

/**
 * An image URL without its origin and folders: the file name (shortened) and its thumb; through the
 * image service (docs/adr/0077), the source's name and the size asked for.
 */
function shortUrl(url) {
  const parsed = new URL(url, 'http://localhost')
  const source = parsed.searchParams.get('url')
  const { pathname, search } = source ? new URL(source) : parsed
  const asked = source ? ` (${['w', 'h'].map((key) => parsed.searchParams.get(key) ?? '-').join('x')}, service)` : search
  const name = pathname.split('/').pop() ?? pathname
  return `${name.length > 28 ? `${name.slice(0, 18)}…${name.slice(-8)}` : name}${asked}`
}

/**
 * LCP's element: an image by its URL (the snippet shortens the src; the full one is the image
 * request it starts), a text by its tag.
 */
function lcpElement(audits) {
  const node = audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
  if (!node) return '?'
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? '')?.[1]?.toLowerCase() ?? '?'
  const src = /\bsrc="([^"]*)"/.exec(node.snippet ?? '')?.[1]
  if (tag === 'img' && src) {
    const prefix = src.replace(/…$/, '')
    const images = (audits['network-requests']?.details?.items ?? []).filter((item) => item.url?.startsWith(prefix))
    const url = images.find((item) => item.priority === 'High')?.url ?? images[0]?.url ?? src
    return `img ${shortUrl(url)}`
  }
  return `<${tag}> text`
}

/**
 * LCP's four phases on Lighthouse's simulated clock, so they add up to the LCP it reports: the
 * `metrics` audit gives the simulated TTFB and the LCP image's load start and end (Lighthouse's
 * LCPBreakdown, scaled from the trace); `lcp-breakdown-insight` has the same phases unthrottled.
 * A text LCP has no resource: TTFB, then render delay.
 */
function lcpBreakdown(audits) {
  const m = audits.metrics?.details?.items?.[0] ?? {}
  const lcp = m.largestContentfulPaint
  const ttfb = m.timeToFirstByte
  if (lcp === undefined || ttfb === undefined) return undefined
  if (m.lcpLoadDelay === undefined || m.lcpLoadDuration === undefined)
    return { ttfb, loadDelay: undefined, loadDuration: undefined, renderDelay: lcp - ttfb }
  return { ttfb, loadDelay: m.lcpLoadDelay - ttfb, loadDuration: m.lcpLoadDuration - m.lcpLoadDelay, renderDelay: lcp - m.lcpLoadDuration }
}

/** The same phases from `lcp-breakdown-insight`: the unthrottled trace, in ms, by subpart. */
function observedBreakdown(audits) {
  const table = audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'table')
  return Object.fromEntries((table?.items ?? []).map((item) => [item.subpart, item.duration]))
}

/** Lighthouse on each target ({ key, url }), LIGHTHOUSE_RUNS times each, in turn; the runs by key. */
async function lighthouseScores(targets) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const results = {}
  // Each page LIGHTHOUSE_RUNS times, in turn: one run says little on a busy machine.
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
    for (const { key, url } of targets) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
          // Offline: no plugin, no field data, nothing fetched but the page.
          disableFullPageScreenshot: true,
        })
        const { categories, audits } = result.lhr
        // BENCH_LHR_DIR=dir keeps each full Lighthouse report (where LCP and TBT time goes).
        if (process.env.BENCH_LHR_DIR) {
          const name = key.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'
          writeFileSync(join(process.env.BENCH_LHR_DIR, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr))
        }
        ;(results[key] ??= []).push({
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          lcp: audits['largest-contentful-paint']?.numericValue,
          fcp: audits['first-contentful-paint']?.numericValue,
          speedIndex: audits['speed-index']?.numericValue,
          cls: audits['cumulative-layout-shift']?.numericValue,
          tbt: audits['total-blocking-time']?.numericValue,
          breakdown: lcpBreakdown(audits),
          observed: observedBreakdown(audits),
          element: lcpElement(audits),
          failedA11y: Object.values(audits)
            .filter((audit) => categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
            .filter((audit) => audit.score === 0)
            .map((audit) => audit.id),
        })
      } finally {
        await chrome.kill()
      }
    }
  return results
}

/** Median time from a click on a catalogue filter to the grid's last change, at 1280 px. */
async function filterTiming(browser, baseURL) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' })
  const page = await context.newPage()
  await page.goto(`${baseURL}/catalogue`, { waitUntil: 'networkidle' })
  const panel = page.getByRole('complementary', { name: 'Filtres' })
  const named = panel.getByRole('checkbox', { name: 'Améthyste' })
  const checkbox = (await named.count()) > 0 ? named.first() : panel.getByRole('checkbox').first()
  await checkbox.waitFor({ timeout: 20_000 })
  const label = (await checkbox.getAttribute('aria-label')) ?? (await checkbox.evaluate((el) => el.labels?.[0]?.textContent?.trim() ?? ''))
  const handle = await checkbox.elementHandle()
  const times = []
  for (let i = 0; i < FILTER_RUNS + 1; i++) {
    const ms = await page.evaluate(
      (input) =>
        new Promise((resolveTime) => {
          const target = document.querySelector('main') ?? document.body
          let last = 0
          let quiet
          const started = performance.now()
          const finish = () => {
            observer.disconnect()
            // The change is on screen at the next frame.
            requestAnimationFrame(() => resolveTime((last || performance.now()) - started))
          }
          const observer = new MutationObserver(() => {
            last = performance.now()
            clearTimeout(quiet)
            quiet = setTimeout(finish, 300)
          })
          observer.observe(target, { subtree: true, childList: true, characterData: true, attributes: true })
          quiet = setTimeout(finish, 2000)
          input.click()
        }),
      handle,
    )
    if (i > 0) times.push(ms) // the first toggle warms up
  }
  const shown = await page
    .getByRole('status')
    .first()
    .textContent()
    .catch(() => '')
  await context.close()
  return { label, median: median(times), min: Math.min(...times), max: Math.max(...times), shown: shown?.trim() }
}

function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)))
  const line = (row) => `| ${row.map((cell, c) => String(cell).padEnd(widths[c])).join(' | ')} |`
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n')
}

/** What the README's "## Benchmark" section says before the figures (`--write-readme` writes it). */
const README_INTRO = (total) => `\`npm run bench\` builds the app, seeds a throwaway PocketBase with ${total} products and measures the
storefront against docs/architecture.md#quality-goals and issue 16's goals (it prints the same tables; \`-- --write-readme\` updates this section).
See docs/adr/0020 (what the first-visit JS is made of), 0021, 0022, 0028, 0031, 0076, 0077 and 0078 (what was done for these figures, and what remains).

Home, catalogue and a product page have one table each: the app as \`vite preview\` serves it (public pages rendered on
request, then hydrated) beside its **floor**, the same page as static HTML with no JavaScript.

- **performance** and **LCP**: the median of the runs (each run in brackets). Under LCP, its four phases on
  Lighthouse's simulated clock, from the run with the median LCP, so they add up to it: **TTFB** (the document's
  first byte), **resource load delay** (from there to the LCP image's request), **resource load duration** (the
  image's download), **element render delay** (from there to the paint; for a text LCP, all of LCP after TTFB).
  They are Lighthouse's own LCP breakdown (its \`metrics\` audit: the image request's observed start and end,
  scaled by simulated LCP / observed LCP, so a phase can read 0 when the app paints late). The row **the same,
  unthrottled**: the four phases as the \`lcp-breakdown-insight\` audit measured them in the trace, TTFB / load
  delay / load duration / render delay (\`BENCH_LHR_DIR=dir\` keeps every full report). **LCP element**:
  the image (file name shortened, thumb size) or a text's tag.
- **FCP**, **Speed Index**, **TBT**, **CLS**, **accessibility**: medians of the same runs.
- **HTML gzipped (raw)**: the page's HTML as served to a GET with \`Accept: text/html\` (a rendered page is
  gzipped as a host sends it, build/page-rendering.ts; the raw size beside it). **HTML time to first byte**: median of 10 such GETs after one not
  counted, each on a fresh connection with \`Cache-Control: no-cache\`: the server's render time on this machine.
  **HTML rendered**: the router's hydration data is in it (\`id="router-data"\`), or at least the root has content.
- **The floor**: the bench takes each page's served HTML, removes every script (the module entry, the inline
  theme script, the router's \`application/json\` hydration data) and every \`modulepreload\`, keeps the
  \`application/ld+json\` structured data, writes it as \`<path>/index.html\` in a temp dir and serves that dir
  with the build's files (\`/assets\`, \`/images\`, the favicon) from a bare node:http server
  (scripts/lib/static-floor.mjs): the HTML and the other text files gzipped, as the app's and vite preview's are,
  \`Cache-Control: no-cache\`, no security headers; the images from the app's image service (docs/adr/0077), as
  on the app's pages. Lighthouse runs on it with the same settings,
  in turn with the app (app home, floor home, app catalogue...) so both see the same load on the machine.
  \`--skip-floor\` leaves it out (half the Lighthouse runs); \`--skip-lighthouse\` keeps the HTML rows only.`

/** One page's table: a row per figure, a column per variant ([label, served HTML, Lighthouse runs]). */
function pageRows(title, columns) {
  const seconds = (ms) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`)
  const millis = (ms) => (ms === undefined ? '-' : `${Math.round(ms)} ms`)
  const mid = (runs, key) => (runs?.length ? median(runs.map((r) => r[key]).filter((v) => v !== undefined)) : undefined)
  const each = (runs, format) => (runs?.length > 1 ? ` (${runs.map(format).join(' / ')})` : '')
  // The run with the median LCP (the lower one of an even count): its phases add up to its LCP.
  const medianRun = (runs) => (runs?.length ? [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor((runs.length - 1) / 2)] : undefined)
  const rows = [[title, ...columns.map(([label]) => label)]]
  const row = (label, cell) => rows.push([label, ...columns.map(([, html, runs]) => cell(html, runs))])
  if (columns.some(([, , runs]) => runs?.length)) {
    row('performance', (_, runs) => (runs ? `${mid(runs, 'performance')}${each(runs, (r) => r.performance)}` : '-'))
    row('LCP', (_, runs) => (runs ? `${seconds(mid(runs, 'lcp'))}${each(runs, (r) => seconds(r.lcp))}` : '-'))
    row('· TTFB', (_, runs) => millis(medianRun(runs)?.breakdown?.ttfb))
    row('· resource load delay', (_, runs) => millis(medianRun(runs)?.breakdown?.loadDelay))
    row('· resource load duration', (_, runs) => millis(medianRun(runs)?.breakdown?.loadDuration))
    row('· element render delay', (_, runs) => millis(medianRun(runs)?.breakdown?.renderDelay))
    row('· the same, unthrottled', (_, runs) => {
      const o = medianRun(runs)?.observed
      const phases = ['timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay']
      return o ? `${phases.map((phase) => (o[phase] === undefined ? '-' : Math.round(o[phase]))).join(' / ')} ms` : '-'
    })
    row('LCP element', (_, runs) => medianRun(runs)?.element ?? '-')
    row('FCP', (_, runs) => seconds(mid(runs, 'fcp')))
    row('Speed Index', (_, runs) => seconds(mid(runs, 'speedIndex')))
    row('TBT', (_, runs) => millis(mid(runs, 'tbt')))
    row('CLS', (_, runs) => mid(runs, 'cls')?.toFixed(3) ?? '-')
    row('accessibility', (_, runs) => (runs ? String(mid(runs, 'accessibility')) : '-'))
  }
  row('HTML gzipped (raw)', (html) => `${kb(html.gzip)} (${kb(html.bytes)})`)
  row('HTML time to first byte', (html) => `${html.ttfb.toFixed(1)} ms`)
  row('HTML rendered', (html) => (html.rendered ? 'yes (router data)' : html.content ? 'yes (no router data)' : 'no (empty root)'))
  return rows
}

async function main() {
  process.exitCode = 1
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium was not found at ${CHROMIUM} (set CHROMIUM_PATH).`)
  const work = mkdtempSync(join(tmpdir(), 'eclat-bench-'))
  const outDir = join(work, 'dist')
  let pocketbase
  let preview
  let floorServer
  let browser
  const cleanup = async () => {
    await browser?.close().catch(() => {})
    await floorServer?.close()
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
    pocketbase = await startPocketBase({ dataDir: join(work, 'pb_data'), quiet: true })
    log(`PocketBase at ${pocketbase.url}; seeding, cloning products up to ${TARGET_PRODUCTS} and building...`)
    // As on Netlify: the storefront's images through the image service (docs/adr/0077).
    const env = {
      ...process.env,
      VITE_POCKETBASE_URL: pocketbase.url,
      VITE_IMAGE_SERVICE: 'netlify',
      VITE_API_URL: '',
      VITE_STRIPE_PUBLISHABLE_KEY: '',
    }
    const data = (async () => {
      await seed({ url: pocketbase.url, superuser: pocketbase.superuser, demoAccounts: false, log: () => {} })
      return cloneProducts(pocketbase.url, pocketbase.superuser, TARGET_PRODUCTS)
    })()
    // Hidden source maps (the pages do not point at them): the bench tells what the entry is made of.
    const build = run(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'hidden', '--logLevel', 'warn'], { env })
    const [dataResult, buildResult] = await Promise.allSettled([data, build])
    if (dataResult.status === 'rejected') throw dataResult.reason
    if (buildResult.status === 'rejected') throw buildResult.reason
    const { total, clonedIn } = dataResult.value
    log(`${total} products (clones created in ${(clonedIn / 1000).toFixed(1)} s); build done`)

    const port = await freePort()
    const baseURL = `http://127.0.0.1:${port}`
    preview = spawn(bin('vite'), ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    children.add(preview)
    await waitForHttp(baseURL, preview, 30_000)

    const models = await api(pocketbase.url, '/api/collections/products/records?perPage=1&filter=exclusive%3Dfalse&sort=created')
    const productPath = `/catalogue/${models.items[0].slug}`
    const articles = await api(pocketbase.url, '/api/collections/articles/records?perPage=1&sort=-created&fields=slug')
    const routes = [
      ['Accueil', '/'],
      ['À propos', '/a-propos'],
      ['Catalogue', '/catalogue'],
      ['Fiche produit', productPath],
      ['Les Pierres', '/tableaux-des-pierres'],
      ['Sur-mesure', '/sur-mesure'],
      ['Blog', '/blog'],
      ['Article', `/blog/${articles.items[0]?.slug ?? 'x'}`],
      ['Contact', '/contact'],
      ['Panier', '/cart'],
      ['Connexion', '/login'],
      ['Inscription', '/signup'],
      ['CGV', '/cgv'],
    ]

    if (args.has('--serve')) {
      // For investigating: keep the 2,000-product PocketBase and the build served until Ctrl-C
      // (rebuild into the printed dir with VITE_POCKETBASE_URL set to see a change).
      log(`serving ${baseURL} (build in ${outDir}, PocketBase ${pocketbase.url}, product ${productPath}); Ctrl-C stops`)
      await new Promise(() => {})
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') })
    const entry = entryJs(outDir)
    if (entry.unexpected.length) log(`index.html preloads files the manifest does not list for the entry: ${entry.unexpected.join(', ')}`)
    const jsRows = [['route', 'first-visit JS (gzip)', 'files']]
    const js = {}
    for (const [name, path] of routes) {
      const result = await routeJs(browser, baseURL, outDir, path)
      js[name] = result
      jsRows.push([`${name} (${path.length > 40 ? `${path.slice(0, 37)}...` : path})`, kb(result.gzip), result.files])
    }

    log('timing a filter change on the catalogue...')
    const filter = await filterTiming(browser, baseURL)
    await browser.close()
    browser = undefined

    // The three pages Lighthouse measures, as served (rendered on request, build/page-rendering.ts)
    // and as the floor: the same HTML with no JavaScript, served static (scripts/lib/static-floor.mjs).
    const pages = [
      ['home', '/'],
      ['catalogue', '/catalogue'],
      ['product', productPath],
    ]
    log(`served HTML of home, catalogue and product (median time to first byte of ${HTML_RUNS} GETs)...`)
    const served = {}
    for (const [name, path] of pages) served[name] = await servedHtml(`${baseURL}${path}`, HTML_RUNS)
    let floor = null
    if (!args.has('--skip-floor')) {
      const pagesDir = join(work, 'floor')
      writeStaticPages(pagesDir, Object.fromEntries(pages.map(([name, path]) => [path, staticCopy(served[name].html)])))
      floorServer = await serveFloor({ pagesDir, outDir, port: await freePort(), appURL: baseURL })
      floor = {}
      for (const [name, path] of pages) {
        floor[name] = await servedHtml(`${floorServer.url}${path}`, HTML_RUNS)
        const left = [...floor[name].html.matchAll(/<script\b[^>]*>/gi)].filter(([tag]) => !tag.includes('application/ld+json'))
        if (left.length || floor[name].html.includes('modulepreload'))
          throw new Error(`the static copy of ${path} still has scripts: ${left}`)
      }
      log(`floor (static copies, no JavaScript) served at ${floorServer.url}`)
    }

    let lighthouse = null
    if (!args.has('--skip-lighthouse')) {
      log(
        `Lighthouse (mobile, simulated throttling) on home, catalogue and a product page${floor ? ', the app and its floor in turn' : ''}...`,
      )
      const targets = pages.flatMap(([name, path]) => [
        { key: `app ${name}`, url: `${baseURL}${path}` },
        ...(floor ? [{ key: `floor ${name}`, url: `${floorServer.url}${path}` }] : []),
      ])
      lighthouse = await lighthouseScores(targets)
    }

    const date = new Date().toISOString().slice(0, 10)
    const lines = []
    lines.push(`Measured on ${date} by \`npm run bench\` (${total} products; production build; Chromium ${CHROMIUM}).`)
    lines.push('')
    lines.push(
      `Entry (index.html script + modulepreloads): ${entry.sizes.map((s) => `${s.file.replace('assets/', '')} ${kb(s.gzip)}`).join(' + ')} = **${kb(entry.gzip)}** gzipped (goal ~100 KB).`,
    )
    lines.push('')
    if (entry.origins) {
      lines.push(`Made of (each share gzipped apart): ${entry.origins.map((part) => `${part.origin} ${kb(part.gzip)}`).join(', ')}.`)
      lines.push('')
    }
    lines.push(table(jsRows))
    lines.push('')
    lines.push(
      lighthouse
        ? `Lighthouse 13, mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS > 1 ? 's' : ''} per page ` +
            '(each run in brackets; LCP’s phases and element from the median-LCP run; goals: performance ≥ 98, LCP ≤ 1.5 s, CLS 0, ' +
            `accessibility 100). Served HTML: one GET with \`Accept: text/html\`, gzipped here; TTFB median of ${HTML_RUNS}.` +
            (floor
              ? ' Floor: that HTML with its scripts, hydration data and modulepreloads taken out (JSON-LD kept), ' +
                'served static beside the build’s files by a bare node:http server (text gzipped), images from the app’s image service.'
              : '')
        : `Served HTML: one GET with \`Accept: text/html\`, gzipped here; TTFB median of ${HTML_RUNS} (Lighthouse skipped).`,
    )
    lines.push('')
    for (const [name, path] of pages) {
      const columns = [['app', served[name], lighthouse?.[`app ${name}`]]]
      if (floor) columns.push(['floor (no JS)', floor[name], lighthouse?.[`floor ${name}`]])
      lines.push(table(pageRows(`${name} (${path.length > 40 ? `${path.slice(0, 37)}...` : path})`, columns)))
      const failed = [...new Set(columns.flatMap(([, , runs]) => runs ?? []).flatMap((r) => r.failedA11y))]
      if (failed.length) lines.push('', `Failed accessibility audits: ${failed.join(', ')}.`)
      lines.push('')
    }
    lines.push(
      `Catalogue filter change at ${total} products (click on « ${filter.label} » → last DOM change of the grid, ` +
        `median of ${FILTER_RUNS}): **${filter.median.toFixed(1)} ms** (min ${filter.min.toFixed(1)}, max ${filter.max.toFixed(1)}; goal: under one frame, 16 ms).`,
    )
    const report = lines.join('\n')
    console.log(`\n${report}\n`)
    log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`)

    if (args.has('--write-readme')) {
      const readmePath = join(projectRoot, 'README.md')
      const readme = readFileSync(readmePath, 'utf8')
      const section = `## Benchmark\n\n${README_INTRO(total)}\n\n${report}\n`
      const pattern = /## Benchmark\n[\s\S]*?(?=\n## |$)/
      writeFileSync(readmePath, pattern.test(readme) ? readme.replace(pattern, section) : `${readme.trimEnd()}\n\n${section}`)
      log('README.md: "## Benchmark" section updated')
    }
    process.exitCode = 0
  } finally {
    await cleanup()
  }
}

main().catch((error) => {
  console.error(`[bench] ${error.stack ?? error.message}`)
  process.exit(1)
})

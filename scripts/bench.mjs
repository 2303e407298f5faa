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
//      route fetched in Chromium), Lighthouse mobile performance and accessibility (simulated
//      throttling, no network but the local servers) for home, catalogue and a product page, and
//      the time one filter change takes on the 2,000-product catalogue (median of several);
//   4. stops everything and removes the temp dirs.
//
// Options: --write-readme (replaces the README's "## Benchmark" section with the figures),
// --skip-lighthouse, BENCH_LIGHTHOUSE_RUNS (runs per page, default 2), --serve (sets up, then only serves until Ctrl-C). CHROMIUM_PATH as for the e2e tests.
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

const args = new Set(process.argv.slice(2))
const TARGET_PRODUCTS = Number(process.env.BENCH_PRODUCTS || 2000)
const FILTER_RUNS = 7
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 2)
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
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Runs `task` over `items`, `limit` at a time. */
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

async function lighthouseScores(baseURL, paths) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const results = {}
  // Each page LIGHTHOUSE_RUNS times, in turn: one run says little on a busy machine.
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
    for (const path of paths) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
      try {
        const result = await lighthouse(`${baseURL}${path}`, {
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
          const name = path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '')
          writeFileSync(join(process.env.BENCH_LHR_DIR, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr))
        }
        ;(results[path] ??= []).push({
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          lcp: audits['largest-contentful-paint']?.numericValue,
          cls: audits['cumulative-layout-shift']?.numericValue,
          tbt: audits['total-blocking-time']?.numericValue,
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

async function main() {
  process.exitCode = 1
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium was not found at ${CHROMIUM} (set CHROMIUM_PATH).`)
  const work = mkdtempSync(join(tmpdir(), 'eclat-bench-'))
  const outDir = join(work, 'dist')
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
    pocketbase = await startPocketBase({ dataDir: join(work, 'pb_data'), quiet: true })
    log(`PocketBase at ${pocketbase.url}; seeding, cloning products up to ${TARGET_PRODUCTS} and building...`)
    const env = { ...process.env, VITE_POCKETBASE_URL: pocketbase.url, VITE_API_URL: '', VITE_STRIPE_PUBLISHABLE_KEY: '' }
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
    const articles = await api(pocketbase.url, '/api/collections/articles/records?perPage=1&sort=-created&fields=id')
    const routes = [
      ['Accueil', '/'],
      ['À propos', '/a-propos'],
      ['Catalogue', '/catalogue'],
      ['Fiche produit', productPath],
      ['Les Pierres', '/tableaux-des-pierres'],
      ['Sur-mesure', '/sur-mesure'],
      ['Blog', '/blog'],
      ['Article', `/blog/${articles.items[0]?.id ?? 'x'}`],
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

    let lighthouse = null
    if (!args.has('--skip-lighthouse')) {
      log('Lighthouse (mobile, simulated throttling) on home, catalogue and a product page...')
      lighthouse = await lighthouseScores(baseURL, ['/', '/catalogue', productPath])
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
    if (lighthouse) {
      const lhRows = [['page', 'performance', 'accessibility', 'LCP', 'CLS', 'TBT', 'failed a11y audits']]
      // Every run of a page, in order, separated by ' / '.
      const each = (runs, format) => runs.map(format).join(' / ')
      for (const [path, runs] of Object.entries(lighthouse)) {
        lhRows.push([
          path === productPath ? 'product' : path,
          each(runs, (r) => r.performance),
          each(runs, (r) => r.accessibility),
          each(runs, (r) => `${(r.lcp / 1000).toFixed(2)} s`),
          each(runs, (r) => r.cls?.toFixed(3)),
          each(runs, (r) => `${Math.round(r.tbt)} ms`),
          [...new Set(runs.flatMap((r) => r.failedA11y))].join(', ') || '-',
        ])
      }
      lines.push(
        `Lighthouse 13, mobile, simulated throttling, ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS > 1 ? 's' : ''} per page (goals: performance ≥ 95, accessibility 100):`,
      )
      lines.push('')
      lines.push(table(lhRows))
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
      const section = `## Benchmark\n\n\`npm run bench\` builds the app, seeds a throwaway PocketBase with ${total} products and measures the\nstorefront against docs/architecture.md#quality-goals (it prints the same tables; \`-- --write-readme\` updates this section).\nSee docs/adr/0020 (what the first-visit JS is made of), 0021, 0022, 0028 and 0031 (what was done for these figures, and what remains).\n\n${report}\n`
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

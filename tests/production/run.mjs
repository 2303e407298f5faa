#!/usr/bin/env node
// The production smoke suite (`npm test -- production`; docs/adr/0136, 0137): the shop as one server
// runs it, on the loopback, with nothing of the development tooling in the path:
//   1. a Stripe API stand-in (tests/support/stripe-api-stand-in.mjs: Stripe mode, webhook secret set,
//      no demonstration mode), a mail capture server, and PocketBase on 127.0.0.1 (scripts/lib);
//   2. `vite build` of the app for production, with VITE_POCKETBASE_URL = Caddy's origin (one origin,
//      as deploy/ serves it), which also builds the Node server (dist-server/server.js);
//   3. the Node server, started as `npm start` starts it (node dist-server/server.js);
//   4. Caddy (Debian's package) with deploy/Caddyfile as is, behind a global block of the test's own:
//      local certificates (HTTPS on 127.0.0.1, trusted by this script and Chromium only), free ports,
//      no admin API, its state in a temp dir;
//   5. Chromium (Debian's, through playwright-core) buys from the rendered home page to the paid order,
//      with the e2e's Stripe.js stand-in; the webhook reaches PocketBase, the e-mail the inbox; no CSP
//      violation on the way;
//   6. the headers a browser gets (CSP, HSTS, nosniff, compression, assets' cache), `/_/` → 404,
//      PocketBase and the Node server unreachable on the machine's other addresses, and the login
//      limit tripped through Caddy that an invented X-Forwarded-For cannot reset (the payment
//      function's limit neither).
// Everything is stopped and removed at the end, on failure and on Ctrl-C.
/* global window, document -- the functions passed to the page run in Chromium */
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpsRequest } from 'node:https'
import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import { join, relative, sep } from 'node:path'
import { chromium } from 'playwright-core'
import { children, run, stopChild } from '../../scripts/lib/child-processes.mjs'
import { startMailCapture } from '../../scripts/lib/mail-capture.mjs'
import { freePort, projectRoot, startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'
import { DEMO_IDENTITY } from '../../pocketbase/seed/data/identity.mjs'
import { STAND_IN_PUBLISHABLE_KEY, STAND_IN_SECRET_KEY, startStripeStandIn } from '../support/stripe-api-stand-in.mjs'

const started = Date.now()
const log = (message) => console.log(`[production] ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${message}`)
const WEBHOOK_SECRET = 'whsec_production_smoke'
const bin = (name) => join(projectRoot, 'node_modules', '.bin', name)
export const caddyPath = () => process.env.CADDY_PATH || 'caddy'
const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** An HTTPS request to Caddy, trusting its local CA only. */
function request(url, { method = 'GET', headers = {}, body, ca } = {}) {
  return new Promise((resolveRequest, reject) => {
    const req = httpsRequest(url, { method, headers, ca }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolveRequest({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host, port) {
  return new Promise((resolveConnect) => {
    const socket = connect({ host, port, timeout: 2000 })
    socket.once('connect', () => {
      socket.destroy()
      resolveConnect(true)
    })
    socket.once('error', () => resolveConnect(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolveConnect(false)
    })
  })
}

async function waitFor(what, check, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const value = await check()
      if (value) return value
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: nothing within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 150))
  }
}

function spawnServer(command, args, env, name) {
  const child = spawn(command, args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-6000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  children.add(child)
  child.on('exit', () => children.delete(child))
  child.output = () => `${name}'s last output:\n${output}`
  return child
}

let interrupted = false

async function main() {
  process.exitCode = 1
  const caddyVersion = spawnSync(caddyPath(), ['version'], { encoding: 'utf8' })
  if (caddyVersion.error) throw new Error(`Caddy was not found (${caddyPath()}): sudo apt-get install caddy, or set CADDY_PATH.`)
  // Inside the project: the built server imports jsdom from the project's node_modules.
  mkdirSync(join(projectRoot, 'node_modules', '.cache'), { recursive: true })
  const work = mkdtempSync(join(projectRoot, 'node_modules', '.cache', 'eclat-production-'))
  const outDir = join(work, 'dist')
  let pocketbase, stripe, mail, web, caddy, browser, page
  const diagnostics = []
  const cleanup = async () => {
    await browser?.close().catch(() => {})
    await stopChild(caddy)
    await stopChild(web)
    await pocketbase?.stop()
    await stripe?.stop()
    await mail?.stop()
    rmSync(work, { recursive: true, force: true })
  }
  const onSignal = (signal) => {
    if (interrupted) return
    interrupted = true
    for (const child of children) child.kill(signal)
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)

  try {
    const [caddyPort, caddyHttpPort, webPort] = await Promise.all([freePort(), freePort(), freePort()])
    const origin = `https://127.0.0.1:${caddyPort}`
    stripe = await startStripeStandIn()
    mail = await startMailCapture({ quiet: true })
    const paymentEnv = {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYMENT_DEMO: '',
    }
    pocketbase = await startPocketBase({
      dataDir: join(work, 'pb_data'),
      quiet: true,
      env: { ...paymentEnv, SHOP_API_URL: origin },
      mail: { host: mail.smtpHost, port: mail.smtpPort },
      appUrl: origin,
    })
    log(`PocketBase on ${pocketbase.url}, Stripe stand-in on ${stripe.url}, mail capture on ${mail.webUrl}`)

    // The production build, for the shop's own origin; nothing of a developer's .env.
    const buildEnv = {
      ...process.env,
      VITE_POCKETBASE_URL: origin,
      VITE_API_URL: '',
      VITE_STRIPE_PUBLISHABLE_KEY: STAND_IN_PUBLISHABLE_KEY,
    }
    delete buildEnv.VITE_IMAGE_SERVICE
    await run(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      env: { ...buildEnv, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    })
    log('app and Node server built')
    if (interrupted) throw new Error('interrupted')

    // `npm start`: node dist-server/server.js, configured by its environment only.
    web = spawnServer(
      process.execPath,
      [join(`${outDir}-server`, 'server.js')],
      { ...process.env, ...paymentEnv, HOST: '127.0.0.1', PORT: String(webPort), POCKETBASE_URL: pocketbase.url },
      'the Node server',
    )

    // Caddy: deploy/Caddyfile as is, after the test's global options.
    const caddyDir = join(work, 'caddy')
    mkdirSync(caddyDir)
    const caddyfile = join(caddyDir, 'Caddyfile')
    writeFileSync(
      caddyfile,
      [
        '{',
        '\tadmin off',
        '\tlocal_certs',
        '\tskip_install_trust',
        '\tauto_https disable_redirects',
        `\thttp_port ${caddyHttpPort}`,
        `\thttps_port ${caddyPort}`,
        `\tstorage file_system ${join(caddyDir, 'data')}`,
        '}',
        '',
        readFileSync(join(projectRoot, 'deploy', 'Caddyfile'), 'utf8'),
      ].join('\n'),
    )
    caddy = spawnServer(
      caddyPath(),
      ['run', '--config', caddyfile, '--adapter', 'caddyfile'],
      {
        ...process.env,
        SHOP_DOMAIN: `127.0.0.1:${caddyPort}`,
        SHOP_WEB_UPSTREAM: `127.0.0.1:${webPort}`,
        SHOP_POCKETBASE_UPSTREAM: `127.0.0.1:${pocketbase.port}`,
        XDG_DATA_HOME: join(caddyDir, 'xdg-data'),
        XDG_CONFIG_HOME: join(caddyDir, 'xdg-config'),
      },
      'Caddy',
    )
    const caPath = join(caddyDir, 'data', 'pki', 'authorities', 'local', 'root.crt')
    const ca = await waitFor("Caddy's local CA", () => readFileSync(caPath))
    const get = (path, options = {}) => request(`${origin}${path}`, { ...options, ca })
    // Stripe's deliveries now take the public way, as in production: Caddy's /api/* (the raw body's signature must survive the proxy).
    stripe.setWebhook({
      url: `${origin}/api/shop/stripe/webhook`,
      secret: WEBHOOK_SECRET,
      fetch: async (url, init) => {
        const answer = await request(url, { ...init, ca })
        return { status: answer.status, json: async () => JSON.parse(answer.body.toString()) }
      },
    })
    try {
      await waitFor('the shop through Caddy', async () => (await get('/robots.txt')).status === 200)
    } catch (error) {
      throw new Error(`${error.message}\n${caddy.output()}\n${web.output()}`)
    }
    log(
      `Caddy ${caddyVersion.stdout.trim().split(' ')[0]} on ${origin} → Node on 127.0.0.1:${webPort}, PocketBase on 127.0.0.1:${pocketbase.port}`,
    )

    // The buyer's product and account, through the superuser API (a test's own data).
    const token = String(
      (
        await (
          await fetch(`${pocketbase.url}/api/collections/_superusers/auth-with-password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ identity: pocketbase.superuser.email, password: pocketbase.superuser.password }),
          })
        ).json()
      ).token,
    )
    const asSuperuser = async (path, body, method = body ? 'POST' : 'GET') => {
      const response = await fetch(`${pocketbase.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: token },
        body: body ? JSON.stringify(body) : undefined,
      })
      assert.ok(response.ok, `${path} → ${response.status} ${await response.clone().text()}`)
      return response.json()
    }
    // The shop's legal identity, as its owner fills it (/dashboard/identite): no sale without it (docs/adr/0048).
    const identity = (await asSuperuser('/api/collections/shop_identity/records?perPage=1')).items[0]
    await asSuperuser(`/api/collections/shop_identity/records/${identity.id}`, DEMO_IDENTITY, 'PATCH')
    const suffix = randomBytes(4).toString('hex')
    const product = await asSuperuser('/api/collections/products/records', {
      name: `Pendentif production ${suffix}`,
      slug: `pendentif-production-${suffix}`,
      price: 31,
      price_pro: 22,
      stock: 5,
    })
    const buyer = { email: `production-${suffix}@smoke.test`, password: `mot-de-passe-${suffix}` }
    await asSuperuser('/api/collections/users/records', {
      email: buyer.email,
      password: buyer.password,
      passwordConfirm: buyer.password,
      name: 'Acheteuse Production',
      verified: true,
    })

    // 5. The purchase in Chromium, from the rendered home page.
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: origin, viewport: { width: 1280, height: 800 } })
    page = await context.newPage()
    page.setDefaultTimeout(15_000)
    const pageErrors = []
    diagnostics.push(() => `page errors: ${JSON.stringify(pageErrors)}`)
    page.on(
      'response',
      (response) => response.status() >= 400 && pageErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`),
    )
    page.on('console', (message) => message.type() === 'error' && pageErrors.push(`console: ${message.text()}`))
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const violations = []
    diagnostics.push(() => `CSP violations: ${JSON.stringify(violations)}`)
    await page.exposeFunction('__reportCspViolation', (line) => void violations.push(line))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    // Stripe.js is the e2e's stand-in (tests/e2e/support/stripe-js-stand-in.js) speaking to
    // https://api.stripe.com, which the CSP allows; its calls are answered by the Stripe API stand-in.
    const stripeJs = readFileSync(join(projectRoot, 'tests', 'e2e', 'support', 'stripe-js-stand-in.js'), 'utf8').replaceAll(
      '__STRIPE_API_URL__',
      'https://api.stripe.com',
    )
    await page.route(/^https:\/\/js\.stripe\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: stripeJs }),
    )
    await page.route(/^https:\/\/api\.stripe\.com\//, async (route) => {
      const url = new URL(route.request().url())
      await route.fulfill({ response: await route.fetch({ url: `${stripe.url}${url.pathname}${url.search}` }) })
    })
    const ready = () =>
      page.waitForFunction(() => document.documentElement.hasAttribute('data-ready') || !document.getElementById('router-data'))
    const visible = (locator) => locator.first().waitFor({ state: 'visible' })

    const assetResponse = page.waitForResponse((response) => /\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname))
    const home = await page.goto('/')
    const homeHtml = await home.text()
    assert.equal(home.status(), 200)
    assert.match(homeHtml, /<script type="application\/json" id="router-data">/, 'the home page arrives rendered')
    assert.match(homeHtml, /<h1[\s>]/, 'the rendered home page has its heading in the HTML')
    await ready()
    const homeHeaders = home.headers()
    const asset = await assetResponse
    const assetHeaders = asset.headers()

    await page.getByRole('navigation').getByRole('link', { name: 'Catalogue', exact: true }).first().click()
    await page
      .getByRole('link', { name: new RegExp(product.name) })
      .first()
      .click()
    await visible(page.getByRole('heading', { level: 1, name: product.name }))
    await page.getByRole('button', { name: 'Ajouter au panier' }).click()
    await visible(page.getByRole('link', { name: 'Panier (1 article)' }))
    await page.goto('/login')
    await page.getByLabel('Email').fill(buyer.email)
    await page.getByLabel('Mot de passe').fill(buyer.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await visible(page.getByRole('heading', { level: 1, name: 'Mon Compte' }))
    await page.goto('/checkout')
    await ready()
    await visible(page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' }))
    const delivery = page.getByRole('region', { name: 'Adresse de livraison' })
    await delivery.getByLabel(/Nom et prénom/).fill('Camille Rousseau')
    await delivery.getByLabel(/^Adresse/).fill('12 rue des Lilas')
    await delivery.getByLabel(/Code postal/).fill('69001')
    await delivery.getByLabel(/Ville/).fill('Lyon')
    await delivery.getByLabel(/Téléphone/).fill('06 12 34 56 78')
    await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4242 4242 4242 4242')
    await page.getByRole('button', { name: /^Payer / }).click()
    await page.waitForURL(/\/account\/commandes\/[a-z0-9]{15}\?merci$/)
    await visible(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' }))
    await visible(page.getByRole('table').filter({ hasText: product.name }))
    log('bought in Chromium: home page → catalogue → product → login → checkout → « Merci pour votre commande ! »')

    const orders = await asSuperuser(`/api/collections/orders/records?filter=${encodeURIComponent(`email = "${buyer.email}"`)}`)
    assert.equal(orders.items.length, 1, 'one order')
    assert.equal(orders.items[0].status, 'paid')
    assert.equal(orders.items[0].total, 31)
    const intent = [...stripe.intents.values()].find((candidate) => candidate.amount === 3100 && candidate.status === 'succeeded')
    assert.ok(intent, 'a succeeded intent of 31,00 € at the Stripe stand-in')
    const delivered = await waitFor('the webhook', () =>
      stripe.webhookDeliveries.find((entry) => entry.type === 'payment_intent.succeeded' && entry.status === 200),
    )
    assert.ok(delivered, 'payment_intent.succeeded delivered to PocketBase and accepted')
    const confirmation = await mail.waitForMessage(
      (message) => message.to.includes(buyer.email) && message.subject.includes('Confirmation de votre commande'),
      { timeoutMs: 15_000 },
    )
    assert.ok(confirmation.html.includes(product.name), 'the confirmation e-mail lists the product')
    assert.ok(confirmation.html.includes(origin) || confirmation.text.includes(origin), "the e-mail's links open the shop's origin")
    assert.deepEqual(pageErrors, [], 'no error in the page')
    assert.deepEqual(violations, [], 'no CSP violation')
    log(`paid order ${orders.items[0].id}, webhook accepted, « ${confirmation.subject} » in the inbox; no CSP violation`)

    // 6a. The headers the browser got.
    const csp = homeHeaders['content-security-policy'] ?? ''
    assert.match(csp, /default-src 'self'/)
    assert.match(csp, /frame-ancestors 'none'/)
    assert.ok(csp.includes(`connect-src 'self' ${origin}`), `the CSP names the shop's origin for PocketBase: ${csp}`)
    assert.match(homeHeaders['strict-transport-security'] ?? '', /max-age=31536000/)
    assert.equal(homeHeaders['x-content-type-options'], 'nosniff')
    assert.equal(homeHeaders['x-frame-options'], 'DENY')
    assert.ok(['zstd', 'gzip'].includes(homeHeaders['content-encoding']), `the page is compressed (${homeHeaders['content-encoding']})`)
    assert.equal(homeHeaders.server, undefined, 'no Server header')
    assert.equal(assetHeaders['cache-control'], 'public, max-age=31536000, immutable')
    assert.ok(['zstd', 'gzip'].includes(assetHeaders['content-encoding']), 'the script is compressed')
    assert.equal(assetHeaders['content-security-policy'], csp)
    const cart = await get('/cart', { headers: { accept: 'text/html' } })
    assert.equal(cart.status, 200)
    assert.equal(cart.headers['cache-control'], 'no-cache', 'index.html is revalidated')
    const gzip = await get('/', { headers: { 'accept-encoding': 'gzip' } })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    const api = await get('/api/health')
    assert.equal(api.status, 200, "PocketBase's API through Caddy")
    assert.match(String(api.headers['strict-transport-security']), /max-age=31536000/)
    // Every file of the build answers through Caddy (a chunk the journey did not load too), with its cache.
    const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map(
        (entry) =>
          `/${relative(outDir, join(entry.parentPath ?? entry.path, entry.name))
            .split(sep)
            .join('/')}`,
      )
      .filter((path) => !['/index.html', '/_headers'].includes(path) && !path.startsWith('/.'))
    for (let at = 0; at < files.length; at += 16) {
      await Promise.all(
        files.slice(at, at + 16).map(async (path) => {
          const answer = await get(encodeURI(path), { method: 'HEAD' })
          assert.equal(answer.status, 200, `${path} through Caddy`)
          const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
          assert.equal(answer.headers['cache-control'], cache, `${path}'s cache`)
        }),
      )
    }
    // The sitemap and robots.txt name the public origin (Caddy's Host and X-Forwarded-Proto).
    const sitemap = await get('/sitemap.xml')
    assert.equal(sitemap.status, 200)
    assert.ok(
      sitemap.body.toString().includes(`<loc>${origin}/catalogue/${product.slug}</loc>`),
      "the sitemap lists the product at the shop's origin",
    )
    assert.ok((await get('/robots.txt')).body.toString().includes(`Sitemap: ${origin}/sitemap.xml`))
    const missing = await get('/adresse-que-nul-ne-connait')
    assert.equal(missing.status, 404)
    assert.match(missing.body.toString(), /<html/)
    log(
      `headers: CSP, HSTS, nosniff, X-Frame-Options, zstd/gzip, assets a year, index.html no-cache, French 404, sitemap and robots.txt; ${files.length} files of the build served`,
    )

    // 6b. Only the proxy is reachable.
    for (const path of ['/_/', '/_', '/_/#/login', '/_/images/logo.svg']) {
      assert.equal((await get(path)).status, 404, `${path} through Caddy`)
    }
    const outside = Object.values(networkInterfaces())
      .flat()
      // IPv4 and global IPv6 (a link-local address needs its interface named).
      .filter((address) => address && !address.internal && !address.address.startsWith('fe80:'))
      .map((address) => address.address)
    if (outside.length === 0) log('no non-loopback address on this machine: the direct-reach check has nothing to try')
    for (const address of outside) {
      assert.equal(await accepts(address, pocketbase.port), false, `PocketBase must not answer on ${address}`)
      assert.equal(await accepts(address, webPort), false, `the Node server must not answer on ${address}`)
    }
    log(`/_/ → 404 through Caddy; PocketBase and the Node server refuse ${outside.join(', ') || '(none)'}`)

    // 6c. A client's own X-Forwarded-For cannot reset a limit: PocketBase's login (20 a minute)…
    const login = (headers = {}) =>
      get('/api/collections/users/auth-with-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ identity: buyer.email, password: 'mauvais-mot-de-passe' }),
      })
    let tripped = 0
    for (let attempt = 0; attempt < 25 && tripped === 0; attempt++) if ((await login()).status === 429) tripped = attempt + 1
    assert.ok(tripped > 0, 'the login limit trips through Caddy')
    const invented = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '203.0.113.8, 198.51.100.9' },
      { 'x-forwarded-for': ['198.51.100.10', '198.51.100.11'] },
      { 'x-real-ip': '203.0.113.12', forwarded: 'for=203.0.113.12' },
      { 'x-forwarded-for': `127.0.0.${2 + Math.floor(Math.random() * 200)}` },
    ]
    for (const headers of invented) assert.equal((await login(headers)).status, 429, `still 429 with ${JSON.stringify(headers)}`)
    // …and the payment function's (20 a minute, before PocketBase is asked).
    const pay = (headers = {}) =>
      get('/api/create-payment-intent', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' })
    let paymentTripped = 0
    for (let attempt = 0; attempt < 25 && paymentTripped === 0; attempt++) if ((await pay()).status === 429) paymentTripped = attempt + 1
    assert.ok(paymentTripped > 0, "the payment function's limit trips through Caddy")
    for (const headers of invented) assert.equal((await pay(headers)).status, 429, `payment still 429 with ${JSON.stringify(headers)}`)
    log(`login limit tripped at attempt ${tripped}, payment limit at ${paymentTripped}: 5 of 5 invented X-Forwarded-For still 429 on each`)

    // The Node server stops on SIGTERM (systemd's stop) by itself.
    const stopped = Date.now()
    web.kill('SIGTERM')
    const code = await new Promise((resolveExit) =>
      web.exitCode !== null ? resolveExit(web.exitCode) : web.once('exit', (c) => resolveExit(c)),
    )
    assert.equal(code, 0, `the Node server exits 0 on SIGTERM\n${web.output()}`)
    log(`Node server stopped on SIGTERM in ${Date.now() - stopped} ms`)
  } catch (error) {
    // What a person would have seen, and what the servers said.
    if (page) {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .catch(() => '(no page)')
      diagnostics.unshift(() => `page ${page.url()}:\n${text.slice(0, 1500)}`)
      mkdirSync(join(projectRoot, 'test-results'), { recursive: true })
      await page.screenshot({ path: join(projectRoot, 'test-results', 'production-failure.png'), fullPage: true }).catch(() => {})
    }
    if (web) diagnostics.push(() => web.output())
    if (caddy) diagnostics.push(() => caddy.output())
    console.error(`[production] diagnostics:\n${diagnostics.map((describe) => describe()).join('\n')}`)
    throw error
  } finally {
    await cleanup()
  }
}

main().then(
  () => {
    log('production smoke passed')
    process.exit(0)
  },
  (error) => {
    console.error(`[production] ${interrupted ? 'interrupted' : 'FAILED'}: ${error.stack ?? error.message}`)
    process.exit(interrupted ? 130 : 1)
  },
)

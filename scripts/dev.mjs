#!/usr/bin/env node
// `npm run dev`: the whole stack for local work.
//   1. provides the pinned PocketBase binary (scripts/pocketbase-binary.mjs);
//   2. starts PocketBase on 127.0.0.1:${PB_PORT:-8090}, data in pocketbase/pb_data (git-ignored),
//      migrations applied, hooks watched, development superuser upserted;
//   3. seeds the demo data on the first run only (marker: pocketbase/pb_data/.demo-seeded);
//      `npm run dev -- --seed` seeds again (the seed is idempotent);
//   4. starts Vite on http://localhost:5173 with VITE_POCKETBASE_URL pointing at that PocketBase;
//      the payment function is served by Vite under /api/create-payment-intent (POCKETBASE_URL too);
//   5. prints the URLs, the payment mode and the demo accounts.
// E-mail: a local capture server (maildev, SMTP 127.0.0.1:${MAIL_SMTP_PORT:-1025}, web inbox
// http://127.0.0.1:${MAIL_WEB_PORT:-1080}) catches every mail PocketBase sends; PocketBase's SMTP
// settings are pointed at it on each start, and its app URL at the shop (links in e-mails open the shop),
// through its environment (SMTP_*, SHOP_*: pb_hooks/settings.pb.js, docs/adr/0042).
// Payment: with no STRIPE_SECRET_KEY, PAYMENT_DEMO=1 is set for PocketBase and the function alike, so
// a newcomer can buy offline in the labelled demonstration mode (docs/adr/0023). With Stripe test keys
// in .env, both use Stripe (or STRIPE_API_BASE).
// Reads `.env.local` and `.env` if present (variables already set win).
// Ctrl-C stops everything. If PocketBase or Vite dies, the rest is stopped and this exits non-zero.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseEnv } from 'node:util'
import { stopChild, waitForHttp } from './lib/child-processes.mjs'
import { startMailCapture } from './lib/mail-capture.mjs'
import { DEMO_PASSWORD, SUPERUSER_EMAIL, projectRoot, startPocketBase } from './lib/pocketbase-server.mjs'

// `.env.local` then `.env` (both git-ignored; see .env.example), never over a variable already set:
// PB_PORT for this script, STRIPE_* for the payment function that Vite serves.
for (const file of ['.env.local', '.env']) {
  const path = join(projectRoot, file)
  if (!existsSync(path)) continue
  for (const [key, value] of Object.entries(parseEnv(readFileSync(path, 'utf8')))) {
    if (process.env[key] === undefined) process.env[key] = value
  }
}

// No Stripe secret key: the demonstration payment mode, for PocketBase (order hook) and the function.
// Never set by anything else than this script and the tests; production never has it.
const paymentMode = process.env.STRIPE_SECRET_KEY ? 'stripe' : 'demo'
if (paymentMode === 'demo') process.env.PAYMENT_DEMO = '1'

const PB_PORT = Number(process.env.PB_PORT || 8090)
const VITE_PORT = 5173
const MAIL_SMTP_PORT = Number(process.env.MAIL_SMTP_PORT || 1025)
const MAIL_WEB_PORT = Number(process.env.MAIL_WEB_PORT || 1080)
const dataDir = join(projectRoot, 'pocketbase', 'pb_data')
const seedModule = join(projectRoot, 'pocketbase', 'seed', 'seed.mjs')
const seedMarker = join(dataDir, '.demo-seeded')

const color = process.stdout.isTTY && !process.env.NO_COLOR
const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text)
const bold = (text) => paint('1', text)
const log = (message) => console.log(`${paint('35', '[dev]')} ${message}`)
const fail = (message) => console.error(`${paint('31', '[dev]')} ${message}`)

/** True when something already accepts connections on host:port, or the port cannot be bound. */
function portTaken(port, hosts) {
  const probe = (host) =>
    new Promise((resolveProbe) => {
      const socket = connect({ host, port })
      socket.setTimeout(500)
      socket.once('connect', () => {
        socket.destroy()
        resolveProbe(true)
      })
      socket.once('timeout', () => {
        socket.destroy()
        resolveProbe(false)
      })
      socket.once('error', () => resolveProbe(false))
    })
  const bind = (host) =>
    new Promise((resolveBind) => {
      const server = createServer()
      server.once('error', (error) => resolveBind(error.code === 'EADDRINUSE' || error.code === 'EACCES'))
      server.listen(port, host, () => server.close(() => resolveBind(false)))
    })
  return Promise.all([...hosts.map(probe), bind(hosts[0])]).then((answers) => answers.some(Boolean))
}

async function seedIfNeeded(pocketbase) {
  const force = process.argv.includes('--seed')
  if (existsSync(seedMarker) && !force) {
    log('demo data: already seeded on an earlier run (reusing pocketbase/pb_data; `npm run dev -- --seed` seeds again)')
    return 'reused'
  }
  if (!existsSync(seedModule)) {
    log('demo data: pocketbase/seed/seed.mjs is not there yet, so the collections stay empty; going on.')
    return 'missing'
  }
  log('demo data: seeding (first run)...')
  const started = Date.now()
  try {
    const { seed } = await import(pathToFileURL(seedModule).href)
    if (typeof seed !== 'function') throw new Error('pocketbase/seed/seed.mjs exports no seed() function')
    await seed({
      url: pocketbase.url,
      superuser: pocketbase.superuser,
      demoAccounts: true,
      log: (message) => console.log(`${paint('36', '[seed]')} ${message}`),
    })
    writeFileSync(seedMarker, `${new Date().toISOString()}\n`)
    log(`demo data: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    return 'seeded'
  } catch (error) {
    fail(`demo data: the seed failed: ${error.stack ?? error}`)
    fail('PocketBase keeps running with what was created; the seed will run again on the next `npm run dev`.')
    return 'failed'
  }
}

function banner(pocketbase, seedState) {
  const pbUrl = pocketbase.url
  const shop = `http://localhost:${VITE_PORT}`
  const lines = [
    '',
    bold('Éclat de Pierre is running'),
    `  Shop                     ${shop}`,
    `  Payment function         ${shop}/api/create-payment-intent  (POST)`,
    `  PocketBase API           ${pbUrl}/api/`,
    `  PocketBase dashboard     ${pbUrl}/_/   superuser ${SUPERUSER_EMAIL} / ${DEMO_PASSWORD}`,
    `  E-mails (local inbox)    ${mail.webUrl}/   every mail PocketBase sends (SMTP 127.0.0.1:${MAIL_SMTP_PORT}); nothing leaves the machine`,
    paymentMode === 'demo'
      ? '  Payment                  demonstration mode (no STRIPE_SECRET_KEY: PAYMENT_DEMO=1 for PocketBase and the function; nothing is charged)'
      : `  Payment                  Stripe (${process.env.STRIPE_API_BASE || 'https://api.stripe.com'}), keys from your environment or .env`,
    '',
  ]
  if (seedState === 'seeded' || seedState === 'reused') {
    lines.push(
      bold(`Demo accounts (password ${DEMO_PASSWORD})`),
      '  admin@bijoux.test     admin (back-office: /dashboard)',
      '  pro@bijoux.test       professionnel, "Atelier Lumière" (pro space: /espace-pro)',
      '  client@bijoux.test    customer (no role)',
    )
  } else {
    lines.push(`Demo accounts: not created (${seedState === 'missing' ? 'no seed module yet' : 'the seed failed'}).`)
  }
  lines.push('', 'Press Ctrl-C to stop everything.', '')
  console.log(lines.join('\n'))
}

let pocketbase = null
let vite = null
let mail = null
let stopping = false

async function stopAll() {
  await Promise.all([stopChild(vite), pocketbase?.stop(), mail?.stop()])
}

async function shutdown(signal) {
  if (stopping) return
  stopping = true
  log(`${signal}: stopping Vite, PocketBase and the mail inbox...`)
  await stopAll()
  log('stopped. Data kept in pocketbase/pb_data.')
  process.exit(0)
}

async function childDied(name, code, signal) {
  if (stopping) return
  // A terminal's Ctrl-C reaches the children too: let our own signal handler run first.
  await new Promise((r) => setTimeout(r, 300))
  if (stopping) return
  stopping = true
  process.exitCode = 1
  fail(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}): stopping the rest.`)
  await stopAll()
  process.exit(1)
}

async function main() {
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))

  const taken = []
  if (await portTaken(PB_PORT, ['127.0.0.1'])) {
    taken.push(
      `port ${PB_PORT} (PocketBase) is already taken on 127.0.0.1: is another \`npm run dev\` running? ` +
        'Stop it, or choose another port with PB_PORT=8091 npm run dev.',
    )
  }
  if (await portTaken(VITE_PORT, ['localhost', '127.0.0.1', '::1'])) {
    taken.push(`port ${VITE_PORT} (Vite) is already taken: is another \`npm run dev\` or \`vite\` running? Stop it first.`)
  }
  for (const [port, name, variable] of [
    [MAIL_SMTP_PORT, 'mail capture, SMTP', 'MAIL_SMTP_PORT=1026'],
    [MAIL_WEB_PORT, 'mail capture, web inbox', 'MAIL_WEB_PORT=1081'],
  ]) {
    if (await portTaken(port, ['127.0.0.1'])) {
      taken.push(
        `port ${port} (${name}) is already taken on 127.0.0.1: is another \`npm run dev\` or MailDev running? ` +
          `Stop it, or choose another port with ${variable} npm run dev.`,
      )
    }
  }
  if (taken.length > 0) {
    for (const message of taken) fail(message)
    process.exit(1)
  }

  log(
    paymentMode === 'demo'
      ? 'payment: demonstration mode (no STRIPE_SECRET_KEY), PAYMENT_DEMO=1 for PocketBase and the payment function'
      : 'payment: Stripe (STRIPE_SECRET_KEY is set) for PocketBase and the payment function',
  )
  if (paymentMode === 'stripe' && !process.env.VITE_STRIPE_PUBLISHABLE_KEY) {
    fail('STRIPE_SECRET_KEY is set but VITE_STRIPE_PUBLISHABLE_KEY is not: the checkout cannot show the card form.')
  }
  if (paymentMode === 'stripe' && !process.env.STRIPE_WEBHOOK_SECRET) {
    fail(
      'STRIPE_WEBHOOK_SECRET is not set: an order whose tab was closed after paying waits for the browser. Run ' +
        `\`stripe listen --forward-to http://127.0.0.1:${PB_PORT}/api/shop/stripe/webhook\` and put the secret it prints in .env.`,
    )
  }
  mail = await startMailCapture({ smtpPort: MAIL_SMTP_PORT, webPort: MAIL_WEB_PORT, quiet: true })
  if (stopping) return
  log(`mail: capture server on SMTP 127.0.0.1:${MAIL_SMTP_PORT}, inbox ${mail.webUrl}/`)

  log(`PocketBase: making sure the pinned binary is in .pocketbase/, then starting it on 127.0.0.1:${PB_PORT}`)
  log(
    `(data in pocketbase/pb_data, ${existsSync(join(dataDir, 'data.db')) ? 'reused from an earlier run' : 'created now'}; hooks are watched)`,
  )
  pocketbase = await startPocketBase({
    dataDir,
    port: PB_PORT,
    watchHooks: true,
    mail: { host: mail.smtpHost, port: mail.smtpPort },
    appUrl: `http://localhost:${VITE_PORT}`,
  })
  if (stopping) return
  pocketbase.child.on('exit', (code, signal) => childDied('PocketBase', code, signal))

  const seedState = await seedIfNeeded(pocketbase)
  if (stopping) return

  log(`Vite: starting the app on http://localhost:${VITE_PORT} (VITE_POCKETBASE_URL=${pocketbase.url})`)
  vite = spawn(join(projectRoot, 'node_modules', '.bin', 'vite'), ['--port', String(VITE_PORT), '--strictPort', '--clearScreen', 'false'], {
    cwd: projectRoot,
    stdio: 'inherit',
    // The payment function runs inside Vite: it reads POCKETBASE_URL and the STRIPE_*/PAYMENT_DEMO above.
    // The storefront's images through the image service, as on Netlify (docs/adr/0077).
    env: { ...process.env, VITE_POCKETBASE_URL: pocketbase.url, POCKETBASE_URL: pocketbase.url, VITE_IMAGE_SERVICE: 'netlify' },
  })
  vite.on('exit', (code, signal) => childDied('Vite', code, signal))
  vite.on('error', (error) => {
    fail(`Vite could not start: ${error.message} (run \`npm install\` first?)`)
    childDied('Vite', 1, null)
  })
  try {
    await waitForHttp(`http://localhost:${VITE_PORT}/`, vite, 60_000)
  } catch {
    if (!stopping) await childDied('Vite (not answering within 60 s)', null, null)
    return
  }
  banner(pocketbase, seedState)
}

main().catch(async (error) => {
  fail(error.message)
  stopping = true
  await stopAll()
  process.exit(1)
})

#!/usr/bin/env node
// The e2e harness (`npm run test:e2e`, and the last step of `npm test`):
//   1. starts the Stripe API stand-in (tests/support/stripe-api-stand-in.mjs), a mail capture server
//      (maildev: tests read its inbox at fixtures.mailUrl with tests/support/inbox.ts) and a throwaway
//      PocketBase (free port, temp data dir, the project's migrations and hooks) whose order hook talks
//      to the stand-in and whose mailer sends to the capture server, links pointing at the app;
//   2. seeds the demo catalogue (pocketbase/seed, without the demo accounts) while it
//   3. builds the app into a temp outDir with VITE_POCKETBASE_URL pointing at that PocketBase, then
//      creates the fixture users (customer, pro, admin) through the superuser API and looks up the
//      known products (harness/fixture-data.mjs);
//   4. serves the build with `vite preview` on a free port (the payment function is mounted there too,
//      with the stand-in as its Stripe: STRIPE_API_BASE + a fake secret key, no demo mode);
//   5. runs Playwright in Debian's Chromium (playwright.config.ts), passing any extra arguments on,
//      e.g. `npm run test:e2e -- tests/e2e/theme.spec.ts` or `npm run test:e2e -- --grep panier`;
//   6. stops everything and removes the temp dirs, on success, on failure and on Ctrl-C.
import { spawn } from 'node:child_process'
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { children, run, stopChild, waitForHttp } from '../../scripts/lib/child-processes.mjs'
import { startMailCapture } from '../../scripts/lib/mail-capture.mjs'
import { freePort, projectRoot, startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'
import { seed } from '../../pocketbase/seed/seed.mjs'
import { createFixtures } from './harness/fixture-data.mjs'
import { STAND_IN_PUBLISHABLE_KEY, STAND_IN_SECRET_KEY, startStripeStandIn } from '../support/stripe-api-stand-in.mjs'

const log = (message) => console.log(`[e2e] ${message}`)
/** The webhook endpoint's signing secret in the browser tests (PocketBase's STRIPE_WEBHOOK_SECRET). */
const WEBHOOK_SECRET = 'whsec_e2e_test_secret'

const bin = (name) => join(projectRoot, 'node_modules', '.bin', name)

function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium'
}

function assertChromium() {
  const path = chromiumPath()
  try {
    accessSync(path, constants.X_OK)
  } catch {
    throw new Error(
      `Chromium was not found at ${path}. Install Debian's package (sudo apt-get install chromium) ` +
        'or point CHROMIUM_PATH at a Chromium binary. Playwright never downloads a browser here.',
    )
  }
}

let interrupted = false

async function main() {
  // Only an explicit success exits 0: should the event loop ever drain early, the run fails.
  process.exitCode = 1
  assertChromium()
  const work = mkdtempSync(join(tmpdir(), 'eclat-e2e-'))
  const outDir = join(work, 'dist')
  let pocketbase
  let preview
  let stripe
  let mail
  const cleanup = async () => {
    await stopChild(preview)
    await pocketbase?.stop()
    await stripe?.stop()
    await mail?.stop()
    rmSync(work, { recursive: true, force: true })
  }
  const onSignal = (signal) => {
    if (interrupted) return
    interrupted = true
    log(`${signal} received: stopping the browser tests, vite preview and PocketBase...`)
    for (const child of children) child.kill(signal)
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)

  try {
    stripe = await startStripeStandIn()
    log(`Stripe API stand-in at ${stripe.url}`)
    // The payment settings of PocketBase and of the function: the stand-in, never the demo mode.
    const paymentEnv = {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYMENT_DEMO: '',
    }
    mail = await startMailCapture({ quiet: true })
    log(`mail capture server: SMTP 127.0.0.1:${mail.smtpPort}, inbox ${mail.webUrl}`)
    // vite preview's port, known now: PocketBase's app URL (the links of its e-mails open the app) is
    // set from its environment at start (ADR 0042).
    const port = await freePort()
    const baseURL = `http://127.0.0.1:${port}`
    log('starting a throwaway PocketBase (temp data dir, free port)...')
    pocketbase = await startPocketBase({
      dataDir: join(work, 'pb_data'),
      quiet: true,
      env: paymentEnv,
      mail: { host: mail.smtpHost, port: mail.smtpPort },
      appUrl: baseURL,
    })
    log(`PocketBase ready at ${pocketbase.url}`)
    // The stand-in delivers Stripe's signed events to PocketBase, as Stripe does (docs/adr/0032).
    stripe.setWebhook({ url: `${pocketbase.url}/api/shop/stripe/webhook`, secret: WEBHOOK_SECRET })
    if (interrupted) throw Object.assign(new Error('interrupted'), { code: 130 })

    log(`seeding the demo catalogue and building the app into ${outDir} (VITE_POCKETBASE_URL=${pocketbase.url})...`)
    // Set explicitly, so a developer's .env never leaks into the tested build.
    const appEnv = {
      ...process.env,
      VITE_POCKETBASE_URL: pocketbase.url,
      // The storefront's images through the image service, as on Netlify (docs/adr/0077).
      VITE_IMAGE_SERVICE: 'netlify',
      VITE_API_URL: '',
      VITE_STRIPE_PUBLISHABLE_KEY: STAND_IN_PUBLISHABLE_KEY,
      STRIPE_SECRET_KEY: '',
      STRIPE_API_BASE: '',
      PAYMENT_DEMO: '',
    }
    // vite preview also runs the payment function: it reads PocketBase's URL and the stand-in's.
    const functionEnv = { ...appEnv, ...paymentEnv, POCKETBASE_URL: pocketbase.url }
    // The seed (~10 s) talks to PocketBase while vite builds: both at once.
    const seeding = seed({ url: pocketbase.url, superuser: pocketbase.superuser, demoAccounts: false, log: () => {} }).then(
      (summary) => {
        log(`demo catalogue seeded in ${(summary.durationMs / 1000).toFixed(1)} s (${summary.counts?.products ?? '?'} products)`)
        return summary
      },
      (error) => {
        throw Object.assign(new Error(`seeding the demo catalogue failed (${error.message})`), { code: 1 })
      },
    )
    const building = run(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { env: appEnv }).catch(
      (error) => {
        throw Object.assign(new Error(`building the app failed (${error.message})`), { code: error.code })
      },
    )
    // Wait for both, so a failure of one never leaves the other running behind the cleanup.
    const failed = (await Promise.allSettled([seeding, building])).find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    if (interrupted) throw Object.assign(new Error('interrupted'), { code: 130 })

    const fixtures = { ...(await createFixtures(pocketbase.url, pocketbase.superuser)), stripeApiUrl: stripe.url, mailUrl: mail.webUrl }
    log(`fixture users: ${fixtures.users.map((u) => `${u.email} (${u.role || 'client'})`).join(', ')}`)
    log(
      `catalogue: ${fixtures.counts.products} products (${fixtures.counts.publicProducts} public), ${fixtures.counts.stones} stones, ${fixtures.counts.articles} articles`,
    )
    if (interrupted) throw Object.assign(new Error('interrupted'), { code: 130 })

    // The served CSP (dist/_headers, docs/adr/0041) also lets the Stripe.js stand-in reach the Stripe
    // API stand-in: CSP_EXTRA_CONNECT is read by the preview server only, never by a build.
    preview = spawn(bin('vite'), ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      cwd: projectRoot,
      env: { ...functionEnv, CSP_EXTRA_CONNECT: stripe.url },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    children.add(preview)
    preview.on('exit', () => children.delete(preview))
    await waitForHttp(baseURL, preview, 30_000)
    log(`app served by vite preview at ${baseURL}`)

    const started = Date.now()
    log('running the browser tests in Chromium...')
    try {
      await run(bin('playwright'), ['test', '--config', join(projectRoot, 'playwright.config.ts'), ...process.argv.slice(2)], {
        env: {
          ...process.env,
          E2E_BASE_URL: baseURL,
          E2E_POCKETBASE_URL: pocketbase.url,
          E2E_FIXTURES: JSON.stringify(fixtures),
          CHROMIUM_PATH: chromiumPath(),
        },
      })
    } catch (error) {
      throw Object.assign(new Error(`browser tests failed (${error.message})`), { code: error.code })
    }
    log(`browser tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s; screenshots in test-results/screenshots/`)
  } finally {
    await cleanup()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    if (interrupted) {
      log('interrupted; everything is stopped and the temp dirs are removed.')
      process.exit(130)
    }
    console.error(`[e2e] ${error.message}`)
    process.exit(typeof error.code === 'number' && error.code > 0 ? error.code : 1)
  },
)

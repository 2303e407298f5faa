// The throwaway shop of a chaos run (docs/adr/0140), on the loopback only: a PocketBase of its own
// (temp dir, free port, the project's migrations and hooks) in Stripe mode against the Stripe API
// stand-in (webhook secret set, no demonstration mode), and a mail capture server. It can kill
// PocketBase with SIGKILL and start it again on the same data and port, and stop the mail server for
// a while (same SMTP port when it comes back). Nothing here reads a developer's data or environment.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_IDENTITY } from '../../pocketbase/seed/data/identity.mjs'
import { STAND_IN_SECRET_KEY, startStripeStandIn } from '../../tests/support/stripe-api-stand-in.mjs'
import { startMailCapture } from '../lib/mail-capture.mjs'
import { freePort, startPocketBase } from '../lib/pocketbase-server.mjs'

export const CHAOS_WEBHOOK_SECRET = 'whsec_chaos_run_secret'
const APP_URL = 'http://127.0.0.1:5173'

/** A JSON call that never throws: { status (0 when nothing answered), body }. */
export async function call(url, path, { method = 'GET', token, body, timeoutMs = 30_000, form } = {}) {
  try {
    const headers = {}
    if (token) headers.authorization = token
    let payload
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      payload = new URLSearchParams(form)
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    const response = await fetch(url + path, { method, headers, body: payload, signal: AbortSignal.timeout(timeoutMs) })
    const text = await response.text()
    let parsed = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      parsed = { text: text.slice(0, 200) }
    }
    return { status: response.status, body: parsed }
  } catch (error) {
    return { status: 0, body: { message: String(error?.message ?? error) } }
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * @param {{ holdSeconds: number, stripeTimeoutSeconds: number, refundAttemptSeconds: number, random: () => number, log: (line: string) => void }} options
 */
export async function startChaosStack({ holdSeconds, stripeTimeoutSeconds, refundAttemptSeconds, random, log }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'eclat-chaos-'))
  const stripe = await startStripeStandIn()
  stripe.faults.random = random
  const smtpPort = await freePort()
  let mail = await startMailCapture({ smtpPort })
  /** Messages caught by the capture servers stopped so far (a stopped maildev forgets its own). */
  const caughtBefore = []
  const env = {
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_API_BASE: stripe.url,
    STRIPE_WEBHOOK_SECRET: CHAOS_WEBHOOK_SECRET,
    PAYMENT_DEMO: '',
    CHECKOUT_HOLD_SECONDS: String(holdSeconds),
    STRIPE_TIMEOUT_SECONDS: String(stripeTimeoutSeconds),
    // A refund claim whose outcome nobody saw is settled by the reconciliation this long after its
    // last attempt (120 s in production): within the run, and still above the Stripe timeout.
    REFUND_ATTEMPT_SECONDS: String(refundAttemptSeconds),
    // The crons stay on (the reconciliation and the mail queue's retries are what a crash relies on).
    PAYMENT_RECONCILE_CRON: '',
    MAIL_QUEUE_CRON: '',
    EINVOICING_CRON: 'off',
  }
  const pbOptions = {
    dataDir,
    quiet: !process.env.PB_LOGS,
    env,
    mail: { host: '127.0.0.1', port: smtpPort },
    appUrl: APP_URL,
    // CHAOS_HOOKS_DIR: another copy of pocketbase/pb_hooks (say, before a fix: does the run see the bug?).
    ...(process.env.CHAOS_HOOKS_DIR ? { hooksDir: process.env.CHAOS_HOOKS_DIR } : {}),
  }
  let server
  try {
    server = await startPocketBase(pbOptions)
  } catch (error) {
    await stripe.stop()
    await mail.stop()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const url = server.url
  const port = server.port
  stripe.setWebhook({ url: `${url}/api/shop/stripe/webhook`, secret: CHAOS_WEBHOOK_SECRET })

  let suToken = ''
  let down = false
  async function superuserToken(force = false) {
    if (suToken && !force) return suToken
    for (let attempt = 0; attempt < 60; attempt++) {
      const answer = await call(url, '/api/collections/_superusers/auth-with-password', {
        method: 'POST',
        body: { identity: server.superuser.email, password: server.superuser.password },
      })
      if (answer.status === 200) {
        suToken = answer.body.token
        return suToken
      }
      await sleep(500)
    }
    throw new Error('the superuser cannot sign in')
  }
  /** A superuser call; signs in again when a restart reset the superuser's tokens, waits while PocketBase is down. */
  async function su(path, init = {}) {
    for (let attempt = 0; attempt < 60; attempt++) {
      const answer = await call(url, path, { ...init, token: await superuserToken() })
      if (answer.status === 401) {
        await superuserToken(true)
        continue
      }
      if (answer.status === 0 || answer.status >= 500) {
        await sleep(500)
        continue
      }
      return answer
    }
    throw new Error(`superuser ${init.method ?? 'GET'} ${path}: PocketBase does not answer`)
  }

  // Rate limits off: the run's customers all come from this one address, and the limiter is not what it tests.
  await su('/api/settings', { method: 'PATCH', body: { rateLimits: { enabled: false } } })
  const identity = await su('/api/collections/shop_identity/records?perPage=1')
  await su(`/api/collections/shop_identity/records/${identity.body.items[0].id}`, { method: 'PATCH', body: DEMO_IDENTITY })

  let kills = 0
  /** kill -9, then the same data directory on the same port. */
  async function killAndRestart(downMs = 0) {
    const child = server.child
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    }
    kills++
    down = true
    log(`  ✖ PocketBase killed (kill -9, #${kills})${downMs ? `, down for ${(downMs / 1000).toFixed(1)} s` : ''}`)
    if (downMs) await sleep(downMs)
    server = await startPocketBase({ ...pbOptions, port })
    down = false
    suToken = ''
    log('  ✔ PocketBase restarted on the same data')
  }

  let mailOutages = 0
  let mailIsDown = false
  async function mailDown() {
    if (mailIsDown) return
    caughtBefore.push(...(await mail.messages()))
    await mail.stop()
    mailIsDown = true
    mailOutages++
    log('  ✖ mail server stopped')
  }
  async function mailUp() {
    if (!mailIsDown) return
    mail = await startMailCapture({ smtpPort })
    mailIsDown = false
    log('  ✔ mail server back')
  }

  return {
    url,
    stripe,
    su,
    superuserToken,
    killAndRestart,
    mailDown,
    mailUp,
    isDown: () => down,
    figures: () => ({ kills, mailOutages }),
    /** Every message caught during the run (all capture servers). */
    allMessages: async () => [...caughtBefore, ...(mailIsDown ? [] : await mail.messages())],
    async stop({ keep = false } = {}) {
      await server.stop()
      await stripe.stop()
      if (!mailIsDown) await mail.stop()
      if (keep) log(`PocketBase data kept in ${dataDir}`)
      else rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

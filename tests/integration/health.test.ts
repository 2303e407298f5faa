// The owner is told when something is wrong (issue 32, point 5; pb_hooks/lib/health.js, docs/adr/0141):
// GET /api/shop/admin/health's figures against mails, orders, webhook events and backups made here by
// hand, its refusals, and the alert pass: one e-mail to the shop per kind (backups, mail queue,
// webhooks), not again within a day, again after it, and one « rétabli » once it clears. On a
// PocketBase of its own, in Stripe mode, with its own mail capture: the pass and the backups are
// shop-wide, and its crons are off (the pass is run by its route, at a chosen time).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'
import { startMailCapture } from '../../scripts/lib/mail-capture.mjs'
import type { Health } from '../../src/features/admin/api/health'
import type { TypedPocketBase } from '../../src/lib/pocketbase-types'
import { signWebhook } from '../support/stripe-api-stand-in.mjs'
import { createOrder, createUser, uniq } from './support/factories'

const SHOP = 'bonjour@eclat-de-pierre.fr'
const WEBHOOK_SECRET = 'whsec_health_test'
const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

let server: Awaited<ReturnType<typeof startPocketBase>>
let capture: Awaited<ReturnType<typeof startMailCapture>>
let su: TypedPocketBase
let dataDir: string
const clients: Record<'admin' | 'customer' | 'pro', TypedPocketBase> = {} as never
let customerId = ''

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bijoux-health-'))
  capture = await startMailCapture({ quiet: true })
  server = await startPocketBase({
    dataDir,
    quiet: !process.env.PB_LOGS,
    mail: { host: capture.smtpHost, port: capture.smtpPort },
    appUrl: 'http://boutique.test',
    env: {
      HEALTH_ALERTS_CRON: 'off',
      MAIL_QUEUE_CRON: 'off',
      PAYMENT_RECONCILE_CRON: 'off',
      // Stripe mode: nothing here calls Stripe (the reconciliation is off, no checkout is made).
      STRIPE_SECRET_KEY: 'sk_test_health',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  })
  su = new PocketBase(server.url) as TypedPocketBase
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  for (const role of ['admin', 'customer', 'pro'] as const) {
    const user = await createUser(su, { role: role === 'customer' ? '' : role === 'pro' ? 'professionnel' : 'admin', verified: true })
    const client = new PocketBase(server.url) as TypedPocketBase
    client.autoCancellation(false)
    await client.collection('users').authWithPassword(user.email ?? '', DEMO_PASSWORD)
    clients[role] = client
    if (role === 'customer') customerId = user.id
  }
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await capture?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** The report as the admin reads it, or as a superuser reads it at `now`. */
function health(now?: number): Promise<Health> {
  if (now === undefined) return clients.admin.send<Health>('/api/shop/admin/health', {})
  return su.send<Health>(`/api/shop/admin/health?now=${encodeURIComponent(new Date(now).toISOString())}`, {})
}

/** The alert pass as the cron would run it at `now`. */
function alertsAt(now: number) {
  return su.send<{ alerted: string[]; recovered: string[] }>('/api/shop/health/alerts', {
    method: 'POST',
    body: { now: new Date(now).toISOString() },
  })
}

const kinds = (report: Health) => report.problems.map((problem) => problem.kind)
const shopMails = async (subject: string) => (await capture.messages()).filter((mail) => mail.to.includes(SHOP) && mail.subject === subject)

/** Sends a signed webhook delivery as Stripe would; `secret` another one for a refused delivery. */
async function deliverWebhook(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event)
  const response = await fetch(`${server.url}/api/shop/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(payload, secret) },
    body: payload,
  })
  return response.status
}

describe('GET /api/shop/admin/health: who may read it', () => {
  it('answers admins and superusers; refuses customers and pros in French, and anonymous visitors', async () => {
    expect((await health()).pocketbase.version).toMatch(/^\d+\.\d+\.\d+$/)
    for (const role of ['customer', 'pro'] as const) {
      await expect(clients[role].send('/api/shop/admin/health', {})).rejects.toMatchObject({
        status: 403,
        response: { message: 'Seul un administrateur de la boutique peut voir la santé de la boutique.' },
      })
    }
    const anonymous = await fetch(`${server.url}/api/shop/admin/health`)
    expect(anonymous.status).toBe(401)
    // Only a superuser may ask for another time, and only it may run the alert pass.
    await expect(clients.admin.send('/api/shop/admin/health?now=2030-01-01T00:00:00Z', {})).rejects.toMatchObject({ status: 403 })
    await expect(clients.admin.send('/api/shop/health/alerts', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403 })
  })
})

// The tests below share the server and run in order: each one's data stays for the next.
describe('the health report and the alerts', () => {
  it('counts the mail queue: pending, failed, the oldest pending mail’s age', async () => {
    const start = Date.now()
    const mail = (status: 'pending' | 'failed' | 'sent', last_error = '') =>
      su
        .collection('mail_queue')
        .create({ to: `${uniq('d')}@integration.test`, subject: uniq('Sujet '), text: 'Bonjour', status, last_error })
    await mail('pending')
    await mail('pending', 'dial tcp 127.0.0.1:25: connection refused')
    await mail('failed', '421 trop de connexions')
    await mail('sent')
    // 40 minutes later (the mails were just made): both pending ones are 40 minutes old (39 to 40 by
    // the second the report rounds down), one failed in the last 24 hours.
    const later = await health(start + 40 * MINUTE)
    expect(later.mail).toMatchObject({ pending: 2, failed: 1, failedLastDay: 1 })
    expect(later.mail.oldestPendingMinutes).toBeGreaterThanOrEqual(39)
    expect(later.mail.oldestPendingMinutes).toBeLessThanOrEqual(40)
    expect(kinds(later)).toEqual(expect.arrayContaining(['mail_stalled', 'mail_failed']))
    expect(later.problems.find((problem) => problem.kind === 'mail_stalled')?.message).toMatch(
      /^2 e-mails attendent de partir, le plus ancien depuis (39|40) minutes .*: vérifiez le serveur d’envoi \(SMTP\), puis « Renvoyer » dans E-mails\.$/,
    )
    // Now: not stalled yet (younger than 30 minutes), the failed one still shown.
    const now = await health()
    expect(now.mail.oldestPendingMinutes).toBe(0)
    expect(kinds(now)).not.toContain('mail_stalled')
    expect(kinds(now)).toContain('mail_failed')
  })

  it('e-mails the shop once when the queue stalls, not again the same day, again the next day', async () => {
    const start = Date.now()
    expect((await alertsAt(start + 40 * MINUTE)).alerted).toContain('mail')
    const subject = 'Alerte : les e-mails de la boutique ne partent plus'
    await expect.poll(async () => (await shopMails(subject)).length, { timeout: 10_000 }).toBe(1)
    const [first] = await shopMails(subject)
    expect(first.text).toMatch(/Problème : 2 e-mails attendent de partir/)
    expect(first.text).toContain('Voir la santé de la boutique : http://boutique.test/dashboard/sante')
    // A quarter of an hour later, still stalled: nothing new. A day later: the reminder.
    expect((await alertsAt(start + 55 * MINUTE)).alerted).not.toContain('mail')
    expect((await alertsAt(start + 40 * MINUTE + 25 * HOUR)).alerted).toContain('mail')
    await expect.poll(async () => (await shopMails(subject)).length, { timeout: 10_000 }).toBe(2)
  })

  it('e-mails « rétabli » once the queue moves again, once', async () => {
    const stuck = await su.collection('mail_queue').getFullList({ filter: "status = 'pending' || status = 'failed'" })
    for (const mail of stuck) await su.collection('mail_queue').update(mail.id, { status: 'sent' })
    const start = Date.now()
    expect((await alertsAt(start + 26 * HOUR)).recovered).toEqual(['mail'])
    expect((await alertsAt(start + 27 * HOUR)).recovered).toEqual([])
    await expect
      .poll(async () => (await shopMails('Rétabli : les e-mails de la boutique partent de nouveau')).length, { timeout: 10_000 })
      .toBe(1)
  })

  it('sees Stripe payments with no webhook since: webhooks stopped; alerts once, then « rétabli » when one arrives', async () => {
    const order = await createOrder(su, customerId, { payment_mode: 'stripe' })
    await createOrder(su, customerId, { payment_mode: 'demo' })
    // Paid by gift card alone: no Stripe payment, so no webhook to wait for.
    await createOrder(su, customerId, { payment_mode: 'stripe', stripePaymentIntentId: uniq('giftcard_') })
    const paidAt = Date.parse(order.created.replace(' ', 'T'))
    // A refused delivery (another secret) is counted, with its French reason.
    expect(await deliverWebhook({ id: uniq('evt_'), type: 'ping', data: { object: {} } }, 'whsec_autre')).toBe(400)

    const soon = await health(paidAt + 10 * MINUTE)
    expect(soon.webhooks).toMatchObject({ stripeMode: true, secretSet: true, lastReceived: null, withoutWebhook: 1, failedDeliveries: 1 })
    expect(soon.webhooks.lastFailure).toMatchObject({ status: 400, message: 'Signature du webhook invalide.' })
    expect(kinds(soon)).not.toContain('webhooks_stopped')
    expect(kinds(soon)).toContain('webhook_failures')

    const late = await health(paidAt + 45 * MINUTE)
    expect(late.webhooks.withoutWebhookSince).toBe(new Date(paidAt).toISOString())
    expect(late.problems.find((problem) => problem.kind === 'webhooks_stopped')).toMatchObject({ level: 'critical' })
    expect(late.problems.find((problem) => problem.kind === 'webhooks_stopped')?.message).toMatch(
      /^1 paiement depuis le .* sans aucun webhook de Stripe : vérifiez dans Stripe/,
    )
    expect((await alertsAt(paidAt + 45 * MINUTE)).alerted).toEqual(['webhooks'])
    expect((await alertsAt(paidAt + 60 * MINUTE)).alerted).toEqual([])
    const subject = 'Alerte : Stripe ne prévient plus la boutique des paiements'
    await expect.poll(async () => (await shopMails(subject)).length, { timeout: 10_000 }).toBe(1)

    // A delivery arrives (an event of no interest, signed): the payments are told about again.
    expect(await deliverWebhook({ id: uniq('evt_'), type: 'customer.created', data: { object: {} } })).toBe(200)
    const after = await health(paidAt + 75 * MINUTE)
    expect(after.webhooks.withoutWebhook).toBe(0)
    expect(after.webhooks.lastReceived).not.toBeNull()
    expect(kinds(after)).not.toContain('webhooks_stopped')
    expect((await alertsAt(paidAt + 75 * MINUTE)).recovered).toEqual(['webhooks'])
    await expect
      .poll(async () => (await shopMails('Rétabli : Stripe prévient de nouveau la boutique des paiements')).length, { timeout: 10_000 })
      .toBe(1)
  })

  it('shows the newest backup, its age and that it stays on the machine; records a failed backup and alerts once', async () => {
    const none = await health()
    expect(none.backups.last).toBeNull()
    expect(kinds(none)).toEqual(expect.arrayContaining(['backup_none', 'backup_local_only']))

    await su.backups.create('sante-a.zip')
    await new Promise((resolve) => setTimeout(resolve, 1100)) // modification times are in seconds
    await su.backups.create('sante-b.zip')
    const made = Date.now()
    const fresh = await health()
    expect(fresh.backups).toMatchObject({ offMachine: false, lastError: null, ageHours: 0 })
    expect(fresh.backups.last?.key).toBe('sante-b.zip')
    expect(fresh.backups.last?.size).toBeGreaterThan(1000)
    expect(kinds(fresh)).not.toContain('backup_none')
    // 31 hours later with no newer one: too old.
    const old = await health(made + 31 * HOUR)
    expect(old.backups.ageHours).toBeGreaterThanOrEqual(30.9)
    expect(kinds(old)).toContain('backup_old')

    // Off-machine storage that cannot be reached: the backup fails inside PocketBase's backup hook.
    await su.settings.update({
      backups: {
        s3: {
          enabled: true,
          bucket: 'sauvegardes',
          region: 'fr',
          endpoint: 'http://127.0.0.1:9',
          accessKey: 'cle',
          secret: 'secret',
          forcePathStyle: true,
        },
      },
    })
    try {
      await expect(su.backups.create('')).rejects.toMatchObject({ status: 400 })
      const unreachable = await health()
      expect(unreachable.backups.offMachine).toBe(true)
      expect(kinds(unreachable)).toEqual(expect.arrayContaining(['backups_unreadable', 'backup_failed']))
    } finally {
      await su.settings.update({ backups: { s3: { enabled: false } } })
    }
    const failed = await health()
    expect(failed.backups.last?.key).toBe('sante-b.zip')
    expect(failed.backups.lastError?.message).toContain('127.0.0.1:9')
    expect(failed.problems.find((problem) => problem.kind === 'backup_failed')?.message).toMatch(
      /^La dernière sauvegarde a échoué le .* : vérifiez l’espace disque et le stockage des sauvegardes, puis relancez-en une\.$/,
    )

    const now = Date.now()
    expect((await alertsAt(now)).alerted).toEqual(['backups'])
    expect((await alertsAt(now + 20 * MINUTE)).alerted).toEqual([])
    const subject = 'Alerte : les sauvegardes de la boutique ne se font plus'
    await expect.poll(async () => (await shopMails(subject)).length, { timeout: 10_000 }).toBe(1)
    expect((await shopMails(subject))[0].text).toContain('127.0.0.1:9')

    // A backup that succeeds clears it: « rétabli », once.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await su.backups.create('sante-c.zip')
    const cleared = await health()
    expect(cleared.backups.lastError).toBeNull()
    expect((await alertsAt(now + 40 * MINUTE)).recovered).toEqual(['backups'])
    await expect
      .poll(async () => (await shopMails('Rétabli : les sauvegardes de la boutique se font de nouveau')).length, { timeout: 10_000 })
      .toBe(1)
  })

  it('reads the data directory’s disk', async () => {
    const { disk } = await health()
    expect(disk.totalBytes).toBeGreaterThan(0)
    expect(disk.freeBytes).toBeGreaterThan(0)
    expect(disk.freeBytes!).toBeLessThanOrEqual(disk.totalBytes!)
  })
})

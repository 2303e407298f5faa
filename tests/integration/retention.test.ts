// Personal data past its retention period is deleted (pb_hooks/retention.pb.js, lib/retention.js,
// docs/adr/0085), as the privacy page says: e-mails a year after they were sent (or given up),
// contact messages and custom requests three years after their last change; a mail still to be sent
// and everything younger stay. On a PocketBase of its own: the pass deletes shop-wide.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'
import type { TypedPocketBase } from '../../src/lib/pocketbase-types'
import { contactMessageBody, createProduct, customRequestBody, uniq } from './support/factories'

const DAY = 24 * 60 * 60 * 1000

let server: Awaited<ReturnType<typeof startPocketBase>>
let su: TypedPocketBase
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bijoux-retention-'))
  server = await startPocketBase({ dataDir, quiet: !process.env.PB_LOGS, env: { MAIL_QUEUE_CRON: 'off' } })
  su = new PocketBase(server.url) as TypedPocketBase
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
})

afterAll(async () => {
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** The nightly pass, as it would run at `now`. */
async function purgeAt(now: number) {
  return su.send<Record<string, number>>('/api/shop/retention/run', { method: 'POST', body: { now: new Date(now).toISOString() } })
}

const exists = (collection: 'mail_queue' | 'contact_messages' | 'custom_requests', id: string) =>
  su
    .collection(collection)
    .getOne(id)
    .then(() => true)
    .catch(() => false)

describe('the retention pass', () => {
  it('deletes sent and failed e-mails after a year, contact messages and custom requests after three; keeps the rest', async () => {
    const mail = (status: 'sent' | 'failed' | 'pending') =>
      su.collection('mail_queue').create({ to: `${uniq('dest')}@integration.test`, subject: uniq('Sujet '), text: 'Bonjour', status })
    const [sent, failed, pending] = await Promise.all([mail('sent'), mail('failed'), mail('pending')])
    const message = await su.collection('contact_messages').create(contactMessageBody())
    const request = await su.collection('custom_requests').create(customRequestBody())
    const product = await createProduct(su, { stock: 0 })
    await su.collection('stock_alerts').create({
      email: `${uniq('alerte')}@integration.test`,
      product: product.id,
      kind: 'restock',
      consent_text: 'J’accepte',
      consent_at: new Date().toISOString(),
      token_hash: uniq('h'),
    })

    // Now and 364 days on: nothing is old enough.
    expect(await purgeAt(Date.now())).toEqual({ mail_queue: 0, contact_messages: 0, custom_requests: 0, reviews: 0, stock_alerts: 0 })
    expect(await purgeAt(Date.now() + 364 * DAY)).toEqual({
      mail_queue: 0,
      contact_messages: 0,
      custom_requests: 0,
      reviews: 0,
      stock_alerts: 0,
    })

    // A year and a day on: the sent and failed e-mails go; the mail still to send stays.
    expect(await purgeAt(Date.now() + 366 * DAY)).toEqual({
      mail_queue: 2,
      contact_messages: 0,
      custom_requests: 0,
      reviews: 0,
      stock_alerts: 1,
    })
    expect([await exists('mail_queue', sent.id), await exists('mail_queue', failed.id)]).toEqual([false, false])
    expect(await exists('mail_queue', pending.id)).toBe(true)
    expect([await exists('contact_messages', message.id), await exists('custom_requests', request.id)]).toEqual([true, true])

    // Three years and a day on: the message and the request go too.
    expect(await purgeAt(Date.now() + (3 * 365 + 1) * DAY)).toEqual({
      mail_queue: 0,
      contact_messages: 1,
      custom_requests: 1,
      reviews: 0,
      stock_alerts: 0,
    })
    expect([await exists('contact_messages', message.id), await exists('custom_requests', request.id)]).toEqual([false, false])
    expect(await exists('mail_queue', pending.id)).toBe(true)
  })

  it('runs every night, as a cron PocketBase lists', async () => {
    const crons = await su.crons.getFullList()
    expect(crons).toContainEqual({ id: 'shop_retention', expression: '40 3 * * *' })
    // Run now, it deletes nothing young.
    await su.crons.run('shop_retention')
    expect(await su.collection('mail_queue').getFullList({ filter: "status = 'pending'" })).toHaveLength(1)
  })

  it('keeps PocketBase’s request logs (client addresses) 5 days, as the privacy page says', async () => {
    const settings = await su.settings.getAll()
    expect(settings.logs.maxDays).toBe(5)
  })

  it('refuses a date it cannot read', async () => {
    await expect(su.send('/api/shop/retention/run', { method: 'POST', body: { now: 'demain' } })).rejects.toMatchObject({
      status: 400,
      message: 'Date invalide.',
    })
  })
})

// Threat model (docs/threat-model.md), "The mail channel": the shop's address, sender and mail server
// come from PocketBase's environment at start (pb_hooks/settings.pb.js, docs/adr/0042), so that every
// e-mail link opens the shop and its alerts reach the shop. A PocketBase of this file's own, restarted
// on the same data with other environments; its mails go to the run's capture server.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest'
import type { TypedPocketBase } from '../../src/lib/pocketbase-types'
import { startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'
import { inbox } from '../support/inbox'
import { createUser, uniq } from './support/factories'

const SHOP_URL = 'https://boutique.exemple.test'
const SENDER = 'atelier@boutique.exemple.test'
const SENDER_NAME = 'Atelier d’essai'

interface Settings {
  meta: { appURL: string; senderAddress: string; senderName: string }
  smtp: { enabled: boolean; host: string; port: number; tls: boolean; username: string }
  backups: { cron: string; cronMaxKeep: number; s3: { enabled: boolean; bucket: string } }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bijoux-settings-env-'))
let server: Awaited<ReturnType<typeof startPocketBase>> | undefined

/** (Re)starts this file's PocketBase on the same data with `env` as its environment; a superuser client. */
async function start(env: Record<string, string>): Promise<TypedPocketBase> {
  server = await startPocketBase({ dataDir, quiet: !process.env.PB_LOGS, env: { MAIL_QUEUE_CRON: 'off', ...env } })
  const pb = new PocketBase(server.url) as TypedPocketBase
  pb.autoCancellation(false)
  await pb.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  return pb
}

const settingsOf = async (pb: TypedPocketBase) => (await pb.settings.getAll()) as unknown as Settings

/** The warnings PocketBase logged whose message contains `text` (its logs are written in batches). */
async function loggedLines(pb: TypedPocketBase, text: string, timeoutMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const logs = await pb.logs.getList(1, 50, { filter: pb.filter('message ~ {:text}', { text }) })
    if (logs.items.length > 0 || Date.now() > deadline) return logs.items.map((log) => String(log.message))
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

afterEach(async () => {
  await server?.stop()
  server = undefined
})

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the settings PocketBase takes from its environment at start', () => {
  it('saves the shop’s URL, the sender and the mail server; a password-reset e-mail comes from that sender and links to that URL', async () => {
    const pb = await start({
      SHOP_URL: `${SHOP_URL}/`,
      SHOP_SENDER_ADDRESS: SENDER,
      SHOP_SENDER_NAME: SENDER_NAME,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(inject('mailSmtpPort')),
      SMTP_TLS: 'false',
    })
    const settings = await settingsOf(pb)
    // The trailing slash is dropped: the templates append `/page` to it.
    expect(settings.meta).toMatchObject({ appURL: SHOP_URL, senderAddress: SENDER, senderName: SENDER_NAME })
    expect(settings.smtp).toMatchObject({ enabled: true, host: '127.0.0.1', port: inject('mailSmtpPort'), tls: false })

    const user = await createUser(pb, { verified: true })
    await pb.collection('users').requestPasswordReset(String(user.email))
    const mail = await inbox(inject('mailUrl')).waitFor({ to: String(user.email) }, 15_000)
    expect(mail.from).toBe(SENDER)
    expect(mail.html).toMatch(new RegExp(`href="${SHOP_URL.replace(/\./g, '\\.')}/reinitialiser-mot-de-passe/[^"/]+"`))
  })

  it('refuses what is not a URL, an address or a port, keeps the saved values, and logs why', async () => {
    const pb = await start({
      SHOP_URL: 'javascript:alert(1)',
      SHOP_SENDER_ADDRESS: `${uniq('pas-une-adresse')}`,
      SHOP_SENDER_NAME: 'Éclat\r\nBcc: victime@exemple.test',
      SMTP_HOST: 'smtp.exemple.test',
      SMTP_PORT: '99999',
    })
    const settings = await settingsOf(pb)
    expect(settings.meta).toMatchObject({ appURL: SHOP_URL, senderAddress: SENDER, senderName: SENDER_NAME })
    expect(settings.smtp).toMatchObject({ host: '127.0.0.1', port: inject('mailSmtpPort') })

    expect(await loggedLines(pb, 'SHOP_URL refused')).not.toEqual([])
    expect(await loggedLines(pb, 'SHOP_SENDER_ADDRESS refused')).not.toEqual([])
    expect(await loggedLines(pb, 'SHOP_SENDER_NAME refused')).not.toEqual([])
    expect(await loggedLines(pb, 'SMTP_PORT refused')).not.toEqual([])
  })

  it('never empties a setting: unset variables keep the saved values; a new value replaces the old one', async () => {
    // startPocketBase empties every SHOP_*/SMTP_* variable it is not given.
    const unset = await start({ SHOP_URL: 'http://localhost:5173' })
    const settings = await settingsOf(unset)
    expect(settings.meta).toMatchObject({ appURL: 'http://localhost:5173', senderAddress: SENDER, senderName: SENDER_NAME })
    expect(settings.smtp).toMatchObject({ enabled: true, host: '127.0.0.1', port: inject('mailSmtpPort') })
  })

  it('a backup schedule PocketBase refuses keeps the saved backups and never blocks the shop’s address (docs/adr/0138)', async () => {
    const pb = await start({
      SHOP_URL: 'https://sauvegardes.exemple.test',
      BACKUP_S3_ENDPOINT: 'http://127.0.0.1:9',
      BACKUP_S3_BUCKET: 'eclat-sauvegardes',
      BACKUP_S3_ACCESS_KEY: 'cle-de-test',
      BACKUP_S3_SECRET: 'secret-de-test',
      // Five fields of digits and stars, but no minute 99: PocketBase's own check refuses it.
      BACKUP_CRON: '99 * * * *',
    })
    const settings = await settingsOf(pb)
    expect(settings.meta.appURL).toBe('https://sauvegardes.exemple.test')
    expect(settings.backups).toMatchObject({ cron: '0 */6 * * *', cronMaxKeep: 28, s3: { enabled: false } })
    const lines = await loggedLines(pb, 'from the environment could not be saved')
    expect(lines).toEqual([expect.stringContaining('backups.cron')])
    expect(lines.join('\n')).not.toContain('secret-de-test')
  })
})

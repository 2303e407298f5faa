// A local SMTP capture server with a web inbox (maildev, docs/adr/0033): `npm run dev` points
// PocketBase's SMTP settings at it, and the integration and e2e harnesses read what it caught through
// its REST API (the same reading works against the dev inbox). Nothing is mocked at the mailer.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MailDev } from 'maildev'
import { freePort } from './pocketbase-server.mjs'

/**
 * @typedef {{ to: string[], from: string, subject: string, html: string, text: string, date: string }} CapturedMail
 */

/** maildev's JSON for one e-mail → the shape the harnesses use. */
export function toCapturedMail(email) {
  const addresses = (list) => (Array.isArray(list) ? list.map((entry) => String(entry.address ?? '')) : [])
  return {
    to: addresses(email.to),
    from: addresses(email.from)[0] ?? '',
    subject: String(email.subject ?? ''),
    html: String(email.html ?? ''),
    text: String(email.text ?? ''),
    date: String(email.time ?? email.date ?? ''),
  }
}

/** Reads a maildev inbox (dev or test) through its REST API. */
export function mailInbox(webUrl) {
  const api = `${webUrl.replace(/\/$/, '')}/api/email`
  const messages = async () => {
    const response = await fetch(api)
    if (!response.ok) throw new Error(`GET ${api} → ${response.status}`)
    return /** @type {unknown[]} */ (await response.json()).map(toCapturedMail)
  }
  return {
    messages,
    /** Resolves with the first caught e-mail the predicate accepts; rejects after `timeoutMs`. */
    async waitForMessage(predicate, { timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = (await messages()).find(predicate)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no e-mail matched within ${timeoutMs} ms`)
        await new Promise((r) => setTimeout(r, 100))
      }
    },
    async clear() {
      const response = await fetch(`${api}/all`, { method: 'DELETE' })
      if (!response.ok) throw new Error(`DELETE ${api}/all → ${response.status}`)
    },
  }
}

/**
 * Starts maildev in this process: SMTP and the web inbox on 127.0.0.1 (free ports unless given),
 * mails in a temp dir of its own (maildev's default dir is shared by every instance on the machine,
 * and its "delete all" empties it), removed on stop.
 *
 * @param {{ smtpPort?: number, webPort?: number, quiet?: boolean }} [options]
 */
export async function startMailCapture(options = {}) {
  const smtpPort = options.smtpPort ?? (await freePort())
  const webPort = options.webPort ?? (await freePort())
  const mailDirectory = mkdtempSync(join(tmpdir(), 'eclat-mail-'))
  const maildev = new MailDev({
    smtp: smtpPort,
    ip: '127.0.0.1',
    web: webPort,
    webIp: '127.0.0.1',
    mailDirectory,
    silent: options.quiet ?? true,
  })
  // maildev's web server announces itself with console.info whatever `silent` says.
  const info = console.info
  if (options.quiet ?? true) console.info = () => {}
  try {
    await maildev.start()
  } catch (error) {
    rmSync(mailDirectory, { recursive: true, force: true })
    throw error
  } finally {
    console.info = info
  }
  const webUrl = `http://127.0.0.1:${webPort}`
  let stopped = false
  return {
    smtpHost: '127.0.0.1',
    smtpPort,
    webUrl,
    ...mailInbox(webUrl),
    async stop() {
      if (stopped) return
      stopped = true
      await maildev.stop()
      rmSync(mailDirectory, { recursive: true, force: true })
    },
  }
}

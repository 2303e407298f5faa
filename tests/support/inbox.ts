// Reads the e-mails the local capture server (maildev, scripts/lib/mail-capture.mjs) caught, through its
// REST API: for integration tests (`inject('mailUrl')`) and e2e tests (`fixtures.mailUrl`).

export interface CapturedMail {
  /** The capture server's id of the mail (for its raw source). */
  id: string
  to: string[]
  from: string
  /** The sender's name, as a mail client shows it. */
  fromName: string
  subject: string
  html: string
  text: string
  /** ISO date the capture server received it. */
  date: string
}

export interface MailMatch {
  /** The recipient, compared without case. */
  to?: string
  /** A part of the subject, or a pattern it must match. */
  subject?: string | RegExp
  /** A part of the text body: tells apart two e-mails of one subject to one shared address (the shop's). */
  text?: string
}

interface MaildevAddress {
  address?: string
  name?: string
}

interface MaildevEmail {
  id?: string
  to?: MaildevAddress[]
  from?: MaildevAddress[]
  subject?: string
  html?: string
  text?: string
  time?: string
}

function toCapturedMail(email: MaildevEmail): CapturedMail {
  const addresses = (list: MaildevAddress[] | undefined) => (list ?? []).map((entry) => String(entry.address ?? ''))
  return {
    id: String(email.id ?? ''),
    to: addresses(email.to),
    from: addresses(email.from)[0] ?? '',
    fromName: String(email.from?.[0]?.name ?? ''),
    subject: String(email.subject ?? ''),
    html: String(email.html ?? ''),
    text: String(email.text ?? ''),
    date: String(email.time ?? ''),
  }
}

function matches(mail: CapturedMail, match: MailMatch): boolean {
  if (match.to && !mail.to.some((address) => address.toLowerCase() === match.to!.toLowerCase())) return false
  if (match.text !== undefined && !mail.text.includes(match.text)) return false
  if (match.subject instanceof RegExp) return match.subject.test(mail.subject)
  if (match.subject !== undefined) return mail.subject.includes(match.subject)
  return true
}

export function inbox(webUrl: string) {
  const api = `${webUrl.replace(/\/$/, '')}/api/email`

  async function messages(): Promise<CapturedMail[]> {
    const response = await fetch(api)
    if (!response.ok) throw new Error(`GET ${api} → ${response.status}`)
    return ((await response.json()) as MaildevEmail[]).map(toCapturedMail)
  }

  return {
    /** Every caught e-mail, oldest first. */
    messages,
    /** The first caught e-mail to `to` whose subject matches; fails after `timeoutMs`. */
    async waitFor(match: MailMatch, timeoutMs = 10_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const all = await messages()
        const found = all.find((mail) => matches(mail, match))
        if (found) return found
        if (Date.now() > deadline) {
          const caught = all.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join('; ') || 'none'
          throw new Error(
            `no e-mail to ${match.to ?? 'anyone'} with subject ${String(match.subject ?? '*')} within ${timeoutMs} ms (caught: ${caught})`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    /** The mail as it was sent (headers and MIME parts), e.g. to read a header the capture server does not parse. */
    async source(mail: CapturedMail): Promise<string> {
      const response = await fetch(`${api}/${encodeURIComponent(mail.id)}/source`)
      if (!response.ok) throw new Error(`GET source of ${mail.id} → ${response.status}`)
      return response.text()
    },
    /** Empties the inbox (every test of the run shares it: prefer matching on a unique recipient). */
    async clear(): Promise<void> {
      const response = await fetch(`${api}/all`, { method: 'DELETE' })
      if (!response.ok) throw new Error(`DELETE ${api}/all → ${response.status}`)
    },
  }
}

export type Inbox = ReturnType<typeof inbox>

// Draws the shop's e-mails the way the server does: PocketBase's `$template` through its `mail-render`
// command (scripts/lib/mail-render.mjs, docs/adr/0089), with the demo shop's identity in the context.
import { renderMails } from '../../scripts/lib/mail-render.mjs'
import { DEMO_IDENTITY } from '../../pocketbase/seed/data/identity.mjs'

export interface Mail {
  subject: string
  html: string
  text: string
}

export const APP = 'https://eclat-de-pierre.fr'

/** What every e-mail reads besides its own data (lib/mail.js mailContext): the shop's address and identity. */
export function mailContext(appURL: string = APP, shop: Record<string, unknown> = DEMO_IDENTITY) {
  return { appURL, appName: 'Éclat de Pierre', shop }
}

/** `drawMail('orderConfirmation', order)`: that e-mail of lib/mail-templates.js, in the demo shop's context. */
export async function drawMail(mail: string, ...data: unknown[]): Promise<Mail> {
  const [drawn] = await renderMails([{ mail, args: [...data, mailContext()] }])
  return drawn
}

/** Several e-mails in one run: each with its own arguments, context included. */
export async function drawMails(mails: Array<{ mail: string; args: unknown[] }>): Promise<Mail[]> {
  return renderMails(mails)
}

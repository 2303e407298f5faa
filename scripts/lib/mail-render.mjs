// Draws the shop's e-mails without a server or a mail: runs the pinned PocketBase's `mail-render`
// command (pocketbase/pb_hooks/mail.pb.js) on a throwaway data directory, with the project's hooks and
// templates (docs/adr/0089). Used by `npm run mail:preview` and the mail tests.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensurePocketBase } from '../pocketbase-binary.mjs'
import { hooksDir } from './pocketbase-server.mjs'

/**
 * @typedef {{ mail: string, args: unknown[] }} MailToDraw  a function of lib/mail-templates.js and its arguments
 * @typedef {{ subject: string, html: string, text: string }} DrawnMail
 */

/**
 * Draws every mail asked for, in order, in one run of PocketBase (~0.2 s). Throws when a mail could
 * not be drawn (an unknown mail, a template error), with PocketBase's message.
 * @param {MailToDraw[]} mails
 * @returns {Promise<DrawnMail[]>}
 */
export async function renderMails(mails) {
  const binary = await ensurePocketBase()
  const scratch = mkdtempSync(join(tmpdir(), 'pb-mail-render-'))
  try {
    const input = join(scratch, 'in.json')
    const output = join(scratch, 'out.json')
    writeFileSync(input, JSON.stringify(mails))
    const run = spawnSync(binary, [`--dir=${join(scratch, 'data')}`, `--hooksDir=${hooksDir}`, 'mail-render', input, output], {
      encoding: 'utf8',
      timeout: 60_000,
    })
    if (run.status !== 0) throw new Error(`pocketbase mail-render failed (exit ${run.status}): ${run.stderr || run.stdout || run.error}`)
    const drawn = JSON.parse(readFileSync(output, 'utf8'))
    drawn.forEach((mail, index) => {
      if (mail.error) throw new Error(`${mails[index].mail}: ${mail.error}`)
    })
    return drawn
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

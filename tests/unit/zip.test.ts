// The store-only ZIP writer (pocketbase/pb_hooks/lib/zip.js, docs/adr/0133), run under Node the way
// PocketBase's JS engine loads it; the archive is opened by another implementation, Python's
// `zipfile` (which checks every entry's CRC-32), not by a reader of our own.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'

interface Zip {
  zip: (entries: { name: string; bytes: ArrayLike<number>; date?: Record<string, number> }[]) => number[]
  zipParts: (entries: { name: string; bytes: ArrayLike<number>; crc?: number }[]) => { parts: ArrayLike<number>[]; size: number }
  crc32: (bytes: ArrayLike<number>) => number
}

const lib = loadHookLib<Zip>('zip.js')

/** What Python's zipfile reads from the archive: each entry's name, date, size, SHA-256 and `testzip()`. */
function pythonReads(bytes: number[]) {
  const dir = mkdtempSync(join(tmpdir(), 'zip-test-'))
  try {
    const file = join(dir, 'a.zip')
    writeFileSync(file, Uint8Array.from(bytes))
    const script = [
      'import sys, json, zipfile, hashlib',
      'z = zipfile.ZipFile(sys.argv[1])',
      'bad = z.testzip()',
      '# Entries are read only from a sound archive (a bad CRC raises on reading).',
      'print(json.dumps({"bad": bad, "entries": [] if bad else [{"name": i.filename, "date": list(i.date_time), "size": i.file_size,',
      ' "method": i.compress_type, "sha": hashlib.sha256(z.read(i.filename)).hexdigest()} for i in z.infolist()]}))',
    ].join('\n')
    return JSON.parse(execFileSync('python3', ['-c', script, file], { encoding: 'utf8' })) as {
      bad: string | null
      entries: { name: string; date: number[]; size: number; method: number; sha: string }[]
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const sha = async (bytes: Uint8Array) =>
  Buffer.from(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)).toString('hex')

describe('lib/zip.js', () => {
  it('computes the CRC-32 of the standard check values', () => {
    expect(lib.crc32([])).toBe(0)
    // The check value of CRC-32/ISO-HDLC for "123456789".
    expect(lib.crc32(Array.from(new TextEncoder().encode('123456789')))).toBe(0xcbf43926)
    expect(lib.crc32(Array.from(new TextEncoder().encode('The quick brown fox jumps over the lazy dog')))).toBe(0x414fa339)
  })

  it('writes an archive that Python opens, every entry intact, stored, named and dated as given', async () => {
    const pdf = new Uint8Array(70_000)
    for (let i = 0; i < pdf.length; i++) pdf[i] = (i * 31 + (i >> 8)) & 0xff
    const text = new TextEncoder().encode('%PDF-1.7\nAvoir n° A2026-00003 — été\n')
    const archive = lib.zip([
      { name: 'F2026-00012.pdf', bytes: Array.from(pdf), date: { year: 2026, month: 11, day: 29, hours: 14, minutes: 5 } },
      { name: 'A2026-00003 été.pdf', bytes: Array.from(text) },
      { name: 'vide.txt', bytes: [] },
    ])
    const read = pythonReads(archive)
    expect(read.bad).toBeNull()
    expect(read.entries).toEqual([
      { name: 'F2026-00012.pdf', date: [2026, 11, 29, 14, 5, 0], size: 70_000, method: 0, sha: await sha(pdf) },
      { name: 'A2026-00003 été.pdf', date: [1980, 1, 1, 0, 0, 0], size: text.length, method: 0, sha: await sha(text) },
      { name: 'vide.txt', date: [1980, 1, 1, 0, 0, 0], size: 0, method: 0, sha: await sha(new Uint8Array()) },
    ])
  })

  it('writes an empty archive that Python opens', () => {
    const archive = lib.zip([])
    expect(archive).toHaveLength(22)
    expect(pythonReads(archive)).toEqual({ bad: null, entries: [] })
  })

  it('hands each entry’s bytes over as they are, between its header and the next, and uses a CRC already known', () => {
    const pdf = Array.from(new TextEncoder().encode('%PDF-1.7 facture'))
    const { parts, size } = lib.zipParts([{ name: 'F2026-00012.pdf', bytes: pdf }])
    expect(parts).toHaveLength(3)
    expect(parts[1]).toBe(pdf)
    expect(size).toBe(parts.reduce((sum, part) => sum + part.length, 0))
    expect(pythonReads(parts.flatMap((part) => Array.from(part))).bad).toBeNull()
    // A wrong CRC given is written as given: Python's check names the entry.
    const wrong = lib.zipParts([{ name: 'F2026-00012.pdf', bytes: pdf, crc: 1 }])
    expect(pythonReads(wrong.parts.flatMap((part) => Array.from(part))).bad).toBe('F2026-00012.pdf')
  })
})

#!/usr/bin/env node
// `node scripts/legal-guarantee-qr.mjs`: draws the QR code of the EU legal-guarantee notice into
// public/garantie-legale-qr.png (docs/adr/0085). The checkout shows that file and the order
// confirmation e-mail links it from the shop's address; nothing asks an outside service for it.
// The destination is the notice's own link (LEGAL_GUARANTEE.url, pb_hooks/lib/mail-templates.js,
// the same as src/features/checkout/legal-guarantee-texts.ts). Run it again only when that link
// changes: tests/unit/legal-guarantee.test.ts reads the committed image back and fails while the
// code it holds is not that link.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import encodeQR from 'qr'
import sharp from 'sharp'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Where the image lives in the repository, and the path the shop serves it at. */
export const QR_FILE = resolve(ROOT, 'public/garantie-legale-qr.png')
export const QR_PATH = '/garantie-legale-qr.png'

/** Pixels per module: a 29-module code (version 3) with its quiet zone is 296 px wide, sharp at 120 CSS px on a 2× screen. */
const SCALE = 8
/** The quiet zone around the code, in modules (ISO/IEC 18004 asks for 4). */
const BORDER = 4

/** The notice's link, read where the e-mail reads it (a CommonJS file PocketBase loads). */
export function legalGuaranteeUrl() {
  const source = readFileSync(resolve(ROOT, 'pocketbase/pb_hooks/lib/mail-templates.js'), 'utf8')
  const module = { exports: {} }
  new Function('module', 'exports', source)(module, module.exports)
  return module.exports.LEGAL_GUARANTEE.url
}

/** The code as a black-on-white PNG (two-colour palette: a few hundred bytes). */
export async function qrPng(text) {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: BORDER })
  const side = modules.length * SCALE
  const pixels = Buffer.alloc(side * side, 255)
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return
      for (let dy = 0; dy < SCALE; dy++) pixels.fill(0, (y * SCALE + dy) * side + x * SCALE, (y * SCALE + dy) * side + (x + 1) * SCALE)
    }),
  )
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer()
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const url = legalGuaranteeUrl()
  writeFileSync(QR_FILE, await qrPng(url))
  console.log(`[legal-guarantee-qr] ${QR_PATH} → ${url}`)
}

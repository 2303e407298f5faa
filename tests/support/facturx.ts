// Factur-X checks for the tests (docs/adr/0129): the kept validator (the Mustang project's CLI, fetched
// once by scripts/facturx-validator.mjs, run offline here) judges a PDF as a whole — PDF/A-3 by
// veraPDF, then its factur-x.xml against the Factur-X XSD and the EN 16931 schematron — and the
// attached XML is read back with pdf-lib, independently of the shop's own PDF kit.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFStream, PDFString } from 'pdf-lib'
import { isInstalled, validateFile } from '../../scripts/facturx-validator.mjs'

export interface FacturxVerdict {
  /** PDF/A-3 valid, XML valid against the XSD and the EN 16931 rules. */
  valid: boolean
  /** What made it invalid: failed PDF/A clauses, XSD and schematron errors. */
  errors: string[]
  /** Rules reported as warnings (the French BR-FR rules of the 2026 reform among them). */
  warnings: string[]
  /** The attached factur-x.xml as text ('' when there is none). */
  xml: string
}

/** Whether the validator is in the cache (the integration global setup installs it). */
export const facturxValidatorInstalled = isInstalled

/** Validates a Factur-X PDF with the kept validator (≈ 5 s: a JVM runs veraPDF and the schematron). */
export async function validateFacturx(pdfBytes: Uint8Array): Promise<FacturxVerdict> {
  const dir = mkdtempSync(join(tmpdir(), 'facturx-'))
  try {
    const file = join(dir, 'document.pdf')
    writeFileSync(file, pdfBytes)
    const verdict = await validateFile(file)
    return { valid: verdict.valid, errors: verdict.errors, warnings: verdict.warnings, xml: await attachedFile(pdfBytes, 'factur-x.xml') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Decodes a PDF text string (a literal or hex string, PDFDocEncoding or UTF-16). */
function pdfText(value: unknown): string {
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : ''
}

/** The text (UTF-8) of the file attached under `name` in the document's EmbeddedFiles, or ''. */
export async function attachedFile(pdfBytes: Uint8Array, name: string): Promise<string> {
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false })
  const names = pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)
  const embedded = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)
  const list = embedded?.lookupMaybe(PDFName.of('Names'), PDFArray)
  if (!list) return ''
  for (let i = 0; i + 1 < list.size(); i += 2) {
    if (pdfText(list.lookup(i)) !== name) continue
    const spec = list.lookup(i + 1, PDFDict)
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'), PDFStream)
    if (!(stream instanceof PDFRawStream)) return ''
    return Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8')
  }
  return ''
}

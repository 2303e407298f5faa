// The hooks' PDF kit (pocketbase/pb_hooks/lib/pdf.js) loaded under Node the way PocketBase's JS engine
// loads it (a CommonJS module: `module.exports`, no Intl, no PocketBase API), for the unit tests of its
// helpers and for reading back the text of the PDFs the server sends (uncompressed content streams).
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

type Style = { font?: 'regular' | 'bold'; size?: number; align?: 'left' | 'right' | 'center'; color?: number[] }

export interface PdfDocument {
  y: number
  bottom: number
  text: (x: number, y: number, text: string, style?: Style) => PdfDocument
  paragraph: (x: number, y: number, text: string, width: number, style?: Style) => number
  line: (x1: number, y1: number, x2: number, y2: number, style?: { width?: number; color?: number[] }) => PdfDocument
  rect: (x: number, y: number, w: number, h: number, style?: { fill?: number[]; stroke?: number[] }) => PdfDocument
  ensureSpace: (height: number) => boolean
  table: (spec: {
    x?: number
    columns: { title: string; width: number; align?: string }[]
    rows: unknown[][]
    size?: number
  }) => PdfDocument
  addPage: () => PdfDocument
  pageCount: () => number
  textWidth: (text: string, font: 'regular' | 'bold', size: number) => number
  wrapText: (text: string, width: number, font: 'regular' | 'bold', size: number) => string[]
  toBytes: () => number[]
}

/** A PDF/A-3b document's options (docs/adr/0129): files to attach and the Factur-X XMP properties. */
export interface PdfaOptions {
  attachments?: { name: string; mime?: string; text: string; relationship?: string; description?: string }[]
  facturx?: { documentType?: string; conformance?: string }
  date?: string | number | Date
}

export interface PdfKit {
  PAGE_WIDTH: number
  PAGE_HEIGHT: number
  MARGIN: number
  createDocument: (options?: {
    title?: string
    footer?: string[]
    onNewPage?: (doc: PdfDocument) => void
    pdfa?: PdfaOptions
  }) => PdfDocument
  encodeWinAnsi: (text: string) => number[]
  decodeWinAnsi: (bytes: number[]) => string
  textWidth: (text: string, font: 'regular' | 'bold', size: number) => number
  wrapText: (text: string, width: number, font: 'regular' | 'bold', size: number) => string[]
  extractText: (bytes: ArrayLike<number>) => string
}

export function loadPdfKit(): PdfKit {
  const hooks = resolve(dirname(fileURLToPath(import.meta.url)), '../../pocketbase/pb_hooks')
  const module = { exports: {} as PdfKit }
  // `__hooks`: a PDF/A document reads its embedded fonts and colour profile from pb_hooks/pdfa/.
  new Function('module', 'exports', '__hooks', readFileSync(resolve(hooks, 'lib/pdf.js'), 'utf8'))(module, module.exports, hooks)
  return module.exports
}

/** The text of a PDF made by the kit, one text operation per line (no-break spaces as spaces). */
export function pdfText(bytes: ArrayLike<number>): string {
  return loadPdfKit().extractText(bytes)
}

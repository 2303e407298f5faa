import type { DocumentRow } from './document-rows'
import type { CataloguePhoto } from './pdf-documents'

/*
 * The catalogue PDF's photos (docs/adr/0061): each product's 200×200 thumbnail, read from PocketBase
 * as the pro's browser reads any product image. A PDF embeds JPEG (DCTDecode) and PNG as they are;
 * anything else (a WebP upload's thumbnail) is redrawn on a canvas and encoded as JPEG. A photo that
 * cannot be read leaves an empty frame: the catalogue is still made.
 */

/** JPEG or PNG by their first bytes (a thumbnail's file name may not say what PocketBase encoded). */
export function photoType(bytes: Uint8Array): CataloguePhoto['type'] | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png'
  return null
}

/** Any picture the browser decodes, as JPEG bytes (transparency on white, as on the page). */
async function toJpeg(blob: Blob): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(blob)
  const canvas = document.createElement('canvas')
  canvas.width = bitmap.width
  canvas.height = bitmap.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d canvas')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
  if (!jpeg) throw new Error('no jpeg')
  return new Uint8Array(await jpeg.arrayBuffer())
}

/** One photo, or null when it cannot be read or decoded. */
export async function loadPhoto(url: string): Promise<CataloguePhoto | null> {
  try {
    const response = await fetch(url)
    if (!response.ok) return null
    const bytes = new Uint8Array(await response.arrayBuffer())
    const type = photoType(bytes)
    if (type) return { bytes, type }
    return { bytes: await toJpeg(new Blob([bytes], { type: response.headers.get('content-type') ?? '' })), type: 'jpeg' }
  } catch {
    return null
  }
}

/** Every row's photo, in the rows' order, `concurrency` downloads at a time. */
export async function loadCataloguePhotos(rows: readonly DocumentRow[], concurrency = 6): Promise<(CataloguePhoto | null)[]> {
  const photos: (CataloguePhoto | null)[] = rows.map(() => null)
  let next = 0
  const worker = async () => {
    while (next < rows.length) {
      const index = next
      next += 1
      const url = rows[index]!.photoUrl
      if (url) photos[index] = await loadPhoto(url)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker))
  return photos
}

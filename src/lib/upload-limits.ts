// Plain TypeScript with no '@/' import: the admin's image list (image-items.ts, typechecked by
// tsconfig.node.json through the product save's integration test) reads it too.

/**
 * What a file field accepts (docs/adr/0082): the limits PocketBase applies, read from the schema into
 * the generated record types (`productsImageUpload`, `customRequestsImageUpload`…), so that a form
 * states them next to the field and refuses a file at once, with the limit in the message, rather
 * than after the upload with « Valeur invalide ».
 */
export interface UploadLimits {
  /** Bytes per file. */
  readonly maxSize: number
  /** Accepted MIME types; any when empty. */
  readonly mimeTypes: readonly string[]
  /** Files per record. */
  readonly maxSelect: number
}

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
  'application/pdf': 'PDF',
}

const NBSP = '\u00a0'

/** « 10 Mo », « 5 Mo », « 12,4 Mo », « 800 ko » (PocketBase counts 1 MB as 1 048 576 bytes). */
export function formatFileSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024)
  if (megabytes >= 1) {
    const rounded = Math.round(megabytes * 10) / 10
    return `${String(rounded).replace('.', ',')}${NBSP}Mo`
  }
  return `${Math.max(1, Math.round(bytes / 1024))}${NBSP}ko`
}

/** « JPEG, PNG, GIF ou WebP » */
export function formatFileTypes(mimeTypes: readonly string[]): string {
  const names = mimeTypes.map((type) => TYPE_NAMES[type] ?? type)
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names[names.length - 1]}` : (names[0] ?? '')
}

/** What the field says before anything is chosen: « JPEG, PNG, GIF ou WebP, 10 Mo au maximum. » */
export function uploadHint(limits: UploadLimits, perFile = limits.maxSelect > 1): string {
  const size = `${formatFileSize(limits.maxSize)} au maximum${perFile ? ' par image' : ''}`
  return limits.mimeTypes.length > 0 ? `${formatFileTypes(limits.mimeTypes)}, ${size}.` : `${size[0]!.toUpperCase()}${size.slice(1)}.`
}

/**
 * Why this image cannot be sent, or null: « Le fichier « photo.heic » n’est pas une image JPEG, PNG,
 * GIF ou WebP. », « L’image « photo.jpg » (12,4 Mo) dépasse 10 Mo. »
 */
export function uploadRefusal(file: { name: string; size: number; type: string }, limits: UploadLimits): string | null {
  if (limits.mimeTypes.length > 0 && !limits.mimeTypes.includes(file.type)) {
    return `Le fichier « ${file.name} » n’est pas une image ${formatFileTypes(limits.mimeTypes)}.`
  }
  if (file.size > limits.maxSize) {
    return `L’image « ${file.name} » (${formatFileSize(file.size)}) dépasse ${formatFileSize(limits.maxSize)}.`
  }
  return null
}

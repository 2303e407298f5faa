import * as v from 'valibot'

/** The server's cap (pb_hooks/lib/product-csv.js MAX_BYTES): said here before the file is sent. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024

export const IMPORT_MESSAGES = {
  noFile: 'Choisissez un fichier CSV à importer.',
  tooBig: 'Le fichier dépasse 2 Mo. Coupez-le en plusieurs fichiers.',
  notCsv: 'Choisissez un fichier .csv (Fichier › Enregistrer sous › CSV dans votre tableur).',
}

const fileRule = v.custom<File>(
  // Duck-typed: the File of a form read back by the router may come from another realm (tests, polyfills).
  (value) => typeof value === 'object' && value !== null && 'size' in value && (value as File).size > 0,
  IMPORT_MESSAGES.noFile,
)

/**
 * The import form (docs/adr/0099): the file, and what to do with it — `check` (the dry run) or
 * `apply` (the same file, once its report was read). The server checks every line again.
 */
export const importSchema = v.object({
  intent: v.picklist(['check', 'apply'], IMPORT_MESSAGES.noFile),
  file: v.pipe(
    fileRule,
    v.check((file) => /\.(csv|txt)$/i.test(file.name), IMPORT_MESSAGES.notCsv),
    v.check((file) => file.size <= IMPORT_MAX_BYTES, IMPORT_MESSAGES.tooBig),
  ),
})

/** The same, as the route's action reads it back (a file's name does not survive the router's request). */
export const importRequestSchema = v.object({
  intent: importSchema.entries.intent,
  file: v.pipe(
    fileRule,
    v.check((file) => file.size <= IMPORT_MAX_BYTES, IMPORT_MESSAGES.tooBig),
  ),
})

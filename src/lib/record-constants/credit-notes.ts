// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const creditNotesStatusValues = ['pending', 'issued'] as const

export const creditNotesPaymentModeValues = ['stripe', 'demo'] as const

/** The longest text each text field of `credit_notes` accepts, in characters. */
export const creditNotesTextMax = { number: 40, reason: 500, request_key: 64, refund_id: 255, search: 5000 } as const

/** What `credit_notes.pdf` accepts: files of at most `maxSize` bytes, of `mimeTypes` (any when empty), `maxSelect` of them. */
export const creditNotesPdfUpload = { maxSize: 5242880, mimeTypes: ['application/pdf'], maxSelect: 1 } as const

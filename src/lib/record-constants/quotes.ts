// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const quotesDepositKindValues = ['acompte', 'arrhes'] as const

export const quotesStatusValues = ['draft', 'sent', 'accepted', 'change_requested', 'declined', 'cancelled'] as const

export const quotesAcceptedViaValues = ['account', 'link'] as const

/** The longest text each text field of `quotes` accepts, in characters. */
export const quotesTextMax = { number: 20, making_time: 100, note: 2000 } as const

/** What `quotes.pdf` accepts: files of at most `maxSize` bytes, of `mimeTypes` (any when empty), `maxSelect` of them. */
export const quotesPdfUpload = { maxSize: 5242880, mimeTypes: ['application/pdf'], maxSelect: 1 } as const

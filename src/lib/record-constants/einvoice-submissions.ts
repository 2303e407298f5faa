// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const einvoiceSubmissionsKindValues = ['invoice', 'credit_note'] as const

export const einvoiceSubmissionsStatusValues = ['pending', 'sending', 'deposited', 'rejected', 'paid'] as const

/** The longest text each text field of `einvoice_submissions` accepts, in characters. */
export const einvoiceSubmissionsTextMax = { document: 15, number: 40, platform_id: 200, reason: 1000, last_error: 500 } as const

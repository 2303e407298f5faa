// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const mailQueueStatusValues = ['pending', 'sent', 'failed'] as const

/** The longest text each text field of `mail_queue` accepts, in characters. */
export const mailQueueTextMax = { subject: 300, html: 500000, text: 200000, kind: 60, last_error: 2000, ref: 200, unsubscribe_url: 600 } as const

// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const mailOptOutsTopicValues = ['review_request'] as const

/** The longest text each text field of `mail_opt_outs` accepts, in characters. */
export const mailOptOutsTextMax = { source: 60 } as const

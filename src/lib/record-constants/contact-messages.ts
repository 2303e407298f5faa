// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const contactMessagesStatusValues = ['new', 'handled'] as const

/** The longest text each text field of `contact_messages` accepts, in characters. */
export const contactMessagesTextMax = { name: 200, subject: 300, message: 5000, search: 5000, sort_name: 200 } as const

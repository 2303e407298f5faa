// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const requestMessagesFromValues = ['customer', 'shop'] as const

/** The longest text each text field of `request_messages` accepts, in characters. */
export const requestMessagesTextMax = { body: 5000 } as const

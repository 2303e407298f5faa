// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

/** The longest text each text field of `price_history` accepts, in characters. */
export const priceHistoryTextMax = { sale: 15 } as const

// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

/** The longest text each text field of `chakras` accepts, in characters. */
export const chakrasTextMax = { name: 200, description: 5000, sort_name: 200 } as const

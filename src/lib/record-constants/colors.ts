// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

/** The longest text each text field of `colors` accepts, in characters. */
export const colorsTextMax = { name: 200, hex_code: 32, sort_name: 200 } as const

// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

/** The longest text each text field of `categories` accepts, in characters. */
export const categoriesTextMax = { name: 200, slug: 200, sort_name: 200 } as const

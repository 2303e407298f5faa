// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

/** The longest text each text field of `product_variants` accepts, in characters. */
export const productVariantsTextMax = { option1: 60, option2: 60, sku: 32 } as const

// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const salesScopeValues = ['all', 'products', 'categories'] as const

/** The longest text each text field of `sales` accepts, in characters. */
export const salesTextMax = { name: 120, search: 5000 } as const

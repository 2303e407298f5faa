// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const formerSlugsKindValues = ['products', 'articles'] as const

/** The longest text each text field of `former_slugs` accepts, in characters. */
export const formerSlugsTextMax = { slug: 200 } as const

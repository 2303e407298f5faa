// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const stonesBeadLookValues = ['plain', 'veined', 'speckled', 'iridescent', 'translucent'] as const

/** The longest text each text field of `stones` accepts, in characters. */
export const stonesTextMax = { name: 200, virtues: 2000, sort_name: 200, bead_color: 7 } as const

/** What `stones.image` accepts: files of at most `maxSize` bytes, of `mimeTypes` (any when empty), `maxSelect` of them. */
export const stonesImageUpload = { maxSize: 10485760, mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxSelect: 1 } as const

// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const customerFiguresRoleValues = ['professionnel', 'admin'] as const

/** The longest text each text field of `customer_figures` accepts, in characters. */
export const customerFiguresTextMax = { name: 255, search: 5000, sort_name: 200, last_order: 5000 } as const

/** What `customer_figures.avatar` accepts: files of at most `maxSize` bytes, of `mimeTypes` (any when empty), `maxSelect` of them. */
export const customerFiguresAvatarUpload = { maxSize: 5242880, mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxSelect: 1 } as const

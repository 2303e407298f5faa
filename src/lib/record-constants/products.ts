// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

/** The longest text each text field of `products` accepts, in characters. */
export const productsTextMax = { slug: 200, name: 200, description: 10000, sku: 32, search: 5000, sort_name: 200 } as const

/** What `products.image` accepts: files of at most `maxSize` bytes, of `mimeTypes` (any when empty), `maxSelect` of them. */
export const productsImageUpload = { maxSize: 10485760, mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxSelect: 12 } as const

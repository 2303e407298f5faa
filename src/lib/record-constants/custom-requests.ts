// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const customRequestsBeadSizeValues = ['6mm', '8mm', '10mm'] as const

export const customRequestsClaspTypeValues = ['Élastique', 'Avec fermoir'] as const

export const customRequestsCharmsValues = ['Arbre de Vie', 'Fleur de Vie', 'Fleur de Lotus', 'Chouette'] as const

export const customRequestsStatusValues = ['pending', 'in_progress', 'completed', 'received', 'quote_sent', 'accepted', 'in_creation', 'ready', 'shipped', 'delivered', 'declined', 'cancelled'] as const

/** The longest text each text field of `custom_requests` accepts, in characters. */
export const customRequestsTextMax = { name: 200, jewelry_type: 100, main_stone: 200, message: 5000, search: 5000, sort_name: 200 } as const

/** What `custom_requests.image` accepts: files of at most `maxSize` bytes, of `mimeTypes` (any when empty), `maxSelect` of them. */
export const customRequestsImageUpload = { maxSize: 10485760, mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxSelect: 1 } as const

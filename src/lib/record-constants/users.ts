// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const usersRoleValues = ['professionnel', 'admin'] as const

/** The longest text each text field of `users` accepts, in characters. */
export const usersTextMax = { name: 255, search: 5000, sort_name: 200 } as const

/** What `users.avatar` accepts: files of at most `maxSize` bytes, of `mimeTypes` (any when empty), `maxSelect` of them. */
export const usersAvatarUpload = { maxSize: 5242880, mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxSelect: 1 } as const

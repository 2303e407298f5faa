// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const reviewsStatusValues = ['pending', 'published', 'refused'] as const

export const reviewsRefusalReasonValues = ['insults', 'personal_data', 'off_topic', 'unreadable', 'advertising', 'not_genuine'] as const

/** The longest text each text field of `reviews` accepts, in characters. */
export const reviewsTextMax = { author_name: 60, title: 120, text: 2000, reply: 2000 } as const

// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const marketingContactsStatusValues = ['subscribed', 'unsubscribed'] as const

export const marketingContactsSourceValues = ['signup', 'checkout', 'account', 'unsubscribe_link', 'one_click', 'admin'] as const

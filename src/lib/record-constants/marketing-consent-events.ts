// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const marketingConsentEventsStatusValues = ['subscribed', 'unsubscribed'] as const

export const marketingConsentEventsSourceValues = ['signup', 'checkout', 'account', 'unsubscribe_link', 'one_click', 'admin'] as const

/** The longest text each text field of `marketing_consent_events` accepts, in characters. */
export const marketingConsentEventsTextMax = { wording: 300 } as const

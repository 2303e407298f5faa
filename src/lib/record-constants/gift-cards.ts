// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const giftCardsStatusValues = ['active', 'cancelled'] as const

/** The longest text each text field of `gift_cards` accepts, in characters. */
export const giftCardsTextMax = { code: 19, recipient_name: 100, message: 500, cancel_reason: 200 } as const

// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const paymentRefundsSourceValues = ['shop', 'stripe', 'legacy'] as const

/** The longest text each text field of `payment_refunds` accepts, in characters. */
export const paymentRefundsTextMax = { refund_id: 255 } as const

// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const withdrawalsStatusValues = ['received', 'refunded', 'refused'] as const

export const withdrawalsRefundFirstValues = ['gift_card', 'bank_card'] as const

/** The longest text each text field of `withdrawals` accepts, in characters. */
export const withdrawalsTextMax = { name: 200, order_number: 100, admin_note: 2000, refusal_reason: 1000, search: 1000 } as const

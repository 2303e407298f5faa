// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const orderPaymentsMethodValues = ['transfer', 'cheque', 'other'] as const

/** The longest text each text field of `order_payments` accepts, in characters. */
export const orderPaymentsTextMax = { note: 500 } as const

// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const checkoutsStatusValues = ['open', 'paid', 'released', 'refunded'] as const

export const checkoutsPaymentModeValues = ['stripe', 'demo'] as const

export const checkoutsPaymentMethodValues = ['card', 'transfer'] as const

/** The longest text each text field of `checkouts` accepts, in characters. */
export const checkoutsTextMax = { email: 255, customer_name: 200, payment_intent: 255, note: 500 } as const

// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const stockMovementsReasonValues = ['sale', 'release', 'refund', 'withdrawal', 'cancellation', 'manual', 'count', 'import', 'bulk'] as const

/** The longest text each text field of `stock_movements` accepts, in characters. */
export const stockMovementsTextMax = { actor_label: 200, note: 500 } as const

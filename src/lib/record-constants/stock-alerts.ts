// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const stockAlertsKindValues = ['restock', 'similar'] as const

/** The longest text each text field of `stock_alerts` accepts, in characters. */
export const stockAlertsTextMax = { consent_text: 300 } as const

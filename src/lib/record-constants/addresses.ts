// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const addressesCountryValues = ['FR', 'MC', 'BE', 'LU'] as const

/** The longest text each text field of `addresses` accepts, in characters. */
export const addressesTextMax = { label: 60, full_name: 120, company: 120, line1: 200, line2: 200, postal_code: 12, city: 100, phone: 30, siret: 20, vat_number: 20 } as const

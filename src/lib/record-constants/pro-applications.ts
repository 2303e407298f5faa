// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const proApplicationsStatusValues = ['pending', 'approved', 'refused', 'revoked'] as const

/** The longest text each text field of `pro_applications` accepts, in characters. */
export const proApplicationsTextMax = { company: 120, siret: 14, vat_number: 20, activity: 200, message: 2000, refusal_reason: 1000, revocation_reason: 1000 } as const

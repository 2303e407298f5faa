// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const audienceDaysDimensionValues = ['page', 'referrer', 'device', 'kind'] as const

/** The longest text each text field of `audience_days` accepts, in characters. */
export const audienceDaysTextMax = { day: 10, key: 253, medium: 100, campaign: 100 } as const

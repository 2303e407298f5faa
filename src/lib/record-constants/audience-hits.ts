// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const audienceHitsKindValues = ['view', 'cart', 'checkout'] as const

export const audienceHitsDeviceValues = ['mobile', 'tablet', 'desktop'] as const

/** The longest text each text field of `audience_hits` accepts, in characters. */
export const audienceHitsTextMax = { day: 10, path: 200, source: 100, medium: 100, campaign: 100, content: 100, term: 100, referrer_host: 253 } as const

// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const discountCodesKindValues = ['percent', 'amount'] as const

export const discountCodesScopeValues = ['order', 'categories', 'products', 'stones'] as const

export const discountCodesAudienceValues = ['all', 'retail', 'pro'] as const

/** The longest text each text field of `discount_codes` accepts, in characters. */
export const discountCodesTextMax = { code: 40, note: 500, search: 5000 } as const

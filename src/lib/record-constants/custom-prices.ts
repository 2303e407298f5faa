// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const customPricesKindValues = ['bead', 'clasp', 'charm', 'steel', 'labour'] as const

export const customPricesBeadSizeValues = ['6mm', '8mm', '10mm'] as const

/** The longest text each text field of `custom_prices` accepts, in characters. */
export const customPricesTextMax = { option: 100, label: 200 } as const

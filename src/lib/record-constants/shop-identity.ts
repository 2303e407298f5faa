// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

/** The longest text each text field of `shop_identity` accepts, in characters. */
export const shopIdentityTextMax = { trade_name: 200, legal_name: 200, legal_form: 200, share_capital: 100, siren: 9, siret: 14, registration: 200, vat_number: 20, address_line1: 200, address_line2: 200, postal_code: 10, city: 100, country: 100, email: 255, phone: 30, publication_director: 200, host_name: 200, host_address: 300, mediator_name: 200, payment_terms: 300, late_penalty_rate: 300, delivery_time: 200, host_phone: 30, data_host_name: 200, data_host_address: 300, data_host_phone: 30, iban: 42, bic: 11 } as const

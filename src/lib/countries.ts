import type { AddressesCountry } from './pocketbase-types'

/**
 * Where the shop delivers, with the names the forms show. Apart from the address rules
 * (lib/address.ts, with their schema library) so that a page naming the countries, the CGV's
 * delivery zones, does not load the forms' validation (docs/adr/0111).
 */
export const COUNTRIES: readonly { code: AddressesCountry; label: string }[] = [
  { code: 'FR', label: 'France' },
  { code: 'MC', label: 'Monaco' },
  { code: 'BE', label: 'Belgique' },
  { code: 'LU', label: 'Luxembourg' },
]

/** French name of a country code ('' when unknown). */
export function countryLabel(code: string): string {
  return COUNTRIES.find((country) => country.code === code)?.label ?? ''
}

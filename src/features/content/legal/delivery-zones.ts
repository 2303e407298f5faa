import { COUNTRIES } from '@/lib/countries'

/**
 * « France, Monaco, Belgique et Luxembourg »: the countries the checkout delivers to, read from the
 * address rules themselves (`lib/address.ts` `COUNTRIES`, the same list as PocketBase's
 * `pb_hooks/lib/addresses.js`; delivery-zones.test.ts checks both), never copied here.
 */
export function deliveryZones(): string {
  return new Intl.ListFormat('fr', { style: 'long', type: 'conjunction' }).format(COUNTRIES.map((country) => country.label))
}

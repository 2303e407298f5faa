/**
 * An address as an order (or a checkout) keeps its copy (docs/adr/0032): the address book's fields
 * without `user`, `label` and `is_default`. Shown by the admin's order details; the customer's and
 * the pro's histories can show their orders' addresses the same way.
 */
export interface AddressCopy {
  full_name: string
  company?: string
  line1: string
  line2?: string
  postal_code: string
  city: string
  country: string
  phone?: string
  siret?: string
  vat_number?: string
}

const KEYS = ['full_name', 'company', 'line1', 'line2', 'postal_code', 'city', 'country', 'phone', 'siret', 'vat_number'] as const

/** The countries the shop ships to (pb_migrations: FR, MC, BE, LU), in French. */
const COUNTRY_NAMES: Record<string, string> = { FR: 'France', MC: 'Monaco', BE: 'Belgique', LU: 'Luxembourg' }

/**
 * A stored JSON copy read as an address, or null when there is none: orders paid before addresses
 * were asked for have an empty copy, and anything malformed is treated the same way.
 */
export function readAddressCopy(value: unknown): AddressCopy | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const source = value as Record<string, unknown>
  const text = (key: string) => (typeof source[key] === 'string' ? source[key].trim() : '')
  const address = Object.fromEntries(KEYS.map((key) => [key, text(key)])) as unknown as AddressCopy
  if (!address.line1 && !address.full_name) return null
  return address
}

/** Whether two copies say the same thing (a billing address identical to the delivery one). */
export function sameAddress(a: AddressCopy, b: AddressCopy): boolean {
  return KEYS.every((key) => (a[key] ?? '') === (b[key] ?? ''))
}

export function countryName(code: string): string {
  return COUNTRY_NAMES[code] ?? code
}

import { ADDRESS_FIELDS, addressOf, type Address } from '@/lib/address'

/**
 * A stored JSON copy (an order's or a checkout's `shipping_address` / `billing_address`,
 * docs/adr/0032) read as an address, or null when there is none: orders paid before addresses were
 * asked for have an empty copy, and anything malformed is treated the same way.
 */
export function readAddressCopy(value: unknown): Address | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const address = addressOf(value as Record<string, unknown>)
  return address.line1.trim() || address.full_name.trim() ? address : null
}

/** Whether two copies say the same thing (a billing address identical to the delivery one). */
export function sameAddress(a: Address, b: Address): boolean {
  return ADDRESS_FIELDS.every((field) => a[field].trim() === b[field].trim())
}

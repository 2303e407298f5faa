import * as v from 'valibot'
import { billingAddressSchema, shippingAddressSchema, type Address } from '@/lib/address'
import type { AddressesRecord } from '@/lib/pocketbase-types'
import { EMPTY_ADDRESS, NEW_ADDRESS, type CheckoutDraft } from './checkout-draft'
import type { CheckoutOrder } from './use-checkout-payment'

/*
 * From the checkout's address forms to what the payment sends (docs/adr/0036): the shared address
 * schemas (lib/address, the same rules and messages as the server's hook) give the field messages
 * before anything is sent; field names are the server's (`shipping.postal_code`, `billing.siret`), so
 * its own refusals land by the same fields.
 */

export type FieldErrors = Record<string, string>

/** The Address part of an address book entry (the record's own keys left out). */
export function addressOf(record: AddressesRecord): Address {
  const address = { ...EMPTY_ADDRESS }
  for (const key of Object.keys(EMPTY_ADDRESS) as Array<keyof Address>) {
    const value = record[key]
    if (typeof value === 'string') (address as Record<string, string>)[key] = value
  }
  return address
}

/** Checks one address with its schema; its messages keyed `prefix.field`. */
function addressErrors(schema: typeof shippingAddressSchema | typeof billingAddressSchema, address: Address, prefix: string): FieldErrors {
  const result = v.safeParse(schema, address)
  if (result.success) return {}
  const errors: FieldErrors = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue)
    const name = `${prefix}.${key ?? ''}`
    if (key && !(name in errors)) errors[name] = issue.message
  }
  return errors
}

/** `{ 'shipping.city': '…' }` → `{ city: '…' }` for the AddressFields of `prefix`. */
export function errorsFor(prefix: 'shipping' | 'billing', errors: FieldErrors): Partial<Record<keyof Address, string>> {
  const own: Partial<Record<keyof Address, string>> = {}
  for (const [name, message] of Object.entries(errors)) {
    if (name.startsWith(`${prefix}.`)) own[name.slice(prefix.length + 1) as keyof Address] = message
  }
  return own
}

export type CheckedOrder = { ok: true; order: CheckoutOrder } | { ok: false; fields: FieldErrors }

/**
 * The order the draft describes, or the field messages that stop it. A pro's billing keeps its
 * company, SIRET and VAT number; anyone else's billing leaves them out (the server would ignore them).
 */
export function checkoutOrder(draft: CheckoutDraft, addresses: readonly AddressesRecord[], { pro }: { pro: boolean }): CheckedOrder {
  const chosen = draft.delivery === NEW_ADDRESS ? null : addresses.find((address) => address.id === draft.delivery)
  const shipping = chosen ? addressOf(chosen) : draft.shipping
  const billing = draft.billingSame ? null : pro ? draft.billing : { ...draft.billing, company: '', siret: '', vat_number: '' }

  const fields: FieldErrors = {
    ...addressErrors(shippingAddressSchema, shipping, 'shipping'),
    ...(billing ? addressErrors(billingAddressSchema, billing, 'billing') : {}),
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return {
    ok: true,
    order: {
      shipping,
      billing,
      saveShipping: !chosen && draft.saveShipping ? { isDefault: addresses.length === 0 } : null,
    },
  }
}

import { addressErrorsFrom, addressOf, checkAddress, type Address, type AddressErrors } from '@/lib/address'
import type { AddressesRecord } from '@/lib/pocketbase-types'
import { NEW_ADDRESS, type CheckoutDraft } from './checkout-draft'
import type { CheckoutOrder } from './use-checkout-payment'

/*
 * From the checkout's address forms to what the payment sends (docs/adr/0036): the shared address
 * schemas (lib/address, the same rules and messages as the server's hook) give the field messages
 * before anything is sent; field names are the server's (`shipping.postal_code`, `billing.siret`), so
 * its own refusals land by the same fields.
 */

export type FieldErrors = Record<string, string>

/** Checks one address with the shared rules: its stored form, and its messages keyed `prefix.field`. */
function checked(input: Address, prefix: 'shipping' | 'billing', requirePhone: boolean): { address: Address; errors: FieldErrors } {
  const { address, errors } = checkAddress(input, { requirePhone })
  return { address, errors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [`${prefix}.${field}`, message])) }
}

/** `{ 'shipping.city': '…' }` → `{ city: '…' }` for the AddressFields of `prefix`. */
export function errorsFor(prefix: 'shipping' | 'billing', errors: FieldErrors): AddressErrors {
  return addressErrorsFrom(errors, prefix)
}

export type CheckedOrder = { ok: true; order: CheckoutOrder } | { ok: false; fields: FieldErrors }

/**
 * The order the draft describes, or the field messages that stop it. A pro's billing keeps its
 * company, SIRET and VAT number; anyone else's billing leaves them out (the server would ignore them).
 * Gift cards alone (docs/adr/0119): the address chosen or typed is the billing one, no delivery.
 */
export function checkoutOrder(
  draft: CheckoutDraft,
  addresses: readonly AddressesRecord[],
  { pro, cardsOnly = false }: { pro: boolean; cardsOnly?: boolean },
): CheckedOrder {
  const chosen = draft.delivery === NEW_ADDRESS ? null : addresses.find((address) => address.id === draft.delivery)
  const picked = chosen ? addressOf(chosen) : draft.shipping
  if (cardsOnly) {
    const billing = checked(pro ? picked : { ...picked, company: '', siret: '', vat_number: '' }, 'billing', false)
    if (Object.keys(billing.errors).length > 0) return { ok: false, fields: billing.errors }
    return { ok: true, order: { shipping: null, billing: billing.address, saveShipping: null } }
  }
  const shipping = checked(picked, 'shipping', true)
  const billingInput = pro ? draft.billing : { ...draft.billing, company: '', siret: '', vat_number: '' }
  const billing = draft.billingSame ? null : checked(billingInput, 'billing', false)

  const fields: FieldErrors = { ...shipping.errors, ...billing?.errors }
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return {
    ok: true,
    order: {
      shipping: shipping.address,
      billing: billing?.address ?? null,
      saveShipping: !chosen && draft.saveShipping ? { isDefault: addresses.length === 0 } : null,
    },
  }
}

import { ADDRESS_FIELDS, checkAddress } from '@/lib/address'
import { FIX_THE_FIELDS, formFailure } from '@/lib/form-errors'
import type { FieldErrors } from '@/lib/form-schema'
import { storedUser } from '@/lib/pocketbase'
import { deleteAddress, makeDefaultAddress, saveAddress } from './address-book-api'
import { ADDRESS_BOOK_TEXTS as T } from './address-book-texts'

/**
 * The address book's writes, through /account's action (account-route.ts): each form or row button
 * sends its `intent` with a fetcher of its own. The server checks every address again and keeps one
 * default (pb_hooks/addresses.pb.js); the route's loader then reads the book again.
 */
export const ADDRESS_INTENTS = ['address-save', 'address-delete', 'address-default'] as const

export type AddressBookResult = { status: 'done'; message: string } | { status: 'error'; message: string; fields: FieldErrors }

/** Every entry of the book may be used for a delivery: the phone is required (docs/adr/0035). */
export const ADDRESS_BOOK_RULES = { requirePhone: true }

/** The form's controls are named `address-book.postal_code`… (components/address/address-fields.tsx). */
export const ADDRESS_FORM_PREFIX = 'address-book'

const failed = (message: string): AddressBookResult => ({ status: 'error', message, fields: {} })

export async function addressBookAction(values: Record<string, string>): Promise<AddressBookResult> {
  const user = storedUser()
  if (!user) return failed(T.saveFailed)
  const id = values.id ?? ''
  switch (values.intent) {
    case 'address-save': {
      const input = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[`${ADDRESS_FORM_PREFIX}.${field}`] ?? '']))
      const { address, errors } = checkAddress(input, ADDRESS_BOOK_RULES)
      if (Object.keys(errors).length > 0) return { status: 'error', message: FIX_THE_FIELDS, fields: errors }
      try {
        await saveAddress(user.id, id || null, address, values.is_default === 'on')
        return { status: 'done', message: id ? T.updated : T.added }
      } catch (error) {
        // PocketBase's own record endpoint: its sentences are English (the hook's French ones come per field).
        return { status: 'error', ...formFailure(error, { fallback: T.saveFailed }) }
      }
    }
    case 'address-delete':
      try {
        await deleteAddress(id)
        return { status: 'done', message: T.deleted }
      } catch {
        return failed(T.deleteFailed)
      }
    case 'address-default':
      try {
        await makeDefaultAddress(id)
        return { status: 'done', message: T.defaultChanged }
      } catch {
        return failed(T.defaultFailed)
      }
    default:
      return failed(T.saveFailed)
  }
}

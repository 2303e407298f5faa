import type { Address } from '@/lib/address'
import { pb } from '@/lib/pocketbase'
import type { AddressesRecord } from '@/lib/pocketbase-types'

/**
 * Writes of the address book. The server checks and normalizes every address and keeps one default
 * per customer (pocketbase/pb_hooks/addresses.pb.js), so the list is read again after each write.
 */

/** Adds (`id` null) or changes an address. The collection's rules want its owner named on create. */
export function saveAddress(userId: string, id: string | null, address: Address, isDefault: boolean): Promise<AddressesRecord> {
  const body = { ...address, is_default: isDefault }
  return id ? pb.collection('addresses').update(id, body) : pb.collection('addresses').create({ ...body, user: userId })
}

export async function deleteAddress(id: string): Promise<void> {
  await pb.collection('addresses').delete(id)
}

/** Makes `id` the default address (the server unsets the previous one). */
export async function makeDefaultAddress(id: string): Promise<void> {
  await pb.collection('addresses').update(id, { is_default: true })
}

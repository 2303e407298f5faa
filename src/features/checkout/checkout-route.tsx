import { Suspense } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { LoadingScreen } from '@/components/loading-screen'
import { fetchMyAddresses } from '@/lib/address'
import { pb } from '@/lib/pocketbase'
import type { AddressesRecord } from '@/lib/pocketbase-types'
import { loadShopIdentity, type ShopIdentity } from '@/lib/shop-identity'
import { CheckoutScreen } from './checkout-screen'

/*
 * The /checkout route module (docs/architecture.md#from-a-url-to-its-code): the loader starts reading the customer's address book
 * while the screen's code arrives; the screen waits for it under 'Chargement...'.
 */

/** Only a stored customer session has an address book; an unreadable book is an empty one (a new address is asked). */
export function loader({ request }: LoaderFunctionArgs): { addresses: Promise<AddressesRecord[]>; identity: Promise<ShopIdentity | null> } {
  // The delivery time shown before the order button (docs/adr/0048); unreadable: the default one.
  const identity = loadShopIdentity().catch((error: unknown) => {
    console.warn('Identité de la boutique indisponible', error)
    return null
  })
  const record = pb.authStore.record
  if (!record || record.collectionName !== 'users') return { addresses: Promise.resolve([]), identity }
  const addresses = fetchMyAddresses(request.signal).catch((error: unknown) => {
    console.warn('Carnet d’adresses indisponible', error)
    return []
  })
  return { addresses, identity }
}

export function Component() {
  const { addresses, identity } = useLoaderData<typeof loader>()
  return (
    <Suspense fallback={<LoadingScreen />}>
      <CheckoutScreen addresses={addresses} identity={identity} />
    </Suspense>
  )
}

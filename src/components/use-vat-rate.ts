import { useEffect, useState } from 'react'
import type { ShopIdentityRecord } from '@/lib/pocketbase-types'
import { loadShopIdentity, shopIdentityIfRead } from '@/lib/shop-identity'
import { vatRate } from '@/lib/vat'

function rateOf(identity: ShopIdentityRecord | null | undefined): number | null | undefined {
  return identity ? vatRate(identity) : identity
}

/**
 * The shop's VAT rate: undefined while it is read (or when it cannot be), null when the shop has no
 * identity record. Read once per session (`loadShopIdentity`): a list of 2,000 prices asks once.
 */
export function useVatRate(): number | null | undefined {
  const [rate, setRate] = useState(() => rateOf(shopIdentityIfRead()))
  useEffect(() => {
    let live = true
    loadShopIdentity().then(
      (identity) => live && setRate(rateOf(identity)),
      () => {},
    )
    return () => {
      live = false
    }
  }, [])
  return rate
}

import { useEffect, useState } from 'react'
import type { ShopIdentityRecord } from '@/lib/pocketbase-types'
import { loadShopIdentity, shopIdentityIfRead } from '@/lib/shop-identity'
import { vatRate } from '@/lib/vat'

/** The shop's minimum pro order (euros HT, 0: none) and its VAT rate (docs/adr/0132). */
export interface ProMinimum {
  minimum: number
  rate: number
}

function minimumOf(identity: ShopIdentityRecord | null | undefined): ProMinimum | null {
  return identity ? { minimum: Math.max(0, Number(identity.pro_min_order) || 0), rate: vatRate(identity) } : null
}

/** The minimum pro order, read once per session with the shop's identity; null until known (or without one). */
export function useProMinimum(): ProMinimum | null {
  const [value, setValue] = useState(() => minimumOf(shopIdentityIfRead()))
  useEffect(() => {
    let live = true
    loadShopIdentity().then(
      (identity) => live && setValue(minimumOf(identity)),
      () => {},
    )
    return () => {
      live = false
    }
  }, [])
  return value
}

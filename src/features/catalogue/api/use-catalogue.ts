import { useCallback, useEffect, useState } from 'react'
import { isAbortError } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { getCatalogueProducts, getReferenceLists, type ReferenceLists } from './catalogue-api'
import { useViewerKey } from './use-viewer-key'

/** The loading state ends this long after the data arrives or fails (SPEC §4, §9). */
export const LOADING_DELAY_MS = 500

export interface CatalogueData {
  loading: boolean
  /** True when the products could not be read (the list is then empty). */
  failed: boolean
  products: ProductsRecord[]
  references: ReferenceLists | null
  /** Reads everything again (after a failure). */
  retry: () => void
}

interface Loaded {
  key: string
  failed: boolean
  products: ProductsRecord[]
  references: ReferenceLists | null
}

/**
 * What was last read, per shopper, for this visit: coming back to the catalogue (the back button
 * from a product) shows it at once, so the scroll position is restored, and reads it again quietly.
 */
const cache = new Map<string, Loaded>()

/** Forgets what was read (tests start from an empty cache). */
export function clearCatalogueCache(): void {
  cache.clear()
}

/**
 * The products and reference lists of the catalogue, read again when the shopper changes. The
 * first read shows the loading state until 500 ms after it settles; a later visit shows the last
 * list at once and replaces it when the new one arrives (a failure then keeps the last list).
 */
export function useCatalogue(): CatalogueData {
  const key = useViewerKey()
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const loadKey = `${key}#${attempt}`

  useEffect(() => {
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = (value: Loaded) => {
      if (!value.failed) cache.set(key, value)
      setLoaded(value)
    }
    Promise.all([
      getCatalogueProducts({ signal: controller.signal }).then(
        (products) => ({ products, failed: false }),
        (error: unknown) => {
          if (isAbortError(error)) throw error
          console.error('Catalogue : échec du chargement des produits', error)
          return { products: [] as ProductsRecord[], failed: true }
        },
      ),
      getReferenceLists({ signal: controller.signal }),
    ])
      .then(([{ products, failed }, references]) => {
        const value = { key: loadKey, failed, products, references }
        if (!cache.has(key)) timer = setTimeout(() => settle(value), LOADING_DELAY_MS)
        else if (!failed) settle(value)
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) console.error('Catalogue : échec du chargement', error)
      })
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [key, loadKey])

  const current = loaded?.key === loadKey ? loaded : (cache.get(key) ?? null)
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return {
    loading: !current,
    failed: current?.failed ?? false,
    products: current?.products ?? loaded?.products ?? [],
    references: current?.references ?? loaded?.references ?? null,
    retry,
  }
}

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

/** The products and reference lists of the catalogue, read again when the shopper changes. */
export function useCatalogue(): CatalogueData {
  const key = useViewerKey()
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const loadKey = `${key}#${attempt}`

  useEffect(() => {
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = (value: Loaded) => {
      timer = setTimeout(() => setLoaded(value), LOADING_DELAY_MS)
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
      .then(([{ products, failed }, references]) => settle({ key: loadKey, failed, products, references }))
      .catch((error: unknown) => {
        if (!isAbortError(error)) console.error('Catalogue : échec du chargement', error)
      })
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [loadKey])

  const current = loaded?.key === loadKey ? loaded : null
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return {
    loading: !current,
    failed: current?.failed ?? false,
    products: current?.products ?? loaded?.products ?? [],
    references: current?.references ?? loaded?.references ?? null,
    retry,
  }
}

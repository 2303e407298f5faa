import { useCallback, useEffect, useState } from 'react'
import { errorStatus, isAbortError } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { getProductBySlug } from './catalogue-api'
import { useViewerKey } from './use-viewer-key'

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: ProductsRecord }
  /** The server answered without a product. */
  | { status: 'missing' }
  | { status: 'not-found' }
  | { status: 'error' }

/** The product of `/catalogue/:slug`, read again when the slug or the shopper changes. */
export function useProduct(slug: string): ProductState & { retry: () => void } {
  const viewer = useViewerKey()
  const [attempt, setAttempt] = useState(0)
  const key = `${viewer}#${slug}#${attempt}`
  const [result, setResult] = useState<{ key: string; state: ProductState } | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    getProductBySlug(slug, { signal: controller.signal })
      .then((product) => setResult({ key, state: product ? { status: 'ready', product } : { status: 'missing' } }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return
        if (errorStatus(error) === 404) {
          setResult({ key, state: { status: 'not-found' } })
          return
        }
        console.error('Fiche produit : échec du chargement', error)
        setResult({ key, state: { status: 'error' } })
      })
    return () => controller.abort()
  }, [key, slug])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const state = result?.key === key ? result.state : { status: 'loading' as const }
  return { ...state, retry }
}

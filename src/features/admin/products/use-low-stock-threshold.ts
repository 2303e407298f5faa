import { useCallback, useEffect, useState } from 'react'
import { isAbortError, pb } from '@/lib/pocketbase'

/** The threshold before the shop's own is read, or when it cannot be (the migration's default). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 2

export interface LowStockThreshold {
  /** « Stock faible »: a product (not a unique piece) with this many or fewer for sale. */
  value: number
  status: 'loading' | 'ready' | 'error'
  /** Stores a new threshold on the shop's identity record (admins only: its update rule). */
  save: (value: number) => Promise<void>
}

/**
 * The low-stock threshold the admin set (`shop_identity.low_stock_threshold`, docs/adr/0059), read
 * once per screen. While it loads, and if it cannot be read, `value` is the default (2).
 */
export function useLowStockThreshold(): LowStockThreshold {
  const [state, setState] = useState<{ value: number; status: LowStockThreshold['status']; id: string | null }>({
    value: DEFAULT_LOW_STOCK_THRESHOLD,
    status: 'loading',
    id: null,
  })

  useEffect(() => {
    const controller = new AbortController()
    pb.collection('shop_identity')
      .getList(1, 1, { fields: 'id,low_stock_threshold', signal: controller.signal })
      .then((page) => {
        const record = page.items[0]
        setState({
          value: record?.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
          status: record ? 'ready' : 'error',
          id: record?.id ?? null,
        })
      })
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return
        console.error('Low-stock threshold:', error)
        setState((previous) => ({ ...previous, status: 'error' }))
      })
    return () => controller.abort()
  }, [])

  const { id } = state
  const save = useCallback(
    async (value: number) => {
      if (!id) throw new Error('Fiche d’identité de la boutique introuvable.')
      const saved = await pb.collection('shop_identity').update(id, { low_stock_threshold: value }, { fields: 'id,low_stock_threshold' })
      setState({ value: saved.low_stock_threshold ?? value, status: 'ready', id })
    },
    [id],
  )

  return { value: state.value, status: state.status, save }
}

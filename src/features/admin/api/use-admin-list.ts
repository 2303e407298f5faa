import { useCallback, useEffect, useState } from 'react'
import { isAbortError, pb } from '@/lib/pocketbase'
import type { CollectionRecords } from '@/lib/pocketbase-types'

/** How to read a list: PocketBase's `sort` and `expand` query options. */
export interface AdminListQuery {
  sort?: string
  expand?: string
}

/** What a screen gets: the records, where loading stands, and `reload()` to fetch again after a change. */
export interface AdminList<T> {
  items: T[]
  status: 'loading' | 'ready' | 'error'
  reload: () => void
}

/**
 * Loads a whole collection for an admin table (`getFullList`, batches of 500: docs/product/rules.md#lists-and-reads). A reload
 * keeps the rows on screen until the new ones arrive; a failure is logged and leaves the list
 * empty with status 'error' (the screen shows its red text).
 */
export function useAdminList<C extends keyof CollectionRecords>(
  collection: C,
  query: AdminListQuery = {},
): AdminList<CollectionRecords[C]> {
  const [state, setState] = useState<{ items: CollectionRecords[C][]; status: AdminList<unknown>['status'] }>({
    items: [],
    status: 'loading',
  })
  const [attempt, setAttempt] = useState(0)
  const { sort, expand } = query

  useEffect(() => {
    const controller = new AbortController()
    pb.collection(collection)
      .getFullList<CollectionRecords[C]>({ batch: 500, sort, expand, signal: controller.signal })
      .then((items) => setState({ items, status: 'ready' }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return
        console.error(`Admin list ${collection}:`, error)
        setState({ items: [], status: 'error' })
      })
    return () => controller.abort()
  }, [collection, sort, expand, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { items: state.items, status: state.status, reload }
}

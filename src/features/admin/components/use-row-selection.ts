import { useCallback, useMemo, useState } from 'react'
import { BULK_CAP } from '../api/list-page'

/*
 * The selection of a paged admin list (docs/adr/0095): rows ticked one by one, the whole page, or
 * every row matching the search and filters (« Sélectionner les N résultats », read from the server,
 * at most BULK_CAP). It belongs to one search: a new search or filter (`scope`) empties it. A page
 * change keeps it (rows ticked on page 1 and page 2 are acted on together).
 */

export const SELECTION_TEXTS = {
  count: (count: number) => (count > 1 ? `${count} sélectionnées` : `${count} sélectionnée`),
  selectAll: (total: number) => `Sélectionner les ${total} résultats`,
  clear: 'Tout désélectionner',
  page: 'Sélectionner toute la page',
  overCap: (total: number) =>
    `${total} résultats : une action groupée porte sur ${BULK_CAP} lignes au plus. Affinez la recherche ou le filtre pour les sélectionner tous.`,
  readFailed: 'Échec de la sélection de tous les résultats. Réessayez.',
  allSelected: (total: number) => `Les ${total} résultats sont sélectionnés.`,
}

export interface RowSelection<R extends { id: string }> {
  /** The selected rows, in the order they were selected (a row of another page keeps the facts read then). */
  selected: R[]
  count: number
  isSelected: (id: string) => boolean
  toggle: (row: R) => void
  /** Ticks the whole page, or unticks it when it is all ticked already. */
  togglePage: () => void
  /** 'all', 'some' or 'none' of the page's rows are selected (the header box). */
  pageState: 'all' | 'some' | 'none'
  /** How many rows match in all (the server's count). */
  total: number
  /** Whether « Sélectionner les N résultats » is offered: the page is all selected and more rows match. */
  canSelectAll: boolean
  selectAll: () => Promise<void>
  /** Every matching row was selected (« Sélectionner les N résultats »). */
  allMatching: boolean
  reading: boolean
  /** A French sentence: the read of every result failed, or there are more than BULK_CAP. */
  message: string
  clear: () => void
  /** Drops some rows (e.g. those a bulk action handled). */
  remove: (ids: readonly string[]) => void
}

/**
 * `rows` the page shown, `total` the server's count, `scope` what the rows are filtered by (e.g. the
 * address's search and filter: not its page), `readAll` every matching row (`readMatching`).
 */
export function useRowSelection<R extends { id: string }>(
  rows: readonly R[],
  { total, scope, readAll }: { total: number; scope: string; readAll: () => Promise<R[]> },
): RowSelection<R> {
  const [state, setState] = useState<{ scope: string; rows: Map<string, R>; all: boolean }>(() => ({ scope, rows: new Map(), all: false }))
  const [reading, setReading] = useState(false)
  const [failed, setFailed] = useState('')
  // A new search or filter: the selection was made among other rows (reset during render, not in an effect).
  if (state.scope !== scope) {
    setState({ scope, rows: new Map(), all: false })
    setFailed('')
  }
  // (A render with a new scope is thrown away by React after the reset above.)
  const selectedMap = state.rows
  const update = useCallback((change: (rows: Map<string, R>) => void) => {
    setState((current) => {
      const next = new Map(current.rows)
      change(next)
      return { scope: current.scope, rows: next, all: false }
    })
  }, [])

  const onPage = rows.filter((row) => selectedMap.has(row.id)).length
  const pageState = rows.length > 0 && onPage === rows.length ? 'all' : onPage > 0 ? 'some' : 'none'
  const count = selectedMap.size
  const allMatching = state.all
  const overCap = total > BULK_CAP
  const canSelectAll = pageState === 'all' && total > rows.length && !allMatching && count < total

  const selectAll = async () => {
    if (overCap) return setFailed(SELECTION_TEXTS.overCap(total))
    setReading(true)
    setFailed('')
    try {
      const all = await readAll()
      setState((current) =>
        current.scope === scope
          ? { scope, rows: new Map([...current.rows, ...all.map((row) => [row.id, row] as const)]), all: true }
          : current,
      )
    } catch (error) {
      console.error('Select all results:', error)
      setFailed(SELECTION_TEXTS.readFailed)
    } finally {
      setReading(false)
    }
  }

  const selected = useMemo(() => [...selectedMap.values()], [selectedMap])
  return {
    selected,
    count,
    isSelected: (id) => selectedMap.has(id),
    toggle: (row) =>
      update((next) => {
        if (next.has(row.id)) next.delete(row.id)
        else next.set(row.id, row)
      }),
    togglePage: () =>
      update((next) => {
        if (pageState === 'all') rows.forEach((row) => next.delete(row.id))
        else rows.forEach((row) => next.set(row.id, row))
      }),
    pageState,
    total,
    canSelectAll,
    selectAll,
    allMatching,
    reading,
    message: failed || (canSelectAll && overCap ? SELECTION_TEXTS.overCap(total) : ''),
    clear: () => {
      setFailed('')
      update((next) => next.clear())
    },
    remove: (ids) => update((next) => ids.forEach((id) => next.delete(id))),
  }
}

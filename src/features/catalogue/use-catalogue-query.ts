import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate, type Location } from 'react-router-dom'
import { parseQuery } from './lib/catalogue-filters'
import { serializeQuery, type CatalogueQuery, type GroupKey } from './lib/catalogue-query'

/** A choice on its way to the address: its query string, and the address it was made on. */
interface Pending {
  search: string
  from: Location
}

export interface CatalogueQueryState {
  /** The search, filters, budget and sort shown: one object per distinct state. */
  query: CatalogueQuery
  /** The query's address form (`q=…&pierre=…`): changes exactly when the shown results may. */
  key: string
  /**
   * Shows a choice and puts it in the address: filter choices are new history entries (the back
   * button undoes them), typing replaces the entry (`replace`). The same function at every render,
   * so memoised children (the filter panel) are not rendered again when the router applies a choice.
   */
  update: (next: CatalogueQuery | ((current: CatalogueQuery) => CatalogueQuery), replace?: boolean) => void
}

/**
 * The catalogue's query, read from the address here and nowhere else (docs/adr/0068).
 *
 * A choice shows at once, before the router has applied the new address (a checkbox never flickers
 * back): until the address changes, the choice's query string stands in for it. The query object is
 * worked out from that string, once per string: the router's echo of a choice already shown gives
 * the same object, so nothing downstream (the filtering, the grid) runs twice.
 * `groups`: only these filter groups are offered (the pro catalogue); the others in the address are ignored.
 */
export function useCatalogueQuery(groups?: readonly GroupKey[]): CatalogueQueryState {
  const location = useLocation()
  const navigate = useNavigate()
  const [pending, setPending] = useState<Pending | null>(null)
  // Every query string asked for here: typing asks for one per key, and while the router applies
  // them in turn (a transition: behind a guard's middleware, each one waits for it) it may render
  // an older one. That one is ours: the choice still stands.
  const [asked, setAsked] = useState<readonly string[]>([])
  const addressSearch = new URLSearchParams(location.search).toString()
  // The choice has reached the address: the address speaks again (the back button, a link).
  if (pending && pending.search === addressSearch) setPending(null)
  const choiceStands = pending !== null && (pending.from === location || asked.includes(addressSearch))
  const key = choiceStands ? pending.search : addressSearch
  const offered = groups?.join(',')
  const query = useMemo(() => {
    const parsed = parseQuery(new URLSearchParams(key))
    return offered === undefined ? parsed : onlyGroups(parsed, offered.split(','))
  }, [key, offered])

  // What `update` starts from; read at the time of a choice, never during a render.
  const latest = useRef({ location, query })
  useLayoutEffect(() => {
    latest.current = { location, query }
  }, [location, query])
  const update = useCallback(
    (next: CatalogueQuery | ((current: CatalogueQuery) => CatalogueQuery), replace = false) => {
      const { location: from, query: current } = latest.current
      const search = serializeQuery(typeof next === 'function' ? next(current) : next).toString()
      setPending({ search, from })
      setAsked((current) => [...current.slice(-49), search])
      void navigate({ search }, { replace, preventScrollReset: true })
    },
    [navigate],
  )
  return { query, key, update }
}

/** The query with the choices of groups not offered dropped (a shared link from the storefront). */
function onlyGroups(query: CatalogueQuery, offered: readonly string[]): CatalogueQuery {
  const groups = { ...query.groups }
  for (const key of Object.keys(groups) as GroupKey[]) if (!offered.includes(key)) groups[key] = []
  return { ...query, groups }
}

import { useEffect, useId, useMemo, useState } from 'react'
import { errorClass, labelClass } from '@/components/form'
import { foldText } from '@/lib/search'

/** A record one can link to: its id and the name shown. */
export interface RelationOption {
  id: string
  name: string
}

/** Above this many options, a filter box helps find one. */
const FILTER_FROM = 8

/** The wait after a key before a list longer than a page is searched on the server. */
const SEARCH_PAUSE_MS = 250

/**
 * A list longer than the page the picker was given (docs/adr/0100): the server finds what is typed,
 * and names the chosen options that are not on that page.
 */
export interface RelationServer {
  search: (typed: string, signal: AbortSignal) => Promise<RelationOption[]>
  named: (ids: readonly string[], signal: AbortSignal) => Promise<RelationOption[]>
}

/**
 * With `server`, what is typed is searched on the server after a pause (the newest answer wins);
 * the chosen options' names are read once when the page does not hold them. Returns the options to
 * show for `query` (undefined while the first answer is awaited) and every option met, by id.
 */
function useServerOptions(server: RelationServer | undefined, options: RelationOption[], selected: string[], query: string) {
  const [found, setFound] = useState<{ query: string; items: RelationOption[] } | null>(null)
  const [named, setNamed] = useState<RelationOption[]>([])
  const known = useMemo(() => {
    const map = new Map<string, string>()
    for (const option of [...options, ...named, ...(found?.items ?? [])]) map.set(option.id, option.name)
    return map
  }, [options, named, found])

  const typed = query.trim()
  useEffect(() => {
    if (!server || typed === '') return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      server
        .search(typed, controller.signal)
        .then((items) => setFound({ query: typed, items }))
        .catch(() => setFound({ query: typed, items: [] }))
    }, SEARCH_PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [server, typed])

  const missing = server ? selected.filter((id) => !known.has(id)) : []
  const missingKey = missing.join(',')
  useEffect(() => {
    if (!server || missingKey === '') return
    const controller = new AbortController()
    server
      .named(missingKey.split(','), controller.signal)
      .then((items) => setNamed((current) => [...current, ...items]))
      .catch(() => {})
    return () => controller.abort()
  }, [server, missingKey])

  const results = typed === '' ? options : found?.query === typed ? found.items : undefined
  return { results, known }
}

/**
 * A multi-select for a relation field: a group of checkboxes (Tab moves between them, Space ticks),
 * scrolled inside a box, with a filter box for long lists. While the options load it says
 * 'Chargement...'; an empty list shows `emptyText` (docs/product/screens.md#admin-products: 'Aucun matériau trouvé'…).
 * `required` is checked by the form (a checkbox group has no native `required`); `error` shows
 * below and marks the group invalid. With a `name`, the form's entries carry the ids chosen (one
 * entry each, hidden: the boxes a filter hides and those not loaded yet count too). The filter is
 * blind to case and accents (« emer » finds « Émeraude », docs/product/rules.md#search). With
 * `server` (a list longer than the page in `options`), the box searches the server as one types and
 * the chosen options stay listed first, whatever was typed.
 */
export function RelationPicker({
  name,
  label,
  options,
  selected,
  onChange,
  emptyText,
  loading = false,
  required = false,
  error,
  server,
}: {
  /** The form entry (and the group's name, so that a refusal of the field focuses its first box). */
  name?: string
  label: string
  options: RelationOption[]
  selected: string[]
  onChange: (ids: string[]) => void
  emptyText: string
  loading?: boolean
  required?: boolean
  error?: string | null
  /** For a list longer than `options` (its first page): the server's search and names (docs/adr/0100). */
  server?: RelationServer
}) {
  const id = useId()
  const errorId = `${id}-error`
  const [query, setQuery] = useState('')
  const remote = useServerOptions(server, options, selected, query)
  const needle = foldText(query)
  let shown: RelationOption[]
  let searching = false
  if (server) {
    // The chosen first (their names as met), then what the server found that is not chosen.
    const chosen = selected.map((value) => ({ id: value, name: remote.known.get(value) ?? '…' }))
    searching = remote.results === undefined
    shown = [...chosen, ...(remote.results ?? []).filter((option) => !selected.includes(option.id))]
  } else {
    shown = needle ? options.filter((option) => foldText(option.name).includes(needle)) : options
  }

  const toggle = (optionId: string, checked: boolean) => {
    onChange(checked ? [...selected.filter((value) => value !== optionId), optionId] : selected.filter((value) => value !== optionId))
  }

  return (
    <fieldset name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className={`${labelClass} flex items-baseline gap-0.5`}>
        <span>{label}</span>
        {required && (
          <span aria-hidden="true" className="text-sm text-highlight-text">
            *
          </span>
        )}
        {selected.length > 0 && <span className="ml-1 text-xs font-normal text-ink-muted">({selected.length} choisi(s))</span>}
      </legend>
      {/* After the legend: a fieldset's legend must be its first child. */}
      {name && selected.map((selectedId) => <input key={selectedId} type="hidden" name={name} value={selectedId} />)}
      {(server || options.length > FILTER_FROM) && (
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={`Filtrer : ${label}`}
          placeholder="Filtrer…"
          className="mt-1.5 w-full rounded-lg border border-line-strong bg-surface-raised px-3 py-1.5 text-sm text-ink"
        />
      )}
      <div
        className={`mt-1.5 max-h-44 overflow-y-auto rounded-xl border bg-surface-raised p-2 ${
          error ? 'border-danger-600 dark:border-danger-300' : 'border-line-strong'
        }`}
      >
        {loading ? (
          <p className="px-1 py-1 text-sm text-ink-muted">Chargement...</p>
        ) : options.length === 0 ? (
          <p className="px-1 py-1 text-sm text-ink-muted">{emptyText}</p>
        ) : shown.length === 0 && searching ? (
          <p className="px-1 py-1 text-sm text-ink-muted">Recherche…</p>
        ) : shown.length === 0 ? (
          <p className="px-1 py-1 text-sm text-ink-muted">Aucun résultat pour « {query.trim()} »</p>
        ) : (
          <ul className="grid gap-0.5 sm:grid-cols-2">
            {shown.map((option) => (
              <li key={option.id}>
                <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-ink hover:bg-surface-muted">
                  <input
                    type="checkbox"
                    checked={selected.includes(option.id)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                    className="size-4 shrink-0 accent-[var(--ep-accent)]"
                  />
                  {option.name}
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  )
}

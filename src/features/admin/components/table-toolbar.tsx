import { useId, useState } from 'react'
import { SearchIcon } from '@/components/icons'
import type { ToolbarState } from './admin-table'

const fieldClass =
  'h-10 rounded-full border border-line-strong bg-surface-raised text-sm text-ink placeholder:text-ink-muted focus:border-highlight'

/**
 * Above an admin table (docs/adr/0058): the search box, the status filter (when the table has one)
 * and how many rows are shown, said to screen readers as it changes. Takes `useAdminTable`'s
 * `toolbar` and the search box's label (« Rechercher une commande »).
 */
export function TableToolbar({ search, onSearch, filter, shown, total, count, searchLabel }: ToolbarState & { searchLabel: string }) {
  const searchId = useId()
  const filterId = useId()
  // The box keeps what is typed; a new `q` from elsewhere (the back button, a link) replaces it.
  const [text, setText] = useState(search)
  const [seen, setSeen] = useState(search)
  if (seen !== search) {
    setSeen(search)
    setText(search)
  }
  const narrowed = shown !== total
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div role="search" className="relative w-full sm:max-w-xs">
        <label htmlFor={searchId} className="sr-only">
          {searchLabel}
        </label>
        <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted" />
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setSeen(event.target.value)
            onSearch(event.target.value)
          }}
          placeholder={`${searchLabel}...`}
          autoComplete="off"
          enterKeyHint="search"
          className={`${fieldClass} w-full py-2 pr-4 pl-9`}
        />
      </div>
      {filter && (
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm font-medium text-ink-muted">
            {filter.label}
          </label>
          <select
            id={filterId}
            value={filter.value}
            onChange={(event) => filter.onChange(event.target.value)}
            className={`${fieldClass} px-4`}
          >
            <option value="">{filter.allLabel ?? 'Tous'}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* Nothing while the list loads (the table says so) or is empty (its empty text says it). */}
      <p role="status" className="text-sm text-ink-muted sm:ml-auto">
        {count ?? (total === 0 ? '' : narrowed ? `${shown} résultat${shown > 1 ? 's' : ''} sur ${total}` : `${total} au total`)}
      </p>
    </div>
  )
}

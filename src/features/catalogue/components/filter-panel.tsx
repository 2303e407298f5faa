import { memo, useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { ChevronLeftIcon } from '@/components/icons'
import type { ReferenceLists, ReferenceOption } from '../api/catalogue-api'
import { ALL_PRICES_LABEL, BUDGET_RANGES } from '../lib/budget'
import { activeFilterCount, clearFilters } from '../lib/catalogue-filters'
import { FILTER_GROUPS, optionKey, toggleOption, type CatalogueQuery, type FilterGroup, type GroupKey } from '../lib/catalogue-query'

interface FilterPanelProps {
  query: CatalogueQuery
  references: ReferenceLists | null
  onChange: (query: CatalogueQuery) => void
  /** Only these groups are shown (every group when absent). */
  groups?: readonly GroupKey[]
}

/** Groups shown open at first (the others open on demand, or when they hold a choice). */
const OPEN_BY_DEFAULT = new Set<string>(['category', 'stones', 'budget'])

function GroupSection({ id, label, count, children }: { id: string; label: string; count: number; children: ReactNode }) {
  const [open, setOpen] = useState(() => OPEN_BY_DEFAULT.has(id) || count > 0)
  // A choice arriving from elsewhere (the address, the back button) shows its group.
  const [seenCount, setSeenCount] = useState(count)
  if (seenCount !== count) {
    setSeenCount(count)
    if (count > seenCount && !open) setOpen(true)
  }
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group/section border-b border-line py-3 last:border-b-0"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-1 text-sm font-medium text-ink marker:hidden hover:text-accent [&::-webkit-details-marker]:hidden">
        <span>
          {label}
          {count > 0 && (
            <>
              <span
                aria-hidden="true"
                className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-[0.7rem] text-on-accent"
              >
                {count}
              </span>
              <span className="sr-only">{` (${count} choisi${count > 1 ? 's' : ''})`}</span>
            </>
          )}
        </span>
        <ChevronLeftIcon className="size-4 -rotate-90 text-ink-muted transition-transform group-open/section:rotate-90" />
      </summary>
      <div className="pt-2 pb-1">{children}</div>
    </details>
  )
}

/**
 * A group's checkboxes. Memoised (its props are stable while its group does not change): a choice
 * re-renders the group it belongs to, not every checkbox of the panel.
 */
const OptionList = memo(function OptionList({
  group,
  options,
  selected,
  onToggle,
}: {
  group: FilterGroup
  /** Undefined while the lists load. */
  options: ReferenceOption[] | undefined
  selected: readonly string[]
  onToggle: (group: GroupKey, key: string) => void
}) {
  const name = useId()
  if (!options) return <p className="text-sm text-ink-muted">Chargement...</p>
  if (options.length === 0) return <p className="text-sm text-ink-muted">Aucun choix disponible.</p>
  return (
    <fieldset>
      <legend className="sr-only">{group.label}</legend>
      <ul className={group.key === 'colors' ? 'grid grid-cols-2 gap-x-3 gap-y-1' : 'flex max-h-64 flex-col gap-1 overflow-y-auto pr-1'}>
        {options.map((option) => {
          const key = optionKey(option)
          return (
            <OptionItem
              key={option.id}
              group={group}
              name={name}
              option={option}
              optionKey={key}
              checked={selected.includes(key)}
              onToggle={onToggle}
            />
          )
        })}
      </ul>
    </fieldset>
  )
})

/**
 * One checkbox of a group. Memoised: a choice re-renders the checkbox it changes, not its
 * neighbours (React sets `name` and `type` again on every input it renders: DOM work per row).
 */
const OptionItem = memo(function OptionItem({
  group,
  name,
  option,
  optionKey: key,
  checked,
  onToggle,
}: {
  group: FilterGroup
  name: string
  option: ReferenceOption
  optionKey: string
  checked: boolean
  onToggle: (group: GroupKey, key: string) => void
}) {
  return (
    <li>
      <label className="flex cursor-pointer items-center gap-2.5 rounded px-1 py-1 text-sm text-ink-muted hover:text-ink has-[:checked]:text-ink">
        <input
          type="checkbox"
          name={name}
          value={key}
          checked={checked}
          onChange={() => onToggle(group.key, key)}
          className="size-4 shrink-0 accent-[var(--ep-accent)]"
        />
        {group.key === 'colors' && (
          <span
            aria-hidden="true"
            className="size-4 shrink-0 rounded-full border border-line-strong"
            style={{ backgroundColor: option.hex_code || 'transparent' }}
          />
        )}
        <span>{option.name}</span>
      </label>
    </li>
  )
})

/** The budget: one choice, 'Tous les prix' for none. */
const BudgetList = memo(function BudgetList({ budget, onSelect }: { budget: string | null; onSelect: (budget: string | null) => void }) {
  const budgetName = useId()
  return (
    <fieldset>
      <legend className="sr-only">Budget</legend>
      <ul className="flex flex-col gap-1">
        {[{ id: null, label: ALL_PRICES_LABEL }, ...BUDGET_RANGES].map((range) => (
          <li key={range.id ?? 'tous'}>
            <label className="flex cursor-pointer items-center gap-2.5 rounded px-1 py-1 text-sm text-ink-muted hover:text-ink has-[:checked]:text-ink">
              <input
                type="radio"
                name={budgetName}
                value={range.id ?? ''}
                checked={budget === range.id}
                onChange={() => onSelect(range.id)}
                className="size-4 shrink-0 accent-[var(--ep-accent)]"
              />
              <span>{range.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
})

/** Every filter of docs/product/rules.md#catalogue-filters: the option groups (checkboxes) and the budget (one choice). */
export const FilterPanel = memo(function FilterPanel({ query, references, onChange, groups }: FilterPanelProps) {
  const shown = (group: FilterGroup) => !groups || groups.includes(group.key)
  const active = activeFilterCount(query)
  // The callbacks given to the groups stay the same from one query to the next (so a group whose
  // choices did not change is not rendered again) and apply to the latest query.
  const latest = useRef({ query, onChange })
  useLayoutEffect(() => {
    latest.current = { query, onChange }
  })
  const toggle = useCallback((group: GroupKey, key: string) => latest.current.onChange(toggleOption(latest.current.query, group, key)), [])
  const selectBudget = useCallback((budget: string | null) => latest.current.onChange({ ...latest.current.query, budget }), [])

  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between gap-3 pb-2">
        <h2 className="text-2xl font-semibold">Filtres</h2>
        {active > 0 && (
          <button
            type="button"
            onClick={() => onChange(clearFilters(query))}
            className="text-sm text-accent underline-offset-4 hover:underline"
          >
            Effacer les filtres
          </button>
        )}
      </div>

      {FILTER_GROUPS.slice(0, 1)
        .filter(shown)
        .map((group) => (
          <GroupSection key={group.key} id={group.key} label={group.label} count={query.groups[group.key].length}>
            <OptionList group={group} options={references?.[group.key]} selected={query.groups[group.key]} onToggle={toggle} />
          </GroupSection>
        ))}

      <GroupSection id="budget" label="Budget" count={query.budget ? 1 : 0}>
        <BudgetList budget={query.budget} onSelect={selectBudget} />
      </GroupSection>

      {FILTER_GROUPS.slice(1)
        .filter(shown)
        .map((group) => (
          <GroupSection key={group.key} id={group.key} label={group.label} count={query.groups[group.key].length}>
            <OptionList group={group} options={references?.[group.key]} selected={query.groups[group.key]} onToggle={toggle} />
          </GroupSection>
        ))}
    </div>
  )
})

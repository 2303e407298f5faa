import type { ChangeEvent } from 'react'

/** One choice of a status selector: stored value, French label, colour classes. */
export interface StatusOption {
  value: string
  label: string
  className: string
}

/** Grey for a value the selector does not know (SPEC §4: other values get a neutral colour). */
const NEUTRAL_STATUS_CLASS = 'border-line-strong bg-surface-muted text-ink'

/**
 * A status selector in a table row, coloured by its current value. `label` is its accessible name
 * (e.g. 'Statut de la demande de Camille Martin'). An unknown current value stays shown as is,
 * in the neutral colour, so nothing is changed behind the admin's back.
 */
export function StatusSelect({
  label,
  value,
  options,
  onChange,
  disabled = false,
}: {
  label: string
  value: string
  options: readonly StatusOption[]
  onChange: (value: string) => void
  disabled?: boolean
}) {
  const current = options.find((option) => option.value === value)
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      className={`rounded-full border px-3 py-1 text-xs font-medium disabled:opacity-60 ${current?.className ?? NEUTRAL_STATUS_CLASS}`}
    >
      {!current && <option value={value}>{value || '—'}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

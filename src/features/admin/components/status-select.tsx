import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react'

/** One choice of a status selector: stored value, French label, colour classes. */
export interface StatusOption {
  value: string
  label: string
  className: string
}

/** Grey for a value the selector does not know (docs/product/states.md#custom-requests: other values get a neutral colour). */
const NEUTRAL_STATUS_CLASS = 'border-line-strong bg-surface-muted text-ink'

/**
 * A status selector in a table row, coloured by its current value. `label` is its accessible name
 * (e.g. 'Statut de la demande de Camille Martin'). An unknown current value stays shown as is,
 * in the neutral colour, so nothing is changed behind the admin's back.
 *
 * When it saves (issue 14: it saved on the first arrow key, then lost the keyboard's focus): a choice
 * made with the mouse or a finger saves at once; with the keyboard, the arrows (or typing a letter)
 * only move the choice, and Enter or leaving the field saves it (Escape puts the saved value back). While `busy` (saving)
 * it stays focusable and says so (`aria-busy`), so the keyboard's focus is never dropped.
 */
export function StatusSelect({
  label,
  value,
  options,
  onChange,
  disabled = false,
  busy = false,
}: {
  label: string
  value: string
  options: readonly StatusOption[]
  onChange: (value: string) => void
  disabled?: boolean
  busy?: boolean
}) {
  const [choice, setChoice] = useState(value)
  // A choice saves at once unless the keyboard's arrows made it (a mouse, a finger, an assistive
  // technology's selection); arrows only move it, until Enter or leaving the field.
  const byPointer = useRef(true)
  // What the server holds, whenever it changes and once a save is over (a refused one included):
  // adjusted while rendering, React's pattern for state that follows props.
  const [seen, setSeen] = useState({ value, busy })
  if (seen.value !== value || seen.busy !== busy) {
    setSeen({ value, busy })
    if (!busy) setChoice(value)
  }
  const current = options.find((option) => option.value === choice)

  const save = (next: string) => {
    if (!busy && next !== value) onChange(next)
  }

  return (
    <select
      aria-label={label}
      aria-busy={busy || undefined}
      value={choice}
      disabled={disabled}
      onPointerDown={() => (byPointer.current = true)}
      onKeyDown={(event: KeyboardEvent<HTMLSelectElement>) => {
        if (event.key.startsWith('Arrow') || event.key === 'Home' || event.key === 'End' || event.key.length === 1)
          byPointer.current = false
        if (event.key === 'Enter') save(choice)
        if (event.key === 'Escape') setChoice(value)
      }}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => {
        if (busy) return
        setChoice(event.target.value)
        if (byPointer.current) save(event.target.value)
      }}
      onBlur={() => save(choice)}
      className={`rounded-full border px-3 py-1 text-xs font-medium disabled:opacity-60 aria-busy:opacity-60 ${current?.className ?? NEUTRAL_STATUS_CLASS}`}
    >
      {!options.some((option) => option.value === value) && <option value={value}>{value || '—'}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

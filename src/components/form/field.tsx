import type { ReactNode } from 'react'
import { errorClass, hintClass, labelClass } from './field-classes'
import type { FieldIds } from './use-field-ids'

/** Label above, control, then hint and error below. `required` adds a discreet star to the label. */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  required,
  counter,
  className = '',
  children,
}: {
  ids: FieldIds
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  required?: boolean
  /** The character counter, between the hint and the error. */
  counter?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      {/* The star sits outside the label so the field's name stays exactly its label. */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={ids.id} className={labelClass}>
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-sm text-highlight-text">
            *
          </span>
        )}
      </div>
      <div className="mt-1.5">{children}</div>
      {hint && (
        <p id={ids.hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {counter}
      {error && (
        <p id={ids.errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  )
}

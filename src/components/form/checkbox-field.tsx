import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { errorClass, hintClass } from './field-classes'
import { useFieldIds } from './use-field-ids'

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The native control (React 19 passes `ref` as a prop), e.g. to focus it. */
  ref?: Ref<HTMLInputElement>
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  fieldClassName?: string
}

/** Box then label on one line: `<CheckboxField label="Éléments en acier inoxydable" name="…" />` */
export function CheckboxField({ label, hint, error, id, className = '', fieldClassName = '', ...input }: CheckboxFieldProps) {
  const { id: base, hintId, errorId, describedBy } = useFieldIds(id, hint, error)
  return (
    <div className={fieldClassName}>
      <div className="flex items-start gap-3">
        <input
          id={base}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`mt-0.5 size-5 shrink-0 cursor-pointer rounded border-line-strong accent-[var(--ep-accent)] ${className}`}
          {...input}
        />
        <label htmlFor={base} className="cursor-pointer text-sm leading-6 text-ink">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className={`${hintClass} pl-8`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={`${errorClass} pl-8`}>
          {error}
        </p>
      )}
    </div>
  )
}

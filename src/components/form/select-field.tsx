import type { ReactNode, Ref, SelectHTMLAttributes } from 'react'
import { FieldShell } from './field'
import { useFieldIds } from './use-field-ids'
import { controlClass } from './field-classes'

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The native control (React 19 passes `ref` as a prop), e.g. to focus it. */
  ref?: Ref<HTMLSelectElement>
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  fieldClassName?: string
  /** The `<option>`s. */
  children: ReactNode
}

/** `<SelectField label="Type de bijou" name="jewelry_type" defaultValue="Bracelet"><option>Bracelet</option>…</SelectField>` */
export function SelectField({ label, hint, error, id, required, className = '', fieldClassName, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error)
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <div className="relative">
        <select
          id={ids.id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={`${controlClass} appearance-none pr-10 ${className}`}
          {...select}
        >
          {children}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute inset-y-0 right-3 my-auto size-4 text-ink-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="m5 7.5 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    </FieldShell>
  )
}

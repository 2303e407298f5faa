import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react'
import { FieldShell } from './field'
import { useFieldIds } from './use-field-ids'
import { controlClass } from './field-classes'

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  /** The native control (React 19 passes `ref` as a prop), e.g. to focus it. */
  ref?: Ref<HTMLTextAreaElement>
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  fieldClassName?: string
}

/** `<TextareaField label="Message" name="message" rows={6} required />` */
export function TextareaField({
  label,
  hint,
  error,
  id,
  required,
  rows = 5,
  className = '',
  fieldClassName,
  ...textarea
}: TextareaFieldProps) {
  const ids = useFieldIds(id, hint, error)
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <textarea
        id={ids.id}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${controlClass} min-h-28 resize-y ${className}`}
        {...textarea}
      />
    </FieldShell>
  )
}

import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { FieldShell } from './field'
import { useFieldIds } from './use-field-ids'
import { controlClass } from './field-classes'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** The native control (React 19 passes `ref` as a prop), e.g. to focus it. */
  ref?: Ref<HTMLInputElement>
  label: ReactNode
  hint?: ReactNode
  /** Shown under the field; marks it `aria-invalid` and links it with `aria-describedby`. */
  error?: ReactNode
  /** Classes of the wrapper (grid placement…); `className` styles the input itself. */
  fieldClassName?: string
}

/** `<TextField label="Email" type="email" name="email" required autoComplete="email" error={…} />` */
export function TextField({ label, hint, error, id, required, className = '', fieldClassName, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error)
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <input
        id={ids.id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${controlClass} ${className}`}
        {...input}
      />
    </FieldShell>
  )
}

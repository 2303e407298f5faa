import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { FieldShell } from './field'
import { useFieldIds } from './use-field-ids'
import { CharacterCounter } from './character-counter'
import { useCharacterCount } from './use-character-count'
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

/**
 * `<TextField label="Email" type="email" name="email" required autoComplete="email" error={…} />`
 *
 * With `maxLength` (the server's limit, e.g. `contactMessagesTextMax.subject`), the field stops there
 * and shows « 190 / 200 caractères » from 80 % of it (docs/adr/0082).
 */
export function TextField({
  label,
  hint,
  error,
  id,
  required,
  className = '',
  fieldClassName,
  maxLength,
  value,
  defaultValue,
  onChange,
  ...input
}: TextFieldProps) {
  const count = useCharacterCount(maxLength, value, defaultValue, onChange, false)
  const ids = useFieldIds(id, hint, error, count.shown)
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={fieldClassName}
      counter={count.shown && ids.countId && maxLength ? <CharacterCounter id={ids.countId} length={count.length} max={maxLength} /> : null}
    >
      <input
        id={ids.id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${controlClass} ${className}`}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={count.onChange}
        {...input}
      />
    </FieldShell>
  )
}

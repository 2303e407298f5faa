import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react'
import { FieldShell } from './field'
import { useFieldIds } from './use-field-ids'
import { CharacterCounter } from './character-counter'
import { useCharacterCount } from './use-character-count'
import { controlClass } from './field-classes'

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  /** The native control (React 19 passes `ref` as a prop), e.g. to focus it. */
  ref?: Ref<HTMLTextAreaElement>
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  fieldClassName?: string
}

/**
 * `<TextareaField label="Message" name="message" rows={6} required maxLength={5000} />`
 *
 * With `maxLength` (the server's limit), the field stops there and always shows
 * « 120 / 5 000 caractères » (docs/adr/0082).
 */
export function TextareaField({
  label,
  hint,
  error,
  id,
  required,
  rows = 5,
  className = '',
  fieldClassName,
  maxLength,
  value,
  defaultValue,
  onChange,
  ...textarea
}: TextareaFieldProps) {
  const count = useCharacterCount(maxLength, value, defaultValue, onChange, true)
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
      <textarea
        id={ids.id}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${controlClass} min-h-28 resize-y ${className}`}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={count.onChange}
        {...textarea}
      />
    </FieldShell>
  )
}

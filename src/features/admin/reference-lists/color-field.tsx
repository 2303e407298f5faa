import { useId, useState } from 'react'
import { TextField } from '@/components/form'

const HEX = /^#[0-9a-f]{6}$/i

/**
 * A colour's hex code: a text field (docs/product/rules.md#validation: no format check, placeholder #FFFFFF) with a colour
 * picker beside it. The picker only understands #rrggbb, so it shows white (the placeholder's
 * colour) for anything else, without changing what was typed. The code is the field's own live state
 * (the picker follows it, and sets it), starting from `defaultValue`; the form reads it as `hex_code`.
 */
export function ColorField({
  label,
  defaultValue,
  error,
  placeholder,
  className,
}: {
  label: string
  defaultValue: string
  error?: string
  placeholder?: string
  className?: string
}) {
  const pickerId = useId()
  const [value, setValue] = useState(defaultValue)
  return (
    <div className={`flex items-end gap-3 ${className ?? ''}`}>
      <TextField
        label={label}
        name="hex_code"
        value={value}
        required
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        fieldClassName="flex-1"
        className="font-mono"
      />
      <div className={error ? 'mb-7' : ''}>
        <label htmlFor={pickerId} className="sr-only">
          Choisir la couleur
        </label>
        <input
          id={pickerId}
          type="color"
          value={HEX.test(value) ? value.toLowerCase() : '#ffffff'}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
          className="h-11 w-14 cursor-pointer rounded-xl border border-line-strong bg-surface-raised p-1"
        />
      </div>
    </div>
  )
}

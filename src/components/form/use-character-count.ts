import { useState, type ChangeEvent } from 'react'

/** From this share of the limit, a one-line field shows its counter (a long text shows it always). */
const SHOWN_FROM = 0.8

const count = (value: unknown) => (value === undefined || value === null ? 0 : String(value).length)

/**
 * A field's length against its `maxLength` (docs/adr/0082): the server's limit, stated before it
 * bites. Tracks what is typed in a controlled or an uncontrolled field; `onChange` wraps the field's.
 */
export function useCharacterCount<E extends HTMLInputElement | HTMLTextAreaElement>(
  maxLength: number | undefined,
  value: unknown,
  defaultValue: unknown,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
  always: boolean,
) {
  const [typed, setTyped] = useState(() => count(defaultValue))
  const length = value !== undefined ? count(value) : typed
  const limited = maxLength !== undefined && maxLength > 0
  return {
    length,
    /** Whether the counter shows (and describes the field). */
    shown: limited && (always || length >= maxLength * SHOWN_FROM),
    onChange:
      limited && value === undefined
        ? (event: ChangeEvent<E>) => {
            setTyped(event.target.value.length)
            onChange?.(event)
          }
        : onChange,
  }
}

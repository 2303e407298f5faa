import { useId, type ReactNode } from 'react'

/** The ids a control needs to point at its hint and error (`aria-describedby`). */
export interface FieldIds {
  id: string
  hintId?: string
  errorId?: string
  /** The character counter's, when it shows (docs/adr/0082). */
  countId?: string
  describedBy?: string
}

/** Ids for a field: `id` when given, else a generated one; hint/error/counter ids only when they exist. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, counted = false): FieldIds {
  const generated = useId()
  const base = id ?? generated
  const hintId = hint ? `${base}-hint` : undefined
  const errorId = error ? `${base}-error` : undefined
  const countId = counted ? `${base}-count` : undefined
  // The error before the counter: what to fix is heard first.
  const describedBy = [hintId, errorId, countId].filter(Boolean).join(' ') || undefined
  return { id: base, hintId, errorId, countId, describedBy }
}

import { useEffect, useState, type FormEvent, type RefObject } from 'react'
import { useActionData, useNavigation } from 'react-router-dom'
import { useFocusFirstError } from '@/components/form'
import type { FieldErrors } from '@/lib/form-schema'
import { clearSessionDraft, formDraft, readFormDraft, writeSessionDraft, type FormDraft } from '@/lib/session-draft'

/** What a public form's action answers (contact, custom request). */
export type PublicFormResult = { status: 'done' } | { status: 'error'; message: string; fields: FieldErrors }

const NO_DRAFT: FormDraft = { values: {}, files: [] }

/** The values a form starts from: its draft's, read through these helpers. */
export interface DraftDefaults {
  /** The first value kept for `name`, or `fallback`. */
  text: (name: string, fallback?: string) => string
  /** Every value kept for `name` (the boxes of a group). */
  list: (name: string) => string[]
  /** The files that were chosen before a reload (a file cannot be kept: the visitor picks it again). */
  files: string[]
}

function draftDefaults(draft: FormDraft): DraftDefaults {
  return {
    text: (name, fallback = '') => draft.values[name]?.[0] ?? fallback,
    list: (name) => draft.values[name] ?? [],
    files: draft.files,
  }
}

/**
 * What the public forms show of their route action's answer (docs/product/states.md#public-forms:
 * idle, 'Envoi en cours...', success, error): the first field to fix gets the focus; a field's
 * message goes once the visitor edits that field, the form's message (success or error) once they
 * edit any field. A failure keeps everything typed (nothing resets the form); a success gives a new
 * `formKey`, so the form starts again from its defaults.
 *
 * What is typed is kept as a draft in the tab's sessionStorage under `draftKey` (docs/adr/0082): a
 * reload gives it back through `defaults`; a success forgets it.
 */
export function usePublicForm(formRef: RefObject<HTMLFormElement | null>, draftKey: string) {
  const result = useActionData() as PublicFormResult | undefined
  const sending = useNavigation().state === 'submitting'
  const failure = result?.status === 'error' ? result : null
  useFocusFirstError(formRef, failure)

  // Per answer: the fields edited since, and how many successes so far (each one starts a new form:
  // its defaults back, the chosen file gone). Updated during the render, so the answer's first
  // render already shows the new form.
  const [seen, setSeen] = useState({ result, edited: [] as string[], successes: 0 })
  if (seen.result !== result) setSeen({ result, edited: [], successes: seen.successes + (result?.status === 'done' ? 1 : 0) })
  const edited = seen.result === result ? seen.edited : []
  const formKey = seen.successes + (seen.result !== result && result?.status === 'done' ? 1 : 0)

  // The draft read once, for the first form only (after a success the form starts empty).
  const [draft] = useState(() => readFormDraft(draftKey) ?? NO_DRAFT)
  useEffect(() => {
    if (result?.status === 'done') clearSessionDraft(draftKey)
  }, [result, draftKey])

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // A control without a name of its own (a choice drawn by the form) still counts as an edit.
    const name = (event.target as HTMLInputElement).name || '*'
    if (!edited.includes(name)) setSeen({ ...seen, edited: [...edited, name] })
    // Once React has drawn the change (a choice drawn by the form updates its hidden entries).
    window.setTimeout(() => {
      if (formRef.current) writeSessionDraft(draftKey, formDraft(formRef.current))
    })
  }

  const answered = edited.length === 0
  return {
    sending,
    onChange,
    formKey,
    defaults: draftDefaults(formKey === 0 ? draft : NO_DRAFT),
    fieldError: (name: string): string | undefined => (edited.includes(name) ? undefined : failure?.fields[name]),
    errorMessage: answered && failure?.message ? failure.message : null,
    sent: answered && result?.status === 'done',
  }
}

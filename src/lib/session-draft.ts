import { useEffect, useState } from 'react'

/*
 * Drafts of what a person typed in a form, kept in the tab's sessionStorage so that nothing is lost
 * on an error, a reload or a return from the bank's page (docs/adr/0036, 0082): the checkout's
 * addresses, the contact and custom-request forms. The tab's own storage: another tab, or the
 * browser once closed, starts afresh. Never throws (storage disabled, full, or a corrupt value).
 */

/** The stored value under `key` (parsed JSON), or null (none, unreadable, storage disabled). */
export function readSessionDraft(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key)
    return raw ? (JSON.parse(raw) as unknown) : null
  } catch {
    return null
  }
}

export function writeSessionDraft(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage disabled or full: the form still works, it is just not kept across a reload.
  }
}

/** Forgets every draft whose key starts with `prefix` (a form sent, an order paid). */
export function clearSessionDrafts(prefix: string): void {
  try {
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith(prefix)) window.sessionStorage.removeItem(key)
    }
  } catch {
    // Nothing stored.
  }
}

/**
 * A draft as React state: read once from sessionStorage through `parse` (else `initial()`), written
 * back on every change.
 */
export function useSessionDraft<T>(key: string, parse: (stored: unknown) => T | null, initial: () => T) {
  const [draft, setDraft] = useState<T>(() => parse(readSessionDraft(key)) ?? initial())
  useEffect(() => {
    writeSessionDraft(key, draft)
  }, [key, draft])
  return [draft, setDraft] as const
}

export function clearSessionDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // Nothing stored.
  }
}

/**
 * What a plain form holds, as a draft: its texts and choices by name (every value of a name, in
 * order), and the names of the files chosen (a file itself cannot be kept: the person picks it again).
 */
export interface FormDraft {
  values: Record<string, string[]>
  files: string[]
}

export function formDraft(form: HTMLFormElement): FormDraft {
  const draft: FormDraft = { values: {}, files: [] }
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value === 'string') (draft.values[name] ??= []).push(value)
  }
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === 'file') {
      for (const file of Array.from(element.files ?? [])) draft.files.push(file.name)
    }
  }
  return draft
}

/** A stored form draft read back, or null (none, or not one). */
export function readFormDraft(key: string): FormDraft | null {
  const stored = readSessionDraft(key)
  if (typeof stored !== 'object' || stored === null) return null
  const { values, files } = stored as Partial<Record<keyof FormDraft, unknown>>
  const draft: FormDraft = { values: {}, files: Array.isArray(files) ? files.filter((name) => typeof name === 'string') : [] }
  if (typeof values === 'object' && values !== null) {
    for (const [name, list] of Object.entries(values)) {
      if (Array.isArray(list)) draft.values[name] = list.filter((value): value is string => typeof value === 'string')
    }
  }
  return draft
}

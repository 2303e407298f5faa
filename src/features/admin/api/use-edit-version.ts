import { useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { OPENED_UPDATED } from './edit-version'

/**
 * The version a form sends with its save (docs/adr/0083): the `updated` of the record it `opened`
 * (give it again when the form opens another version: the change resets it). Render
 * `<input {...versionInput} />` inside the form. `saveOver(updated)`, « Garder mon texte »: the form
 * is sent again, as it is, as a save of the version `updated` (the record as it is now), so it
 * replaces what was saved since; `adopt(updated)` only takes that version (the form's own save
 * stored part of it).
 */
export function useEditVersion(opened: string, formRef: RefObject<HTMLFormElement | null>) {
  const [taken, setTaken] = useState<{ opened: string; updated: string } | null>(null)
  const version = taken?.opened === opened ? taken.updated : opened
  const adopt = (updated: string) => setTaken({ opened, updated })
  const saveOver = (updated: string) => {
    // The hidden entry holds the new version before the form reads its entries.
    flushSync(() => adopt(updated))
    formRef.current?.requestSubmit()
  }
  return { versionInput: { type: 'hidden', name: OPENED_UPDATED, value: version } as const, saveOver, adopt }
}

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useActionData, useNavigation, useRevalidator } from 'react-router-dom'
import { FormAlert, useFocusFirstError } from '@/components/form'
import type { FieldErrors } from '@/lib/form-schema'
import { EditConflictAlert } from '../components/edit-conflict-alert'
import type { EditConflict } from './edit-version'
import { useEditVersion } from './use-edit-version'

/** A versioned route form's refused save: its message, its fields, or another admin's save since. */
export interface VersionedRefusal {
  status: 'error'
  message: string
  fields: FieldErrors
  conflict?: EditConflict
}

/**
 * An admin form saved by its route's action with the version it `opened` (docs/adr/0083): the
 * action's answer, `busy`, the refusal's field errors (a conflict shows its own choice and takes the
 * focus instead), and the form's `head` to render first inside it — the version, the refusal, the
 * conflict's « Recharger » (the record as it is now) / « Garder mon texte », and `savedText`, focused
 * once saved.
 */
export function useVersionedRouteForm<Result extends { status: 'done' } | VersionedRefusal>(opened: string, savedText: string) {
  const result = useActionData() as Result | undefined
  const busy = useNavigation().state === 'submitting'
  const formRef = useRef<HTMLFormElement>(null)
  const refused = result?.status === 'error' ? (result as VersionedRefusal) : null
  const failure = refused && !refused.conflict ? refused : null
  useFocusFirstError(formRef, failure)
  const revalidator = useRevalidator()
  /** The conflict « Recharger » answered (the action's answer stays until the next save). */
  const [reloaded, setReloaded] = useState<unknown>(null)
  const { versionInput, saveOver } = useEditVersion(opened, formRef)
  const savedRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (result?.status === 'done') savedRef.current?.focus()
  }, [result])

  const head: ReactNode = (
    <>
      <input {...versionInput} />
      <FormAlert>{failure?.message}</FormAlert>
      {refused?.conflict && refused.conflict !== reloaded && (
        <EditConflictAlert
          message={refused.message}
          conflict={refused.conflict}
          busy={busy}
          onKeep={saveOver}
          // The record as it is now: the form, keyed by its version, is drawn again from it.
          onReload={() => {
            setReloaded(refused.conflict)
            void revalidator.revalidate()
          }}
        />
      )}
      {result?.status === 'done' && (
        <p ref={savedRef} tabIndex={-1} role="status" className="text-sm font-medium text-forest-700 dark:text-forest-300">
          {savedText}
        </p>
      )}
    </>
  )
  return { result, busy, formRef, failure, errors: failure?.fields ?? {}, head }
}

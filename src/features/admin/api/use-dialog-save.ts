import { useRef, type FormEvent } from 'react'
import { useFetcher, useRevalidator } from 'react-router-dom'
import type * as v from 'valibot'
import { useFocusFirstError } from '@/components/form'
import type { EditConflict } from './edit-version'
import { checkBeforeSending, useFetcherResult, useFieldErrors, type WriteResult } from './record-writes'
import { useEditVersion } from './use-edit-version'
import { useUnsavedChanges } from './use-unsaved-changes'

export interface DialogSaveOptions {
  /** The `updated` of the record the form opened ('' for a new one): sent back with the save (docs/adr/0083). */
  opened: string
  /** Once a save is done. */
  onSaved: () => void
  /** Closes the dialog (asked first when something typed is not saved). */
  onClose: () => void
  /** « Recharger » after a conflict: the form again, from the record as it is now. */
  onReload: (record: NonNullable<EditConflict['record']>) => void
  /** What the form holds outside its entries (the images' list): a change of it is unsaved too. */
  extra?: unknown
}

/**
 * A record's add / edit dialog saved through the route's action (a fetcher: the page stays): the
 * schema checked as the form is sent (`check`, or `sendMultipart` for a form with files), a
 * refusal's field messages (`errors`, the first field to fix focused through `formRef`) and its
 * sentence (`failure`), `busy` while saving; `onSaved` once a save is done. The version the form
 * opened goes with the save (`versionInput`, rendered inside the form); a save refused over a newer
 * version gives `conflict`, the props of EditConflictAlert (« Recharger » / « Garder mon texte »).
 * `close` asks before unsaved changes are lost: give it to the Modal and to « Annuler ».
 */
export function useDialogSave(schema: v.GenericSchema, { opened, onSaved, onClose, onReload, extra }: DialogSaveOptions) {
  const fetcher = useFetcher<WriteResult>()
  const { errors, refusal, show, clear } = useFieldErrors(fetcher.data)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, refusal)
  useFetcherResult(fetcher, (result) => result.status === 'done' && onSaved())
  const { versionInput, saveOver } = useEditVersion(opened, formRef)
  const { guard } = useUnsavedChanges(formRef, { extra })
  const revalidator = useRevalidator()
  const check = checkBeforeSending(schema, show)
  /** The form's submit, sent as multipart with what `addFiles` appends (the files the form does not hold). */
  const sendMultipart = (addFiles: (body: FormData) => void) => (event: FormEvent<HTMLFormElement>) => {
    if (!check(event)) return
    event.preventDefault()
    const body = new FormData(event.currentTarget)
    addFiles(body)
    void fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' })
  }
  const busy = fetcher.state !== 'idle'
  const result = fetcher.data?.status === 'error' ? fetcher.data : undefined
  return {
    fetcher,
    formRef,
    errors,
    clear,
    check,
    sendMultipart,
    failure: result && !result.conflict ? result.message : undefined,
    busy,
    close: guard(onClose),
    versionInput,
    conflict: result?.conflict
      ? {
          message: result.message,
          conflict: result.conflict,
          busy,
          onKeep: saveOver,
          onReload: (record: NonNullable<EditConflict['record']>) => {
            onReload(record)
            // The table behind shows the record as it is now too.
            void revalidator.revalidate()
          },
        }
      : null,
  }
}

import { useRef, type FormEvent } from 'react'
import { useFetcher } from 'react-router-dom'
import type * as v from 'valibot'
import { useFocusFirstError } from '@/components/form'
import { checkBeforeSending, useFetcherResult, useFieldErrors, type WriteResult } from './record-writes'

/**
 * A record's add / edit dialog saved through the route's action (a fetcher: the page stays): the
 * schema checked as the form is sent (`check`, or `sendMultipart` for a form with files), a
 * refusal's field messages (`errors`, the first field to fix focused through `formRef`) and its
 * sentence (`failure`), `busy` while saving; `onSaved` once a save is done.
 */
export function useDialogSave(schema: v.GenericSchema, onSaved: () => void) {
  const fetcher = useFetcher<WriteResult>()
  const { errors, refusal, show, clear } = useFieldErrors(fetcher.data)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, refusal)
  useFetcherResult(fetcher, (result) => result.status === 'done' && onSaved())
  const check = checkBeforeSending(schema, show)
  /** The form's submit, sent as multipart with what `addFiles` appends (the files the form does not hold). */
  const sendMultipart = (addFiles: (body: FormData) => void) => (event: FormEvent<HTMLFormElement>) => {
    if (!check(event)) return
    event.preventDefault()
    const body = new FormData(event.currentTarget)
    addFiles(body)
    void fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' })
  }
  return {
    fetcher,
    formRef,
    errors,
    clear,
    check,
    sendMultipart,
    failure: fetcher.data?.status === 'error' ? fetcher.data.message : undefined,
    busy: fetcher.state !== 'idle',
  }
}

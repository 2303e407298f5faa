import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useFetcher, type ActionFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { useToast } from '@/components/toast'
import { formFailure } from '@/lib/form-errors'
import type * as v from 'valibot'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import type { CollectionRecords } from '@/lib/pocketbase-types'
import { later } from '@/lib/route-data'
import { keepListOnTableChange } from '../components/admin-table'
import { isEditConflict, readConflict, saveOptions, takeOpened, type EditConflict } from './edit-version'
import { serverMessage } from './server-message'

/*
 * The catalogue screens' reads and writes (docs/adr/0070): a loader reads a whole list and returns it
 * without waiting (<Deferred> shows the table's 'Chargement...'); a write is a POST to the route's
 * action, named by its `intent` ('save', 'delete', …), answered with a WriteResult; react-router then
 * reads the lists again.
 */

/**
 * What an admin action answers. `id` is the record written (a delete: the one deleted). `conflict`: the
 * save was refused because the record was saved by someone else since the form opened it (docs/adr/0083).
 */
export type WriteResult =
  | { status: 'done'; intent: string; id?: string }
  | { status: 'error'; intent: string; id?: string; message: string; fields: FieldErrors; conflict?: EditConflict }

/** How to read a list: PocketBase's `sort` and `expand` query options. */
export interface ListQuery {
  sort?: string
  expand?: string
}

/** A whole collection for an admin table not paged by the server yet (`getFullList`, batches of 500: docs/product/rules.md#lists-and-reads), not awaited; a list paged by the server reads with `readPage` (list-page.ts, docs/adr/0092). */
export function readList<C extends keyof CollectionRecords>(
  collection: C,
  { sort, expand }: ListQuery,
  signal: AbortSignal,
): Promise<CollectionRecords[C][]> {
  return later(
    pb
      .collection(collection)
      .getFullList<CollectionRecords[C]>({ batch: 500, sort, expand, signal, requestKey: null })
      .catch((error: unknown) => {
        // The screen shows its French text; the cause is for whoever reads the console.
        console.error(`Admin list ${collection}:`, error)
        throw error
      }),
  )
}

/**
 * A refused save: the form's sentence followed by the server's reason (« Échec de la sauvegarde de la
 * catégorie. Slug : Cette valeur est déjà utilisée. »), and the refused fields marked through the one
 * funnel (lib/form-errors).
 */
export function saveFailure(intent: string, error: unknown, failure: string, id?: string): WriteResult {
  return {
    status: 'error',
    intent,
    id,
    message: `${failure}${serverMessage(error)}`.trim(),
    fields: formFailure(error, { fallback: failure }).fields,
  }
}

/** A refused delete: 'Échec de la suppression de la catégorie' then the server's French reason, if any. */
export function deleteFailure(error: unknown, failure: string, id: string): WriteResult {
  console.error(failure, error)
  const reason = serverMessage(error)
  // The reference lists' texts end with a full stop already ('… de la couleur.').
  return { status: 'error', intent: 'delete', id, message: reason ? `${failure.replace(/\.$/, '')}. ${reason}` : failure, fields: {} }
}

/** The `delete` intent of an action: deletes the record named by `id`. */
export async function deleteRecord(collection: keyof CollectionRecords, data: FormData, failure: string): Promise<WriteResult> {
  const id = String(data.get('id') ?? '')
  try {
    await pb.collection(collection).delete(id, { requestKey: null })
    return { status: 'done', intent: 'delete', id }
  } catch (error) {
    return deleteFailure(error, failure, id)
  }
}

/**
 * Calls `onResult` once per answer of `fetcher`'s action, when the lists have been read again
 * (the fetcher is back to 'idle'): a dialog closes on a table that already shows the change.
 */
export function useFetcherResult<T>(fetcher: { state: string; data: T | undefined }, onResult: (result: T) => void) {
  const handled = useRef<T | undefined>(undefined)
  const latest = useRef(onResult)
  useLayoutEffect(() => {
    latest.current = onResult
  })
  const { state, data } = fetcher
  useEffect(() => {
    if (state !== 'idle' || data === undefined || handled.current === data) return
    handled.current = data
    latest.current(data)
  }, [state, data])
}

/**
 * The fetcher's answer, returned once, during the render where it arrives (the fetcher back to
 * 'idle'): the screen updates its own state from it in that same render, so what the answer changes
 * (the form's values, a closed panel) shows together with the new table. Side effects on other
 * components (toasts, the dialog's owner) go through `useFetcherResult`.
 */
export function useNewResult<T>(fetcher: { state: string; data: T | undefined }): T | undefined {
  const [seen, setSeen] = useState<T | undefined>(undefined)
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const fresh = result !== undefined && result !== seen
  if (fresh) setSeen(result)
  return fresh ? result : undefined
}

/**
 * A table's delete (a row's inline write, through the route's action): asks `confirm`
 * (docs/product/texts.md#alerts-and-confirmations: the exact question) with `window.confirm`, then
 * posts `intent=delete`. A failure is a red toast (docs/product/screens.md#admin-tables);
 * `deleting` is the id being deleted (its button is disabled meanwhile); `onDeleted` runs once the
 * record is gone and the list read again.
 */
export function useRowDelete(confirm: string, onDeleted?: (id: string) => void) {
  const fetcher = useFetcher<WriteResult>()
  const toast = useToast()
  useFetcherResult(fetcher, (result) => {
    if (result.status === 'error') toast.show(result.message, { tone: 'error' })
    else if (result.id) onDeleted?.(result.id)
  })
  const deleting = fetcher.state !== 'idle' ? String(fetcher.formData?.get('id') ?? '') : null
  const remove = (id: string) => {
    if (!window.confirm(confirm)) return
    void fetcher.submit({ intent: 'delete', id }, { method: 'post' })
  }
  return { deleting, remove }
}

/**
 * A save refused over a newer version (docs/adr/0083): the server's French sentence, nothing marked on
 * the fields (what was typed stays), and the record as it is now, read by `readCurrent`.
 */
export async function conflictFailure(
  intent: string,
  id: string,
  error: Parameters<typeof readConflict>[0],
  readCurrent: () => Promise<{ id: string; updated: string }>,
): Promise<WriteResult> {
  const { message, conflict } = await readConflict(error, readCurrent)
  return { status: 'error', intent, id, message, fields: {}, conflict }
}

/**
 * The `save` intent of an action once the schema passed: creates the record, or updates the one named
 * by `id` if it is still the version `opened` the form opened (docs/adr/0083); `body` is JSON values,
 * or a multipart body when it carries files.
 */
export async function saveRecord(
  collection: keyof CollectionRecords,
  id: string,
  body: Record<string, unknown> | FormData,
  failure: string,
  opened = '',
): Promise<WriteResult> {
  try {
    const saved = id
      ? await pb.collection(collection).update(id, body, saveOptions(opened))
      : await pb.collection(collection).create(body, { requestKey: null })
    return { status: 'done', intent: 'save', id: saved.id }
  } catch (error) {
    if (isEditConflict(error)) return conflictFailure('save', id, error, () => pb.collection(collection).getOne(id, { requestKey: null }))
    return saveFailure('save', error, failure, id)
  }
}

/**
 * The action of a catalogue list edited in a dialog (categories, stones, articles): `intent=delete`,
 * or `intent=save` checked by the form's schema, then created (no `id`) or updated; with
 * `fileFields`, the body is multipart so the files go along.
 */
export function editableListAction(
  collection: keyof CollectionRecords,
  schema: v.GenericSchema,
  texts: { saveFailed: string; deleteFailed: string },
  fileFields: readonly string[] = [],
) {
  return async ({ request }: ActionFunctionArgs): Promise<WriteResult> => {
    const data = await request.formData()
    if (data.get('intent') === 'delete') return deleteRecord(collection, data, texts.deleteFailed)
    const check = checkForm(schema, formValues(data))
    if (!check.ok) return fieldsRefused('save', check.fields)
    // Read before the multipart body is made: it empties `data` of everything but the files.
    const id = String(data.get('id') ?? '')
    const opened = takeOpened(data)
    const values = check.values as Record<string, unknown>
    const body = fileFields.length > 0 ? multipartBody(values, data, fileFields) : values
    return saveRecord(collection, id, body, texts.saveFailed, opened)
  }
}

/** A refusal of the schema: nothing was sent, the fields say what to fix. */
export function fieldsRefused(intent: string, fields: FieldErrors): WriteResult {
  return { status: 'error', intent, message: '', fields }
}

/**
 * The multipart body of a record with files: the request's own form data, its files as the form sent
 * them (a stored name kept, a new file, or '' to delete), its texts replaced by the checked values.
 * (The request's own object: its files are of its own kind, which another FormData may not accept.)
 */
export function multipartBody(values: Record<string, unknown>, data: FormData, fileFields: readonly string[]): FormData {
  for (const name of new Set(data.keys())) if (!fileFields.includes(name)) data.delete(name)
  for (const [name, value] of Object.entries(values)) data.append(name, String(value))
  return data
}

/**
 * The route's `shouldRevalidate`: searching, sorting or filtering does not read the list again
 * (keepListOnTableChange), nor does a refused write (nothing changed; the table stays as it is).
 */
export function keepListUnlessWritten(args: ShouldRevalidateFunctionArgs): boolean {
  const result = args.actionResult as WriteResult | undefined
  if (args.formMethod && result?.status === 'error') return false
  return keepListOnTableChange(args)
}

/**
 * The field messages of the last refusal, the server's (`result`) or the schema's checked in the
 * browser before sending (`show`); `clear(name)` drops one as soon as its field is edited. `refusal`
 * changes once per refusal: give it to `useFocusFirstError`.
 */
export function useFieldErrors(result: WriteResult | undefined) {
  const [seen, setSeen] = useState(result)
  const [refusal, setRefusal] = useState<{ fields: FieldErrors } | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  if (seen !== result) {
    setSeen(result)
    setErrors(result?.status === 'error' ? result.fields : {})
    // A conflict takes the focus to its own choice (EditConflictAlert), not to the form's button.
    if (result?.status === 'error' && !result.conflict) setRefusal(result)
  }
  const show = (fields: FieldErrors) => {
    setErrors(fields)
    if (Object.keys(fields).length > 0) setRefusal({ fields })
  }
  const clear = (name: string) => setErrors(({ [name]: _, ...others }) => others)
  return { errors, refusal, show, clear }
}

/**
 * A form's submit checked against its schema in the browser first (the same rules as the action's):
 * a refusal shows at once on the fields and nothing is sent.
 */
export function checkBeforeSending(schema: v.GenericSchema, show: (fields: FieldErrors) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    const check = checkForm(schema, formValues(new FormData(event.currentTarget)))
    if (check.ok) return true
    event.preventDefault()
    show(check.fields)
    return false
  }
}

// An order's internal note (docs/adr/0083): read by the order details' loader, saved by its action.
import type { ActionFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import type { OrderNotesRecord } from '@/lib/pocketbase-types'
import { isEditConflict, readConflict, saveOptions, takeOpened } from '../api/edit-version'
import type { WriteResult } from '../api/record-writes'
import { orderNoteSchema } from './order-note-schema'

export const ORDER_NOTE_TEXTS = {
  heading: 'Note interne',
  label: 'Texte de la note',
  hint: 'Visible par les administrateurs seulement, jamais par le client.',
  loading: 'Chargement de la note...',
  loadFailed: 'Échec de la récupération de la note',
  saveFailed: 'La note n’a pas pu être enregistrée. Veuillez réessayer.',
  saved: 'Note enregistrée.',
}

/** The note of `order`, or null when it has none yet (one per order). */
export async function readOrderNote(order: string, signal?: AbortSignal): Promise<OrderNotesRecord | null> {
  const page = await pb
    .collection('order_notes')
    .getList(1, 1, { filter: pb.filter('order = {:order}', { order }), signal, requestKey: null })
  return page.items[0] ?? null
}

/** What the note's save answers: the note as stored. */
export type OrderNoteResult = WriteResult & { note?: OrderNotesRecord }

/**
 * `intent=note`: the note created (the form opened with none) or updated if it is still the version
 * the form opened; else the conflict, with the note as it is now. PocketBase keeps one per order.
 */
export async function orderNoteAction({ request, params }: ActionFunctionArgs): Promise<OrderNoteResult> {
  const order = params.id ?? ''
  const data = await request.formData()
  const opened = takeOpened(data)
  const check = checkForm(orderNoteSchema, formValues(data))
  if (!check.ok) return { status: 'error', intent: 'note', message: '', fields: check.fields }
  const notes = pb.collection('order_notes')
  const current = async () => {
    const note = await readOrderNote(order)
    if (!note) throw new Error('Note introuvable.')
    return note
  }
  try {
    const note = opened
      ? await notes.update((await current()).id, { text: check.values.text }, saveOptions(opened))
      : await notes.create({ order, text: check.values.text }, { requestKey: null })
    return { status: 'done', intent: 'note', id: note.id, note }
  } catch (error) {
    if (isEditConflict(error)) return { status: 'error', intent: 'note', fields: {}, ...(await readConflict(error, current)) }
    console.error(ORDER_NOTE_TEXTS.saveFailed, error)
    return { status: 'error', intent: 'note', ...formFailure(error, { fallback: ORDER_NOTE_TEXTS.saveFailed }) }
  }
}

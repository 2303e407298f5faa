// The shop's internal notes on an order or a customer (docs/adr/0097): read by the page's loader (the
// newest first, one page), added by its action (`intent=note`). Admins only: PocketBase refuses
// everyone else and writes the author itself.
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import type { AdminNotesRecord } from '@/lib/pocketbase-types'
import { selectFields, type Selected } from '@/lib/select-fields'
import type { WriteResult } from '../api/record-writes'
import { noteSchema } from './note-schema'

export const NOTES_TEXTS = {
  heading: 'Notes internes',
  label: 'Nouvelle note',
  hint: 'Visible par les administrateurs seulement, jamais par le client.',
  empty: 'Aucune note pour le moment.',
  loading: 'Chargement des notes...',
  loadFailed: 'Échec de la récupération des notes',
  saveFailed: 'La note n’a pas pu être enregistrée. Veuillez réessayer.',
  saved: 'Note ajoutée.',
  submit: 'Ajouter la note',
  /** The author of a note carried over from the former single note, or whose account is gone. */
  shop: 'La boutique',
  newest: (shown: number, total: number) => `Les ${shown} notes les plus récentes sur ${total}.`,
}

/** A thread shows its newest notes, a page of them (docs/product/rules.md#lists-and-reads). */
export const NOTES_SHOWN = 50

/** What a note is about: an order or a customer (exactly one, the server checks). */
export type NoteSubject = 'order' | 'customer'

const NOTE_FIELDS = ['id', 'created', 'text', 'author', 'expand.author.name', 'expand.author.email'] as const
export type NoteRow = Selected<AdminNotesRecord, (typeof NOTE_FIELDS)[number]>

/** The newest notes of a thread and how many it holds in all. */
export interface NotesPage {
  items: NoteRow[]
  totalItems: number
}

/** The newest notes about `id` (an order or a user), with their author's name. */
export async function readNotes(subject: NoteSubject, id: string, signal?: AbortSignal): Promise<NotesPage> {
  const page = await selectFields(pb.collection('admin_notes'), NOTE_FIELDS).list(1, NOTES_SHOWN, {
    filter: pb.filter(`${subject} = {:id}`, { id }),
    sort: '-created,-id',
    expand: 'author',
    signal,
    requestKey: null,
  })
  return { items: page.items, totalItems: page.totalItems }
}

/** `intent=note`: the note added to the thread of `id`, or why not (the text stays in the form). */
export async function addNote(subject: NoteSubject, id: string, data: FormData): Promise<WriteResult> {
  const check = checkForm(noteSchema, formValues(data))
  if (!check.ok) return { status: 'error', intent: 'note', message: '', fields: check.fields }
  try {
    const note = await pb.collection('admin_notes').create({ [subject]: id, text: check.values.text }, { requestKey: null })
    return { status: 'done', intent: 'note', id: note.id }
  } catch (error) {
    console.error(NOTES_TEXTS.saveFailed, error)
    return { status: 'error', intent: 'note', ...formFailure(error, { fallback: NOTES_TEXTS.saveFailed }) }
  }
}

import { useRef, useState, type ReactNode } from 'react'
import { useFetcher } from 'react-router-dom'
import { FormAlert, SubmitButton, TextareaField } from '@/components/form'
import { formatDateTime } from '@/lib/format'
import { useNewResult, type WriteResult } from '../api/record-writes'
import { useUnsavedChanges } from '../api/use-unsaved-changes'
import { ListError } from '../components/list-error'
import { NOTES_TEXTS, type NotesPage } from './notes-data'
import { NOTE_MAX } from './note-schema'

/**
 * The shop's internal notes on an order or a customer (docs/adr/0097): a form to add one, then the
 * notes, newest first, each with its author and its date in Paris time. `children` is the list
 * (`NoteList`), drawn when the page's loader has it; the form stays while the list is read again, so a
 * refused note keeps its text.
 */
export function NotesThread({ level = 'h2', children }: { level?: 'h2' | 'h3'; children: ReactNode }) {
  const Heading = level
  return (
    <section aria-labelledby="admin-notes" className={level === 'h2' ? 'rounded-xl border border-line bg-surface p-5' : 'mt-5'}>
      <Heading id="admin-notes" className={level === 'h2' ? 'mb-3 text-xl font-semibold' : 'mb-2 font-semibold'}>
        {NOTES_TEXTS.heading}
      </Heading>
      <NoteForm />
      {children}
    </section>
  )
}

/** The form of a new note (the page's action, `intent=note`); emptied once the note is added. */
function NoteForm() {
  const fetcher = useFetcher<WriteResult>()
  const formRef = useRef<HTMLFormElement>(null)
  const [added, setAdded] = useState(0)
  const answer = useNewResult(fetcher)
  if (answer?.status === 'done') setAdded(added + 1)
  useUnsavedChanges(formRef, { baseline: added })
  const busy = fetcher.state !== 'idle'
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const refused = result?.status === 'error' ? result : null
  return (
    // Keyed by the notes added: the next one starts empty.
    <fetcher.Form key={added} ref={formRef} method="post" noValidate className="space-y-3">
      <input type="hidden" name="intent" value="note" />
      <TextareaField
        label={NOTES_TEXTS.label}
        name="text"
        rows={3}
        required
        maxLength={NOTE_MAX}
        hint={NOTES_TEXTS.hint}
        error={refused?.fields.text}
      />
      <FormAlert>{refused ? (refused.fields.order ?? refused.fields.customer ?? refused.message) : null}</FormAlert>
      {result?.status === 'done' && (
        <p role="status" className="text-sm font-medium text-forest-700 dark:text-forest-300">
          {NOTES_TEXTS.saved}
        </p>
      )}
      <SubmitButton busy={busy} busyLabel="Enregistrement...">
        {NOTES_TEXTS.submit}
      </SubmitButton>
    </fetcher.Form>
  )
}

/** The notes, newest first; `page` null when they could not be read. */
export function NoteList({ page }: { page: NotesPage | null }) {
  if (!page) return <ListError>{NOTES_TEXTS.loadFailed}</ListError>
  if (page.items.length === 0) return <p className="mt-4 text-sm text-ink-muted">{NOTES_TEXTS.empty}</p>
  return (
    <>
      <ol aria-label={NOTES_TEXTS.heading} className="mt-4 space-y-3">
        {page.items.map((note) => (
          <li key={note.id} className="rounded-lg border border-line p-3">
            <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{note.text}</p>
            <p className="mt-2 text-xs text-ink-muted">
              {note.expand?.author?.name || note.expand?.author?.email || NOTES_TEXTS.shop}
              {' · '}
              <time dateTime={note.created}>{formatDateTime(note.created)}</time>
            </p>
          </li>
        ))}
      </ol>
      {page.totalItems > page.items.length && (
        <p className="mt-3 text-sm text-ink-muted">{NOTES_TEXTS.newest(page.items.length, page.totalItems)}</p>
      )}
    </>
  )
}

/** The loading line of a list read without waiting. */
export function NotesLoading() {
  return <p className="mt-4 text-sm text-ink-muted">{NOTES_TEXTS.loading}</p>
}

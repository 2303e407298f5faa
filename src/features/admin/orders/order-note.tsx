import { useRef, useState } from 'react'
import { useFetcher } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { FormAlert, SubmitButton, TextareaField } from '@/components/form'
import type { OrderNotesRecord } from '@/lib/pocketbase-types'
import { useNewResult } from '../api/record-writes'
import { useEditVersion } from '../api/use-edit-version'
import { useUnsavedChanges } from '../api/use-unsaved-changes'
import { EditConflictAlert } from '../components/edit-conflict-alert'
import { ListError } from '../components/list-error'
import { ORDER_NOTE_TEXTS, type OrderNoteResult } from './order-note-data'
import { ORDER_NOTE_MAX } from './order-note-schema'

/**
 * The order's internal note in its details (docs/adr/0083): what the shop wants to remember about it,
 * saved with « Enregistrer la note ». The save names the version it opened: a note saved by someone
 * else since is a conflict (« Recharger » / « Garder mon texte »); closing the details with an unsaved
 * note asks first (the details close by leaving their address).
 */
export function OrderNote({ note }: { note: Promise<OrderNotesRecord | null> }) {
  return (
    <section aria-labelledby="order-note" className="mt-5">
      <h3 id="order-note" className="mb-2 font-semibold">
        {ORDER_NOTE_TEXTS.heading}
      </h3>
      <Deferred
        value={note}
        loading={<p className="text-sm text-ink-muted">{ORDER_NOTE_TEXTS.loading}</p>}
        failed={() => <ListError>{ORDER_NOTE_TEXTS.loadFailed}</ListError>}
      >
        {(loaded) => <OrderNoteForm loaded={loaded} />}
      </Deferred>
    </section>
  )
}

function OrderNoteForm({ loaded }: { loaded: OrderNotesRecord | null }) {
  /** The note as stored, as far as this form knows (the loader's, then each save's or « Recharger »'s). */
  const [note, setNote] = useState(loaded)
  const fetcher = useFetcher<OrderNoteResult>()
  const formRef = useRef<HTMLFormElement>(null)
  const opened = note?.updated ?? ''
  const { versionInput, saveOver } = useEditVersion(opened, formRef)
  useUnsavedChanges(formRef, { baseline: opened })
  const answer = useNewResult(fetcher)
  if (answer?.status === 'done' && answer.note) setNote(answer.note)
  const busy = fetcher.state !== 'idle'
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const refused = result?.status === 'error' ? result : null
  // « Recharger » answered this conflict: the form shows the note as it is now.
  const conflict = refused?.conflict && refused.conflict.record?.updated !== opened ? refused.conflict : null

  return (
    // Keyed by the version shown: a save or « Recharger » draws the stored text again.
    <fetcher.Form key={opened || 'new'} ref={formRef} method="post" noValidate className="space-y-3">
      <input type="hidden" name="intent" value="note" />
      <input {...versionInput} />
      <TextareaField
        label={ORDER_NOTE_TEXTS.label}
        name="text"
        rows={3}
        maxLength={ORDER_NOTE_MAX}
        defaultValue={note?.text ?? ''}
        hint={ORDER_NOTE_TEXTS.hint}
        error={refused?.fields.text}
      />
      <FormAlert>{refused && !refused.conflict ? refused.message : null}</FormAlert>
      {conflict && refused && (
        <EditConflictAlert
          message={refused.message}
          conflict={conflict}
          busy={busy}
          onKeep={saveOver}
          onReload={(record) => setNote(record as OrderNotesRecord)}
        />
      )}
      {result?.status === 'done' && (
        <p role="status" className="text-sm font-medium text-forest-700 dark:text-forest-300">
          {ORDER_NOTE_TEXTS.saved}
        </p>
      )}
      <SubmitButton busy={busy} busyLabel="Enregistrement...">
        Enregistrer la note
      </SubmitButton>
    </fetcher.Form>
  )
}

import type { ReactNode } from 'react'
import { Deferred } from '@/components/deferred'
import { CreditNoteButton } from '@/components/order-credit-notes'
import { formatDate, formatPrice } from '@/lib/format'
import type { CreditNotesRecord } from '@/lib/pocketbase-types'

const CREDIT_NOTES_TEXTS = {
  loading: 'Chargement des avoirs…',
  failed: 'Échec de la récupération des avoirs',
  pending: 'Remboursement en cours',
}

function Section({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="order-credit-notes" className="mt-5">
      <h3 id="order-credit-notes" className="mb-2 font-semibold">
        Remboursements et avoirs
      </h3>
      {children}
    </section>
  )
}

/** The order's credit notes in its details (docs/adr/0051): number, date, amount and the PDF; none, nothing shown. */
export function CreditNotes({ notes }: { notes: Promise<CreditNotesRecord[]> }) {
  return (
    <Deferred
      value={notes}
      loading={
        <Section>
          <p className="text-sm text-ink-muted">{CREDIT_NOTES_TEXTS.loading}</p>
        </Section>
      }
      failed={() => (
        <Section>
          <p role="alert" className="text-sm text-danger-700 dark:text-danger-300">
            {CREDIT_NOTES_TEXTS.failed}
          </p>
        </Section>
      )}
    >
      {(notes) =>
        notes.length > 0 && (
          <Section>
            <ul className="space-y-1 text-sm">
              {notes.map((note) => (
                <li key={note.id} className="flex flex-wrap items-baseline gap-x-3">
                  <span>
                    {note.status === 'issued'
                      ? `Avoir ${note.number} du ${formatDate(note.issued_at || note.created)}`
                      : CREDIT_NOTES_TEXTS.pending}
                    {' — '}
                    {formatPrice(note.amount ?? 0)}
                    {note.restocked ? ', pièces remises en stock' : ''}
                    {note.reason ? ` (${note.reason})` : ''}
                  </span>
                  {/* The PDF of an issued note (one still being refunded has no number yet). */}
                  {note.status === 'issued' && note.number && <CreditNoteButton note={{ id: note.id, number: note.number }} />}
                </li>
              ))}
            </ul>
          </Section>
        )
      }
    </Deferred>
  )
}

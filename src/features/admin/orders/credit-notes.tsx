import { useEffect, useState } from 'react'
import { formatDate, formatPrice } from '@/lib/format'
import { isAbortError } from '@/lib/pocketbase'
import type { CreditNotesRecord } from '@/lib/pocketbase-types'
import { fetchCreditNotes } from './refund-order'

const CREDIT_NOTES_TEXTS = {
  loading: 'Chargement des avoirs…',
  failed: 'Échec de la récupération des avoirs',
  pending: 'Remboursement en cours',
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; notes: CreditNotesRecord[] }

/** The order's credit notes in its details (docs/adr/0051): number, date, amount; none, nothing shown. */
export function CreditNotes({ orderId, version }: { orderId: string; version?: unknown }) {
  const [state, setState] = useState<State>({ status: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    fetchCreditNotes(orderId, controller.signal)
      .then((notes) => setState({ status: 'ready', notes }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return
        console.error('Admin credit notes:', error)
        setState({ status: 'error' })
      })
    return () => controller.abort()
  }, [orderId, version])

  if (state.status === 'ready' && state.notes.length === 0) return null
  return (
    <section aria-labelledby="order-credit-notes" className="mt-5">
      <h3 id="order-credit-notes" className="mb-2 font-semibold">
        Remboursements et avoirs
      </h3>
      {state.status === 'loading' && <p className="text-sm text-ink-muted">{CREDIT_NOTES_TEXTS.loading}</p>}
      {state.status === 'error' && (
        <p role="alert" className="text-sm text-danger-700 dark:text-danger-300">
          {CREDIT_NOTES_TEXTS.failed}
        </p>
      )}
      {state.status === 'ready' && (
        <ul className="space-y-1 text-sm">
          {state.notes.map((note) => (
            <li key={note.id}>
              {note.status === 'issued'
                ? `Avoir ${note.number} du ${formatDate(note.issued_at || note.created)}`
                : CREDIT_NOTES_TEXTS.pending}
              {' — '}
              {formatPrice(note.amount ?? 0)}
              {note.restocked ? ', pièces remises en stock' : ''}
              {note.reason ? ` (${note.reason})` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

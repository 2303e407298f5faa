import { useState } from 'react'
import { useToast } from '@/components/toast'
import { formatDate, formatPrice } from '@/lib/format'
import { CREDIT_NOTE_FAILED, fetchCreditNote, OrderDocumentError, saveBlob } from '@/lib/order-documents'
import type { MyCreditNote } from '@/lib/orders'

/**
 * The refunds of an order, as the customer and the pro see them (docs/adr/0051): each credit note's
 * number, date and amount, and its PDF. Nothing when there is none.
 */
export function OrderCreditNotes({ notes, className = '' }: { notes: readonly MyCreditNote[]; className?: string }) {
  if (notes.length === 0) return null
  return (
    <ul className={`space-y-1 text-sm ${className}`}>
      {notes.map((note) => (
        <li key={note.id} className="flex flex-wrap items-baseline gap-x-3">
          <span>
            Avoir {note.number} du {formatDate(note.issued_at)} : {formatPrice(note.amount ?? 0)} remboursés
          </span>
          <CreditNoteButton note={note} />
        </li>
      ))}
    </ul>
  )
}

/** Downloads one issued credit note's PDF (the owner's or an admin's: GET /api/shop/credit-notes/{id}/pdf). */
export function CreditNoteButton({ note }: { note: Pick<MyCreditNote, 'id' | 'number'> }) {
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      saveBlob(await fetchCreditNote(note.id), `avoir-${note.number}.pdf`)
    } catch (error) {
      toast.show(error instanceof OrderDocumentError ? error.message : CREDIT_NOTE_FAILED, { tone: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className="text-sm font-medium text-accent underline underline-offset-4 disabled:opacity-60"
      disabled={busy}
      aria-busy={busy}
      aria-label={`Télécharger l’avoir ${note.number}`}
      onClick={() => void download()}
    >
      {busy ? 'Téléchargement…' : 'Télécharger l’avoir'}
    </button>
  )
}

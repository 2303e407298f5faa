import { useState } from 'react'
import { useToast } from '@/components/toast'
import {
  type OrderDocument,
  OrderDocumentError,
  ORDER_DOCUMENT_FAILED,
  fetchOrderDocument,
  orderDocumentFilename,
  saveBlob,
} from '@/lib/order-documents'

const LABELS: Record<OrderDocument, string> = { invoice: 'Télécharger la facture', 'packing-slip': 'Bon de livraison' }

/**
 * A button that downloads one of the order's PDFs (docs/adr/0047); a failure shows in the toast.
 * The invoice button only makes sense for an invoiced order: render it when `order.invoice_number` is set.
 */
export function OrderDocumentButton({
  order,
  document,
  label = LABELS[document],
  className = 'text-sm font-medium text-accent underline underline-offset-4 disabled:opacity-60',
}: {
  order: { id: string; invoice_number?: string }
  document: OrderDocument
  label?: string
  className?: string
}) {
  const toast = useToast()
  const [busy, setBusy] = useState(false)

  const download = async () => {
    setBusy(true)
    try {
      saveBlob(await fetchOrderDocument(order.id, document), orderDocumentFilename(document, order))
    } catch (error) {
      toast.show(error instanceof OrderDocumentError ? error.message : ORDER_DOCUMENT_FAILED[document], { tone: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <button type="button" className={className} disabled={busy} aria-busy={busy} onClick={() => void download()}>
      {busy ? 'Téléchargement…' : label}
    </button>
  )
}

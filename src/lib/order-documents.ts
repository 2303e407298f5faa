// The order's PDFs (docs/adr/0047): the invoice (the owner or an admin) and the packing slip (admins),
// served by PocketBase's shop routes. They need the session's token, so they are fetched with it
// (a link cannot carry an Authorization header) and handed to the browser as a downloaded file.
import { POCKETBASE_URL, pb } from './pocketbase'

export type OrderDocument = 'invoice' | 'packing-slip'

export const ORDER_DOCUMENT_FAILED: Record<OrderDocument, string> = {
  invoice: 'Impossible de télécharger la facture pour le moment. Veuillez réessayer.',
  'packing-slip': 'Impossible de télécharger le bon de livraison pour le moment. Veuillez réessayer.',
}

/** The file's name: `facture-F2026-00001.pdf`, `bon-de-livraison-abcd1234.pdf`. */
export function orderDocumentFilename(document: OrderDocument, order: { id: string; invoice_number?: string }): string {
  return document === 'invoice'
    ? `facture-${order.invoice_number ?? order.id.slice(0, 8)}.pdf`
    : `bon-de-livraison-${order.id.slice(0, 8)}.pdf`
}

export const CREDIT_NOTE_FAILED = 'Impossible de télécharger l’avoir pour le moment. Veuillez réessayer.'

/** A refusal from the server, with its French message when it sent one. */
export class OrderDocumentError extends Error {}

/** Fetches a PDF of the shop's routes with the session's token; throws an OrderDocumentError in French. */
async function fetchPdf(path: string, failed: string): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(`${POCKETBASE_URL}${path}`, { headers: pb.authStore.token ? { Authorization: pb.authStore.token } : {} })
  } catch {
    throw new OrderDocumentError(failed)
  }
  if (!response.ok) {
    // The shop's routes answer in French (404: no such order or no invoice yet; 403: not an admin).
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null
    throw new OrderDocumentError(response.status < 500 && typeof body?.message === 'string' ? body.message : failed)
  }
  return response.blob()
}

/** The order's invoice or packing slip. */
export function fetchOrderDocument(orderId: string, document: OrderDocument): Promise<Blob> {
  return fetchPdf(`/api/shop/orders/${encodeURIComponent(orderId)}/${document}.pdf`, ORDER_DOCUMENT_FAILED[document])
}

/** A credit note (docs/adr/0051), saved as `avoir-AV2026-00001.pdf`. */
export function fetchCreditNote(noteId: string): Promise<Blob> {
  return fetchPdf(`/api/shop/credit-notes/${encodeURIComponent(noteId)}/pdf`, CREDIT_NOTE_FAILED)
}

/** Hands a blob to the browser as a file to save (the object URL is released afterwards). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export const PACKING_SLIPS_FAILED = 'Impossible de télécharger les bons de livraison pour le moment. Veuillez réessayer.'

/** The packing slips of several orders as one PDF (docs/adr/0095), in the order given. */
export function fetchPackingSlips(orderIds: readonly string[]): Promise<Blob> {
  return fetchPdf(`/api/shop/orders/packing-slips.pdf?ids=${orderIds.map(encodeURIComponent).join(',')}`, PACKING_SLIPS_FAILED)
}

/** `bons-de-livraison-3-commandes.pdf`. */
export const packingSlipsFilename = (count: number) => `bons-de-livraison-${count}-commandes.pdf`

// An order's e-invoices as the approved platform has them (docs/adr/0133): read by the order's loader,
// sent again (« Renvoyer ») by its action. The server's refusals are French sentences, shown as they are.
import { formFailure } from '@/lib/form-errors'
import { pb } from '@/lib/pocketbase'
import type { WriteResult } from '../api/record-writes'

export const EINVOICE_TEXTS = {
  heading: 'Facture électronique',
  noPlatform: 'Aucune plateforme configurée',
  noPlatformHelp: 'Les factures électroniques de cette commande ne sont transmises à aucune plateforme agréée.',
  waiting: 'En attente d’envoi à la plateforme agréée.',
  loading: 'Chargement de la facture électronique…',
  loadFailed: 'Impossible de lire l’état de la facture électronique.',
  resend: 'Renvoyer',
  resendFailed: 'Le renvoi à la plateforme a échoué. Réessayez dans quelques instants.',
  invoice: 'Facture',
  creditNote: 'Avoir',
  reason: 'Motif',
  retrying: (attempts: number) => `plateforme injoignable, ${attempts} essai${attempts > 1 ? 's' : ''} : nouvel essai automatique`,
}

export interface EinvoiceSubmission {
  id: string
  kind: 'invoice' | 'credit_note'
  document: string
  number: string
  status: 'pending' | 'sending' | 'deposited' | 'rejected' | 'paid'
  /** The status in French: « déposée », « rejetée », « encaissée »… */
  label: string
  reason: string
  attempts: number
  resends: number
  sent_at: string
  updated: string
}

export interface OrderEinvoices {
  /** Whether the order's documents are e-invoices. */
  einvoice: boolean
  /** Whether a platform is configured (EINVOICING_PLATFORM_URL). */
  configured: boolean
  submissions: EinvoiceSubmission[]
}

/** GET /api/shop/admin/orders/{id}/einvoices. */
export function readEinvoices(order: string, signal: AbortSignal): Promise<OrderEinvoices> {
  return pb.send<OrderEinvoices>(`/api/shop/admin/orders/${encodeURIComponent(order)}/einvoices`, { signal, requestKey: null })
}

/** `intent=einvoice-resend`: POST /api/shop/admin/einvoices/{id}/resend. */
export async function resendEinvoice(data: FormData): Promise<WriteResult> {
  const id = String(data.get('id') ?? '')
  try {
    await pb.send(`/api/shop/admin/einvoices/${encodeURIComponent(id)}/resend`, { method: 'POST', requestKey: null })
    return { status: 'done', intent: 'einvoice-resend', id }
  } catch (error) {
    return {
      status: 'error',
      intent: 'einvoice-resend',
      id,
      ...formFailure(error, { fallback: EINVOICE_TEXTS.resendFailed, trustServerMessage: true }),
    }
  }
}

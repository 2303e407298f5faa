// What GET /api/shop/custom-requests/{id}/page answers (pb_hooks/lib/quotes.js, docs/adr/0127): the
// customer's request page and the admin's request details read it.
import { pb } from '@/lib/pocketbase'

export interface QuoteLine {
  label: string
  quantity: number
  unit_price: number
}

export interface PageQuote {
  id: string
  request: string
  number: string
  lines: QuoteLine[]
  total: number
  making_time: string
  valid_until: string
  deposit_kind: '' | 'acompte' | 'arrhes'
  deposit_amount: number
  note: string
  status: 'draft' | 'sent' | 'accepted' | 'change_requested' | 'declined' | 'cancelled'
  sent_at: string
  accepted_at: string
  deposit_paid_at: string
  paid_at: string
  expired: boolean
  has_pdf: boolean
}

export interface PageMessage {
  id: string
  from: 'customer' | 'shop'
  body: string
  created: string
}

export interface PageRequest {
  id: string
  name: string
  email: string
  user: string
  jewelry_type: string
  main_stone: string
  secondary_stones: string[]
  bead_size: string
  wrist_size: number
  clasp_type: string
  stainless_steel_elements: boolean
  charms: string[]
  message: string
  composition: { pattern?: string } | null
  estimate: number
  status: string
  created: string
}

export interface RequestPage {
  access: 'owner' | 'link' | 'admin'
  jeton: string
  request: PageRequest
  quotes: PageQuote[]
  messages: PageMessage[]
}

export function fetchRequestPage(id: string, jeton: string, signal?: AbortSignal) {
  const query = jeton ? `?jeton=${encodeURIComponent(jeton)}` : ''
  return pb.send<RequestPage>(`/api/shop/custom-requests/${encodeURIComponent(id)}/page${query}`, {
    method: 'GET',
    signal,
    requestKey: null,
  })
}

/** The address of a quote's PDF of record (the token rides along: a link sends no session). */
export function quotePdfUrl(quoteId: string, jeton: string) {
  return pb.buildURL(`/api/shop/quotes/${encodeURIComponent(quoteId)}/pdf?jeton=${encodeURIComponent(jeton)}`)
}

/** The texts of the two kinds of deposit (L214-1 Code de la consommation; the server's copy: lib/quotes.js). */
export const DEPOSIT_TEXTS = {
  arrhes:
    'Arrhes : en cas d’annulation, vous les perdez ; si nous annulons, nous vous rendons le double (article L214-1 du Code de la consommation).',
  acompte: 'Acompte : il engage définitivement la commande ; le solde reste dû (article L214-1 du Code de la consommation).',
} as const

/** The pattern of a composition, in French (docs/adr/0126). */
export const PATTERN_LABELS: Record<string, string> = {
  alternate: 'Pierres alternées',
  grouped: 'Pierres groupées',
  centred: 'Pierre principale au centre',
}

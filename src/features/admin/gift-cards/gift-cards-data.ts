// The data of /dashboard/cartes-cadeaux (docs/adr/0117): the gift cards, 50 a page, searched by code or
// e-mail, filtered by status and sorted by the server (loader); a card cancelled through its route (action).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import type { GiftCardsRecord } from '@/lib/pocketbase-types'
import { pb } from '@/lib/pocketbase'
import type { Selected } from '@/lib/select-fields'
import { readPage, type ListPage, type ListSpec } from '../api/list-page'

export const GIFT_CARDS_TEXTS = {
  loadFailed: 'Échec de la récupération des cartes cadeaux',
  empty: 'Aucune carte cadeau pour le moment',
  search: 'Rechercher une carte (code ou e-mail)',
  cancelFailed: 'La carte n’a pas pu être annulée. Veuillez réessayer.',
  cancelled: 'La carte cadeau est annulée.',
}

export const GIFT_CARD_FIELDS = [
  'id',
  'code',
  'amount',
  'balance',
  'status',
  'expires',
  'order',
  'buyer_email',
  'recipient_email',
  'send_on',
  'sent_at',
  'cancelled_at',
  'created',
] as const

export type GiftCardRow = Selected<GiftCardsRecord, (typeof GIFT_CARD_FIELDS)[number]>

export type GiftCardsPage = ListPage<GiftCardRow>

/** `?q=`: every word in the code, the buyer's or the recipient's e-mail; `?statut=`; newest first. */
export const GIFT_CARD_LIST: ListSpec = {
  sorts: { code: 'code', achat: 'created', montant: 'amount', solde: 'balance', validite: 'expires' },
  defaultSort: '-created',
  filters: { active: 'status = "active"', cancelled: 'status = "cancelled"' },
  search: (folded) =>
    folded
      .split(' ')
      .filter(Boolean)
      .map((word) => pb.filter('(code ~ {:word} || buyer_email ~ {:word} || recipient_email ~ {:word})', { word }))
      .join(' && '),
}

export function loader({ request }: LoaderFunctionArgs) {
  return { page: readPage('gift_cards', GIFT_CARD_FIELDS, GIFT_CARD_LIST, request) }
}

export type CancelResult = { status: 'done'; message: string } | { status: 'error'; message: string }

/** « Annuler la carte »: the server cancels it (admins only) and the list is read again. */
export async function action({ request }: ActionFunctionArgs): Promise<CancelResult> {
  const id = String((await request.formData()).get('id') ?? '')
  try {
    await pb.send(`/api/shop/admin/gift-cards/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {}, requestKey: null })
    return { status: 'done', message: GIFT_CARDS_TEXTS.cancelled }
  } catch (error) {
    return { status: 'error', message: formFailure(error, { fallback: GIFT_CARDS_TEXTS.cancelFailed, trustServerMessage: true }).message }
  }
}

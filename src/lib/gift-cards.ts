/** The signed-in customer's gift cards (docs/adr/0117): read through the records API (their own only). */
import { pb } from './pocketbase'
import { selectFields } from './select-fields'

export const MY_GIFT_CARD_FIELDS = [
  'id',
  'code',
  'amount',
  'balance',
  'status',
  'expires',
  'recipient_name',
  'recipient_email',
  'send_on',
  'sent_at',
] as const

export async function fetchMyGiftCards(userId: string, signal?: AbortSignal) {
  return selectFields(pb.collection('gift_cards'), MY_GIFT_CARD_FIELDS).list(1, 50, {
    filter: pb.filter('user = {:user}', { user: userId }),
    sort: '-created',
    signal,
  })
}

export type MyGiftCards = Awaited<ReturnType<typeof fetchMyGiftCards>>

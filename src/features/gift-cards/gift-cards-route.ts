// /cartes-cadeaux (docs/adr/0117): the shopper picks one of the shop's amounts, optionally a recipient,
// a message and a sending day; the card goes into the cart as a line of its own and is paid through
// the checkout (the server prices it from the shop's settings).
import type { ActionFunctionArgs } from 'react-router-dom'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import { giftCardSchema, type GiftCardValues } from './gift-cards-schema'

export { GiftCardsScreen as Component } from './gift-cards-screen'

export const DEFAULT_AMOUNTS = [25, 50, 75, 100]

/** The amounts on sale; the defaults when the server cannot be read (it checks the amount anyway). */
export async function loadAmounts(): Promise<number[]> {
  try {
    const answer = await pb.send<{ amounts?: unknown }>('/api/shop/gift-cards/amounts', { requestKey: null })
    const amounts = Array.isArray(answer.amounts) ? answer.amounts.filter((a): a is number => typeof a === 'number') : []
    return amounts.length > 0 ? amounts : DEFAULT_AMOUNTS
  } catch {
    return DEFAULT_AMOUNTS
  }
}

export async function loader() {
  return { amounts: await loadAmounts() }
}

export type GiftCardResult =
  { status: 'done'; card: GiftCardValues; key: number } | { status: 'error'; fields: FieldErrors; values: Record<string, string> }

export async function action({ request }: ActionFunctionArgs): Promise<GiftCardResult> {
  const values = formValues(await request.formData())
  const check = checkForm(giftCardSchema(await loadAmounts()), values)
  if (!check.ok) return { status: 'error', fields: check.fields, values }
  return { status: 'done', card: check.values, key: Date.now() }
}

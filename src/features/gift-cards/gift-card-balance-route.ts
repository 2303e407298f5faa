// /cartes-cadeaux/solde (docs/adr/0117): anyone checks a card's balance and validity by its code; the
// server tells nothing else and limits the attempts per address.
import type { ActionFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import { giftCardBalanceSchema } from './gift-card-balance-schema'

export interface GiftCardBalance {
  code: string
  balance: number
  expires: string
  status: 'active' | 'expired' | 'cancelled'
}

export type BalanceResult =
  { status: 'done'; card: GiftCardBalance } | { status: 'error'; message: string; fields: Record<string, string>; code: string }

const FALLBACK = 'Le solde n’a pas pu être consulté. Veuillez réessayer.'

export async function action({ request }: ActionFunctionArgs): Promise<BalanceResult> {
  const values = formValues(await request.formData())
  const check = checkForm(giftCardBalanceSchema, values)
  const typed = values.code ?? ''
  if (!check.ok) return { status: 'error', message: '', fields: check.fields, code: typed }
  try {
    const card = await pb.send<GiftCardBalance>('/api/shop/gift-cards/balance', {
      method: 'POST',
      body: { code: check.values.code },
      requestKey: null,
    })
    return { status: 'done', card }
  } catch (error) {
    return { status: 'error', ...formFailure(error, { fallback: FALLBACK, trustServerMessage: true }), code: typed }
  }
}

export { GiftCardBalanceScreen as Component } from './gift-card-balance-screen'

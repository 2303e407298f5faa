// The data of /dashboard/retractations (docs/adr/0049): the newest withdrawal declarations.
import { pb } from '@/lib/pocketbase'
import type { WithdrawalsRecord } from '@/lib/pocketbase-types'
import { selectFields } from '@/lib/select-fields'

/** The newest declarations shown. */
export const SHOWN = 200

export const WITHDRAWALS_TEXTS = {
  loadFailed: 'Échec de la récupération des rétractations',
  empty: 'Aucune rétractation reçue pour le moment',
}

const WITHDRAWAL_ROW_FIELDS = ['id', 'order', 'name', 'email', 'order_number', 'declared_at', 'deadline', 'status'] as const

/** What the table shows of a declaration. */
export type WithdrawalRow = Pick<WithdrawalsRecord, (typeof WITHDRAWAL_ROW_FIELDS)[number]>

export interface WithdrawalsData {
  rows: WithdrawalRow[]
  failed: boolean
}

/** Reads the newest declarations, newest first (admins only: the collection's rule). */
export async function loader(): Promise<WithdrawalsData> {
  try {
    const page = await selectFields(pb.collection('withdrawals'), WITHDRAWAL_ROW_FIELDS).list(1, SHOWN, { sort: '-created' })
    return { rows: page.items, failed: false }
  } catch (error) {
    console.error('Admin list withdrawals:', error)
    return { rows: [], failed: true }
  }
}

// The data of /dashboard/retractations (docs/adr/0049): the newest withdrawal declarations.
import type { LoaderFunctionArgs } from 'react-router-dom'
import type { WithdrawalsRecord } from '@/lib/pocketbase-types'
import type { Selected } from '@/lib/select-fields'
import { readNewest } from '../api/record-writes'

/** The newest declarations shown. */
export const SHOWN = 200

export const WITHDRAWALS_TEXTS = {
  loadFailed: 'Échec de la récupération des rétractations',
  empty: 'Aucune rétractation reçue pour le moment',
}

const FIELDS = ['id', 'order', 'name', 'email', 'order_number', 'declared_at', 'deadline', 'status'] as const

export type WithdrawalRow = Selected<WithdrawalsRecord, (typeof FIELDS)[number]>

/** The newest declarations, newest first (admins only: the collection's rule); not awaited: the table shows 'Chargement...'. */
export function loader({ request }: LoaderFunctionArgs) {
  return { rows: readNewest('withdrawals', FIELDS, SHOWN, request.signal) }
}

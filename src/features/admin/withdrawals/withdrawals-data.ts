// The data of /dashboard/retractations (docs/adr/0049): the newest withdrawal declarations.
import type { LoaderFunctionArgs } from 'react-router-dom'
import { pb } from '@/lib/pocketbase'
import type { WithdrawalsRecord } from '@/lib/pocketbase-types'
import { later } from '@/lib/route-data'

/** The newest declarations shown. */
export const SHOWN = 200

export const WITHDRAWALS_TEXTS = {
  loadFailed: 'Échec de la récupération des rétractations',
  empty: 'Aucune rétractation reçue pour le moment',
}

export type WithdrawalRow = Pick<
  WithdrawalsRecord,
  'id' | 'order' | 'name' | 'email' | 'order_number' | 'declared_at' | 'deadline' | 'status' | 'created'
>

const FIELDS = 'id,order,name,email,order_number,declared_at,deadline,status,created'

/** The newest declarations, newest first (admins only: the collection's rule); not awaited: the table shows 'Chargement...'. */
export function loader({ request }: LoaderFunctionArgs) {
  const rows = pb
    .collection('withdrawals')
    .getList<WithdrawalRow>(1, SHOWN, { sort: '-created', fields: FIELDS, signal: request.signal, requestKey: null })
    .then((page) => page.items)
    .catch((error: unknown) => {
      console.error('Admin list withdrawals:', error)
      throw error
    })
  return { rows: later(rows) }
}

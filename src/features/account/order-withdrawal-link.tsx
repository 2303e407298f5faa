import { Link } from 'react-router-dom'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { WITHDRAW_HERE, withdrawalHref, withdrawalOpen } from '@/lib/withdrawal'

/** « Renoncer au contrat ici » on an order of the account, while its withdrawal period runs (docs/adr/0049). */
export function OrderWithdrawalLink({ order }: { order: Pick<OrdersRecord, 'id' | 'status' | 'shipped_at' | 'updated'> }) {
  if (!withdrawalOpen(order)) return null
  return (
    <Link
      to={withdrawalHref(order.id)}
      aria-label={`${WITHDRAW_HERE} : commande n° ${order.id.slice(0, 8)}`}
      className="mt-2 block text-xs font-medium text-accent underline underline-offset-4 hover:text-accent-hover"
    >
      {WITHDRAW_HERE}
    </Link>
  )
}

import { Link } from 'react-router-dom'
import { OrderWithdrawalState } from '@/components/order-withdrawal-state'
import type { MyWithdrawal } from '@/lib/orders'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { WITHDRAW_HERE, withdrawalHref, withdrawalOpen } from '@/lib/withdrawal'

type WithdrawableOrder = Pick<OrdersRecord, 'id' | 'status' | 'shipped_at' | 'updated' | 'b2b'> & { withdrawal: MyWithdrawal | null }

/**
 * An order's withdrawal in the account (docs/adr/0049, 0080): the declaration and how it stands once
 * made; before, « Renoncer au contrat ici » while the period runs; nothing for a B2B order (a pro's
 * purchase for their business has no consumer withdrawal).
 */
export function OrderWithdrawalLink({ order, className = 'mt-2 text-xs' }: { order: WithdrawableOrder; className?: string }) {
  if (order.withdrawal) return <OrderWithdrawalState withdrawal={order.withdrawal} className={className} />
  if (order.b2b || !withdrawalOpen(order)) return null
  return (
    <Link
      to={withdrawalHref(order.id)}
      aria-label={`${WITHDRAW_HERE} : commande n° ${order.id.slice(0, 8)}`}
      className={`${className} block font-medium text-accent underline underline-offset-4 hover:text-accent-hover`}
    >
      {WITHDRAW_HERE}
    </Link>
  )
}

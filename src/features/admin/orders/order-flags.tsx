import type { OrdersRecord, WithdrawalsRecord } from '@/lib/pocketbase-types'
import { orderWithdrawal } from '../withdrawals/withdrawal-state'
import { WithdrawalBadge } from '../withdrawals/withdrawal-badge'
import { PARTLY_REFUNDED, partlyRefunded } from './order-format'

/**
 * What an order's row says beside its status, wherever the owner works on it (docs/adr/0081): part of
 * it refunded, a declared withdrawal and what became of it. Nothing when there is nothing to say.
 */
export function OrderFlags({
  order,
}: {
  order: Pick<OrdersRecord, 'status' | 'amount_refunded'> & { expand?: { withdrawals_via_order?: unknown } }
}) {
  const withdrawal = orderWithdrawal<Pick<WithdrawalsRecord, 'status' | 'declared_at'>>(order)
  const partial = partlyRefunded(order)
  if (!withdrawal && !partial) return null
  return (
    <span className="flex flex-wrap gap-1">
      {partial && (
        <span className="inline-flex items-center rounded-full bg-gold-200/50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-gold-700 dark:bg-gold-700/25 dark:text-gold-200">
          {PARTLY_REFUNDED}
        </span>
      )}
      {withdrawal && <WithdrawalBadge withdrawal={withdrawal} />}
    </span>
  )
}

import { formatDateTime } from '@/lib/format'
import type { WithdrawalsRecord, WithdrawalsStatus } from '@/lib/pocketbase-types'

const BADGE_CLASS: Record<WithdrawalsStatus, string> = {
  received: 'bg-danger-100 text-danger-700 dark:bg-danger-700/25 dark:text-danger-100',
  refunded: 'bg-surface-muted text-ink-muted',
  refused: 'bg-surface-muted text-ink-muted',
}

const BADGE_LABEL: Record<WithdrawalsStatus, string> = {
  received: 'Rétractation reçue',
  refunded: 'Rétractation remboursée',
  refused: 'Rétractation refusée',
}

/** The flag of an order with a declared withdrawal: always its words, never its colour alone. */
export function WithdrawalBadge({ withdrawal }: { withdrawal: Pick<WithdrawalsRecord, 'status' | 'declared_at'> }) {
  return (
    <span
      title={`Déclarée le ${formatDateTime(withdrawal.declared_at)}`}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${BADGE_CLASS[withdrawal.status]}`}
    >
      {BADGE_LABEL[withdrawal.status]}
    </span>
  )
}

import type { MyWithdrawal } from '@/lib/orders'
import { withdrawalStateText } from '@/lib/withdrawal'

/**
 * The withdrawal declared for an order, as its customer and the pro see it (docs/adr/0080):
 * « Rétractation reçue le 24 novembre 2026 à 14 h 05 », then « — remboursée » or « — refusée ».
 * Nothing when none was declared.
 */
export function OrderWithdrawalState({ withdrawal, className = 'text-xs' }: { withdrawal: MyWithdrawal | null; className?: string }) {
  if (!withdrawal) return null
  const tone =
    withdrawal.status === 'refunded'
      ? 'text-forest-700 dark:text-forest-100'
      : withdrawal.status === 'refused'
        ? 'text-danger-700 dark:text-danger-100'
        : 'text-gold-700 dark:text-gold-200'
  return (
    <div className={className}>
      <p className={`font-medium ${tone}`}>{withdrawalStateText(withdrawal)}</p>
      {withdrawal.status === 'refused' && withdrawal.refusal_reason ? <p>Motif : {withdrawal.refusal_reason}</p> : null}
    </div>
  )
}

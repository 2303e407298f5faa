import type { ReactNode } from 'react'
import { formatPrice } from '@/lib/format'
import type { OrderItem } from '@/lib/pocketbase-types'
import { OrderLineName } from './order-line-name'

/** A line's total in euros, computed in cents (3 × 39,90 € is 119,70 €, not 119,699…). */
function lineTotal(item: OrderItem): number {
  return (Math.round(item.price * 100) * item.quantity) / 100
}

/**
 * An order's lines with quantity, unit price and total: the customer's order page and the admin's
 * order details (docs/adr/0080, 0081). `footer`: rows under the lines (delivery, totals), four
 * columns wide. `compact`: the denser cells of a dialog.
 */
export function OrderLinesTable({
  items,
  caption,
  footer,
  compact = false,
}: {
  items: readonly OrderItem[]
  caption?: string
  footer?: ReactNode
  compact?: boolean
}) {
  const y = compact ? 'py-1' : 'py-3'
  const x = compact ? 'pr-2' : 'px-3'
  return (
    <table className={compact ? 'w-full text-left text-sm' : 'w-full min-w-[28rem] text-left text-sm'}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className={compact ? 'text-xs text-ink-muted' : 'border-b border-line text-xs tracking-wide text-ink-muted uppercase'}>
        <tr>
          <th scope="col" className={`${compact ? 'py-1' : 'py-2'} pr-3 font-medium`}>
            Article
          </th>
          <th scope="col" className={`${x} ${compact ? 'py-1' : 'py-2'} text-right font-medium`}>
            Quantité
          </th>
          <th scope="col" className={`${x} ${compact ? 'py-1' : 'py-2'} text-right font-medium`}>
            Prix unitaire
          </th>
          <th scope="col" className={`${compact ? 'py-1' : 'py-2 pl-3'} text-right font-medium`}>
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {items.map((item, index) => (
          <tr key={`${item.id}-${index}`}>
            <td className={`${y} pr-3`}>
              <OrderLineName item={item} />
            </td>
            <td className={`${x} ${y} text-right tabular-nums`}>{item.quantity}</td>
            <td className={`${x} ${y} text-right whitespace-nowrap tabular-nums`}>{formatPrice(item.price)}</td>
            <td className={`${y} ${compact ? '' : 'pl-3'} text-right whitespace-nowrap tabular-nums`}>{formatPrice(lineTotal(item))}</td>
          </tr>
        ))}
      </tbody>
      {footer ? <tfoot className="border-t border-line">{footer}</tfoot> : null}
    </table>
  )
}

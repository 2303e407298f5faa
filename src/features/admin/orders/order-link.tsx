import { Link } from 'react-router-dom'
import { adminPaths } from '@/lib/admin-paths'
import { href } from '@/lib/paths'
import { orderNumber } from './order-format'

/** An order's number in a list of its documents (withdrawals, credit notes): opens its details over the orders' table. */
export function OrderLink({ orderId }: { orderId: string }) {
  const number = orderNumber({ id: orderId })
  return (
    <Link
      to={href(adminPaths.order, { id: orderId })}
      aria-label={`Ouvrir la commande ${number}`}
      className="font-mono text-xs whitespace-nowrap text-accent underline underline-offset-4"
    >
      {number}
    </Link>
  )
}

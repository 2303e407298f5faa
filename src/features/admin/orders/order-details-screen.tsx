import type { ReactNode } from 'react'
import { useLoaderData, useOutletContext, useParams } from 'react-router-dom'
import { AddressBlock } from '@/components/address/address-block'
import { readAddressCopy, sameAddress } from '@/components/address/address-copy'
import { OrderDocumentButton } from '@/components/order-document-button'
import type { Address } from '@/lib/address'
import { formatDate, formatPrice } from '@/lib/format'
import { orderStatusLabel } from '@/lib/order-status'
import { orderTotal } from '@/lib/orders'
import type { CreditNotesRecord, OrderEventsRecord, OrdersRecord } from '@/lib/pocketbase-types'
import { Modal } from '../components/modal'
import { CreditNotes } from './credit-notes'
import { OrderHistory } from './order-history'
import { OrderNote } from './order-note'
import { ORDERS_TEXTS } from './orders-data'
import type { loader } from './order-details-data'
import { customerEmail, customerName, orderNumber, paymentMode, productLines } from './order-format'
import { ShippingInfo } from './shipping-info'

/** A billing address is shown when there is one that differs from the delivery one. */
function billingShown(shipping: Address | null, billing: Address | null): billing is Address {
  return billing !== null && !(shipping && sameAddress(billing, shipping))
}

/** Both addresses of the order, as they were when it was paid. */
function OrderAddresses({ order }: { order: OrdersRecord }) {
  const shipping = readAddressCopy(order.shipping_address)
  const billing = readAddressCopy(order.billing_address)
  const note = (text: string) => <p className="text-sm text-ink-muted">{text}</p>
  return (
    <div className="mt-5 grid gap-5 sm:grid-cols-2">
      <section aria-labelledby="order-shipping">
        <h3 id="order-shipping" className="mb-2 font-semibold">
          Adresse de livraison
        </h3>
        {shipping ? <AddressBlock address={shipping} /> : note(ORDERS_TEXTS.noAddress)}
      </section>
      <section aria-labelledby="order-billing">
        <h3 id="order-billing" className="mb-2 font-semibold">
          Adresse de facturation
        </h3>
        {billingShown(shipping, billing) ? (
          <AddressBlock address={billing} />
        ) : (
          note(shipping ? ORDERS_TEXTS.sameAsShipping : ORDERS_TEXTS.noAddress)
        )}
      </section>
    </div>
  )
}

/** What the orders screen gives its details (`<Outlet context>`): the list as read, and how to close. */
export interface OrdersOutlet {
  orders: OrdersRecord[]
  close: () => void
  /** After a done write: back to the list, with the answer's green toast. */
  done: (notice: string) => void
}

/**
 * /dashboard/orders/:id, over the orders' table: the order as the list read it, its shipment, its
 * documents, both addresses, what was bought, then its credit notes and its history (the route's
 * loader, read without waiting: each says it is loading). The back button closes it.
 */
export function OrderDetailsScreen() {
  const { orders, close } = useOutletContext<OrdersOutlet>()
  const { notes, events, note } = useLoaderData<typeof loader>()
  const { id } = useParams()
  const order = orders.find((candidate) => candidate.id === id)
  if (!order) return null
  return (
    <OrderDetails order={order} notes={notes} events={events} onClose={close}>
      <OrderNote key={order.id} note={note} />
    </OrderDetails>
  )
}

function OrderDetails({
  order,
  notes,
  events,
  onClose,
  children,
}: {
  order: OrdersRecord
  notes: Promise<CreditNotesRecord[]>
  events: Promise<OrderEventsRecord[]>
  onClose: () => void
  /** The order's internal note (its own form). */
  children?: ReactNode
}) {
  const lines = productLines(order)
  return (
    <Modal title="Détails de la commande" onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-ink-muted">Commande</dt>
        <dd className="font-mono">{orderNumber(order)}</dd>
        <dt className="font-medium text-ink-muted">Client</dt>
        <dd>{customerName(order)}</dd>
        <dt className="font-medium text-ink-muted">Email</dt>
        <dd className="break-all">{customerEmail(order)}</dd>
        <dt className="font-medium text-ink-muted">Date</dt>
        <dd>{formatDate(order.created)}</dd>
        <dt className="font-medium text-ink-muted">Total</dt>
        <dd>{formatPrice(orderTotal(order))}</dd>
        <dt className="font-medium text-ink-muted">Statut</dt>
        <dd>{orderStatusLabel(order.status)}</dd>
        <dt className="font-medium text-ink-muted">Paiement</dt>
        <dd>{paymentMode(order)}</dd>
      </dl>
      <ShippingInfo order={order} />
      <div className="mt-4 flex flex-wrap gap-4">
        {order.invoice_number && <OrderDocumentButton order={order} document="invoice" label="Facture" />}
        <OrderDocumentButton order={order} document="packing-slip" />
      </div>
      <OrderAddresses order={order} />
      <h3 className="mt-5 mb-2 font-semibold">Produits</h3>
      {lines.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {lines.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{ORDERS_TEXTS.noProducts}</p>
      )}
      <CreditNotes notes={notes} />
      {children}
      <OrderHistory events={events} />
    </Modal>
  )
}

import type { ReactNode } from 'react'
import { Deferred } from '@/components/deferred'
import { OrderLinesTable } from '@/components/order-lines-table'
import { Link, useLoaderData, useOutletContext } from 'react-router-dom'
import { AddressBlock } from '@/components/address/address-block'
import { readAddressCopy, sameAddress } from '@/components/address/address-copy'
import { OrderDocumentButton } from '@/components/order-document-button'
import type { Address } from '@/lib/address'
import { adminPaths } from '@/lib/admin-paths'
import { formatDateTime, formatPrice } from '@/lib/format'
import { orderStatusLabel } from '@/lib/order-status'
import { transferPaymentText } from '@/lib/payment-terms'
import { giftCardsOnly, orderLines, orderTotal } from '@/lib/orders'
import type { CreditNotesRecord, OrderEventsRecord, OrdersRecord } from '@/lib/pocketbase-types'
import { tableButtonClass } from '../components/data-table'
import { Modal } from '../components/modal'
import { CreditNotes } from './credit-notes'
import { EinvoicePanel } from './einvoice-panel'
import { ListError } from '../components/list-error'
import { NOTES_TEXTS } from '../notes/notes-data'
import { NoteList, NotesLoading, NotesThread } from '../notes/notes-thread'
import { OrderHistory } from './order-history'
import { OrderRead } from './order-read'
import { ORDERS_TEXTS } from './orders-data'
import type { loader } from './order-details-data'
import { customerEmail, customerName, orderNumber, PARTLY_REFUNDED, partlyRefunded, paymentMode, productLines } from './order-format'
import { ShippingInfo } from './shipping-info'
import { orderWithdrawal, WITHDRAWAL_STATUS, withdrawalSummary } from '../withdrawals/withdrawal-state'

/** A billing address is shown when there is one that differs from the delivery one. */
function billingShown(shipping: Address | null, billing: Address | null): billing is Address {
  return billing !== null && !(shipping && sameAddress(billing, shipping))
}

/** Both addresses of the order, as they were when it was paid; gift cards alone, the billing one. */
function OrderAddresses({ order }: { order: OrdersRecord }) {
  const shipping = readAddressCopy(order.shipping_address)
  const billing = readAddressCopy(order.billing_address)
  const note = (text: string) => <p className="text-sm text-ink-muted">{text}</p>
  const delivered = !giftCardsOnly(order)
  return (
    <div className="mt-5 grid gap-5 sm:grid-cols-2">
      {delivered && (
        <section aria-labelledby="order-shipping">
          <h3 id="order-shipping" className="mb-2 font-semibold">
            Adresse de livraison
          </h3>
          {shipping ? <AddressBlock address={shipping} /> : note(ORDERS_TEXTS.noAddress)}
        </section>
      )}
      <section aria-labelledby="order-billing">
        <h3 id="order-billing" className="mb-2 font-semibold">
          Adresse de facturation
        </h3>
        {billingShown(delivered ? shipping : null, billing) ? (
          <AddressBlock address={billing} />
        ) : (
          note(shipping && delivered ? ORDERS_TEXTS.sameAsShipping : ORDERS_TEXTS.noAddress)
        )}
      </section>
    </div>
  )
}

/** What the orders screen gives its details and its refund (`<Outlet context>`): how to close. */
export interface OrdersOutlet {
  close: () => void
  /** After a done write: back to the list, with the answer's green toast. */
  done: (notice: string) => void
  /** The order's actions (ship, refund, cancel, as its status allows), at the foot of its page. */
  actions?: (order: OrdersRecord) => ReactNode
}

/**
 * /dashboard/orders/:id, over the orders' table: the order (read by the route's loader), its
 * shipment, its documents, both addresses, what was bought, then its credit notes and its history
 * (read without waiting too: each says it is loading). The back button closes it.
 */
export function OrderDetailsScreen() {
  const { close, actions } = useOutletContext<OrdersOutlet>()
  const { order, notes, events, adminNotes, einvoices } = useLoaderData<typeof loader>()
  return (
    <OrderRead order={order} title="Détails de la commande" onClose={close}>
      {(order) => (
        <OrderDetails order={order} notes={notes} events={events} onClose={close} actions={actions?.(order)}>
          <EinvoicePanel value={einvoices} />
          <NotesThread key={order.id} level="h3">
            <Deferred value={adminNotes} loading={<NotesLoading />} failed={() => <ListError>{NOTES_TEXTS.loadFailed}</ListError>}>
              {(page) => <NoteList page={page} />}
            </Deferred>
          </NotesThread>
        </OrderDetails>
      )}
    </OrderRead>
  )
}

function OrderDetails({
  order,
  notes,
  events,
  onClose,
  actions,
  children,
}: {
  order: OrdersRecord
  notes: Promise<CreditNotesRecord[]>
  events: Promise<OrderEventsRecord[]>
  onClose: () => void
  /** Its actions, kept in view at the bottom (docs/adr/0093), with the way back to the list. */
  actions?: ReactNode
  /** The shop's internal notes on the order (their own form). */
  children?: ReactNode
}) {
  const total = orderTotal(order)
  const refunded = order.amount_refunded ?? 0
  return (
    <Modal
      title="Détails de la commande"
      onClose={onClose}
      footer={
        <>
          {actions}
          <button type="button" className={tableButtonClass} onClick={onClose}>
            Retour aux commandes
          </button>
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-ink-muted">Commande</dt>
        <dd className="font-mono">{orderNumber(order)}</dd>
        <dt className="font-medium text-ink-muted">Client</dt>
        <dd>{customerName(order)}</dd>
        <dt className="font-medium text-ink-muted">Email</dt>
        <dd className="break-all">{customerEmail(order)}</dd>
        <dt className="font-medium text-ink-muted">Date</dt>
        <dd>{formatDateTime(order.created)}</dd>
        <dt className="font-medium text-ink-muted">Total</dt>
        <dd>{formatPrice(total)}</dd>
        {/* A discount code (docs/adr/0116): the total above is after it. */}
        {(order.discount ?? 0) > 0 && (
          <>
            <dt className="font-medium text-ink-muted">Remise</dt>
            <dd>
              {formatPrice(order.discount ?? 0)}
              {order.discount_code ? ` (code ${order.discount_code})` : ''}
            </dd>
          </>
        )}
        {/* What went back to the customer, and what the shop keeps (docs/adr/0051). */}
        <dt className="font-medium text-ink-muted">Remboursé</dt>
        <dd>{formatPrice(refunded)}</dd>
        <dt className="font-medium text-ink-muted">Solde</dt>
        <dd>{formatPrice(Math.round((total - refunded) * 100) / 100)}</dd>
        <dt className="font-medium text-ink-muted">Statut</dt>
        <dd>
          {orderStatusLabel(order.status)}
          {partlyRefunded(order) ? ` · ${PARTLY_REFUNDED}` : ''}
        </dd>
        <dt className="font-medium text-ink-muted">Paiement</dt>
        <dd>{paymentMode(order)}</dd>
        {/* On invoice (docs/adr/0131): the due date and what was received. */}
        {transferPaymentText(order) && (
          <>
            <dt className="font-medium text-ink-muted">Virement à 30 jours</dt>
            <dd>{transferPaymentText(order)}</dd>
          </>
        )}
      </dl>
      <ShippingInfo order={order} />
      <div className="mt-4 flex flex-wrap gap-4">
        {order.invoice_number && <OrderDocumentButton order={order} document="invoice" label="Facture" />}
        {!giftCardsOnly(order) && <OrderDocumentButton order={order} document="packing-slip" />}
      </div>
      <OrderWithdrawal order={order} />
      <OrderAddresses order={order} />
      <OrderLines order={order} />
      <CreditNotes notes={notes} />
      {children}
      <OrderHistory events={events} />
    </Modal>
  )
}

/** What was bought: each line with its unit price at purchase time and its total; older orders, their products' names. */
function OrderLines({ order }: { order: OrdersRecord }) {
  const items = orderLines(order)
  const names = items.length > 0 ? [] : productLines(order)
  return (
    <section aria-labelledby="order-lines" className="mt-5">
      <h3 id="order-lines" className="mb-2 font-semibold">
        Produits
      </h3>
      {items.length > 0 ? (
        <OrderLinesTable items={items} compact />
      ) : names.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {names.map((name, index) => (
            <li key={`${index}-${name}`}>{name}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{ORDERS_TEXTS.noProducts}</p>
      )}
    </section>
  )
}

/** The customer's withdrawal, when they declared one (docs/adr/0081): when, the refund's deadline, what became of it. */
function OrderWithdrawal({ order }: { order: OrdersRecord }) {
  const withdrawal = orderWithdrawal(order)
  if (!withdrawal) return null
  return (
    <section
      aria-labelledby="order-withdrawal"
      className={`mt-5 rounded-lg border p-3 text-sm ${
        withdrawal.status === 'received' ? 'border-danger-300 bg-danger-100/60 dark:border-danger-700 dark:bg-danger-700/15' : 'border-line'
      }`}
    >
      <h3 id="order-withdrawal" className="mb-1 font-semibold">
        Rétractation
      </h3>
      <p>{withdrawalSummary(withdrawal)}.</p>
      <p className="text-ink-muted">Statut : {WITHDRAWAL_STATUS[withdrawal.status]}</p>
      {withdrawal.status === 'refused' && withdrawal.refusal_reason && <p>Motif du refus : {withdrawal.refusal_reason}</p>}
      <p className="mt-1">
        <Link
          to={`${adminPaths.withdrawals}?q=${encodeURIComponent(`n° ${order.id.slice(0, 8)}`)}`}
          className="font-medium text-accent underline underline-offset-4"
        >
          Voir la rétractation
        </Link>
      </p>
    </section>
  )
}

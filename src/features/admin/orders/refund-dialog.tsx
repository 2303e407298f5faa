import { useRef, useState } from 'react'
import { Form, useLoaderData, useOutletContext, useParams } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { CheckboxField, FormAlert, SubmitButton, TextareaField, TextField, useFocusFirstError } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatPrice } from '@/lib/format'
import type { CreditNotesRecord, OrdersRecord } from '@/lib/pocketbase-types'
import { Modal } from '../components/modal'
import { checkRefund, quantityField } from './orders-schema'
import type { refundLoader } from './order-details-data'
import type { OrdersOutlet } from './order-details-screen'
import { orderNumber } from './order-format'
import { refundableLines, type RefundableLine } from './refund-order'
import { useOrderDialog } from './use-order-dialog'

const REFUND_TEXTS = {
  loading: 'Chargement des articles remboursables…',
  loadFailed: 'Échec de la récupération des remboursements de cette commande',
  nothingLeft: 'Tous les articles de cette commande ont déjà été remboursés.',
  quantityHint: (left: number, price: number) => `${left} remboursable${left > 1 ? 's' : ''} · ${formatPrice(price)} l’unité`,
}

/**
 * /dashboard/orders/:id/rembourser, over the orders' table: « Rembourser ». The route's loader reads
 * the order's credit notes (what is left to refund); the form posts to the orders' action.
 */
export function RefundScreen() {
  const { orders, close, done } = useOutletContext<OrdersOutlet>()
  const { notes } = useLoaderData<typeof refundLoader>()
  const { id } = useParams()
  const order = orders.find((candidate) => candidate.id === id)
  if (!order) return null
  return (
    <Modal title={`Rembourser la commande ${orderNumber(order)}`} onClose={close}>
      <RefundLines order={order} notes={notes} onRefunded={done} onClose={close} />
    </Modal>
  )
}

function RefundLines({
  order,
  notes,
  onRefunded,
  onClose,
}: {
  order: OrdersRecord
  notes: Promise<CreditNotesRecord[]>
  onRefunded: (notice: string) => void
  onClose: () => void
}) {
  return (
    <Deferred
      value={notes}
      loading={<p className="text-sm text-ink-muted">{REFUND_TEXTS.loading}</p>}
      failed={() => <FormAlert>{REFUND_TEXTS.loadFailed}</FormAlert>}
    >
      {(notes) => {
        const refundable = refundableLines(order, notes).filter((line) => line.left > 0)
        if (refundable.length === 0) return <p className="text-sm">{REFUND_TEXTS.nothingLeft}</p>
        return <RefundForm order={order} refundable={refundable} onRefunded={onRefunded} onClose={onClose} />
      }}
    </Deferred>
  )
}

/**
 * How many of each line, the pieces back in stock or not, a reason; the server refunds through
 * Stripe and issues the credit note (docs/adr/0051). The dialog's key makes a second click or a
 * retry answer the same credit note. What was typed stays on a refusal.
 */
function RefundForm({
  order,
  refundable,
  onRefunded,
  onClose,
}: {
  order: OrdersRecord
  refundable: RefundableLine[]
  onRefunded: (notice: string) => void
  onClose: () => void
}) {
  const form = useRef<HTMLFormElement>(null)
  const [quantities, setQuantities] = useState<Record<string, string>>({})
  const [restock, setRestock] = useState(true)
  const { key, busy, failure, onSubmit } = useOrderDialog(checkRefund, onRefunded)
  useFocusFirstError(form, failure)

  const chosen = refundable
    .map((line) => ({ line, quantity: Number(quantities[line.id] ?? '0') }))
    .filter(({ quantity }) => Number.isInteger(quantity) && quantity > 0)
  const total = chosen.reduce((sum, { line, quantity }) => sum + Math.round(line.price * 100) * quantity, 0) / 100

  const fields = failure?.fields ?? {}
  return (
    <Form ref={form} method="post" preventScrollReset noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="id" value={order.id} />
      <input type="hidden" name="form" value={key} />
      {/* The lines offered, and how many of each may be refunded: the action's rules. */}
      {refundable.map((line) => (
        <span key={line.id} hidden>
          <input type="hidden" name="line" value={line.id} />
          <input type="hidden" name={`left-${line.id}`} value={line.left} />
        </span>
      ))}
      <p className="text-sm text-ink-muted">
        Le client est remboursé sur sa carte et reçoit l’avoir par e-mail. Un remboursement ne s’annule pas.
      </p>
      <FormAlert>{failure?.message || null}</FormAlert>
      <fieldset className="space-y-3">
        <legend className="mb-1 font-semibold">Articles à rembourser</legend>
        {refundable.map((line) => (
          <TextField
            key={line.id}
            label={line.name}
            name={quantityField(line.id)}
            type="number"
            inputMode="numeric"
            min={0}
            max={line.left}
            step={1}
            value={quantities[line.id] ?? '0'}
            onChange={(event) => setQuantities((current) => ({ ...current, [line.id]: event.target.value }))}
            hint={REFUND_TEXTS.quantityHint(line.left, line.price)}
            error={fields[quantityField(line.id)]}
          />
        ))}
      </fieldset>
      <CheckboxField
        label="Remettre les pièces en stock"
        name="restock"
        checked={restock}
        onChange={(event) => setRestock(event.target.checked)}
      />
      <TextareaField label="Motif (facultatif)" name="reason" rows={2} maxLength={500} error={fields.reason} />
      <p className="font-semibold" aria-live="polite">
        Montant remboursé : {formatPrice(total)}
      </p>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <button type="button" onClick={onClose} className={secondaryButtonClass}>
          Annuler
        </button>
        <SubmitButton busy={busy} busyLabel="Remboursement…">
          Rembourser {formatPrice(total)}
        </SubmitButton>
      </div>
    </Form>
  )
}

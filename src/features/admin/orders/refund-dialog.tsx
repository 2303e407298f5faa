import { useRef, useState } from 'react'
import { Form, useLoaderData, useOutletContext, useParams } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { OrderLineName } from '@/components/order-line-name'
import { CheckboxField, FormAlert, SubmitButton, TextareaField, TextField, useFocusFirstError } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatPrice } from '@/lib/format'
import type { CreditNotesRecord, OrdersRecord } from '@/lib/pocketbase-types'
import { Modal } from '../components/modal'
import { checkRefund, NONE_CHOSEN, quantityError, quantityField } from './orders-schema'
import type { refundLoader } from './order-details-data'
import type { OrdersOutlet } from './order-details-screen'
import { OrderRead } from './order-read'
import { orderNumber } from './order-format'
import { refundableLines, refundCents, type RefundableLine } from './refund-order'
import { useOrderDialog } from './use-order-dialog'

type RefundFirst = 'gift_card' | 'bank_card'

/** An order paid partly by gift card and partly by bank card (docs/adr/0117). */
function splitPayment(order: OrdersRecord) {
  const card = Math.round((order.gift_card_paid ?? 0) * 100)
  return card > 0 && card < Math.round((order.total ?? 0) * 100)
}

/**
 * Where a split payment goes back first (docs/adr/0134): the gift card unless the customer asked for
 * the bank card (their withdrawal's choice comes chosen).
 */
function RefundFirstChoice({ order, initial }: { order: OrdersRecord; initial: RefundFirst }) {
  const card = order.gift_card_paid ?? 0
  return (
    <fieldset className="space-y-1 text-sm">
      <legend className="mb-1 font-semibold">Rembourser d’abord</legend>
      <p className="text-ink-muted">
        Payée {formatPrice(card)} par carte cadeau et {formatPrice((order.total ?? 0) - card)} par carte bancaire : le client choisit.
      </p>
      <label className="flex min-h-11 items-center gap-3">
        <input type="radio" name="first" value="gift_card" defaultChecked={initial === 'gift_card'} />
        Sur la carte cadeau
      </label>
      <label className="flex min-h-11 items-center gap-3">
        <input type="radio" name="first" value="bank_card" defaultChecked={initial === 'bank_card'} />
        Sur la carte bancaire
      </label>
    </fieldset>
  )
}

const REFUND_TEXTS = {
  loading: 'Chargement des articles remboursables…',
  loadFailed: 'Échec de la récupération des remboursements de cette commande',
  nothingLeft: 'Tous les articles de cette commande ont déjà été remboursés.',
  quantityHint: (left: number, price: number) => `${left} remboursable${left > 1 ? 's' : ''} · ${formatPrice(price)} l’unité`,
  invalidAmount: 'Corrigez les quantités signalées pour voir le montant remboursé.',
}

/**
 * /dashboard/orders/:id/rembourser, over the orders' table: « Rembourser ». The route's loader reads
 * the order and its credit notes (what is left to refund); the form posts to the orders' action.
 */
export function RefundScreen() {
  const { close, done } = useOutletContext<OrdersOutlet>()
  const { order, notes } = useLoaderData<typeof refundLoader>()
  const { id = '' } = useParams()
  return (
    <OrderRead order={order} title={`Rembourser la commande ${orderNumber({ id })}`} onClose={close}>
      {(order) => <RefundDialog order={order} notes={notes} onRefunded={done} onClose={close} />}
    </OrderRead>
  )
}

/**
 * The refund dialog of an order: the orders' table opens it (« Rembourser »), and so does a withdrawal
 * (/dashboard/retractations, docs/adr/0081) with everything left chosen and a reason written.
 */
export function RefundDialog({
  order,
  notes,
  onRefunded,
  onClose,
  whole = false,
  reason = '',
  first,
}: {
  order: OrdersRecord
  notes: Promise<CreditNotesRecord[]>
  onRefunded: (notice: string) => void
  onClose: () => void
  /** Every piece left chosen at first (a withdrawal is of the whole order). */
  whole?: boolean
  /** The reason written at first. */
  reason?: string
  /** Where a split payment goes back first, as the customer chose when withdrawing (docs/adr/0134). */
  first?: RefundFirst
}) {
  return (
    <Modal title={`Rembourser la commande ${orderNumber(order)}`} onClose={onClose}>
      <RefundLines order={order} notes={notes} onRefunded={onRefunded} onClose={onClose} whole={whole} reason={reason} first={first} />
    </Modal>
  )
}

function RefundLines({
  order,
  notes,
  onRefunded,
  onClose,
  whole,
  reason,
  first,
}: {
  order: OrdersRecord
  notes: Promise<CreditNotesRecord[]>
  onRefunded: (notice: string) => void
  onClose: () => void
  whole: boolean
  reason: string
  first?: RefundFirst
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
        return (
          <RefundForm
            order={order}
            refundable={refundable}
            onRefunded={onRefunded}
            onClose={onClose}
            initialQuantities={whole ? Object.fromEntries(refundable.map((line) => [line.key, String(line.left)])) : {}}
            initialReason={reason}
            initialFirst={first}
          />
        )
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
  initialQuantities,
  initialReason,
  initialFirst = 'gift_card',
}: {
  order: OrdersRecord
  refundable: RefundableLine[]
  onRefunded: (notice: string) => void
  onClose: () => void
  initialQuantities: Record<string, string>
  initialReason: string
  initialFirst?: RefundFirst
}) {
  const form = useRef<HTMLFormElement>(null)
  const [quantities, setQuantities] = useState<Record<string, string>>(initialQuantities)
  const [restock, setRestock] = useState(true)
  const { key, busy, failure, onSubmit } = useOrderDialog(checkRefund, onRefunded)
  useFocusFirstError(form, failure)

  // Each quantity checked as it is typed: more than is left (or not a whole number) is said at once,
  // and the amount shows only for a choice the server would accept.
  const typed = refundable.map((line) => {
    const text = quantities[line.key] ?? '0'
    const quantity = text.trim() === '' ? 0 : Number(text)
    const valid = Number.isInteger(quantity) && quantity >= 0 && quantity <= line.left
    return { line, quantity, valid }
  })
  const chosen = typed.filter(({ valid, quantity }) => valid && quantity > 0)
  const valid = typed.every((entry) => entry.valid) && chosen.length > 0
  // Each unit at its net price when the order had a discount code (docs/adr/0116).
  const total = chosen.reduce((sum, { line, quantity }) => sum + refundCents(line, quantity), 0) / 100

  const fields = failure?.fields ?? {}
  return (
    <Form ref={form} method="post" preventScrollReset noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="id" value={order.id} />
      <input type="hidden" name="form" value={key} />
      {/* The lines offered, and how many of each may be refunded: the action's rules. */}
      {refundable.map((line) => (
        <span key={line.key} hidden>
          <input type="hidden" name="line" value={line.key} />
          <input type="hidden" name={`left-${line.key}`} value={line.left} />
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
            key={line.key}
            label={<OrderLineName item={line} />}
            name={quantityField(line.key)}
            type="number"
            inputMode="numeric"
            min={0}
            max={line.left}
            step={1}
            value={quantities[line.key] ?? '0'}
            onChange={(event) => setQuantities((current) => ({ ...current, [line.key]: event.target.value }))}
            hint={REFUND_TEXTS.quantityHint(line.left, line.price)}
            error={
              fields[quantityField(line.key)] ??
              (typed.find((entry) => entry.line.key === line.key)?.valid ? undefined : quantityError(line.left))
            }
          />
        ))}
      </fieldset>
      <CheckboxField
        label="Remettre les pièces en stock"
        name="restock"
        checked={restock}
        onChange={(event) => setRestock(event.target.checked)}
      />
      {splitPayment(order) && <RefundFirstChoice order={order} initial={initialFirst} />}
      <TextareaField label="Motif (facultatif)" name="reason" rows={2} maxLength={500} defaultValue={initialReason} error={fields.reason} />
      <p className="font-semibold" aria-live="polite">
        {valid
          ? `Montant remboursé : ${formatPrice(total)}`
          : typed.every((entry) => entry.valid)
            ? NONE_CHOSEN
            : REFUND_TEXTS.invalidAmount}
      </p>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <button type="button" onClick={onClose} className={secondaryButtonClass}>
          Annuler
        </button>
        <SubmitButton busy={busy} busyLabel="Remboursement…">
          {valid ? `Rembourser ${formatPrice(total)}` : 'Rembourser'}
        </SubmitButton>
      </div>
    </Form>
  )
}

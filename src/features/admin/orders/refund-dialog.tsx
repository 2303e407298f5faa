import { useEffect, useRef, useState, type FormEvent } from 'react'
import { CheckboxField, FormAlert, SubmitButton, TextareaField, TextField, useFocusFirstError } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatPrice } from '@/lib/format'
import { checkForm, type FieldErrors } from '@/lib/form-schema'
import { formFailure } from '@/lib/form-errors'
import { isAbortError } from '@/lib/pocketbase'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { Modal } from '../components/modal'
import {
  fetchCreditNotes,
  newRefundKey,
  refundableLines,
  refundOrder,
  refundSchema,
  type RefundableLine,
  type RefundAnswer,
} from './refund-order'

const REFUND_TEXTS = {
  loading: 'Chargement des articles remboursables…',
  loadFailed: 'Échec de la récupération des remboursements de cette commande',
  nothingLeft: 'Tous les articles de cette commande ont déjà été remboursés.',
  noneChosen: 'Choisissez au moins un article à rembourser.',
  failed: 'Échec du remboursement',
  quantityHint: (left: number, price: number) => `${left} remboursable${left > 1 ? 's' : ''} · ${formatPrice(price)} l’unité`,
  quantityError: (left: number) => `Indiquez un nombre entier entre 0 et ${left}.`,
}

type Lines = { status: 'loading' } | { status: 'error' } | { status: 'ready'; lines: RefundableLine[] }

/**
 * « Rembourser »: how many of each line, the pieces back in stock or not, a reason; the server
 * refunds through Stripe and issues the credit note (docs/adr/0051). The dialog's key makes a second
 * click or a retry answer the same credit note. What was typed stays on a refusal.
 */
export function RefundDialog({
  order,
  orderNumber,
  onRefunded,
  onClose,
}: {
  order: OrdersRecord
  orderNumber: string
  onRefunded: (answer: RefundAnswer) => void
  onClose: () => void
}) {
  const form = useRef<HTMLFormElement>(null)
  const [key] = useState(newRefundKey)
  const [lines, setLines] = useState<Lines>({ status: 'loading' })
  const [quantities, setQuantities] = useState<Record<string, string>>({})
  const [restock, setRestock] = useState(true)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ message: string; fields: FieldErrors } | null>(null)
  useFocusFirstError(form, result)

  useEffect(() => {
    const controller = new AbortController()
    fetchCreditNotes(order.id, controller.signal)
      .then((notes) => setLines({ status: 'ready', lines: refundableLines(order, notes) }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return
        console.error('Admin refund:', error)
        setLines({ status: 'error' })
      })
    return () => controller.abort()
  }, [order])

  const refundable = lines.status === 'ready' ? lines.lines.filter((line) => line.left > 0) : []
  const chosen = refundable
    .map((line) => ({ line, quantity: Number(quantities[line.id] ?? '0') }))
    .filter(({ quantity }) => Number.isInteger(quantity) && quantity > 0)
  const total = chosen.reduce((sum, { line, quantity }) => sum + Math.round(line.price * 100) * quantity, 0) / 100

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const fields: FieldErrors = {}
    for (const line of refundable) {
      const quantity = Number(quantities[line.id] ?? '0')
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > line.left)
        fields[`quantity-${line.id}`] = REFUND_TEXTS.quantityError(line.left)
    }
    const checked = checkForm(refundSchema, { reason: String(new FormData(event.currentTarget).get('reason') ?? '') })
    if (!checked.ok) Object.assign(fields, checked.fields)
    if (Object.keys(fields).length > 0 || !checked.ok) {
      setResult({ message: '', fields })
      return
    }
    if (chosen.length === 0) {
      setResult({ message: REFUND_TEXTS.noneChosen, fields: {} })
      return
    }
    setBusy(true)
    setResult(null)
    try {
      const lines = chosen.map(({ line, quantity }) => ({ id: line.id, quantity }))
      onRefunded(await refundOrder(order.id, { key, lines, restock, reason: checked.values.reason }))
    } catch (error) {
      setResult(formFailure(error, { fallback: REFUND_TEXTS.failed, trustServerMessage: true }))
      setBusy(false)
    }
  }

  const fields = result?.fields ?? {}
  return (
    <Modal title={`Rembourser la commande ${orderNumber}`} onClose={onClose}>
      {lines.status === 'loading' && <p className="text-sm text-ink-muted">{REFUND_TEXTS.loading}</p>}
      {lines.status === 'error' && <FormAlert>{REFUND_TEXTS.loadFailed}</FormAlert>}
      {lines.status === 'ready' && refundable.length === 0 && <p className="text-sm">{REFUND_TEXTS.nothingLeft}</p>}
      {lines.status === 'ready' && refundable.length > 0 && (
        <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <p className="text-sm text-ink-muted">
            Le client est remboursé sur sa carte et reçoit l’avoir par e-mail. Un remboursement ne s’annule pas.
          </p>
          <FormAlert>{result?.message || null}</FormAlert>
          <fieldset className="space-y-3">
            <legend className="mb-1 font-semibold">Articles à rembourser</legend>
            {refundable.map((line) => (
              <TextField
                key={line.id}
                label={line.name}
                name={`quantity-${line.id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.left}
                step={1}
                value={quantities[line.id] ?? '0'}
                onChange={(event) => setQuantities((current) => ({ ...current, [line.id]: event.target.value }))}
                hint={REFUND_TEXTS.quantityHint(line.left, line.price)}
                error={fields[`quantity-${line.id}`]}
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
        </form>
      )}
    </Modal>
  )
}

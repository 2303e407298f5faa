import { useRef, useState, type FormEvent } from 'react'
import { FormAlert, SubmitButton, TextareaField, useFocusFirstError } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatPrice } from '@/lib/format'
import { checkForm, type FieldErrors } from '@/lib/form-schema'
import { formFailure } from '@/lib/form-errors'
import { Modal } from '../components/modal'
import { cancelOrder, newRefundKey, refundSchema, type RefundAnswer } from './refund-order'

const CANCEL_TEXTS = {
  failed: 'Échec de l’annulation de la commande',
}

/**
 * « Annuler la commande »: a paid order that has not left is refunded in full, its pieces go back on
 * sale, the customer gets the credit note by e-mail (docs/adr/0051).
 */
export function CancelDialog({
  orderId,
  orderNumber,
  total,
  onCancelled,
  onClose,
}: {
  orderId: string
  orderNumber: string
  total: number
  onCancelled: (answer: RefundAnswer) => void
  onClose: () => void
}) {
  const form = useRef<HTMLFormElement>(null)
  const [key] = useState(newRefundKey)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ message: string; fields: FieldErrors } | null>(null)
  useFocusFirstError(form, result)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkForm(refundSchema, { reason: String(new FormData(event.currentTarget).get('reason') ?? '') })
    if (!checked.ok) {
      setResult({ message: '', fields: checked.fields })
      return
    }
    setBusy(true)
    setResult(null)
    try {
      onCancelled(await cancelOrder(orderId, { key, reason: checked.values.reason }))
    } catch (error) {
      setResult(formFailure(error, { fallback: CANCEL_TEXTS.failed, trustServerMessage: true }))
      setBusy(false)
    }
  }

  return (
    <Modal title={`Annuler la commande ${orderNumber}`} onClose={onClose}>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm">
          Le client est remboursé de {formatPrice(total)} sur sa carte, les pièces sont remises en stock et l’avoir lui est envoyé par
          e-mail. Une annulation ne se défait pas.
        </p>
        <FormAlert>{result?.message || null}</FormAlert>
        <TextareaField label="Motif (facultatif)" name="reason" rows={2} maxLength={500} error={result?.fields.reason} />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Garder la commande
          </button>
          <SubmitButton busy={busy} busyLabel="Annulation…">
            Annuler et rembourser
          </SubmitButton>
        </div>
      </form>
    </Modal>
  )
}

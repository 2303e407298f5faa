import { useRef } from 'react'
import { Form } from 'react-router-dom'
import { FormAlert, SubmitButton, TextareaField, useFocusFirstError } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatPrice } from '@/lib/format'
import { Modal } from '../components/modal'
import { checkDialog, reasonSchema } from './orders-schema'
import { useOrderDialog } from './use-order-dialog'

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
  onCancelled: (notice: string) => void
  onClose: () => void
}) {
  const form = useRef<HTMLFormElement>(null)
  const { key, busy, failure, onSubmit } = useOrderDialog((data) => checkDialog(reasonSchema, data), onCancelled)
  useFocusFirstError(form, failure)

  return (
    <Modal title={`Annuler la commande ${orderNumber}`} onClose={onClose}>
      <Form ref={form} method="post" preventScrollReset noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="id" value={orderId} />
        <input type="hidden" name="form" value={key} />
        <p className="text-sm">
          Le client est remboursé de {formatPrice(total)} sur sa carte, les pièces sont remises en stock et l’avoir lui est envoyé par
          e-mail. Une annulation ne se défait pas.
        </p>
        <FormAlert>{failure?.message || null}</FormAlert>
        <TextareaField label="Motif (facultatif)" name="reason" rows={2} maxLength={500} error={failure?.fields.reason} />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Garder la commande
          </button>
          <SubmitButton busy={busy} busyLabel="Annulation…">
            Annuler et rembourser
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  )
}

import { useRef } from 'react'
import { Form } from 'react-router-dom'
import { FormAlert, SubmitButton, TextareaField, useFocusFirstError } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatDateTime } from '@/lib/format'
import { Modal } from '../components/modal'
import { checkDialog } from '../orders/orders-schema'
import { useOrderDialog } from '../orders/use-order-dialog'
import type { WithdrawalRow } from './withdrawals-data'
import { refuseSchema } from './withdrawals-schema'

/**
 * « Refuser la rétractation » (docs/adr/0081): the reason, which the customer receives by e-mail (a
 * declaration after the period, for example). The route's action asks the server, which records the
 * decision and the order's history and sends the e-mail. What was typed stays on a refusal.
 */
export function RefuseDialog({
  withdrawal,
  onRefused,
  onClose,
}: {
  withdrawal: WithdrawalRow
  onRefused: (notice: string) => void
  onClose: () => void
}) {
  const form = useRef<HTMLFormElement>(null)
  const reasonField = useRef<HTMLTextAreaElement>(null)
  const { key, busy, failure, onSubmit } = useOrderDialog((data) => checkDialog(refuseSchema, data), onRefused)
  useFocusFirstError(form, failure)
  const number = `n° ${withdrawal.order.slice(0, 8)}`
  return (
    <Modal title={`Refuser la rétractation de la commande ${number}`} onClose={onClose} initialFocus={reasonField}>
      <Form ref={form} method="post" preventScrollReset noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="intent" value="refuse" />
        <input type="hidden" name="id" value={withdrawal.id} />
        <input type="hidden" name="form" value={key} />
        <p className="text-sm">
          Rétractation déclarée le {formatDateTime(withdrawal.declared_at)} par {withdrawal.name} ({withdrawal.email}). Le client reçoit ce
          motif par e-mail ; la commande n’est pas remboursée. Un refus ne se défait pas.
        </p>
        <FormAlert>{failure?.message || null}</FormAlert>
        <TextareaField
          ref={reasonField}
          label="Motif du refus (envoyé au client)"
          name="reason"
          rows={4}
          maxLength={1000}
          required
          hint="Par exemple : déclaration reçue après la fin du délai de rétractation. 1 000 caractères au maximum."
          error={failure?.fields.reason}
        />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Annuler
          </button>
          <SubmitButton busy={busy} busyLabel="Envoi du refus…">
            Refuser la rétractation
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  )
}

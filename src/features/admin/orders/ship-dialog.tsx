import { useRef, useState } from 'react'
import { Form } from 'react-router-dom'
import { CheckboxField, FormAlert, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatDateTime } from '@/lib/format'
import type { WithdrawalsRecord } from '@/lib/pocketbase-types'
import { Modal } from '../components/modal'
import { CarrierSelect } from './carrier-select'
import { checkShipment, WITHDRAWAL_ASKED, WITHDRAWAL_CONFIRMED } from './orders-schema'
import { useOrderDialog } from './use-order-dialog'

/**
 * « Marquer comme expédiée »: the carrier and the tracking number (both required), then the route's
 * action asks the server to ship the order and e-mail the customer (docs/adr/0050). An order whose
 * customer withdrew (a declaration `received`) ships only once the admin ticks the box that names the
 * withdrawal (docs/adr/0081); the server asks for it too, so a declaration made while the dialog was
 * open brings the box with its sentence. What was typed stays on a refusal.
 */
export function ShipDialog({
  orderNumber,
  orderId,
  withdrawal = null,
  onShipped,
  onClose,
}: {
  orderNumber: string
  orderId: string
  /** The order's withdrawal declaration, if any: only a `received` one asks for the confirmation. */
  withdrawal?: WithdrawalsRecord | null
  onShipped: (notice: string) => void
  onClose: () => void
}) {
  const form = useRef<HTMLFormElement>(null)
  const firstField = useRef<HTMLSelectElement>(null)
  // « Autre » shows two more fields.
  const [carrier, setCarrier] = useState('')
  const { key, busy, failure, onSubmit } = useOrderDialog(checkShipment, onShipped)
  useFocusFirstError(form, failure)

  const fields = failure?.fields ?? {}
  const pending = withdrawal?.status === 'received' ? withdrawal : null
  // Once the server asked for the confirmation, the box stays (ticked or not) until the dialog closes.
  const [serverAsked, setServerAsked] = useState(false)
  if (fields[WITHDRAWAL_CONFIRMED] && !serverAsked) setServerAsked(true)
  const asked = pending !== null || serverAsked
  return (
    <Modal title={`Expédier la commande ${orderNumber}`} onClose={onClose} initialFocus={firstField}>
      <Form ref={form} method="post" preventScrollReset noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="intent" value="ship" />
        <input type="hidden" name="id" value={orderId} />
        <input type="hidden" name="form" value={key} />
        <p className="text-sm text-ink-muted">Le client reçoit un e-mail avec le lien de suivi du colis.</p>
        {pending && (
          <p className="rounded-lg border border-danger-300 bg-danger-100 p-3 text-sm text-danger-700 dark:border-danger-700 dark:bg-danger-700/20 dark:text-danger-100">
            Le client s’est rétracté de cette commande le {formatDateTime(pending.declared_at)}. La rétractation n’est ni remboursée ni
            refusée : n’expédiez que si les bijoux sont déjà partis ou si vous le décidez en connaissance de cause.
          </p>
        )}
        <FormAlert>{failure?.message || null}</FormAlert>
        <CarrierSelect ref={firstField} value={carrier} onChange={setCarrier} error={fields.carrier} />
        <TextField
          label="Numéro de suivi"
          name="tracking_number"
          required
          autoComplete="off"
          spellCheck={false}
          error={fields.tracking_number}
        />
        {carrier === 'autre' && (
          <>
            <TextField label="Nom du transporteur" name="carrier_name" autoComplete="off" maxLength={60} error={fields.carrier_name} />
            <TextField
              label="Adresse de suivi"
              name="tracking_url"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
              error={fields.tracking_url}
            />
          </>
        )}
        {asked && (
          <>
            <input type="hidden" name={WITHDRAWAL_ASKED} value="1" />
            <CheckboxField
              label={`J’expédie quand même la commande ${orderNumber}, malgré la rétractation${
                pending ? ` reçue le ${formatDateTime(pending.declared_at)}` : ' du client'
              }`}
              name={WITHDRAWAL_CONFIRMED}
              error={fields[WITHDRAWAL_CONFIRMED]}
            />
          </>
        )}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Annuler
          </button>
          <SubmitButton busy={busy} busyLabel="Expédition…">
            Marquer comme expédiée
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  )
}

import { useRef, useState } from 'react'
import { Form } from 'react-router-dom'
import { FormAlert, SelectField, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { Modal } from '../components/modal'
import { CARRIERS, checkDialog, shipSchema } from './orders-schema'
import { useOrderDialog } from './use-order-dialog'

/**
 * « Marquer comme expédiée »: the carrier and the tracking number (both required), then the route's
 * action asks the server to ship the order and e-mail the customer (docs/adr/0050). What was typed
 * stays on a refusal.
 */
export function ShipDialog({
  orderNumber,
  orderId,
  onShipped,
  onClose,
}: {
  orderNumber: string
  orderId: string
  onShipped: (notice: string) => void
  onClose: () => void
}) {
  const form = useRef<HTMLFormElement>(null)
  const firstField = useRef<HTMLSelectElement>(null)
  // « Autre » shows two more fields.
  const [carrier, setCarrier] = useState('')
  const { key, busy, failure, onSubmit } = useOrderDialog((data) => checkDialog(shipSchema, data), onShipped)
  useFocusFirstError(form, failure)

  const fields = failure?.fields ?? {}
  return (
    <Modal title={`Expédier la commande ${orderNumber}`} onClose={onClose} initialFocus={firstField}>
      <Form ref={form} method="post" preventScrollReset noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="intent" value="ship" />
        <input type="hidden" name="id" value={orderId} />
        <input type="hidden" name="form" value={key} />
        <p className="text-sm text-ink-muted">Le client reçoit un e-mail avec le lien de suivi du colis.</p>
        <FormAlert>{failure?.message || null}</FormAlert>
        <SelectField
          ref={firstField}
          label="Transporteur"
          name="carrier"
          required
          value={carrier}
          onChange={(event) => setCarrier(event.target.value)}
          error={fields.carrier}
        >
          <option value="">Choisir un transporteur</option>
          {CARRIERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
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

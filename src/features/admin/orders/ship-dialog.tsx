import { useRef, useState, type FormEvent } from 'react'
import { FormAlert, SelectField, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { formFailure } from '@/lib/form-errors'
import { Modal } from '../components/modal'
import { CARRIERS, shipOrder, shipSchema, type ShippedFields } from './ship-order'

const SHIP_TEXTS = {
  failed: 'Échec de l’expédition de la commande',
}

/**
 * « Marquer comme expédiée »: the carrier and the tracking number (both required), then the server
 * ships the order and e-mails the customer (docs/adr/0050). What was typed stays on a refusal.
 */
export function ShipDialog({
  orderNumber,
  orderId,
  onShipped,
  onClose,
}: {
  orderNumber: string
  orderId: string
  onShipped: (order: ShippedFields) => void
  onClose: () => void
}) {
  const form = useRef<HTMLFormElement>(null)
  const firstField = useRef<HTMLSelectElement>(null)
  const [carrier, setCarrier] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ message: string; fields: FieldErrors } | null>(null)
  useFocusFirstError(form, result)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkForm(shipSchema, formValues(new FormData(event.currentTarget)))
    if (!checked.ok) {
      setResult({ message: '', fields: checked.fields })
      return
    }
    setBusy(true)
    setResult(null)
    try {
      onShipped(await shipOrder(orderId, checked.values))
    } catch (error) {
      setResult(formFailure(error, { fallback: SHIP_TEXTS.failed, trustServerMessage: true }))
      setBusy(false)
    }
  }

  const fields = result?.fields ?? {}
  return (
    <Modal title={`Expédier la commande ${orderNumber}`} onClose={onClose} initialFocus={firstField}>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-ink-muted">Le client reçoit un e-mail avec le lien de suivi du colis.</p>
        <FormAlert>{result?.message || null}</FormAlert>
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
      </form>
    </Modal>
  )
}

import { useRef, useState } from 'react'
import { Form, useActionData } from 'react-router-dom'
import { FormAlert, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { Modal } from '../components/modal'
import { CarrierSelect } from './carrier-select'
import { customerName, orderNumber } from './order-format'
import { ORDERS_TEXTS, type OrderRow, type OrdersResult } from './orders-data'
import { checkBulkShipment, trackingField, trackingUrlField } from './orders-schema'
import type { BulkShipReport } from './ship-order'
import { useOrderDialog } from './use-order-dialog'

/**
 * « Expédier » the selected orders (docs/adr/0095): one carrier, a tracking number for each order
 * (its number and customer beside the field), then ONE request to the route's action; the server
 * ships every order it accepts, or none. The dialog then says how many shipped and names each
 * refused one with its reason, on its field: those stay in the form with what was typed, to be
 * corrected and sent again; the shipped ones leave it. A failed request keeps everything typed.
 */
export function BulkShipDialog({
  orders,
  onShipped,
  onClose,
}: {
  orders: readonly OrderRow[]
  /** After each answer that shipped orders: the notice, and the report (to drop the shipped ones from the selection). */
  onShipped: (notice: string, report: BulkShipReport) => void
  onClose: () => void
}) {
  const form = useRef<HTMLFormElement>(null)
  const firstField = useRef<HTMLSelectElement>(null)
  const [carrier, setCarrier] = useState('')
  const answer = useActionData() as OrdersResult | undefined
  // Every order shipped by this dialog so far (the list is read again after each answer).
  const [shippedIds, setShippedIds] = useState<ReadonlySet<string>>(() => new Set())
  const [report, setReport] = useState<BulkShipReport | null>(null)
  const { key, busy, failure, onSubmit } = useOrderDialog(checkBulkShipment, (notice) => {
    const latest = answer?.status === 'done' && answer.form === key ? answer.report : undefined
    if (!latest) return
    setReport(latest)
    setShippedIds((current) => new Set([...current, ...latest.shipped.map((order) => order.id)]))
    onShipped(notice, latest)
  })
  useFocusFirstError(form, failure)

  const left = orders.filter((order) => !shippedIds.has(order.id))
  // The server's reasons on the fields of the refused orders, unless a newer check failed.
  const refusedFields = Object.fromEntries((report?.refused ?? []).map((order) => [trackingField(order.id), order.reason]))
  const fields = failure ? failure.fields : refusedFields
  return (
    <Modal
      title={`Expédier ${orders.length > 1 ? `${orders.length} commandes` : 'la commande'}`}
      onClose={onClose}
      initialFocus={firstField}
    >
      {report && (
        <div className="mb-4 space-y-3">
          <FormAlert tone="success">
            {ORDERS_TEXTS.bulkShipped(report.shipped.length)}
            {report.shipped.length > 0 && ' : les clients sont prévenus par e-mail.'}
          </FormAlert>
          {report.refused.length > 0 && (
            <FormAlert>
              <p>{report.refused.length > 1 ? `${report.refused.length} commandes refusées :` : '1 commande refusée :'}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 font-normal">
                {report.refused.map((order) => (
                  <li key={`${order.id}-${order.reason}`} className="break-words">
                    {order.number ? `Commande ${order.number}` : 'Commande inconnue'} : {order.reason}
                  </li>
                ))}
              </ul>
            </FormAlert>
          )}
        </div>
      )}
      {left.length === 0 ? (
        <div className="flex justify-end">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Fermer
          </button>
        </div>
      ) : (
        <Form ref={form} method="post" preventScrollReset noValidate onSubmit={onSubmit} className="space-y-4">
          <input type="hidden" name="intent" value="bulk-ship" />
          <input type="hidden" name="form" value={key} />
          {left.map((order) => (
            <input key={order.id} type="hidden" name="order" value={order.id} />
          ))}
          <p className="text-sm text-ink-muted">Chaque client reçoit un e-mail avec le lien de suivi de son colis.</p>
          <FormAlert>{failure?.message || null}</FormAlert>
          <CarrierSelect ref={firstField} value={carrier} onChange={setCarrier} error={fields.carrier} />
          {carrier === 'autre' && (
            <TextField label="Nom du transporteur" name="carrier_name" autoComplete="off" maxLength={60} error={fields.carrier_name} />
          )}
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium text-ink">Numéros de suivi</legend>
            {left.map((order) => (
              <div key={order.id} className="space-y-2 rounded-lg border border-line p-3">
                <TextField
                  label={`Commande ${orderNumber(order)} (${customerName(order)})`}
                  name={trackingField(order.id)}
                  required
                  autoComplete="off"
                  spellCheck={false}
                  error={fields[trackingField(order.id)]}
                />
                {carrier === 'autre' && (
                  <TextField
                    label={`Adresse de suivi de la commande ${orderNumber(order)}`}
                    name={trackingUrlField(order.id)}
                    type="url"
                    inputMode="url"
                    autoComplete="off"
                    placeholder="https://"
                    error={fields[trackingUrlField(order.id)]}
                  />
                )}
              </div>
            ))}
          </fieldset>
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <button type="button" onClick={onClose} className={secondaryButtonClass}>
              {report ? 'Fermer' : 'Annuler'}
            </button>
            <SubmitButton busy={busy} busyLabel="Expédition…">
              {left.length > 1 ? `Expédier les ${left.length} commandes` : 'Expédier la commande'}
            </SubmitButton>
          </div>
        </Form>
      )}
    </Modal>
  )
}

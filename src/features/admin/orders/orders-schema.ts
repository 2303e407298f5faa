import * as v from 'valibot'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'

/*
 * The rules of the orders' dialogs (docs/architecture.md#a-write), with the server's field names and
 * the server's own messages (pb_hooks/lib/shipping.js, pb_hooks/lib/refunds.js). The server checks
 * everything again: these rules only spare a request that would be refused.
 */

/**
 * The carriers of the ship dialog (the server's list: pb_hooks/lib/shipping.js, docs/adr/0050).
 * The server builds the tracking link from the carrier's public tracking page; for « Autre » the
 * admin may give the carrier's name and its link.
 */
export const CARRIERS = [
  { value: 'colissimo', label: 'La Poste Colissimo' },
  { value: 'mondial_relay', label: 'Mondial Relay' },
  { value: 'chronopost', label: 'Chronopost' },
  { value: 'lettre_suivie', label: 'Lettre suivie' },
  { value: 'autre', label: 'Autre' },
] as const

const CARRIER_VALUES = CARRIERS.map((carrier) => carrier.value)

/** « Marquer comme expédiée »: the carrier and the tracking number, the name and link for « Autre » only. */
export const shipSchema = v.pipe(
  v.object({
    carrier: v.picklist(CARRIER_VALUES, 'Choisissez un transporteur dans la liste.'),
    tracking_number: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.nonEmpty('Le numéro de suivi est obligatoire.'),
      v.regex(
        /^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/,
        'Le numéro de suivi ne contient que des lettres, des chiffres, des espaces et des tirets (3 à 40 caractères).',
      ),
    ),
    carrier_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'Le nom du transporteur ne dépasse pas 60 caractères.')), ''),
    tracking_url: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.check(
          (value) => value === '' || /^https:\/\/[^\s/?#]+\.[^\s]+$/.test(value),
          'L’adresse de suivi doit être une adresse web complète commençant par https://.',
        ),
      ),
      '',
    ),
  }),
  // The known carriers' links are built by the server.
  v.transform((input) => (input.carrier === 'autre' ? input : { carrier: input.carrier, tracking_number: input.tracking_number })),
)

export type Shipment = v.InferOutput<typeof shipSchema>

/**
 * The ship dialog's box for an order whose customer withdrew (docs/adr/0081): its name in the form
 * and in the server's body (pb_hooks/lib/shipping.js), and the hidden field saying the dialog asked.
 */
export const WITHDRAWAL_CONFIRMED = 'withdrawal_confirmed'
export const WITHDRAWAL_ASKED = 'withdrawal_asked'
export const CONFIRMATION_REQUIRED = 'Cochez cette case pour expédier la commande malgré la rétractation.'

/** « Marquer comme expédiée »: the shipment, with `withdrawal_confirmed: true` when the dialog asked and the box is ticked. */
export function checkShipment(data: FormData): DialogCheck<Shipment & { withdrawal_confirmed?: true }> {
  const check = checkDialog(shipSchema, data)
  const asked = data.has(WITHDRAWAL_ASKED)
  const confirmed = data.has(WITHDRAWAL_CONFIRMED)
  if (asked && !confirmed) {
    const fields = check.ok ? {} : check.fields
    return { ok: false, message: '', fields: { ...fields, [WITHDRAWAL_CONFIRMED]: CONFIRMATION_REQUIRED } }
  }
  if (!check.ok) return check
  return { ok: true, values: confirmed ? { ...check.values, withdrawal_confirmed: true } : check.values }
}

/** The reason of a refund or a cancellation: the server's 500 characters at most. */
export const reasonSchema = v.object({
  reason: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(500, 'Le motif ne doit pas dépasser 500 caractères.')),
})

/** A line's key: its product, and its size when it has one (the server's `lineKey`, pb_hooks/lib/refunds.js). */
export function lineKey(line: { id: string; variant?: string }): string {
  return line.variant ? `${line.id}/${line.variant}` : line.id
}

/** The line a key names back: `{ id, variant? }`. */
export function lineOfKey(key: string): { id: string; variant?: string } {
  const [id = '', variant] = key.split('/')
  return variant ? { id, variant } : { id }
}

/** The field of a line's quantity in the refund form (`lineKey`: the product and its size). */
export const quantityField = (lineKey: string) => `quantity-${lineKey}`

export const quantityError = (left: number) => `Indiquez un nombre entier entre 0 et ${left}.`

/**
 * « Rembourser »: for each line still refundable, a whole number between 0 and what is left of it,
 * and the reason. `lines` are the lines the dialog offered (id and how many are left).
 */
export function refundSchema(lines: readonly { id: string; left: number }[]) {
  const quantities = Object.fromEntries(
    lines.map((line) => [
      quantityField(line.id),
      v.pipe(
        v.optional(v.string(), '0'),
        v.transform((value) => (value.trim() === '' ? 0 : Number(value))),
        v.check((value) => Number.isInteger(value) && value >= 0 && value <= line.left, quantityError(line.left)),
      ),
    ]),
  )
  return v.object({ ...reasonSchema.entries, ...quantities })
}

export const NONE_CHOSEN = 'Choisissez au moins un article à rembourser.'

/** A dialog's check: the values to send, or what to show (a sentence, messages on fields). */
export type DialogCheck<T> = { ok: true; values: T } | { ok: false; message: string; fields: FieldErrors }

/** A dialog's form checked against `schema` (no sentence: the messages are on the fields). */
export function checkDialog<TSchema extends v.GenericSchema>(schema: TSchema, data: FormData): DialogCheck<v.InferOutput<TSchema>> {
  const check = checkForm(schema, formValues(data))
  return check.ok ? check : { ok: false, message: '', fields: check.fields }
}

export interface Refund {
  /** `variant`: the size (docs/adr/0104, 0109); the server keys what is left by product and size. */
  lines: { id: string; variant?: string; quantity: number }[]
  restock: boolean
  reason: string
  /** Where a split payment goes back first, as the customer chose (docs/adr/0134); absent for any other order. */
  first?: 'gift_card' | 'bank_card'
}

/**
 * The refund form: the lines it offered (`line` and `left-{key}`, hidden; a line's key is its product
 * and size, `lineKey`), a quantity for each, at least one piece, the restock box and the reason.
 */
export function checkRefund(data: FormData): DialogCheck<Refund> {
  const offered = data.getAll('line').map((line) => ({ id: String(line), left: Number(data.get(`left-${String(line)}`) ?? 0) }))
  const check = checkDialog(refundSchema(offered), data)
  if (!check.ok) return check
  const values = check.values as Record<string, unknown>
  const lines = offered
    .map((line) => ({ ...lineOfKey(line.id), quantity: Number(values[quantityField(line.id)]) }))
    .filter((line) => line.quantity > 0)
  if (lines.length === 0) return { ok: false, message: NONE_CHOSEN, fields: {} }
  const first = data.get('first')
  return {
    ok: true,
    values: {
      lines,
      restock: data.has('restock'),
      reason: check.values.reason,
      ...(first === 'gift_card' || first === 'bank_card' ? { first } : {}),
    },
  }
}

/** The field of an order's tracking number (and, for « Autre », its link) in the bulk ship form (docs/adr/0095). */
export const trackingField = (orderId: string) => `tracking-${orderId}`
export const trackingUrlField = (orderId: string) => `tracking-url-${orderId}`

export interface BulkShipment {
  carrier: Shipment['carrier']
  carrier_name?: string
  orders: { id: string; tracking_number: string; tracking_url?: string }[]
}

/**
 * « Expédier » several orders (docs/adr/0095): one carrier (and for « Autre » its name), a tracking
 * number for each order the form lists (`order`, hidden), each checked as the single dialog checks it.
 */
export function checkBulkShipment(data: FormData): DialogCheck<BulkShipment> {
  const ids = data.getAll('order').map(String)
  const fields: FieldErrors = {}
  const orders: BulkShipment['orders'] = []
  let carrier: BulkShipment['carrier'] | null = null
  let carrierName = ''
  for (const id of ids) {
    const all = formValues(data)
    const input = {
      carrier: all.carrier,
      carrier_name: all.carrier_name,
      tracking_number: all[trackingField(id)],
      tracking_url: all[trackingUrlField(id)],
    }
    const check = checkForm(shipSchema, Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)))
    if (!check.ok) {
      if (check.fields.carrier) fields.carrier = check.fields.carrier
      if (check.fields.carrier_name) fields.carrier_name = check.fields.carrier_name
      if (check.fields.tracking_number) fields[trackingField(id)] = check.fields.tracking_number
      if (check.fields.tracking_url) fields[trackingUrlField(id)] = check.fields.tracking_url
      continue
    }
    const values = check.values as Shipment & { carrier_name?: string; tracking_url?: string }
    carrier = values.carrier
    carrierName = values.carrier_name ?? ''
    orders.push({ id, tracking_number: values.tracking_number, ...(values.tracking_url ? { tracking_url: values.tracking_url } : {}) })
  }
  if (ids.length === 0) return { ok: false, message: 'Choisissez au moins une commande à expédier.', fields }
  if (Object.keys(fields).length > 0 || !carrier) return { ok: false, message: '', fields }
  return { ok: true, values: { carrier, ...(carrierName ? { carrier_name: carrierName } : {}), orders } }
}

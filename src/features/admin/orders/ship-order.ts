import * as v from 'valibot'
import { pb } from '@/lib/pocketbase'
import type { OrdersRecord } from '@/lib/pocketbase-types'

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

/** The ship form's rules, once (docs/architecture.md#a-write): the same messages as the server's. */
export const shipSchema = v.pipe(
  v.object({
    carrier: v.picklist(CARRIER_VALUES, 'Choisissez un transporteur dans la liste.'),
    tracking_number: v.pipe(
      v.string(),
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
  // The name and link are for « Autre » only: the known carriers' links are built by the server.
  v.transform((input) => (input.carrier === 'autre' ? input : { carrier: input.carrier, tracking_number: input.tracking_number })),
)

export type Shipment = v.InferOutput<typeof shipSchema>

export type ShippedFields = Pick<OrdersRecord, 'id' | 'status' | 'carrier' | 'tracking_number' | 'tracking_url' | 'shipped_at'>

/** POST /api/shop/orders/{id}/ship (pb_hooks/orders.pb.js): the server ships and e-mails the customer. */
export function shipOrder(orderId: string, shipment: Shipment): Promise<ShippedFields> {
  return pb.send<ShippedFields>(`/api/shop/orders/${encodeURIComponent(orderId)}/ship`, { method: 'POST', body: shipment })
}

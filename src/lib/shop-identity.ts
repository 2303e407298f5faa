import { pb } from './pocketbase'
import type { ShopIdentityRecord } from './pocketbase-types'

/*
 * The shop's legal identity (docs/adr/0048): one `shop_identity` record that anyone reads. The legal
 * pages, the checkout and the back-office read it through `loadShopIdentity`, once per session.
 * Imported by lazy chunks only (legal pages, checkout, admin): never by the storefront's entry.
 */

export type ShopIdentity = ShopIdentityRecord

/** Shown before the order button when the owner has not set it yet (demonstration mode only). */
export const DEFAULT_DELIVERY_TIME = '2 à 5 jours ouvrés'

let cached: Promise<ShopIdentity | null> | null = null
/** The identity once read (undefined before): lets a screen shown again paint it at once. */
let settled: ShopIdentity | null | undefined

/**
 * The identity record, read once per session (the oldest record: the one the migration created), or
 * null when there is none. A failed read is not kept: the next call tries again.
 */
export function loadShopIdentity(): Promise<ShopIdentity | null> {
  cached ??= pb
    .collection('shop_identity')
    .getList<ShopIdentity>(1, 1, { sort: 'created', requestKey: null })
    .then((page) => (settled = page.items[0] ?? null))
    .catch((error: unknown) => {
      cached = null
      throw error
    })
  return cached
}

/** The admin saved the identity: the pages read the new one without asking again. */
export function rememberShopIdentity(identity: ShopIdentity): void {
  cached = Promise.resolve(identity)
  settled = identity
}

/** The identity if it has already been read this session (undefined otherwise); never asks. */
export function shopIdentityIfRead(): ShopIdentity | null | undefined {
  return settled
}

/** Forgets the identity read (tests start each case afresh). */
export function forgetShopIdentity(): void {
  cached = null
  settled = undefined
}

export interface IdentityItem {
  key: string
  label: string
}

type Values = Partial<ShopIdentity>

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/**
 * What must be published before the shop sells, in the order the overview lists it. The same list
 * as PocketBase's (pb_hooks/lib/shop-identity.js `REQUIRED`), which refuses real payments while an
 * item is missing; tests/unit/shop-identity.test.ts checks that both agree.
 */
const REQUIRED: readonly (IdentityItem & { missing: (values: Values) => boolean })[] = [
  { key: 'legal_name', label: 'Dénomination sociale ou nom de l’entrepreneur', missing: (v) => !filled(v.legal_name) },
  { key: 'legal_form', label: 'Forme juridique', missing: (v) => !filled(v.legal_form) },
  { key: 'address', label: 'Adresse du siège', missing: (v) => ![v.address_line1, v.postal_code, v.city].every(filled) },
  { key: 'siren', label: 'Numéro SIREN', missing: (v) => !filled(v.siren) },
  { key: 'siret', label: 'Numéro SIRET', missing: (v) => !filled(v.siret) },
  { key: 'registration', label: 'Immatriculation (RCS, RNE ou RM)', missing: (v) => !filled(v.registration) },
  {
    key: 'vat',
    label: 'Régime de TVA (numéro et taux, ou franchise en base)',
    missing: (v) => !v.vat_exempt && !(filled(v.vat_number) && Number(v.vat_rate) > 0),
  },
  { key: 'email', label: 'Adresse e-mail de contact', missing: (v) => !filled(v.email) },
  { key: 'phone', label: 'Téléphone', missing: (v) => !filled(v.phone) },
  { key: 'publication_director', label: 'Directeur de la publication', missing: (v) => !filled(v.publication_director) },
  {
    key: 'host',
    label: 'Hébergeur du site (nom, adresse, téléphone)',
    missing: (v) => ![v.host_name, v.host_address, v.host_phone].every(filled),
  },
  {
    key: 'data_host',
    label: 'Hébergeur des données (nom, adresse, téléphone)',
    missing: (v) => ![v.data_host_name, v.data_host_address, v.data_host_phone].every(filled),
  },
  {
    key: 'mediator',
    label: 'Médiateur de la consommation (nom et site)',
    missing: (v) => ![v.mediator_name, v.mediator_url].every(filled),
  },
  { key: 'delivery_time', label: 'Délai de livraison', missing: (v) => !filled(v.delivery_time) },
]

/** The items still missing (all of them without a record); empty when the identity is complete. */
export function missingIdentityItems(identity: Values | null): IdentityItem[] {
  const values = identity ?? {}
  return REQUIRED.filter((item) => item.missing(values)).map(({ key, label }) => ({ key, label }))
}

/** '000000000' → '000 000 000'; a SIRET → '000 000 000 00000'. */
export function groupIdentifier(value: string): string {
  const digits = value.replace(/\s+/g, '')
  if (/^[0-9]{9}$/.test(digits)) return digits.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')
  if (/^[0-9]{14}$/.test(digits)) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4')
  return value
}

/** The registered office on one line; the country only outside France. Empty when nothing is set. */
export function identityAddress(identity: Values | null): string {
  if (!identity) return ''
  const city = [identity.postal_code, identity.city].filter(filled).join(' ')
  const country = filled(identity.country) && !/^france$/i.test(identity.country!.trim()) ? identity.country : ''
  return [identity.address_line1, identity.address_line2, city, country].filter(filled).join(', ')
}

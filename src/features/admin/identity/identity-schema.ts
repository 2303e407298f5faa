import * as v from 'valibot'
import { optionalEmailRule } from '@/lib/form-schema'
import { parseDecimal } from '@/lib/decimal'

/*
 * The rules of /dashboard/identite (docs/architecture.md#a-write), with the record's field names. Every field may stay
 * empty (the overview lists what is missing before the shop can take real payments); what is typed
 * must have the right shape. PocketBase checks the rest (SIREN/SIRET keys, the VAT number's key and
 * SIREN: pb_hooks/lib/shop-identity.js) and its messages land on the same fields.
 */

const MAX = { name: 200, short: 100, address: 300, phone: 30 }

const optionalText = (max: number) =>
  v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(max, `Ce texte est trop long (${max} caractères au maximum).`))

/** Digits, spaces allowed while typing ('732 829 320'); stored without them. */
const digits = (count: number, message: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value.replace(/\s+/g, '')),
    v.check((value) => value === '' || new RegExp(`^[0-9]{${count}}$`).test(value), message),
  )

const checkbox = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) => value === 'on'),
)

const PHONE = 'Numéro de téléphone invalide (ex. 04 78 00 00 00 ou +33 4 78 00 00 00).'
const phone = v.pipe(
  optionalText(MAX.phone),
  v.check((value) => value === '' || /^\+?[0-9 .\-()]{8,20}$/.test(value), PHONE),
)

export const identitySchema = v.object({
  trade_name: optionalText(MAX.name),
  legal_name: optionalText(MAX.name),
  legal_form: optionalText(MAX.name),
  share_capital: optionalText(MAX.short),
  siren: digits(9, 'Le numéro SIREN compte 9 chiffres.'),
  siret: digits(14, 'Le numéro SIRET compte 14 chiffres.'),
  registration: optionalText(MAX.name),
  vat_exempt: checkbox,
  vat_number: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
    v.check(
      (value) => value === '' || /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value),
      'Numéro de TVA intracommunautaire invalide (ex. FR32123456789).',
    ),
  ),
  // Factur-X e-invoices (docs/adr/0130).
  vat_on_debits: checkbox,
  facturx_all: checkbox,
  vat_rate: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (value.trim() === '' ? 0 : parseDecimal(value, 2))),
    v.check((rate) => rate >= 0 && rate <= 100, 'Indiquez un taux entre 0 et 100 (ex. 20 ou 5,5).'),
  ),
  address_line1: optionalText(MAX.name),
  address_line2: optionalText(MAX.name),
  postal_code: optionalText(10),
  city: optionalText(MAX.short),
  country: optionalText(MAX.short),
  email: optionalEmailRule(),
  phone,
  publication_director: optionalText(MAX.name),
  host_name: optionalText(MAX.name),
  host_address: optionalText(MAX.address),
  host_phone: phone,
  data_host_name: optionalText(MAX.name),
  data_host_address: optionalText(MAX.address),
  data_host_phone: phone,
  mediator_name: optionalText(MAX.name),
  mediator_url: v.pipe(
    optionalText(255),
    v.check(
      (value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
      'Indiquez l’adresse complète du site (ex. https://www.mediateur.fr).',
    ),
  ),
  delivery_time: optionalText(MAX.name),
  withdrawal_days: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value.trim()),
    v.check(
      (value) => /^[0-9]{1,3}$/.test(value) && Number(value) >= 14 && Number(value) <= 365,
      'Le délai de rétractation est d’au moins 14 jours (et 365 au plus).',
    ),
    v.transform(Number),
  ),
  // The « Votre avis » e-mail's delay after delivery (docs/adr/0105); 0 sends none.
  review_request_days: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value.trim()),
    v.check((value) => /^[0-9]{1,2}$/.test(value) && Number(value) <= 60, 'Indiquez un nombre de jours entre 0 et 60.'),
    v.transform(Number),
  ),
  // The gift cards' amounts (docs/adr/0117): whole euros, « 25, 50, 75, 100 ».
  gift_card_amounts: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value.split(/[\s,;€]+/).filter(Boolean)),
    v.check(
      (parts) =>
        parts.length >= 1 &&
        parts.length <= 10 &&
        parts.every((part) => /^[0-9]{1,4}$/.test(part) && Number(part) >= 5 && Number(part) <= 1000),
      'Indiquez de 1 à 10 montants en euros entiers, de 5 à 1 000 €, séparés par des virgules (ex. 25, 50, 75, 100).',
    ),
    v.transform((parts) => [...new Set(parts.map(Number))].sort((a, b) => a - b)),
  ),
  // A pro order's minimum amount of goods HT, euros; empty or 0: none (docs/adr/0132).
  pro_min_order: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (value.replace(/€/g, '').trim() === '' ? 0 : parseDecimal(value.replace(/€/g, ''), 2))),
    v.check((amount) => amount >= 0 && amount <= 100000, 'Indiquez un montant en euros, par exemple 150, ou laissez vide.'),
  ),
  payment_terms: optionalText(300),
  late_penalty_rate: optionalText(300),
  // Payment on invoice for pros (docs/adr/0131): where the transfers go, and the terms (L441-10: 60 days at most).
  iban: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
    v.check(
      (value) => value === '' || /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(value),
      'Cet IBAN n’est pas valide (ex. FR76 3000 6000 0112 3456 7890 189).',
    ),
  ),
  bic: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
    v.check(
      (value) => value === '' || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value),
      'Ce BIC n’est pas valide : 8 ou 11 lettres et chiffres (ex. AGRIFRPP).',
    ),
  ),
  payment_terms_days: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (value.trim() === '' ? '30' : value.trim())),
    v.check((value) => /^[0-9]{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 60, 'Indiquez un délai entre 1 et 60 jours.'),
    v.transform(Number),
  ),
  fictional: checkbox,
})

export type IdentityValues = v.InferOutput<typeof identitySchema>

import * as v from 'valibot'
import { pb } from './pocketbase'
import { COUNTRIES, countryLabel } from './countries'
import type { AddressesRecord } from './pocketbase-types'

export { COUNTRIES, countryLabel }

/**
 * An address as the shop keeps it (docs/adr/0035-addresses-and-the-address-book.md): an entry of the
 * address book, the checkout's delivery and billing addresses, and the copies an order keeps.
 *
 * The rules and their French messages are the server's (pocketbase/pb_hooks/lib/addresses.js); both
 * sides are checked against the same cases (tests/support/address-vectors.json), so what this form
 * accepts the server accepts, and what it refuses it refuses with the same sentence.
 */
export interface Address {
  full_name: string
  company: string
  line1: string
  line2: string
  postal_code: string
  city: string
  /** FR, MC, BE or LU once valid (a form may briefly hold anything). */
  country: string
  phone: string
  siret: string
  vat_number: string
}

export type AddressField = keyof Address

/** The keys of an Address, in the form's order. */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'full_name',
  'company',
  'line1',
  'line2',
  'postal_code',
  'city',
  'country',
  'phone',
  'siret',
  'vat_number',
]

const COUNTRY_CODES = COUNTRIES.map((country) => country.code)

/** A new address: nothing typed, France chosen. */
export function emptyAddress(): Address {
  return {
    full_name: '',
    company: '',
    line1: '',
    line2: '',
    postal_code: '',
    city: '',
    country: 'FR',
    phone: '',
    siret: '',
    vat_number: '',
  }
}

export const ADDRESS_MESSAGES = {
  fullNameRequired: 'Indiquez le nom et le prénom du destinataire.',
  nameTooLong: 'Ce nom est trop long (120 caractères au maximum).',
  line1Required: 'Indiquez l’adresse (numéro et rue).',
  lineTooLong: 'Cette ligne est trop longue (200 caractères au maximum).',
  country: 'Choisissez un pays de livraison : France, Monaco, Belgique ou Luxembourg.',
  postalCodeRequired: 'Indiquez le code postal.',
  postalCodeFiveDigits: 'Le code postal doit compter 5 chiffres (ex. 69001).',
  postalCodeMonaco: 'Un code postal de Monaco commence par 980.',
  postalCodeFourDigits: 'Le code postal doit compter 4 chiffres.',
  cityRequired: 'Indiquez la ville.',
  cityTooLong: 'Ce nom de ville est trop long.',
  phoneRequired: 'Indiquez un numéro de téléphone pour le transporteur.',
  phoneInvalid: 'Numéro de téléphone invalide (ex. 06 12 34 56 78 ou +33 6 12 34 56 78).',
  siretLength: 'Le numéro SIRET compte 14 chiffres.',
  siretKey: 'Ce numéro SIRET n’est pas valide (clé de contrôle).',
  vatInvalid: 'Numéro de TVA intracommunautaire invalide (ex. FR32123456789).',
} as const

const M = ADDRESS_MESSAGES

// --- Normalizers (the stored form of each value) ---

const withoutSpaces = (value: string) => value.replace(/\s+/g, '')

/** A submitted value as trimmed text: strings and finite numbers; anything else counts as empty. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

export const normalizePostalCode = (value: string) => withoutSpaces(value.trim())
export const normalizeSiret = (value: string) => withoutSpaces(value.trim())
export const normalizeVatNumber = (value: string) => withoutSpaces(value.trim()).toUpperCase()
export const normalizeCountry = (value: string) => value.trim().toUpperCase()

/** The address's values, trimmed and in their stored form, without judging them (like the server). */
export function normalizeAddress(input: unknown): Address {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(source[field])])) as unknown as Address
  address.postal_code = normalizePostalCode(address.postal_code)
  address.country = normalizeCountry(address.country)
  address.siret = normalizeSiret(address.siret)
  address.vat_number = normalizeVatNumber(address.vat_number)
  return address
}

// --- The checks ---

/** French national (0 + 1-9 + 8 digits) or international (+ then 8 to 15 digits; 00 counts as +). */
export function isPhoneNumber(value: string): boolean {
  let compact = value.replace(/[\s.\-()]/g, '')
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`
  return /^0[1-9][0-9]{8}$/.test(compact) || /^\+[0-9]{8,15}$/.test(compact)
}

/** Luhn key of a SIRET (14 digits): every second digit from the right is doubled. */
export function hasLuhnKey(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** An EU VAT number; a French one also has its key checked when the key is numeric. */
export function isVatNumber(value: string): boolean {
  if (!/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value)) return false
  if (!value.startsWith('FR')) return true
  if (!/^FR[0-9A-Z]{2}[0-9]{9}$/.test(value)) return false
  const key = value.slice(2, 4)
  if (!/^[0-9]{2}$/.test(key)) return true
  const siren = Number.parseInt(value.slice(4), 10)
  return Number.parseInt(key, 10) === (12 + 3 * (siren % 97)) % 97
}

/** Countries whose postal codes have 5 digits, and those with 4. */
const FIVE_DIGITS: ReadonlySet<string> = new Set(['FR', 'MC'])
const FOUR_DIGITS: ReadonlySet<string> = new Set(['BE', 'LU'])

const optionalText = v.pipe(v.string(), v.trim())
const maxLength = (max: number, message: string) => v.pipe(optionalText, v.maxLength(max, message))
const requiredText = (required: string, max: number, tooLong: string) =>
  v.pipe(optionalText, v.nonEmpty(required), v.maxLength(max, tooLong))

/**
 * The rules of an address, with the server's messages. `requirePhone`: a delivery address needs a
 * phone number for the carrier (checkout shipping and every address-book entry); a billing one does
 * not. The output is the address in its stored form (the body to send).
 */
export function addressSchema({ requirePhone }: { requirePhone: boolean }) {
  const phone = requirePhone
    ? v.pipe(optionalText, v.nonEmpty(M.phoneRequired), v.check(isPhoneNumber, M.phoneInvalid))
    : v.pipe(
        optionalText,
        v.check((value) => value === '' || isPhoneNumber(value), M.phoneInvalid),
      )
  return v.pipe(
    v.object({
      full_name: requiredText(M.fullNameRequired, 120, M.nameTooLong),
      company: maxLength(120, M.nameTooLong),
      line1: requiredText(M.line1Required, 200, M.lineTooLong),
      line2: maxLength(200, M.lineTooLong),
      postal_code: v.pipe(v.string(), v.transform(normalizePostalCode), v.nonEmpty(M.postalCodeRequired)),
      city: requiredText(M.cityRequired, 100, M.cityTooLong),
      country: v.pipe(v.string(), v.transform(normalizeCountry), v.picklist(COUNTRY_CODES, M.country)),
      phone,
      siret: v.pipe(
        v.string(),
        v.transform(normalizeSiret),
        v.check((value) => value === '' || /^[0-9]{14}$/.test(value), M.siretLength),
        v.check((value) => !/^[0-9]{14}$/.test(value) || hasLuhnKey(value), M.siretKey),
      ),
      vat_number: v.pipe(
        v.string(),
        v.transform(normalizeVatNumber),
        v.check((value) => value === '' || isVatNumber(value), M.vatInvalid),
      ),
    }),
    // The postal code's shape depends on the country: judged only once both are valid on their own.
    v.forward(
      v.partialCheck(
        [['country'], ['postal_code']],
        ({ country, postal_code }) => !FIVE_DIGITS.has(country) || /^[0-9]{5}$/.test(postal_code),
        M.postalCodeFiveDigits,
      ),
      ['postal_code'],
    ),
    v.forward(
      v.partialCheck(
        [['country'], ['postal_code']],
        ({ country, postal_code }) => country !== 'MC' || !/^[0-9]{5}$/.test(postal_code) || postal_code.startsWith('980'),
        M.postalCodeMonaco,
      ),
      ['postal_code'],
    ),
    v.forward(
      v.partialCheck(
        [['country'], ['postal_code']],
        ({ country, postal_code }) => !FOUR_DIGITS.has(country) || /^[0-9]{4}$/.test(postal_code),
        M.postalCodeFourDigits,
      ),
      ['postal_code'],
    ),
  )
}

/** Field → message. */
export type AddressErrors = Partial<Record<AddressField, string>>

/** The first message of each field from a failed parse (`{}` when none). */
function firstMessages(issues: readonly v.BaseIssue<unknown>[] | undefined): AddressErrors {
  const errors: AddressErrors = {}
  for (const issue of issues ?? []) {
    const field = v.getDotPath(issue) as AddressField | null
    if (field && ADDRESS_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/**
 * Checks an address as the server does: `{ address, errors }`, `address` in its stored form (what to
 * send), `errors` the first message of each refused field (`{}` when the address is valid).
 */
export function checkAddress(input: unknown, { requirePhone }: { requirePhone: boolean }): { address: Address; errors: AddressErrors } {
  const address = normalizeAddress(input)
  const result = v.safeParse(addressSchema({ requirePhone }), address)
  return { address, errors: result.success ? {} : firstMessages(result.issues) }
}

/**
 * Field errors of one address out of a form failure's `fields` (src/lib/form-errors.ts), e.g. the
 * `shipping.` ones of the checkout's answer (`prefix` 'shipping') or a record's own (`prefix` '').
 */
export function addressErrorsFrom(fields: Record<string, string>, prefix = ''): AddressErrors {
  const errors: AddressErrors = {}
  for (const field of ADDRESS_FIELDS) {
    const message = fields[prefix ? `${prefix}.${field}` : field]
    if (message) errors[field] = message
  }
  return errors
}

// --- Reading and showing ---

/** The Address part of a stored record (an address-book entry, an order's JSON copy). */
export function addressOf(record: Partial<Record<AddressField, unknown>>): Address {
  const address = emptyAddress()
  for (const field of ADDRESS_FIELDS) {
    const value = record[field]
    address[field] = typeof value === 'string' ? value : ''
  }
  return address
}

/** The lines a label or a summary shows: name, company, street, town, country, then phone and IDs. */
export function addressLines(address: Address): string[] {
  const town = [address.postal_code, address.city].filter(Boolean).join(' ')
  return [
    address.full_name,
    address.company,
    address.line1,
    address.line2,
    town,
    countryLabel(address.country),
    address.phone ? `Tél. ${address.phone}` : '',
    address.siret ? `SIRET ${address.siret}` : '',
    address.vat_number ? `TVA ${address.vat_number}` : '',
  ].filter((line) => line !== '')
}

/**
 * The signed-in customer's address book, the default first, then the most recent: what the checkout
 * prefills. (Its rules let each customer read only their own addresses.)
 */
export function fetchMyAddresses(signal?: AbortSignal): Promise<AddressesRecord[]> {
  return pb.collection('addresses').getFullList({ sort: '-is_default,-created', batch: 200, signal })
}

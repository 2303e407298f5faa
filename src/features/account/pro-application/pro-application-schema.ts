import * as v from 'valibot'
import { hasLuhnKey, isVatNumber } from '@/lib/address'

/**
 * The pro application's rules (docs/adr/0060), with the server's field names and the same French
 * messages as pb_hooks/lib/pro-applications.js: the browser says it first, the server decides.
 */
export const PRO_APPLICATION_MESSAGES = {
  companyRequired: 'Indiquez le nom de votre entreprise.',
  companyTooLong: 'Ce nom est trop long (120 caractères au maximum).',
  siretRequired: 'Indiquez le numéro SIREN (9 chiffres) ou SIRET (14 chiffres) de votre entreprise.',
  siretLength: 'Un numéro SIREN compte 9 chiffres, un numéro SIRET 14.',
  siretKey: 'Ce numéro n’est pas valide (clé de contrôle).',
  vatInvalid: 'Numéro de TVA intracommunautaire invalide (ex. FR32123456789).',
  vatOtherSiren: 'Ce numéro de TVA ne correspond pas au numéro SIREN indiqué.',
  activityRequired: 'Indiquez votre activité (ex. boutique de créateurs, lithothérapeute).',
  activityTooLong: 'Ce texte est trop long (200 caractères au maximum).',
  messageTooLong: 'Votre message est trop long (2 000 caractères au maximum).',
}

const M = PRO_APPLICATION_MESSAGES
const compact = (value: string) => value.trim().replace(/[\s.]/g, '')
const oneLine = (value: string) => value.trim().replace(/\s+/g, ' ')
const SIREN_OR_SIRET = /^([0-9]{9}|[0-9]{14})$/

/** A French VAT number carries the SIREN after its key: it must be the company's. */
const vatMatchesSiren = (input: { siret: string; vat_number: string }) =>
  !/^FR[0-9A-Z]{2}[0-9]{9}$/.test(input.vat_number) ||
  !SIREN_OR_SIRET.test(input.siret) ||
  input.vat_number.slice(4) === input.siret.slice(0, 9)

export const proApplicationSchema = v.pipe(
  v.object({
    company: v.pipe(v.string(), v.transform(oneLine), v.nonEmpty(M.companyRequired), v.maxLength(120, M.companyTooLong)),
    siret: v.pipe(
      v.string(),
      v.transform(compact),
      v.nonEmpty(M.siretRequired),
      v.regex(SIREN_OR_SIRET, M.siretLength),
      v.check(hasLuhnKey, M.siretKey),
    ),
    vat_number: v.pipe(
      v.optional(v.string(), ''),
      v.transform((value) => compact(value).toUpperCase()),
      v.check((value) => value === '' || isVatNumber(value), M.vatInvalid),
    ),
    activity: v.pipe(v.string(), v.transform(oneLine), v.nonEmpty(M.activityRequired), v.maxLength(200, M.activityTooLong)),
    message: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(2000, M.messageTooLong)),
  }),
  v.forward(v.partialCheck([['siret'], ['vat_number']], vatMatchesSiren, M.vatOtherSiren), ['vat_number']),
)

export type ProApplicationValues = v.InferOutput<typeof proApplicationSchema>

import * as v from 'valibot'

/** 16 letters and digits in four groups; typed in any case, with spaces or dashes (docs/adr/0117). */
const CODE = /^[A-HJKMNP-Z2-9]{16}$/

export const BALANCE_MESSAGES = {
  codeRequired: 'Indiquez le code de la carte cadeau.',
  codeInvalid: 'Un code de carte cadeau compte 16 lettres et chiffres (exemple : K7PQ-M3RT-9XWA-B2HD).',
}

/** The balance form's rules: the code, normalized (upper case, groups of four). */
export const giftCardBalanceSchema = v.object({
  code: v.pipe(
    v.string(),
    v.transform((value) => value.toUpperCase().replace(/[\s-]/g, '')),
    v.nonEmpty(BALANCE_MESSAGES.codeRequired),
    v.regex(CODE, BALANCE_MESSAGES.codeInvalid),
    v.transform((bare) => bare.match(/.{4}/g)!.join('-')),
  ),
})

export type GiftCardBalanceValues = v.InferOutput<typeof giftCardBalanceSchema>

import * as v from 'valibot'

/** The « Code promo » field's texts (docs/adr/0116); the refusals are the server's own sentences. */
export const DISCOUNT_CODE_TEXTS = {
  label: 'Code promo',
  apply: 'Appliquer',
  checking: 'Vérification du code…',
  remove: 'Retirer le code',
  required: 'Saisissez un code promo.',
  /** The server's own sentence for a code it does not know. */
  invalid: 'Ce code n’est pas valable.',
  failed: 'Le code n’a pas pu être vérifié. Veuillez réessayer.',
  applied: (code: string) => `Code ${code} appliqué`,
  row: (code: string) => `Remise (${code})`,
}

/** The field's rules: trimmed, then the shop's code shape (3 to 40 letters, digits, « - » or « _ »). */
export const discountCodeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(DISCOUNT_CODE_TEXTS.required),
    v.regex(/^[A-Za-z0-9_-]{3,40}$/, DISCOUNT_CODE_TEXTS.invalid),
    v.toUpperCase(),
  ),
})

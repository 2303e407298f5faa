import * as v from 'valibot'

/** The server's bound on a counted stock (pb_hooks/lib/stock-history.js MAX_COUNT). */
export const MAX_COUNTED = 100000

/** The same sentences as the server's (docs/architecture.md#a-write: the rule declared once). */
export const COUNT_MESSAGES = {
  counted: 'Le stock compté doit être un nombre entier positif ou nul.',
  tooLarge: 'Le stock compté ne peut pas dépasser 100 000.',
  seen: 'Le stock affiché lors du comptage est manquant ou invalide.',
}

/** A whole number typed in a field (spaces and no-break spaces ignored), 0 or more. */
function wholeNumber(message: string) {
  return v.pipe(
    v.string(message),
    v.transform((text) => text.replace(/[\s\u202f\u00a0]/g, '')),
    v.regex(/^\d{1,7}$/, message),
    v.transform(Number),
    v.check((n) => n <= MAX_COUNTED, COUNT_MESSAGES.tooLarge),
  )
}

/** « Inventaire »: the stock counted on the shelf, and the stock the screen showed (docs/adr/0098). */
export const stockCountSchema = v.object({
  counted: wholeNumber(COUNT_MESSAGES.counted),
  seen: wholeNumber(COUNT_MESSAGES.seen),
})

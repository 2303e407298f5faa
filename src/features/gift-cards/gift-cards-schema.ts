import * as v from 'valibot'
import { optionalEmailRule } from '@/lib/form-schema'

export const GIFT_CARD_MESSAGES = {
  amount: 'Choisissez le montant de la carte.',
  recipientName: 'Le nom du destinataire est trop long (100 caractères au maximum).',
  message: 'Le message est trop long (500 caractères au maximum).',
  sendOn: 'La date d’envoi doit être comprise entre aujourd’hui et dans un an.',
  sendOnNeedsEmail: 'Indiquez l’adresse e-mail du destinataire pour lui envoyer la carte à cette date.',
}

/** Today in Paris, `YYYY-MM-DD` (the shop's days). */
export function parisToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now)
}

function inAYear(day: string): string {
  const [y, m, d] = day.split('-').map(Number)
  return `${y! + 1}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/**
 * The « Cartes cadeaux » form (docs/adr/0117): one of the shop's amounts, optionally a recipient (name,
 * e-mail), a message and a sending day. The server checks it all again and fixes the price.
 */
export function giftCardSchema(amounts: readonly number[]) {
  return v.pipe(
    v.object({
      amount: v.pipe(
        v.optional(v.string(), ''),
        v.transform(Number),
        v.check((value) => amounts.includes(value), GIFT_CARD_MESSAGES.amount),
      ),
      recipient_name: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(100, GIFT_CARD_MESSAGES.recipientName)),
      recipient_email: optionalEmailRule(),
      message: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(500, GIFT_CARD_MESSAGES.message)),
      send_on: v.pipe(
        v.optional(v.string(), ''),
        v.trim(),
        v.check(
          (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && value >= parisToday() && value <= inAYear(parisToday())),
          GIFT_CARD_MESSAGES.sendOn,
        ),
      ),
    }),
    v.forward(
      v.check((card) => card.send_on === '' || card.recipient_email !== '', GIFT_CARD_MESSAGES.sendOnNeedsEmail),
      ['recipient_email'],
    ),
  )
}

export type GiftCardValues = v.InferOutput<ReturnType<typeof giftCardSchema>>

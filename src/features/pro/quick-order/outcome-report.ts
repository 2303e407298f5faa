import { MAX_LINE_QUANTITY } from '@/lib/cart'
import { cartFullFor } from '@/lib/cart-messages'
import type { AddOutcome, LineOutcome } from './add-selection'

export const QUICK_ORDER_ADDED = 'Produits ajoutés au panier !'

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`

/** « Collier Jade, 2 ajoutés sur 5 demandés (votre panier en contient déjà 1) ». */
function shortLine(line: LineOutcome): string {
  const held = line.inCart > 0 ? ` (votre panier en contient déjà ${line.inCart})` : ''
  return `${line.name}, ${plural(line.added, 'ajouté')} sur ${plural(line.wanted, 'demandé')}${held}`
}

/**
 * The sentences shown next to the button after an add (the status region): what went in, then each
 * reason something went in short, with the lines it touched.
 */
export function outcomeReport(outcome: AddOutcome): string[] {
  const added = outcome.lines.filter((line) => line.added > 0)
  const by = (reason: LineOutcome['short']) => outcome.lines.filter((line) => line.short === reason)
  const stock = by('stock')
  const capped = by('line-cap')
  const full = by('cart-full')
  const gone = by('unavailable')
  return [
    added.length > 0
      ? `Ajouté au panier : ${added.map((line) => `${line.name} × ${line.added}`).join(', ')}.`
      : 'Rien n’a été ajouté au panier.',
    stock.length > 0 ? `Stock insuffisant : ${stock.map(shortLine).join(' ; ')}.` : '',
    capped.length > 0
      ? `${MAX_LINE_QUANTITY} exemplaires au maximum par article et par commande : ${capped.map(shortLine).join(' ; ')}.`
      : '',
    full.length > 0 ? cartFullFor(full.map((line) => line.name)) : '',
    gone.length > 0 ? `Plus disponible, non ajouté : ${gone.map((line) => line.name).join(', ')}.` : '',
  ].filter(Boolean)
}

/**
 * The toast after an add: the spec's alert when everything went in, else counts that never claim
 * more than what went in; none when nothing did (the status region says why).
 */
export function outcomeToast(outcome: AddOutcome): string | null {
  if (outcome.added === 0) return null
  const limited = outcome.lines.filter((line) => line.short && line.added > 0).length
  const refused = outcome.lines.filter((line) => line.short && line.added === 0).length
  if (limited === 0 && refused === 0) return QUICK_ORDER_ADDED
  const parts = [
    `${plural(outcome.added, 'article')} ${outcome.added > 1 ? 'ajoutés' : 'ajouté'} au panier`,
    limited > 0 ? `${plural(limited, 'produit')} ${limited > 1 ? 'limités' : 'limité'}` : '',
    refused > 0 ? `${plural(refused, 'produit')} ${refused > 1 ? 'refusés' : 'refusé'}` : '',
  ]
  return `${parts.filter(Boolean).join(', ')} : voir le détail près du bouton.`
}

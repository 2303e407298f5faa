import { Link } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { FormAlert } from '@/components/form'
import { LoadingScreen } from '@/components/loading-screen'
import { formatDate, formatPrice } from '@/lib/format'
import type { MyGiftCards } from '@/lib/gift-cards'
import { paths } from '@/lib/paths'

export const GIFT_CARDS_FAILED = 'Impossible de charger vos cartes cadeaux pour le moment.'

type Card = MyGiftCards['items'][number]

function cardState(card: Card): string {
  if (card.status === 'cancelled') return 'Annulée'
  if (new Date(card.expires.replace(' ', 'T')).getTime() < Date.now()) return `Expirée le ${formatDate(card.expires)}`
  return `Valable jusqu’au ${formatDate(card.expires)}`
}

function recipientText(card: Card): string {
  if (!card.recipient_email) return ''
  const who = card.recipient_name || card.recipient_email
  if (card.sent_at) return `Envoyée à ${who} le ${formatDate(card.sent_at)}`
  return `Sera envoyée à ${who}${card.send_on ? ` le ${formatDate(card.send_on)}` : ''}`
}

/**
 * « Mes cartes cadeaux » (docs/adr/0117): the cards the customer bought, their code, balance and
 * validity; nothing shown when there is none. `cards`: the route loader's promise (account-route.ts).
 */
export function GiftCardsSection({ cards, className = '' }: { cards: Promise<MyGiftCards>; className?: string }) {
  return (
    <Deferred
      value={cards}
      loading={<LoadingScreen label="Chargement de vos cartes cadeaux..." />}
      failed={() => <FormAlert>{GIFT_CARDS_FAILED}</FormAlert>}
    >
      {(list) =>
        list.items.length === 0 ? null : (
          <section aria-labelledby="account-gift-cards" className={className}>
            <h2 id="account-gift-cards" className="text-2xl font-semibold">
              Mes cartes cadeaux
            </h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2">
              {list.items.map((card) => (
                <li key={card.id} className="rounded-2xl border border-line bg-surface p-5">
                  <p className="font-mono text-lg tracking-wider">{card.code}</p>
                  <p className="mt-2">
                    Solde : <strong>{formatPrice(card.balance ?? 0)}</strong> sur {formatPrice(card.amount)}
                  </p>
                  <p className="mt-1 text-sm text-ink-muted">{cardState(card)}</p>
                  {recipientText(card) ? <p className="mt-1 text-sm text-ink-muted">{recipientText(card)}</p> : null}
                </li>
              ))}
            </ul>
            <Link to={paths.giftCardBalance} className="mt-4 inline-block text-sm font-medium text-accent underline underline-offset-4">
              Consulter le solde d’une autre carte
            </Link>
          </section>
        )
      }
    </Deferred>
  )
}

// /cartes-cadeaux (docs/adr/0117): the amounts the shop sets, the recipient, the message and the day;
// « Ajouter au panier » puts the card in the cart (a line of its own) and opens the cart.
import { useEffect, useRef } from 'react'
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router-dom'
import { FormAlert, SubmitButton, TextareaField, TextField } from '@/components/form'
import { errorClass, labelClass } from '@/components/form'
import { useToast } from '@/components/toast'
import { containerClass } from '@/components/ui-classes'
import { useCart } from '@/lib/cart-context'
import { usePageMeta } from '@/lib/document-title'
import { formatPrice } from '@/lib/format'
import { giftCardLine } from '@/lib/gift-card-line'
import { paths } from '@/lib/paths'
import type { GiftCardResult, loader } from './gift-cards-route'
import { parisToday } from './gift-cards-schema'

export function GiftCardsScreen() {
  usePageMeta({
    title: 'Cartes cadeaux',
    description: 'Offrez une carte cadeau Éclat de Pierre, valable un an sur tout le site, envoyée par e-mail le jour de votre choix.',
  })
  const { amounts } = useLoaderData<typeof loader>()
  const result = useActionData<GiftCardResult>()
  const busy = useNavigation().state === 'submitting'
  const cart = useCart()
  const toast = useToast()
  const navigate = useNavigate()
  const added = useRef<number | null>(null)

  // A checked card goes into the cart once (the action's answer carries its own key).
  useEffect(() => {
    if (result?.status !== 'done' || added.current === result.key) return
    added.current = result.key
    const { amount, ...details } = result.card
    const kept = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== ''))
    const label = `Carte cadeau ${formatPrice(amount)}`
    if (cart.addItem(giftCardLine(amount, kept, label))) {
      toast.show(`« ${label} » a été ajoutée à votre panier.`)
      navigate(paths.cart)
    } else {
      toast.show('Votre panier est plein : retirez un article pour ajouter la carte.')
    }
  }, [result, cart, toast, navigate])

  const error = result?.status === 'error' ? result : null
  const value = (name: string) => error?.values[name] ?? ''
  return (
    <div className={`${containerClass} max-w-2xl py-12`}>
      <h1 className="text-4xl font-semibold">Cartes cadeaux</h1>
      <p className="mt-4 text-ink-muted">
        Offrez une carte cadeau valable un an sur tout le site, à utiliser en une ou plusieurs fois. Elle est envoyée par e-mail : à vous,
        ou directement à la personne de votre choix, le jour que vous choisissez. Une carte cadeau se commande seule, sans bijou dans le
        même panier.
      </p>
      <Form method="post" noValidate className="mt-8 flex flex-col gap-5">
        {error && <FormAlert>Vérifiez les champs signalés.</FormAlert>}
        <fieldset aria-describedby={error?.fields.amount ? 'gift-card-amount-error' : undefined}>
          <legend className={labelClass}>Montant</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {amounts.map((amount) => (
              <label key={amount} className="flex items-center gap-2 rounded-xl border border-line px-4 py-2">
                <input type="radio" name="amount" value={String(amount)} defaultChecked={value('amount') === String(amount)} />
                {formatPrice(amount)}
              </label>
            ))}
          </div>
          {error?.fields.amount && (
            <p id="gift-card-amount-error" className={errorClass}>
              {error.fields.amount}
            </p>
          )}
        </fieldset>
        <TextField
          label="Nom du destinataire (facultatif)"
          name="recipient_name"
          maxLength={100}
          defaultValue={value('recipient_name')}
          error={error?.fields.recipient_name}
        />
        <TextField
          label="E-mail du destinataire (facultatif)"
          name="recipient_email"
          type="email"
          hint="Sans adresse, la carte et son code vous sont envoyés."
          defaultValue={value('recipient_email')}
          error={error?.fields.recipient_email}
        />
        <TextareaField
          label="Message (facultatif)"
          name="message"
          rows={3}
          maxLength={500}
          defaultValue={value('message')}
          error={error?.fields.message}
        />
        <TextField
          label="Date d’envoi (facultatif)"
          name="send_on"
          type="date"
          min={parisToday()}
          hint="Sans date, la carte est envoyée dès le paiement."
          defaultValue={value('send_on')}
          error={error?.fields.send_on}
        />
        <SubmitButton busy={busy}>Ajouter au panier</SubmitButton>
      </Form>
      <p className="mt-8 text-sm">
        Vous avez reçu une carte ?{' '}
        <Link to={paths.giftCardBalance} className="text-accent underline underline-offset-4">
          Consulter son solde
        </Link>
        . Conditions : voir nos{' '}
        <Link to={`${paths.terms}#cartes-cadeaux`} className="text-accent underline underline-offset-4">
          CGV
        </Link>
        .
      </p>
    </div>
  )
}

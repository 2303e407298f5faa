// The newsletter's unticked boxes (docs/adr/0114, CPCE L. 34-5: consent is a free, specific act).
// At sign-up, one box; at the checkout, the same box and, for the customers' soft opt-in (a customer
// may be written to about similar pieces unless they object, simply and at collection), a second
// unticked box to object. The server records either with its date and source.
import { useState } from 'react'
import { CheckboxField } from '@/components/form'
import { REFUSE_LABEL, SOFT_OPT_IN_HINT, SUBSCRIBE_LABEL } from '@/lib/newsletter'

export function NewsletterBox({ id }: { id: string }) {
  return <CheckboxField id={id} name="newsletter" value="oui" label={SUBSCRIBE_LABEL} />
}

export function CheckoutNewsletter({ disabled }: { disabled?: boolean }) {
  const [subscribed, setSubscribed] = useState(false)
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="sr-only">E-mails de l’atelier</legend>
      <CheckboxField
        id="checkout-newsletter"
        name="newsletter"
        value="subscribe"
        label={SUBSCRIBE_LABEL}
        checked={subscribed}
        onChange={(event) => setSubscribed(event.currentTarget.checked)}
      />
      {!subscribed && (
        <CheckboxField
          id="checkout-newsletter-refuse"
          name="newsletter_refuse"
          value="refuse"
          label={REFUSE_LABEL}
          hint={SOFT_OPT_IN_HINT}
        />
      )}
    </fieldset>
  )
}

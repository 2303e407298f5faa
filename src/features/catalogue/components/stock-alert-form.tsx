// The back-in-stock alert form (docs/adr/0107): an e-mail (the logged-in customer's to start with) and
// the consent line, sent to `POST /api/shop/stock-alerts`; refusals in French, what was typed kept.
import { useState, type FormEvent } from 'react'
import { CheckboxField, FormAlert, SubmitButton, TextField } from '@/components/form'
import { formFailure } from '@/lib/form-errors'
import { pb } from '@/lib/pocketbase'

const STOCK_ALERT_TEXTS = {
  email: 'Votre e-mail',
  consent: 'J’accepte de recevoir un seul e-mail quand cette pièce revient en stock.',
  consentSimilar: 'J’accepte de recevoir un seul e-mail quand une pièce semblable arrive en boutique.',
  submit: 'Me prévenir',
  fallback: 'Votre demande n’a pas pu être enregistrée. Veuillez réessayer.',
  emailMissing: 'Saisissez une adresse e-mail valide.',
  consentMissing: 'Cochez la case pour accepter de recevoir l’e-mail de retour en stock.',
  done: 'C’est noté : nous vous écrirons une seule fois quand cette pièce reviendra en stock.',
  doneSimilar: 'C’est noté : nous vous écrirons une seule fois quand une pièce semblable arrivera.',
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

interface Props {
  productId: string
  variantId?: string
  unique: boolean
  title: string
}

export default function StockAlertForm({ productId, variantId, unique, title }: Props) {
  const [email, setEmail] = useState(() => String(pb.authStore.record?.email ?? ''))
  const [consent, setConsent] = useState(false)
  const [errors, setErrors] = useState<{ email?: string; consent?: string }>({})
  const [failure, setFailure] = useState('')
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found: { email?: string; consent?: string } = {}
    if (!EMAIL.test(email.trim())) found.email = STOCK_ALERT_TEXTS.emailMissing
    if (!consent) found.consent = STOCK_ALERT_TEXTS.consentMissing
    setErrors(found)
    setFailure('')
    if (found.email || found.consent) return
    setSending(true)
    try {
      await pb.send('/api/shop/stock-alerts', {
        method: 'POST',
        body: { email: email.trim(), product: productId, ...(variantId ? { variant: variantId } : {}), consent: true },
        requestKey: null,
      })
      setDone(true)
    } catch (error) {
      setFailure(formFailure(error, { fallback: STOCK_ALERT_TEXTS.fallback, trustServerMessage: true }).message)
    } finally {
      setSending(false)
    }
  }

  if (done) {
    return (
      <p role="status" className="mt-3 text-sm text-forest-700 dark:text-forest-100">
        {unique ? STOCK_ALERT_TEXTS.doneSimilar : STOCK_ALERT_TEXTS.done}
      </p>
    )
  }
  return (
    <form noValidate onSubmit={submit} aria-label={title} className="mt-4 flex flex-col gap-3 rounded-lg border border-line p-4">
      <p className="font-medium">{title}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={STOCK_ALERT_TEXTS.email}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <CheckboxField
        label={unique ? STOCK_ALERT_TEXTS.consentSimilar : STOCK_ALERT_TEXTS.consent}
        name="consent"
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
        error={errors.consent}
      />
      <SubmitButton busy={sending}>{STOCK_ALERT_TEXTS.submit}</SubmitButton>
    </form>
  )
}

// /account's newsletter switch (docs/adr/0114): the customer's current choice, changed at once; the
// server records it with its date and the source `account`.
import { useEffect, useState } from 'react'
import { FormAlert } from '@/components/form'
import { formFailure } from '@/lib/form-errors'
import { pb } from '@/lib/pocketbase'
import { SUBSCRIBE_LABEL } from '@/lib/newsletter'
import { SettingsCard } from './settings-card'

const UNREADABLE = 'Votre choix n’a pas pu être lu. Veuillez recharger la page.'
const NOT_SAVED = 'Votre choix n’a pas pu être enregistré. Veuillez réessayer.'

interface Choice {
  subscribed: boolean
}

export function NewsletterSection() {
  const [subscribed, setSubscribed] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState('')

  useEffect(() => {
    let live = true
    pb.send<Choice>('/api/shop/newsletter/me', { requestKey: null })
      .then((answer) => live && setSubscribed(answer.subscribed === true))
      .catch(() => live && setError(UNREADABLE))
    return () => {
      live = false
    }
  }, [])

  const change = async (next: boolean) => {
    setBusy(true)
    setError('')
    setDone('')
    try {
      const answer = await pb.send<Choice>('/api/shop/newsletter/me', { method: 'POST', body: { subscribed: next }, requestKey: null })
      setSubscribed(answer.subscribed === true)
      setDone(answer.subscribed ? 'Vous êtes inscrit(e) à la lettre de l’atelier.' : 'Vous ne recevrez plus les e-mails de l’atelier.')
    } catch (failure) {
      setError(formFailure(failure, { fallback: NOT_SAVED }).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <SettingsCard id="account-newsletter" title="Lettre d’information">
      <FormAlert>{error}</FormAlert>
      <FormAlert tone="success">{done}</FormAlert>
      <label className="flex items-start gap-3 text-sm leading-6">
        <input
          type="checkbox"
          role="switch"
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--ep-accent)]"
          checked={subscribed === true}
          disabled={subscribed === null || busy}
          aria-checked={subscribed === true}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <span>{SUBSCRIBE_LABEL}</span>
      </label>
    </SettingsCard>
  )
}

import { FormAlert, SubmitButton } from '@/components/form'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { useSectionForm } from './use-section-form'

/** Shown while the account's address is not verified: the link was mailed at sign-up; it can be sent again. */
export function VerificationBanner({ user }: { user: UsersRecord }) {
  const { Form, form, busy, failure, done } = useSectionForm('resend-verification')
  return (
    <section aria-labelledby="account-verification" className="mt-8 rounded-3xl border border-gold-500/60 bg-surface-muted px-6 py-5">
      <h2 id="account-verification" className="text-lg font-semibold">
        Confirmez votre adresse email
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-ink-muted">
        Votre adresse <span className="font-medium text-ink break-all">{user.email}</span> n’est pas encore confirmée. Cliquez sur le lien
        de l’e-mail que nous vous avons envoyé à l’inscription.
      </p>
      <Form {...form} className="mt-4 space-y-3" aria-label="Renvoyer l’e-mail de vérification">
        <input type="hidden" name="intent" value="resend-verification" />
        <FormAlert>{failure?.message}</FormAlert>
        <FormAlert tone="success">{done}</FormAlert>
        {!done && (
          <SubmitButton busy={busy} busyLabel="Envoi en cours...">
            Renvoyer l’e-mail de vérification
          </SubmitButton>
        )}
      </Form>
    </section>
  )
}

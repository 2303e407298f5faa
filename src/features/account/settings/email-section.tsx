import { FormAlert, SubmitButton, TextField } from '@/components/form'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { SettingsCard } from './settings-card'
import { useSectionForm } from './use-section-form'

/** 'Adresse e-mail': PocketBase's e-mail change, confirmed by the link sent to the new address. */
export function EmailSection({ user }: { user: UsersRecord }) {
  const { Form, form, busy, failure, done } = useSectionForm('email', { resetOnDone: true })
  return (
    <SettingsCard id="account-email" title="Adresse e-mail">
      <p className="text-sm leading-relaxed text-ink-muted">
        Vous vous connectez avec <span className="font-medium text-ink break-all">{user.email}</span>. Pour en changer, indiquez la nouvelle
        adresse : un lien de confirmation y sera envoyé.
      </p>
      <Form {...form} noValidate className="mt-5 space-y-4" aria-label="Changer d’adresse e-mail">
        <input type="hidden" name="intent" value="email" />
        <FormAlert>{failure?.message}</FormAlert>
        <FormAlert tone="success">{done}</FormAlert>
        <TextField
          id="account-new-email"
          label="Nouvelle adresse email"
          type="email"
          name="newEmail"
          autoComplete="email"
          inputMode="email"
          required
          error={failure?.fields.newEmail}
        />
        <SubmitButton busy={busy} busyLabel="Envoi en cours...">
          Changer d’adresse
        </SubmitButton>
      </Form>
    </SettingsCard>
  )
}

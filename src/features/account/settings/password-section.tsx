import { FormAlert, SubmitButton, TextField } from '@/components/form'
import { NewPasswordFields } from '@/components/form/new-password-fields'
import { PASSWORD_MIN_LENGTH } from '../password-rules'
import { SettingsCard } from './settings-card'
import { useSectionForm } from './use-section-form'

/** 'Mot de passe': the current one, then the new one twice; the session is renewed after the change. */
export function PasswordSection() {
  const { Form, form, busy, failure, done } = useSectionForm('password', { resetOnDone: true })
  return (
    <SettingsCard id="account-password" title="Mot de passe">
      <Form {...form} noValidate className="space-y-4" aria-label="Changer de mot de passe">
        <input type="hidden" name="intent" value="password" />
        <FormAlert>{failure?.message}</FormAlert>
        <FormAlert tone="success">{done}</FormAlert>
        <TextField
          id="account-old-password"
          label="Mot de passe actuel"
          type="password"
          name="oldPassword"
          autoComplete="current-password"
          required
          error={failure?.fields.oldPassword}
        />
        <NewPasswordFields
          id="account-new-password"
          label="Nouveau mot de passe"
          confirmLabel="Confirmation du nouveau mot de passe"
          minLength={PASSWORD_MIN_LENGTH}
          errors={failure?.fields}
        />
        <SubmitButton busy={busy} busyLabel="Enregistrement...">
          Changer le mot de passe
        </SubmitButton>
      </Form>
    </SettingsCard>
  )
}

import { useEffect, type FormEvent } from 'react'
import { FormAlert, SubmitButton, TextField } from '@/components/form'
import { useLogout } from '@/components/use-logout'
import { checkForm, formValues } from '@/lib/form-schema'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { isAdmin } from '@/lib/roles'
import { deleteAccountSchema } from '../account-schemas'
import { SettingsCard } from './settings-card'
import { SETTINGS_TEXTS as T } from './settings-texts'
import { useSectionForm } from './use-section-form'

/**
 * 'Supprimer mon compte' (docs/product/rules.md#account-deletion): the account, its address book and personal data go; the
 * orders stay for the legal retention of accounting documents (pb_hooks/account.pb.js). The password
 * and a browser confirmation come first; then the person is logged out and sent home. An admin
 * account is removed by a superuser (the server refuses it too): the section only says so.
 */
export function DeleteAccountSection({ user }: { user: UsersRecord }) {
  const { Form, form, busy, failure, deleted } = useSectionForm('delete')
  const leave = useLogout(T.deleted)
  useEffect(() => {
    if (deleted) void leave()
  }, [deleted, leave])

  // The confirmation only once the form is complete: an empty password is refused without asking.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const complete = checkForm(deleteAccountSchema, formValues(new FormData(event.currentTarget))).ok
    // A prevented submit is not sent (react-router's Form).
    if (complete && !window.confirm(T.deleteConfirm)) event.preventDefault()
  }

  return (
    <SettingsCard id="account-delete" title="Supprimer mon compte" tone="danger">
      <div className="space-y-3 text-sm leading-relaxed text-ink-muted">
        <p>La suppression efface votre compte, votre carnet d’adresses et vos informations personnelles. Elle est définitive.</p>
        <p>
          Vos commandes sont conservées pendant la durée légale de conservation des documents comptables (10 ans), avec les noms et adresses
          qu’elles portent, mais sans lien avec un compte.
        </p>
      </div>
      {isAdmin(user) ? (
        <p className="mt-5 text-sm leading-relaxed">{T.adminCannotDelete}</p>
      ) : (
        <Form {...form} noValidate onSubmit={onSubmit} className="mt-5 max-w-md space-y-4" aria-label="Supprimer mon compte">
          <input type="hidden" name="intent" value="delete" />
          <FormAlert>{failure?.message}</FormAlert>
          <TextField
            id="account-delete-password"
            label="Mot de passe"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            error={failure?.fields.password}
          />
          <SubmitButton busy={busy} busyLabel="Suppression..." className="bg-danger-600! text-white! hover:bg-danger-700!">
            Supprimer définitivement mon compte
          </SubmitButton>
        </Form>
      )}
    </SettingsCard>
  )
}

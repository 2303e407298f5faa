import { FormAlert, SubmitButton, TextField } from '@/components/form'
import { LogoutIcon } from '@/components/icons'
import { secondaryButtonClass } from '@/components/ui-classes'
import { useLogout } from '@/components/use-logout'
import { formatDate } from '@/lib/format'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { NAME_MAX_LENGTH } from '../account-schemas'
import { useSectionForm } from './use-section-form'

/** 'Mes informations' (docs/product/screens.md#account): the e-mail, the creation date, the name (editable) and the logout. */
export function ProfileSection({ user }: { user: UsersRecord }) {
  const onLogout = useLogout()
  const { Form, form, busy, failure, done } = useSectionForm('name')
  return (
    <section aria-labelledby="account-profile" className="rounded-3xl border border-line bg-surface p-6">
      <h2 id="account-profile" className="text-2xl font-semibold">
        Mes informations
      </h2>
      <dl className="mt-5 space-y-4 text-sm">
        <div>
          <dt className="text-ink-muted">Email</dt>
          <dd className="mt-0.5 font-medium break-all">{user.email}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Compte créé le</dt>
          <dd className="mt-0.5 font-medium">{formatDate(user.created)}</dd>
        </div>
      </dl>
      <Form {...form} noValidate className="mt-6 space-y-4" aria-label="Mon nom">
        <input type="hidden" name="intent" value="name" />
        <FormAlert>{failure?.message}</FormAlert>
        <FormAlert tone="success">{done}</FormAlert>
        <TextField
          id="account-name"
          label="Nom"
          name="name"
          autoComplete="name"
          required
          maxLength={NAME_MAX_LENGTH}
          defaultValue={user.name}
          error={failure?.fields.name}
        />
        <SubmitButton busy={busy} busyLabel="Enregistrement..." className="w-full">
          Enregistrer mon nom
        </SubmitButton>
      </Form>
      <button type="button" onClick={() => void onLogout()} className={`${secondaryButtonClass} mt-6 w-full`}>
        <LogoutIcon className="size-4" />
        Se déconnecter
      </button>
    </section>
  )
}

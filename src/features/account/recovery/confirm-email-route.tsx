import type { ActionFunctionArgs } from 'react-router-dom'
import { TextField } from '@/components/form'
import { usePageMeta } from '@/lib/document-title'
import { paths } from '@/lib/paths'
import { pb } from '@/lib/pocketbase'
import { confirmEmailChangeSchema } from '../account-schemas'
import { ExpiredLink, LinkForm } from './link-pages'
import { submitLinkForm } from './link-token'
import { EMAIL_CHANGE_DONE, EMAIL_TAKEN } from './recovery-texts'

export const EMAIL_CHANGE_FAILED = 'Le changement d’adresse n’a pas pu être confirmé. Veuillez réessayer.'
export const EMAIL_CHANGE_LINK_EXPIRED =
  'Ce lien de confirmation a expiré ou a déjà servi : il reste valable 30 minutes. Depuis votre compte, demandez à nouveau le changement d’adresse.'

/** /confirmer-email/:token: the link sent to the new address; the account's password confirms it. */
export function action({ request, params }: ActionFunctionArgs) {
  // Once done, the sessions opened with the old address have ended: the person logs in with the new one.
  return submitLinkForm(
    request,
    { token: params.token, type: 'emailChange' },
    confirmEmailChangeSchema,
    (token, { password }) => pb.collection('users').confirmEmailChange(token, password),
    EMAIL_CHANGE_FAILED,
  )
}

export function Component() {
  usePageMeta({ title: 'Nouvelle adresse email', description: 'Confirmez la nouvelle adresse email de votre compte Éclat de Pierre.' })
  return (
    <LinkForm
      type="emailChange"
      usable={(link) => Boolean(link.newEmail)}
      done={(link) => ({ notice: EMAIL_CHANGE_DONE, email: link?.newEmail })}
      expired={(_link, taken) => (
        <ExpiredLink retry={{ to: paths.account, label: 'Mon compte' }}>
          {taken ? `${EMAIL_TAKEN} Depuis votre compte, choisissez une autre adresse.` : EMAIL_CHANGE_LINK_EXPIRED}
        </ExpiredLink>
      )}
      eyebrow="Changement d’adresse"
      title="Nouvelle adresse email"
      intro={(link) => `Pour utiliser désormais ${link.newEmail} pour vous connecter, saisissez le mot de passe de votre compte.`}
      footer="Vous vous reconnecterez ensuite avec la nouvelle adresse."
      label="Confirmer la nouvelle adresse"
      submit="Confirmer la nouvelle adresse"
      busyLabel="Confirmation..."
    >
      {(fields) => (
        <TextField
          id="confirm-email-password"
          label="Mot de passe"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          error={fields?.password}
        />
      )}
    </LinkForm>
  )
}

import type { ActionFunctionArgs } from 'react-router-dom'
import { NewPasswordFields } from '@/components/form/new-password-fields'
import { usePageMeta } from '@/lib/document-title'
import { paths } from '@/lib/paths'
import { pb } from '@/lib/pocketbase'
import { resetPasswordSchema } from '../account-schemas'
import { PASSWORD_MIN_LENGTH } from '../password-rules'
import { ExpiredLink, LinkForm } from './link-pages'
import { submitLinkForm } from './link-token'
import { PASSWORD_RESET_DONE } from './recovery-texts'

export const RESET_FAILED = 'Le mot de passe n’a pas pu être modifié. Veuillez réessayer.'
export const RESET_LINK_EXPIRED =
  'Ce lien de réinitialisation a expiré ou a déjà servi : il reste valable 30 minutes et ne sert qu’une fois. Demandez-en un nouveau.'

/** /reinitialiser-mot-de-passe/:token: the link of the reset e-mail; sets the new password. */
export function action({ request, params }: ActionFunctionArgs) {
  return submitLinkForm(
    request,
    { token: params.token, type: 'passwordReset' },
    resetPasswordSchema,
    (token, { password, passwordConfirm }) => pb.collection('users').confirmPasswordReset(token, password, passwordConfirm),
    RESET_FAILED,
  )
}

export function Component() {
  usePageMeta({ title: 'Nouveau mot de passe', description: 'Choisissez un nouveau mot de passe pour votre compte Éclat de Pierre.' })
  return (
    <LinkForm
      type="passwordReset"
      done={(link) => ({ notice: PASSWORD_RESET_DONE, email: link?.email })}
      expired={(link) => (
        <ExpiredLink retry={{ to: paths.forgotPassword, label: 'Demander un nouveau lien', email: link?.email }}>
          {RESET_LINK_EXPIRED}
        </ExpiredLink>
      )}
      eyebrow="Mot de passe oublié"
      title="Nouveau mot de passe"
      intro={(link) =>
        link.email ? `Choisissez un nouveau mot de passe pour le compte ${link.email}.` : 'Choisissez un nouveau mot de passe.'
      }
      footer="Ce lien ne sert qu’une fois."
      label="Choisir un nouveau mot de passe"
      submit="Enregistrer le mot de passe"
      busyLabel="Enregistrement..."
    >
      {(fields) => (
        <NewPasswordFields
          id="reset-password"
          label="Nouveau mot de passe"
          confirmLabel="Confirmation du mot de passe"
          minLength={PASSWORD_MIN_LENGTH}
          errors={fields}
        />
      )}
    </LinkForm>
  )
}

import { useRef } from 'react'
import { Form, Navigate, useActionData, useNavigation, useParams, type ActionFunctionArgs } from 'react-router-dom'
import { FormAlert, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { usePageMeta } from '@/lib/document-title'
import { paths } from '@/lib/paths'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import { resetPasswordSchema } from '../account-schemas'
import { AuthCard } from '../auth-card'
import type { LoginState } from '../login-state'
import { PASSWORD_MIN_LENGTH } from '../password-rules'
import { ExpiredLink } from './expired-link'
import { endSessionOf, readLinkToken, tokenRefusal } from './link-token'
import { PASSWORD_RESET_DONE } from './recovery-texts'

export const RESET_FAILED = 'Le mot de passe n’a pas pu être modifié. Veuillez réessayer.'
export const RESET_LINK_EXPIRED =
  'Ce lien de réinitialisation a expiré ou a déjà servi : il reste valable 30 minutes et ne sert qu’une fois. Demandez-en un nouveau.'

type Result = { status: 'done' } | { status: 'invalid' } | { status: 'error'; message: string; fields: FieldErrors }

/** /reinitialiser-mot-de-passe/:token: the link of the reset e-mail; sets the new password. */
export async function action({ request, params }: ActionFunctionArgs): Promise<Result> {
  const check = checkForm(resetPasswordSchema, formValues(await request.formData()))
  if (!check.ok) return { status: 'error', message: '', fields: check.fields }
  try {
    const { password, passwordConfirm } = check.values
    await pb.collection('users').confirmPasswordReset(params.token ?? '', password, passwordConfirm)
  } catch (error) {
    if (tokenRefusal(error)) return { status: 'invalid' }
    return { status: 'error', ...formFailure(error, { fallback: RESET_FAILED }) }
  }
  endSessionOf(readLinkToken(params.token, 'passwordReset')?.id ?? '')
  return { status: 'done' }
}

export function Component() {
  usePageMeta({ title: 'Nouveau mot de passe', description: 'Choisissez un nouveau mot de passe pour votre compte Éclat de Pierre.' })
  const link = readLinkToken(useParams().token, 'passwordReset')
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const formRef = useRef<HTMLFormElement>(null)
  const failure = result?.status === 'error' ? result : null
  useFocusFirstError(formRef, failure)

  if (result?.status === 'done') {
    const state: LoginState = { notice: PASSWORD_RESET_DONE, email: link?.email }
    return <Navigate to={paths.login} replace state={state} />
  }
  if (!link || link.expired || result?.status === 'invalid') {
    return (
      <ExpiredLink retry={{ to: paths.forgotPassword, label: 'Demander un nouveau lien', email: link?.email }}>
        {RESET_LINK_EXPIRED}
      </ExpiredLink>
    )
  }

  return (
    <AuthCard
      eyebrow="Mot de passe oublié"
      title="Nouveau mot de passe"
      intro={link.email ? `Choisissez un nouveau mot de passe pour le compte ${link.email}.` : 'Choisissez un nouveau mot de passe.'}
      footer="Ce lien ne sert qu’une fois."
    >
      <Form ref={formRef} method="post" noValidate className="space-y-5" aria-label="Choisir un nouveau mot de passe">
        <FormAlert>{failure?.message}</FormAlert>
        <TextField
          id="reset-password"
          label="Nouveau mot de passe"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
          error={failure?.fields.password}
        />
        <TextField
          id="reset-password-confirm"
          label="Confirmation du mot de passe"
          type="password"
          name="passwordConfirm"
          autoComplete="new-password"
          required
          error={failure?.fields.passwordConfirm}
        />
        <SubmitButton busy={busy} busyLabel="Enregistrement..." className="w-full">
          Enregistrer le mot de passe
        </SubmitButton>
      </Form>
    </AuthCard>
  )
}

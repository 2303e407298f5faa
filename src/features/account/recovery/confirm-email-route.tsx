import { useRef } from 'react'
import { Form, Navigate, useActionData, useNavigation, useParams, type ActionFunctionArgs } from 'react-router-dom'
import { FormAlert, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { usePageMeta } from '@/lib/document-title'
import { paths } from '@/lib/paths'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import { confirmEmailChangeSchema } from '../account-schemas'
import { AuthCard } from '../auth-card'
import type { LoginState } from '../login-state'
import { ExpiredLink } from './expired-link'
import { endSessionOf, readLinkToken, tokenRefusal } from './link-token'
import { EMAIL_CHANGE_DONE, EMAIL_TAKEN } from './recovery-texts'

export const EMAIL_CHANGE_FAILED = 'Le changement d’adresse n’a pas pu être confirmé. Veuillez réessayer.'
export const EMAIL_CHANGE_LINK_EXPIRED =
  'Ce lien de confirmation a expiré ou a déjà servi : il reste valable 30 minutes. Depuis votre compte, demandez à nouveau le changement d’adresse.'

type Result = { status: 'done' } | { status: 'invalid' } | { status: 'taken' } | { status: 'error'; message: string; fields: FieldErrors }

/** /confirmer-email/:token: the link sent to the new address; the account's password confirms it. */
export async function action({ request, params }: ActionFunctionArgs): Promise<Result> {
  const check = checkForm(confirmEmailChangeSchema, formValues(await request.formData()))
  if (!check.ok) return { status: 'error', message: '', fields: check.fields }
  try {
    await pb.collection('users').confirmEmailChange(params.token ?? '', check.values.password)
  } catch (error) {
    const refusal = tokenRefusal(error)
    if (refusal === 'email-taken') return { status: 'taken' }
    if (refusal) return { status: 'invalid' }
    return { status: 'error', ...formFailure(error, { fallback: EMAIL_CHANGE_FAILED }) }
  }
  // The sessions opened with the old address have ended: the person logs in with the new one.
  endSessionOf(readLinkToken(params.token, 'emailChange')?.id ?? '')
  return { status: 'done' }
}

export function Component() {
  usePageMeta({ title: 'Nouvelle adresse email', description: 'Confirmez la nouvelle adresse email de votre compte Éclat de Pierre.' })
  const link = readLinkToken(useParams().token, 'emailChange')
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const formRef = useRef<HTMLFormElement>(null)
  const failure = result?.status === 'error' ? result : null
  useFocusFirstError(formRef, failure)

  if (result?.status === 'done') {
    const state: LoginState = { notice: EMAIL_CHANGE_DONE, email: link?.newEmail }
    return <Navigate to={paths.login} replace state={state} />
  }
  if (!link?.newEmail || link.expired || result?.status === 'invalid' || result?.status === 'taken') {
    return (
      <ExpiredLink retry={{ to: paths.account, label: 'Mon compte' }}>
        {result?.status === 'taken' ? `${EMAIL_TAKEN} Depuis votre compte, choisissez une autre adresse.` : EMAIL_CHANGE_LINK_EXPIRED}
      </ExpiredLink>
    )
  }

  return (
    <AuthCard
      eyebrow="Changement d’adresse"
      title="Nouvelle adresse email"
      intro={`Pour utiliser désormais ${link.newEmail} pour vous connecter, saisissez le mot de passe de votre compte.`}
      footer="Vous vous reconnecterez ensuite avec la nouvelle adresse."
    >
      <Form ref={formRef} method="post" noValidate className="space-y-5" aria-label="Confirmer la nouvelle adresse">
        <FormAlert>{failure?.message}</FormAlert>
        <TextField
          id="confirm-email-password"
          label="Mot de passe"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          error={failure?.fields.password}
        />
        <SubmitButton busy={busy} busyLabel="Confirmation..." className="w-full">
          Confirmer la nouvelle adresse
        </SubmitButton>
      </Form>
    </AuthCard>
  )
}

import { useRef } from 'react'
import { Form, Link, useActionData, useLocation, useNavigation, type ActionFunctionArgs } from 'react-router-dom'
import { FormAlert, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { usePageMeta } from '@/lib/document-title'
import { paths } from '@/lib/paths'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { errorStatus, pb } from '@/lib/pocketbase'
import { forgotPasswordSchema } from '../account-schemas'
import { AuthCard } from '../auth-card'
import { readLoginState } from '../login-state'
import { TOO_MANY_MAIL_REQUESTS } from './recovery-texts'

/** The same answer whether an account exists or not: nobody learns which addresses have one. */
export const RESET_LINK_SENT =
  'Si un compte existe pour cette adresse, un e-mail vous a été envoyé avec un lien pour choisir un nouveau mot de passe. Pensez à regarder dans vos courriers indésirables.'
export const RESET_REQUEST_FAILED = 'La demande n’a pas pu être envoyée. Veuillez réessayer dans quelques instants.'

type Result = { status: 'sent' } | { status: 'error'; message: string; fields: FieldErrors }

/** /mot-de-passe-oublie: asks PocketBase to mail a reset link (pb_migrations/1764000200_auth_emails.js). */
export async function action({ request }: ActionFunctionArgs): Promise<Result> {
  const check = checkForm(forgotPasswordSchema, formValues(await request.formData()))
  if (!check.ok) return { status: 'error', message: '', fields: check.fields }
  try {
    await pb.collection('users').requestPasswordReset(check.values.email)
    return { status: 'sent' }
  } catch (error) {
    if (errorStatus(error) === 429) return { status: 'error', message: TOO_MANY_MAIL_REQUESTS, fields: {} }
    return { status: 'error', ...formFailure(error, { fallback: RESET_REQUEST_FAILED }) }
  }
}

export function Component() {
  usePageMeta({
    title: 'Mot de passe oublié',
    description: 'Recevez par e-mail un lien pour choisir un nouveau mot de passe pour votre compte Éclat de Pierre.',
  })
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const { email } = readLoginState(useLocation().state)
  const formRef = useRef<HTMLFormElement>(null)
  const failure = result?.status === 'error' ? result : null
  useFocusFirstError(formRef, failure)

  return (
    <AuthCard
      eyebrow="Mot de passe oublié"
      title="Réinitialiser le mot de passe"
      intro="Indiquez l’adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      footer={
        <Link to={paths.login} className="font-medium text-accent underline underline-offset-4 hover:text-accent-hover">
          Retour à la connexion
        </Link>
      }
    >
      {result?.status === 'sent' ? (
        <FormAlert tone="success">{RESET_LINK_SENT}</FormAlert>
      ) : (
        <Form ref={formRef} method="post" noValidate className="space-y-5" aria-label="Mot de passe oublié">
          <FormAlert>{failure?.message}</FormAlert>
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={email}
            error={failure?.fields.email}
          />
          <SubmitButton busy={busy} busyLabel="Envoi en cours..." className="w-full">
            Envoyer le lien
          </SubmitButton>
        </Form>
      )}
    </AuthCard>
  )
}

import { useState, type FormEvent } from 'react'
import { Link, Navigate, useLocation } from 'react-router-dom'
import { FormAlert, SubmitButton, TextField } from '@/components/form'
import { usePageMeta } from '@/lib/document-title'
import { formFailure } from '@/lib/form-errors'
import { useSession } from '@/lib/session-context'
import { AuthCard } from './auth-card'
import { newPasswordError, PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH } from './password-rules'
import { redirectTarget } from './redirect-target'
import { useAuthSubmit } from './use-auth-submit'

export const SIGNUP_FAILED = "Échec de l'inscription. Cet email est peut-être déjà utilisé."

interface SignupErrors {
  email?: string
  password?: string
  passwordConfirm?: string
}

const FIELD_IDS: Record<keyof SignupErrors, string> = {
  email: 'signup-email',
  password: 'signup-password',
  passwordConfirm: 'signup-password-confirm',
}

function validate(email: string, password: string, passwordConfirm: string): SignupErrors {
  const errors: SignupErrors = {}
  const address = email.trim()
  if (!address) errors.email = 'Veuillez saisir votre adresse email.'
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) errors.email = 'Cette adresse email ne semble pas valide.'
  const passwordError = newPasswordError(password)
  if (passwordError) errors.password = passwordError
  if (!passwordConfirm) errors.passwordConfirm = 'Veuillez confirmer votre mot de passe.'
  else if (password !== passwordConfirm) errors.passwordConfirm = PASSWORD_MISMATCH
  return errors
}

/** /signup (docs/product/screens.md#signup and docs/product/rules.md#validation): creates the account (never with a role), logs in, goes to /account. */
export function SignupScreen() {
  usePageMeta({
    title: 'Inscription',
    description: 'Créez votre compte Éclat de Pierre pour commander vos bijoux en pierres naturelles et suivre vos commandes.',
  })
  const { status, signup } = useSession()
  const location = useLocation()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [passwordConfirm, setPasswordConfirm] = useState('')
  const [errors, setErrors] = useState<SignupErrors>({})
  const { busy, done: signedUpHere, failure, submitRef, run, clearFailure } = useAuthSubmit(SIGNUP_FAILED)

  // Just signed up here: back to the page that was asked for, else the account. While the signup is
  // under way: stay. Already signed in: the account.
  if (status === 'authenticated' && signedUpHere) return <Navigate to={redirectTarget(location)} replace />
  if (status === 'authenticated' && !busy) return <Navigate to="/account" replace />

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const found = validate(email, password, passwordConfirm)
    setErrors(found)
    clearFailure()
    const first = (Object.keys(FIELD_IDS) as Array<keyof SignupErrors>).find((key) => found[key])
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus()
      return
    }
    // The server refuses a password its rule finds too easy to guess (docs/adr/0054): said under the field.
    await run(
      () => signup({ email: email.trim(), password, passwordConfirm }),
      (error) => {
        const { message, fields } = formFailure(error, { fallback: SIGNUP_FAILED })
        if (!fields.password) return undefined
        setErrors({ password: fields.password })
        return message
      },
    )
  }

  return (
    <AuthCard
      eyebrow="Bienvenue"
      title="Inscription"
      intro="Créez votre compte pour commander et suivre vos bijoux."
      footer={
        <>
          Déjà un compte ?{' '}
          <Link to="/login" state={location.state} className="font-medium text-accent underline underline-offset-4 hover:text-accent-hover">
            Se connecter
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Inscription">
        <FormAlert>{failure}</FormAlert>
        <TextField
          id={FIELD_IDS.email}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <TextField
          id={FIELD_IDS.password}
          label="Mot de passe"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <TextField
          id={FIELD_IDS.passwordConfirm}
          label="Confirmation du mot de passe"
          type="password"
          name="passwordConfirm"
          autoComplete="new-password"
          required
          value={passwordConfirm}
          onChange={(event) => setPasswordConfirm(event.target.value)}
          error={errors.passwordConfirm}
        />
        <SubmitButton ref={submitRef} busy={busy} busyLabel="Création du compte..." className="w-full">
          Créer mon compte
        </SubmitButton>
      </form>
    </AuthCard>
  )
}

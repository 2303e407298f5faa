import { useState, type FormEvent } from 'react'
import { Link, Navigate, useLocation } from 'react-router-dom'
import { FormAlert, SubmitButton, TextField } from '@/components/form'
import { usePageMeta } from '@/lib/document-title'
import { useSession } from '@/lib/session-context'
import { AuthCard } from './auth-card'
import { readLoginState, type LoginState } from './login-state'
import { guardedFrom, homeOf, landingAfterLogin } from './redirect-target'
import { useAuthSubmit } from './use-auth-submit'

export const LOGIN_FAILED = 'Échec de la connexion. Vérifiez vos identifiants.'

interface LoginErrors {
  email?: string
  password?: string
}

function validate(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {}
  if (!email.trim()) errors.email = 'Veuillez saisir votre adresse email.'
  if (!password) errors.password = 'Veuillez saisir votre mot de passe.'
  return errors
}

/**
 * /login (docs/product/screens.md#login and docs/product/rules.md#validation): success goes back to the page a guard protected, else to /account, or to
 * /espace-pro for a pro and /dashboard for an admin (docs/adr/0054).
 */
export function LoginScreen() {
  usePageMeta({
    title: 'Connexion',
    description: 'Connectez-vous à votre compte Éclat de Pierre pour retrouver vos commandes et finaliser vos achats.',
  })
  const { status, user, login } = useSession()
  const location = useLocation()
  // Sent here to log in again (a new password, a new address): a sentence and the address to use.
  const { notice, email: prefill } = readLoginState(location.state)
  const [email, setEmail] = useState(prefill ?? '')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<LoginErrors>({})
  const { busy, done: signedInHere, failure, submitRef, run, clearFailure } = useAuthSubmit(LOGIN_FAILED)
  const from = guardedFrom(location)

  // Just signed in here: back to the page that was asked for, else one's own space (the pro area for
  // a pro, the dashboard for an admin, the account). While a login is under way: stay. Already signed
  // in and simply visiting: one's own space. Already signed in but sent here by a guard (a customer
  // at the pro area): the form stays, to sign in with another account.
  const wrongAccount = status === 'authenticated' && from !== null
  if (status === 'authenticated' && signedInHere) return <Navigate to={landingAfterLogin(location, user)} replace />
  if (status === 'authenticated' && !busy && !wrongAccount) return <Navigate to={homeOf(user)} replace />

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const found = validate(email, password)
    setErrors(found)
    clearFailure()
    if (found.email || found.password) {
      document.getElementById(found.email ? 'login-email' : 'login-password')?.focus()
      return
    }
    await run(() => login(email.trim(), password))
  }

  return (
    <AuthCard
      eyebrow="Bon retour parmi nous"
      title="Connexion"
      intro="Retrouvez vos commandes et vos bijoux préférés."
      footer={
        <>
          Pas encore de compte ?{' '}
          <Link
            to="/signup"
            state={location.state}
            className="font-medium text-accent underline underline-offset-4 hover:text-accent-hover"
          >
            Créer un compte
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Connexion">
        {wrongAccount && !failure && (
          <p role="status" className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm leading-relaxed">
            Votre compte n’a pas accès à cette page. Connectez-vous avec un autre compte pour continuer.
          </p>
        )}
        {notice && !failure && <FormAlert tone="success">{notice}</FormAlert>}
        <FormAlert>{failure}</FormAlert>
        <TextField
          id="login-email"
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
          id="login-password"
          label="Mot de passe"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <p className="-mt-2 text-right text-sm">
          <Link
            to="/mot-de-passe-oublie"
            state={{ email: email.trim() } satisfies LoginState}
            className="font-medium text-accent underline underline-offset-4 hover:text-accent-hover"
          >
            Mot de passe oublié ?
          </Link>
        </p>
        <SubmitButton ref={submitRef} busy={busy} busyLabel="Connexion en cours..." className="w-full">
          Se connecter
        </SubmitButton>
      </form>
    </AuthCard>
  )
}

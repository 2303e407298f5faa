import { useRef, type MouseEvent } from 'react'
import { Form, Link, Navigate, useActionData, useLocation, useNavigate, useNavigation } from 'react-router-dom'
import { FormAlert, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { usePageMeta } from '@/lib/document-title'
import { paths } from '@/lib/paths'
import { useSession } from '@/lib/session-context'
import type { loginAction } from './auth-actions'
import { AuthCard } from './auth-card'
import { readLoginState, type LoginState } from './login-state'
import { guardedFrom, homeOf } from './redirect-target'

const linkClass = 'font-medium text-accent underline underline-offset-4 hover:text-accent-hover'

/**
 * /login (docs/product/screens.md#login and docs/product/rules.md#validation): the route's action
 * (auth-actions.ts) signs in and goes back to the page a guard protected, else to /account, or to
 * /espace-pro for a pro and /dashboard for an admin (docs/adr/0054).
 */
export function LoginScreen() {
  usePageMeta({
    title: 'Connexion',
    description: 'Connectez-vous à votre compte Éclat de Pierre pour retrouver vos commandes et finaliser vos achats.',
  })
  const { status, user } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const result = useActionData<typeof loginAction>()
  const formRef = useRef<HTMLFormElement>(null)
  const failure = result?.status === 'error' ? result : null
  useFocusFirstError(formRef, failure)
  // Sent here to log in again (a new password, a new address): a sentence and the address to use.
  const { notice, email: prefill } = readLoginState(location.state)
  const from = guardedFrom(location)
  const busy = navigation.state === 'submitting'

  // Already signed in and simply visiting: one's own space. Signed in but sent here by a guard (a
  // customer at the pro area): the form stays, to sign in with another account. While the form's
  // own login redirects (the navigation is under way), its action decides where.
  const wrongAccount = status === 'authenticated' && from !== null
  if (status === 'authenticated' && navigation.state === 'idle' && !wrongAccount) return <Navigate to={homeOf(user)} replace />

  // 'Mot de passe oublié ?' takes the address typed so far.
  const toForgotPassword = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    const typed = formRef.current?.elements.namedItem('email')
    const email = typed instanceof HTMLInputElement ? typed.value.trim() : ''
    void navigate(paths.forgotPassword, { state: { email } satisfies LoginState })
  }

  return (
    <AuthCard
      eyebrow="Bon retour parmi nous"
      title="Connexion"
      intro="Retrouvez vos commandes et vos bijoux préférés."
      footer={
        <>
          Pas encore de compte ?{' '}
          <Link to={{ pathname: paths.signup, search: location.search }} state={location.state} className={linkClass}>
            Créer un compte
          </Link>
        </>
      }
    >
      <Form ref={formRef} method="post" noValidate className="space-y-5" aria-label="Connexion">
        {wrongAccount && !failure?.message && (
          <p role="status" className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm leading-relaxed">
            Votre compte n’a pas accès à cette page. Connectez-vous avec un autre compte pour continuer.
          </p>
        )}
        {notice && !failure?.message && <FormAlert tone="success">{notice}</FormAlert>}
        <FormAlert>{failure?.message}</FormAlert>
        <input type="hidden" name="redirectTo" value={from ?? ''} />
        <TextField
          id="login-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={prefill ?? ''}
          error={failure?.fields.email}
        />
        <TextField
          id="login-password"
          label="Mot de passe"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          error={failure?.fields.password}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword} onClick={toForgotPassword} className={linkClass}>
            Mot de passe oublié ?
          </Link>
        </p>
        <SubmitButton busy={busy} busyLabel="Connexion en cours..." className="w-full">
          Se connecter
        </SubmitButton>
      </Form>
    </AuthCard>
  )
}

import { useRef } from 'react'
import { Form, Link, Navigate, useActionData, useLocation, useNavigation } from 'react-router-dom'
import { DataNotice, FormAlert, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { NewPasswordFields } from '@/components/form/new-password-fields'
import { NewsletterBox } from '@/components/newsletter/newsletter-boxes'
import { usePageMeta } from '@/lib/document-title'
import { paths } from '@/lib/paths'
import { useSession } from '@/lib/session-context'
import type { signupAction } from './auth-actions'
import { AuthCard } from './auth-card'
import { PASSWORD_MIN_LENGTH } from './password-rules'
import { guardedFrom } from './redirect-target'

/**
 * /signup (docs/product/screens.md#signup and docs/product/rules.md#validation): the route's action
 * (auth-actions.ts) creates the account (never with a role), logs in, and goes back to the page a
 * guard protected, else to /account.
 */
export function SignupScreen() {
  usePageMeta({
    title: 'Inscription',
    description: 'Créez votre compte Éclat de Pierre pour commander vos bijoux en pierres naturelles et suivre vos commandes.',
  })
  const { status } = useSession()
  const location = useLocation()
  const navigation = useNavigation()
  const result = useActionData<typeof signupAction>()
  const formRef = useRef<HTMLFormElement>(null)
  const failure = result?.status === 'error' ? result : null
  useFocusFirstError(formRef, failure)

  // Already signed in: the account. While the form's own signup redirects, its action decides where.
  if (status === 'authenticated' && navigation.state === 'idle') return <Navigate to={paths.account} replace />

  return (
    <AuthCard
      eyebrow="Bienvenue"
      title="Inscription"
      intro="Créez votre compte pour commander et suivre vos bijoux."
      footer={
        <>
          Déjà un compte ?{' '}
          <Link
            to={{ pathname: paths.login, search: location.search }}
            state={location.state}
            className="font-medium text-accent underline underline-offset-4 hover:text-accent-hover"
          >
            Se connecter
          </Link>
        </>
      }
    >
      <Form ref={formRef} method="post" noValidate className="space-y-5" aria-label="Inscription">
        <FormAlert>{failure?.message}</FormAlert>
        <input type="hidden" name="redirectTo" value={guardedFrom(location) ?? ''} />
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          error={failure?.fields.email}
        />
        <NewPasswordFields
          id="signup-password"
          label="Mot de passe"
          confirmLabel="Confirmation du mot de passe"
          minLength={PASSWORD_MIN_LENGTH}
          errors={failure?.fields}
        />
        <NewsletterBox id="signup-newsletter" />
        <DataNotice purpose="Votre adresse e-mail sert à votre compte, à vos commandes et à leurs e-mails." />
        <SubmitButton busy={navigation.state === 'submitting'} busyLabel="Création du compte..." className="w-full">
          Créer mon compte
        </SubmitButton>
      </Form>
    </AuthCard>
  )
}

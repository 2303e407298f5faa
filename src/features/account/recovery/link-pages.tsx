import { useRef, type ReactElement, type ReactNode } from 'react'
import { Form, Link, Navigate, useActionData, useNavigation, useParams } from 'react-router-dom'
import { FormAlert, SubmitButton, useFocusFirstError } from '@/components/form'
import { MessageScreen } from '@/components/message-screen'
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import type { FieldErrors } from '@/lib/form-schema'
import { paths } from '@/lib/paths'
import { AuthCard } from '../auth-card'
import type { LoginState } from '../login-state'
import { readLinkToken, type LinkFormResult, type LinkToken, type LinkTokenType } from './link-token'

// The pages the links of the shop's auth e-mails open (one module: one lazy chunk, whose name the
// storefront's entry carries, docs/adr/0062).

/** What an expired, used or damaged link from one of the shop's e-mails leads to. */
export function ExpiredLink({ children, retry }: { children: string; retry: { to: string; label: string; email?: string } }) {
  return (
    <MessageScreen
      eyebrow="Lien expiré"
      title="Ce lien n’est plus valable"
      role="alert"
      actions={
        <>
          <Link to={retry.to} state={retry.email ? { email: retry.email } : undefined} className={primaryButtonClass}>
            {retry.label}
          </Link>
          <Link to={paths.home} className={secondaryButtonClass}>
            Retour à l’accueil
          </Link>
        </>
      }
    >
      <p>{children}</p>
    </MessageScreen>
  )
}

/**
 * The page of a link that opens a form (its action: `submitLinkForm`, ./link-token.ts): the
 * expired-link page when the token is past its date, not usable or refused; the form in its card
 * otherwise (the first field to fix gets the focus); once done, /login with a notice and the address
 * to log in with.
 */
export function LinkForm({
  type,
  usable = () => true,
  done,
  expired,
  eyebrow,
  title,
  intro,
  footer,
  label,
  submit,
  busyLabel,
  children,
}: {
  type: LinkTokenType
  /** Whether the token carries what the form needs (an e-mail change: the new address). */
  usable?: (link: LinkToken) => boolean
  /** What /login shows and fills in once done. */
  done: (link: LinkToken | null) => LoginState
  /** The expired-link page (`taken`: the server said the new address is another account's). */
  expired: (link: LinkToken | null, taken: boolean) => ReactElement
  eyebrow: string
  title: string
  intro: (link: LinkToken) => string
  footer: string
  /** The form's accessible name. */
  label: string
  submit: string
  busyLabel: string
  /** The fields, given the errors to show on them. */
  children: (fields: FieldErrors | undefined) => ReactNode
}) {
  const link = readLinkToken(useParams().token, type)
  const result = useActionData<LinkFormResult>()
  const busy = useNavigation().state === 'submitting'
  const formRef = useRef<HTMLFormElement>(null)
  const failure = result?.status === 'error' ? result : null
  useFocusFirstError(formRef, failure)

  if (result?.status === 'done') return <Navigate to={paths.login} replace state={done(link)} />
  if (!link || !usable(link) || link.expired || result?.status === 'invalid' || result?.status === 'taken') {
    return expired(link, result?.status === 'taken')
  }
  return (
    <AuthCard eyebrow={eyebrow} title={title} intro={intro(link)} footer={footer}>
      <Form ref={formRef} method="post" noValidate className="space-y-5" aria-label={label}>
        <FormAlert>{failure?.message}</FormAlert>
        {children(failure?.fields)}
        <SubmitButton busy={busy} busyLabel={busyLabel} className="w-full">
          {submit}
        </SubmitButton>
      </Form>
    </AuthCard>
  )
}

import { useRef, type ReactElement, type ReactNode } from 'react'
import { Form, Navigate, useActionData, useNavigation, useParams } from 'react-router-dom'
import { FormAlert, SubmitButton, useFocusFirstError } from '@/components/form'
import { paths } from '@/lib/paths'
import type { FieldErrors } from '@/lib/form-schema'
import { AuthCard } from '../auth-card'
import type { LoginState } from '../login-state'
import type { LinkFormResult } from './link-form-action'
import { readLinkToken, type LinkToken, type LinkTokenType } from './link-token'

/**
 * The page of such a link (its action: `submitLinkForm`, ./link-form-action.ts): the expired-link page when the token is
 * past its date, not usable or refused; the form in its card otherwise (the first field to fix gets
 * the focus); once done, /login with a notice and the address to log in with.
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

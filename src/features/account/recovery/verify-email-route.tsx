import { Suspense, use } from 'react'
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom'
import { LoadingScreen } from '@/components/loading-screen'
import { MessageScreen } from '@/components/message-screen'
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import { paths } from '@/lib/paths'
import { usePageMeta } from '@/lib/document-title'
import { NETWORK_FAILURE } from '@/lib/form-errors'
import { errorStatus, pb } from '@/lib/pocketbase'
import { useSession } from '@/lib/session-context'
import { ExpiredLink } from './link-pages'
import { readLinkToken, tokenRefusal } from './link-token'

export const EMAIL_VERIFIED = 'Merci ! Votre adresse email est confirmée.'
export const VERIFY_LINK_EXPIRED =
  'Ce lien de confirmation a expiré ou n’est plus valable. Depuis votre compte, vous pouvez demander un nouvel e-mail de confirmation.'

type Outcome = 'verified' | 'invalid' | 'unreachable'

/** Confirms the address at once; never rejects (the page says what happened). */
async function confirm(token: string | undefined): Promise<Outcome> {
  const link = readLinkToken(token, 'verification')
  if (!link || link.expired) return 'invalid'
  try {
    await pb.collection('users').confirmVerification(link.token)
  } catch (error) {
    if (tokenRefusal(error) || errorStatus(error) === 400) return 'invalid'
    return 'unreachable'
  }
  // Logged in as that account here: the session learns that the address is now verified.
  if (pb.authStore.record?.id === link.id)
    await pb
      .collection('users')
      .authRefresh()
      .catch(() => undefined)
  return 'verified'
}

/** /verifier-email/:token: the link of the verification e-mail. */
export function loader({ params }: LoaderFunctionArgs) {
  return { outcome: confirm(params.token) }
}

export function Component() {
  usePageMeta({ title: 'Confirmation de l’adresse email', description: 'Confirmation de votre adresse email chez Éclat de Pierre.' })
  const { outcome } = useLoaderData<typeof loader>()
  return (
    <Suspense fallback={<LoadingScreen label="Confirmation de votre adresse email..." />}>
      <VerificationOutcome pending={outcome} />
    </Suspense>
  )
}

/**
 * React's `use` rather than react-router's `Await`: the promise never rejects, and `Await` would add
 * its code to the storefront's entry (react-router is one module there; docs/adr/0031).
 */
function VerificationOutcome({ pending }: { pending: Promise<Outcome> }) {
  const outcome = use(pending)
  const { status } = useSession()
  const revalidator = useRevalidator()
  const next = status === 'authenticated' ? { to: paths.account, label: 'Mon compte' } : { to: paths.login, label: 'Se connecter' }

  if (outcome === 'invalid') return <ExpiredLink retry={next}>{VERIFY_LINK_EXPIRED}</ExpiredLink>
  if (outcome === 'unreachable') {
    return (
      <MessageScreen
        title="Confirmation impossible pour le moment"
        role="alert"
        actions={
          <button type="button" onClick={() => void revalidator.revalidate()} className={primaryButtonClass}>
            Réessayer
          </button>
        }
      >
        <p>{NETWORK_FAILURE}</p>
      </MessageScreen>
    )
  }
  return (
    <MessageScreen
      eyebrow="Adresse confirmée"
      title="Adresse email confirmée"
      actions={
        <>
          <Link to={next.to} className={primaryButtonClass}>
            {next.label}
          </Link>
          <Link to={paths.catalogue} className={secondaryButtonClass}>
            Découvrir le catalogue
          </Link>
        </>
      }
    >
      <p role="status">{EMAIL_VERIFIED}</p>
    </MessageScreen>
  )
}

import { Link } from 'react-router-dom'
import { MessageScreen } from '@/components/message-screen'
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import { paths } from '@/lib/paths'

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

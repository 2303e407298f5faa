import { Link } from 'react-router-dom'
import { MessageScreen } from '@/components/message-screen'
import { primaryButtonClass } from '@/components/ui-classes'
import { useDocumentTitle } from '@/lib/document-title'

/** Unknown routes (docs/product/screens.md#not-found-and-errors). */
export function NotFoundScreen() {
  useDocumentTitle('Page introuvable')
  return (
    <MessageScreen
      eyebrow="Erreur 404"
      title="Page introuvable"
      actions={
        <Link to="/" className={primaryButtonClass}>
          Retour à l’accueil
        </Link>
      }
    >
      <p>Cette page n’existe pas ou a été déplacée. Les pierres, elles, sont toujours là.</p>
    </MessageScreen>
  )
}

import { Link } from 'react-router-dom'
import { MessageScreen } from '@/components/message-screen'
import { primaryButtonClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'

/** Unknown routes (docs/product/screens.md#not-found-and-errors): rendered by the server with HTTP 404 (docs/adr/0084). */
function NotFoundScreen() {
  usePageMeta({ title: 'Page introuvable', status: 404 })
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

// A route module's component (docs/architecture.md#from-a-url-to-its-code): router.tsx loads the module as it is.
export { NotFoundScreen as Component }

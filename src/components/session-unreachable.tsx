import { MessageScreen } from '@/components/message-screen'
import { primaryButtonClass } from '@/components/ui-classes'

/**
 * The stored session could not be checked, the server being unreachable (docs/adr/0057): said with a
 * retry, never read as « not signed in » (an admin reloading a page while PocketBase is down).
 */
export function SessionUnreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <MessageScreen
      role="alert"
      title="Impossible de joindre le serveur"
      actions={
        <button type="button" onClick={onRetry} className={primaryButtonClass}>
          Réessayer
        </button>
      }
    >
      <p>Vérifiez votre connexion puis réessayez.</p>
    </MessageScreen>
  )
}

import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { MessageScreen } from '@/components/message-screen'
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import { useDocumentTitle } from '@/lib/document-title'

/**
 * A screen's code that can no longer be fetched (a new version was deployed, or the network dropped):
 * Chromium's « Failed to fetch dynamically imported module », Firefox's « error loading dynamically
 * imported module », Safari's « Importing a module script failed ».
 */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message)
}

/**
 * Route-level error element, in French (ADR 0010): never a blank screen. `fullPage` is used above
 * the layouts, where no header is available. Links are plain `<a>`: the router itself may be the
 * thing that failed, and a full load is the surest way back.
 */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const chunk = isChunkLoadError(error)
  useDocumentTitle(notFound ? 'Page introuvable' : 'Une erreur est survenue')

  useEffect(() => {
    if (!notFound) console.error(error)
  }, [error, notFound])

  const home = (
    <a href="/" className={notFound ? primaryButtonClass : secondaryButtonClass}>
      Retour à l’accueil
    </a>
  )

  if (notFound) {
    return (
      <MessageScreen eyebrow="Erreur 404" title="Page introuvable" actions={home}>
        <p>Cette page n’existe pas ou a été déplacée.</p>
      </MessageScreen>
    )
  }

  return (
    <MessageScreen
      role="alert"
      title={chunk ? 'Une nouvelle version est disponible' : 'Une erreur est survenue'}
      className={fullPage ? 'min-h-dvh justify-center' : ''}
      actions={
        <>
          <button type="button" onClick={() => window.location.reload()} className={primaryButtonClass}>
            Recharger la page
          </button>
          {home}
        </>
      }
    >
      <p>
        {chunk
          ? 'Cette page n’a pas pu être chargée. Rechargez-la pour obtenir la dernière version du site.'
          : 'Quelque chose s’est mal passé. Veuillez réessayer dans un instant.'}
      </p>
    </MessageScreen>
  )
}

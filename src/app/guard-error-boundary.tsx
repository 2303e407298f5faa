import { lazy, Suspense } from 'react'
import { LoadingScreen } from '@/components/loading-screen'

const GuardError = lazy(() => import('./guards').then((m) => ({ default: m.GuardError })))

/**
 * A guarded area's error boundary, on its route from the start with its code lazy (guards.ts):
 * react-router looks for a boundary as soon as a guard refuses, possibly before the route's `lazy`
 * has been applied; a boundary that came with `lazy` was then missed, and « Impossible de joindre le
 * serveur » became the root's « Une erreur est survenue ».
 */
export function GuardErrorBoundary() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <GuardError />
    </Suspense>
  )
}

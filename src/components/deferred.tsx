import { Suspense, use, useState, type ReactNode } from 'react'
import { useRevalidator } from 'react-router-dom'
import { settled } from '@/lib/route-data'

interface DeferredProps<T> {
  /** A promise the route's loader returned (wrapped in `later()`, lib/route-data.ts). */
  value: Promise<T>
  /** The screen's loading state (its own text: 'Chargement...', 'Chargement du trésor...'…). */
  loading: ReactNode
  /** The screen's error; `retry` runs the route's loaders again (the loading state shows meanwhile). */
  failed: (retry: () => void, error: unknown) => ReactNode
  children: (data: T) => ReactNode
}

/**
 * THE way a screen shows data its route loader returned without waiting (docs/adr/0066): the
 * loading state until the promise settles, then the data, or the screen's error with a retry.
 * After a write, react-router reloads the data in a transition: the screen keeps showing the
 * current data until the new data is there (no loading flash, nothing loses focus).
 * A failure is a value here, not a thrown error: nothing reaches the console or an error boundary.
 */
export function Deferred<T>({ value, loading, failed, children }: DeferredProps<T>) {
  const revalidator = useRevalidator()
  // The promise that failed and is being retried: the loading state shows until the new one comes.
  const [retrying, setRetrying] = useState<Promise<T> | null>(null)
  if (retrying === value) return loading
  const retry = () => {
    setRetrying(value)
    void revalidator.revalidate()
  }
  return (
    <Suspense fallback={loading}>
      <Resolved value={value} failed={(error) => failed(retry, error)}>
        {children}
      </Resolved>
    </Suspense>
  )
}

function Resolved<T>({
  value,
  failed,
  children,
}: {
  value: Promise<T>
  failed: (error: unknown) => ReactNode
  children: (data: T) => ReactNode
}) {
  const result = use(settled(value))
  return result.ok ? children(result.data) : failed(result.error)
}

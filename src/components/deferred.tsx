import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom'
import { Moved, settled } from '@/lib/route-data'

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
 * A read that found the page under another address (`Moved`: a renamed product's old slug) goes
 * there, in place of this address, keeping its query (docs/adr/0084).
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
      <Resolved value={value} loading={loading} failed={(error) => failed(retry, error)}>
        {children}
      </Resolved>
    </Suspense>
  )
}

function Resolved<T>({
  value,
  loading,
  failed,
  children,
}: {
  value: Promise<T>
  loading: ReactNode
  failed: (error: unknown) => ReactNode
  children: (data: T) => ReactNode
}) {
  const result = use(settled(value))
  if (result.ok) return children(result.data)
  if (result.error instanceof Moved) {
    return (
      <>
        {loading}
        <GoTo location={result.error.location} />
      </>
    )
  }
  return failed(result.error)
}

/** Replaces the address with `location` (its query and hash kept), once. */
function GoTo({ location }: { location: string }) {
  const navigate = useNavigate()
  const { search, hash } = useLocation()
  const gone = useRef(false)
  useEffect(() => {
    if (gone.current) return
    gone.current = true
    void navigate(`${location}${search}${hash}`, { replace: true })
  }, [navigate, location, search, hash])
  return null
}

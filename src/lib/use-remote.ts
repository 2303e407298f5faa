import { useCallback, useEffect, useState } from 'react'
import { errorStatus, isAbortError } from '@/lib/pocketbase'

export type Remote<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T }

/**
 * Loads something from PocketBase when the screen shows (and again on `retry`), cancelling the
 * request when the screen goes away. `load` must be stable (module function or `useCallback`).
 * Aborted requests are ignored; other failures are logged (but a 404) and returned as `error`.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>): { state: Remote<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ load: typeof load; attempt: number; state: Remote<T> } | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => setResult({ load, attempt, state: { status: 'success', data } }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return
        if (errorStatus(error) !== 404) console.error(error)
        setResult({ load, attempt, state: { status: 'error', error } })
      },
    )
    return () => controller.abort()
  }, [load, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const current = result && result.load === load && result.attempt === attempt ? result.state : null
  return { state: current ?? { status: 'loading' }, retry }
}

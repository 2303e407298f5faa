import { useEffect, useRef, useState } from 'react'
import { connectionFailure } from '@/lib/form-errors'

/**
 * The submit state of the login and signup forms: busy while the session call runs, `done` once it
 * succeeded here, else `failure` holds the form's French text. The submit button is disabled while
 * busy, which drops the keyboard focus: it is given back to the button after each failure.
 */
export function useAuthSubmit(failureText: string) {
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [failure, setFailure] = useState('')
  const [failures, setFailures] = useState(0)
  const submitRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (failures > 0) submitRef.current?.focus()
  }, [failures])

  /**
   * Runs the session call once the form is valid; a failure keeps every field as typed. `explain`
   * may give a more precise sentence for a failure (e.g. a field the server refused).
   */
  async function run(action: () => Promise<unknown>, explain?: (error: unknown) => string | undefined) {
    setBusy(true)
    try {
      await action()
      setDone(true)
    } catch (error) {
      // A server that cannot be reached is said so, never read as wrong credentials.
      setFailure(explain?.(error) || connectionFailure(error) || failureText)
      setBusy(false)
      setFailures((n) => n + 1)
    }
  }

  return { busy, done, failure, submitRef, run, clearFailure: () => setFailure('') }
}

import { useCallback, useState } from 'react'
import { ClientResponseError } from 'pocketbase'

/**
 * The server's explanation of a failed request, for the end of SPEC §8's 'Échec de la sauvegarde
 * du produit. ' + message: PocketBase's message plus each field's complaint ('slug : Value must be unique.').
 */
export function serverMessage(error: unknown): string {
  if (!(error instanceof ClientResponseError)) return error instanceof Error ? error.message : ''
  // No answer at all (server stopped, network down): the SDK's English fallback would say nothing useful.
  if (error.status === 0 && !error.isAbort) return 'Le serveur ne répond pas : vérifiez la connexion puis réessayez.'
  const data: unknown = error.response.data
  const fields =
    typeof data === 'object' && data !== null
      ? Object.entries(data).flatMap(([name, detail]: [string, unknown]) =>
          typeof detail === 'object' && detail !== null && 'message' in detail && typeof detail.message === 'string'
            ? [`${name} : ${detail.message}`]
            : [],
        )
      : []
  return [error.message, ...fields].filter(Boolean).join(' ')
}

/** A form's saving state: `busy` while `run` works, `error` the French failure text, null otherwise. */
export interface Submit {
  busy: boolean
  error: string | null
  /** Runs `action`; on failure logs it, sets `error` to `failure` + the server's message, resolves false. */
  run: (action: () => Promise<unknown>, failure: string) => Promise<boolean>
  /** Clears the error (e.g. when the form is closed). */
  reset: () => void
}

/**
 * `const submit = useSubmit(); if (await submit.run(() => save(values), 'Échec de la sauvegarde du produit. ')) close()`.
 * Nothing is reset on failure: the form keeps what was typed.
 */
export function useSubmit(): Submit {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const run = useCallback(async (action: () => Promise<unknown>, failure: string) => {
    setBusy(true)
    setError(null)
    try {
      await action()
      return true
    } catch (caught: unknown) {
      console.error(failure, caught)
      setError(`${failure}${serverMessage(caught)}`.trim())
      return false
    } finally {
      setBusy(false)
    }
  }, [])

  const reset = useCallback(() => setError(null), [])
  return { busy, error, run, reset }
}

import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router-dom'
import { useFocusFirstError } from '@/components/form'
import type { SectionResult } from './account-actions'

/**
 * One settings section's form: a fetcher posting to /account's action (its answer stays with this
 * section), busy while it runs, the focus on the first field to fix after a refusal. Nothing typed is
 * lost on an error; `resetOnDone` empties the form after a success (passwords, a new address).
 */
export function useSectionForm({ resetOnDone = false }: { resetOnDone?: boolean } = {}) {
  const fetcher = useFetcher<SectionResult>()
  const formRef = useRef<HTMLFormElement>(null)
  const result = fetcher.data
  const failure = result?.status === 'error' ? result : null
  useFocusFirstError(formRef, failure)
  useEffect(() => {
    if (resetOnDone && result?.status === 'done') formRef.current?.reset()
  }, [resetOnDone, result])
  return {
    fetcher,
    formRef,
    busy: fetcher.state !== 'idle',
    failure,
    done: result?.status === 'done' ? result.message : '',
    deleted: result?.status === 'deleted',
  }
}

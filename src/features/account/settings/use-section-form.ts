import { useLayoutEffect, useRef } from 'react'
import { useFetcher } from 'react-router-dom'
import { useFocusFirstError } from '@/components/form'
import type { SectionResult } from './account-actions'

/**
 * One settings section's form: a fetcher of /account's action (account-route.ts), so that its answer
 * stays with this section; busy while it runs, the focus on the first field to fix after a refusal
 * (useFocusFirstError). Nothing typed is lost on an error; `resetOnDone` empties the form after a
 * success (passwords, a new address). Each section's form names its `intent`.
 */
export function useSectionForm({ resetOnDone = false }: { resetOnDone?: boolean } = {}) {
  const fetcher = useFetcher<SectionResult>()
  const result = fetcher.data
  const formRef = useRef<HTMLFormElement>(null)
  const failure = result?.status === 'error' ? result : null
  useFocusFirstError(formRef, failure)
  // In the commit that shows the success, so nobody (and no test) sees the message beside the old text.
  useLayoutEffect(() => {
    if (resetOnDone && result?.status === 'done') formRef.current?.reset()
  }, [resetOnDone, result])

  return {
    Form: fetcher.Form,
    form: { ref: formRef, method: 'post' as const },
    busy: fetcher.state !== 'idle',
    failure,
    done: result?.status === 'done' ? result.message : '',
    deleted: result?.status === 'deleted',
  }
}

import { startTransition, useActionState, useLayoutEffect, useRef, type FormEvent } from 'react'
import { useFocusFirstError } from '@/components/form'
import { saveSection, type SectionResult } from './account-actions'

/**
 * One settings section's form: it sends its fields to `saveSection` through React's action state
 * (its answer stays with this section), busy while it runs, the focus on the first field to fix after
 * a refusal. Nothing typed is lost on an error; `resetOnDone` empties the form after a success
 * (passwords, a new address).
 * Not a react-router fetcher: useFetcher's code would sit in the storefront's entry, react-router
 * being one module there (docs/adr/0031); /account has no loader to revalidate after a write.
 */
export function useSectionForm({ resetOnDone = false }: { resetOnDone?: boolean } = {}) {
  const [result, send, busy] = useActionState((_previous: SectionResult | undefined, data: FormData) => saveSection(data), undefined)
  const formRef = useRef<HTMLFormElement>(null)
  const failure = result?.status === 'error' ? result : null
  useFocusFirstError(formRef, failure)
  // In the commit that shows the success, so nobody (and no test) sees the message beside the old text.
  useLayoutEffect(() => {
    if (resetOnDone && result?.status === 'done') formRef.current?.reset()
  }, [resetOnDone, result])

  // onSubmit, not <form action>: React would empty the form after every answer, refusals too.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (event.defaultPrevented) return // the section's own check said no (the deletion's confirmation)
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    startTransition(() => send(data))
  }

  return {
    form: { ref: formRef, onSubmit, method: 'post' },
    busy,
    failure,
    done: result?.status === 'done' ? result.message : '',
    deleted: result?.status === 'deleted',
  }
}

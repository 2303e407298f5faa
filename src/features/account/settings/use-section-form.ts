import { useLayoutEffect, useRef } from 'react'
import { Form, useActionData, useNavigation } from 'react-router-dom'
import { useFocusFirstError } from '@/components/form'
import type { AccountAnswer } from '../account-route'
import type { Intent, SectionResult } from './account-actions'

/**
 * One settings section's form: it posts its `intent` to /account's action (account-route.ts) and
 * shows the answer given to that intent only; busy while it runs, the focus on the first field to fix
 * after a refusal (useFocusFirstError). Nothing typed is lost on an error; `resetOnDone` empties the
 * form after a success (passwords, a new address).
 * A `<Form>` and the action's data rather than a fetcher each: `useFetcher` would add its code to the
 * storefront's entry, where react-router is one module (docs/adr/0069).
 */
export function useSectionForm(intent: Intent, { resetOnDone = false }: { resetOnDone?: boolean } = {}) {
  const answer = useActionData<AccountAnswer>()
  const navigation = useNavigation()
  const result = answer?.intent === intent ? (answer as SectionResult) : undefined
  const formRef = useRef<HTMLFormElement>(null)
  const failure = result?.status === 'error' ? result : null
  useFocusFirstError(formRef, failure)
  // In the commit that shows the success, so nobody (and no test) sees the message beside the old text.
  useLayoutEffect(() => {
    if (resetOnDone && result?.status === 'done') formRef.current?.reset()
  }, [resetOnDone, result])

  return {
    Form,
    form: { ref: formRef, method: 'post' as const, preventScrollReset: true },
    busy: navigation.state === 'submitting' && navigation.formData?.get('intent') === intent,
    failure,
    done: result?.status === 'done' ? result.message : '',
    deleted: result?.status === 'deleted',
  }
}

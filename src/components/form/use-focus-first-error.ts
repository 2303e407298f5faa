import { useEffect, type RefObject } from 'react'

/**
 * After a refused submit, puts the keyboard focus on the first field named in `fields` (in the
 * form's order), else on the form's submit button: the person lands where there is something to fix.
 * `result` is the action's answer: the effect runs once per answer.
 */
export function useFocusFirstError(
  formRef: RefObject<HTMLFormElement | null>,
  result: { fields?: Record<string, string> } | undefined | null,
) {
  useEffect(() => {
    const form = formRef.current
    if (!form || !result?.fields) return
    const names = Object.keys(result.fields)
    const first = Array.from(form.elements).find(
      (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
        names.includes(element.name),
    )
    if (first) first.focus()
    else form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus()
  }, [formRef, result])
}

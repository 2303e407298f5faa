import { useEffect, type RefObject } from 'react'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement

/** A control the keyboard can reach (a hidden entry or a disabled field cannot take the focus). */
const reachable = (element: Element): element is Control => isControl(element) && !element.disabled && element.type !== 'hidden'

/** A group's first box (past a filter box above them), else its first control. */
function firstInGroup(group: HTMLFieldSetElement): Control | undefined {
  const controls = Array.from(group.elements).filter(reachable)
  return controls.find((control) => control.type === 'checkbox' || control.type === 'radio') ?? controls[0]
}

/**
 * After a refused submit, puts the keyboard focus on the first field named in `fields` (in the
 * form's order), else on the form's submit button: the person lands where there is something to fix.
 * A group named as the field (`<fieldset name="category">` of checkboxes) gets it on its first box.
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
    for (const element of Array.from(form.elements)) {
      if (!(isControl(element) || element instanceof HTMLFieldSetElement) || !names.includes(element.name)) continue
      const target = element instanceof HTMLFieldSetElement ? firstInGroup(element) : element
      if (target && reachable(target)) {
        target.focus()
        return
      }
    }
    form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus()
  }, [formRef, result])
}

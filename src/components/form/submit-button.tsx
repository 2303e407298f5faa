import { useEffect, useRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react'
import { primaryButtonClass } from '@/components/ui-classes'
import { submissionInFlight, submissionsStarted } from '@/lib/submissions'

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The native control (React 19 passes `ref` as a prop), e.g. to focus it. */
  ref?: Ref<HTMLButtonElement>
  /** While true: a spinner, `busyLabel` instead of the children, `aria-busy`, and no second submit. */
  busy?: boolean
  /** e.g. 'Envoi en cours...'; the children stay when absent. */
  busyLabel?: ReactNode
}

/**
 * `<SubmitButton busy={sending} busyLabel="Envoi en cours...">Envoyer</SubmitButton>`
 *
 * A form is sent once (docs/adr/0082): `busy` disables the button, and until it is drawn (react-router
 * draws it in a transition, after a double click's second click) a click is refused when the previous
 * one started a submission that is still being sent. A click that sent nothing (the form's own check
 * refused it, a price to confirm) leaves the next one free.
 */
export function SubmitButton({ busy = false, busyLabel, children, className = '', disabled, onClick, ...button }: SubmitButtonProps) {
  // The submissions counted at this button's last click, until `busy` is drawn.
  const clickedAt = useRef<number | null>(null)
  useEffect(() => {
    if (busy) clickedAt.current = null
  }, [busy])

  const click = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event)
    if (event.defaultPrevented) return
    const mark = clickedAt.current
    if (mark !== null && submissionsStarted() > mark && submissionInFlight()) {
      event.preventDefault()
      return
    }
    clickedAt.current = submissionsStarted()
  }

  return (
    <button
      type="submit"
      aria-busy={busy || undefined}
      disabled={busy || disabled}
      className={`${primaryButtonClass} min-h-11 disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
      onClick={click}
      {...button}
    >
      {busy && (
        <span aria-hidden="true" className="size-4 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin" />
      )}
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}

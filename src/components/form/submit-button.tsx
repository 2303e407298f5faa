import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { primaryButtonClass } from '@/components/ui-classes'

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The native control (React 19 passes `ref` as a prop), e.g. to focus it. */
  ref?: Ref<HTMLButtonElement>
  /** While true: a spinner, `busyLabel` instead of the children, `aria-busy`, and no second submit. */
  busy?: boolean
  /** e.g. 'Envoi en cours...'; the children stay when absent. */
  busyLabel?: ReactNode
}

/** `<SubmitButton busy={sending} busyLabel="Envoi en cours...">Envoyer</SubmitButton>` */
export function SubmitButton({ busy = false, busyLabel, children, className = '', disabled, ...button }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      aria-busy={busy || undefined}
      disabled={busy || disabled}
      className={`${primaryButtonClass} min-h-11 disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
      {...button}
    >
      {busy && (
        <span aria-hidden="true" className="size-4 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin" />
      )}
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}

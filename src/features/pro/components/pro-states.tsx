import type { ReactNode } from 'react'
import { primaryButtonClass } from '@/components/ui-classes'

/** A list of the pro area while it loads: a spinner and a French label, announced politely. */
export function ProLoading({ label = 'Chargement...' }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-4 py-16 text-ink-muted">
      <span aria-hidden="true" className="size-8 rounded-full border-2 border-line border-t-highlight motion-safe:animate-spin" />
      <p>{label}</p>
    </div>
  )
}

/** A load that failed: the message (French) and a 'Réessayer' button when the screen can retry. */
export function ProLoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-line bg-surface px-6 py-12 text-center">
      <p className="font-display text-2xl">{message}</p>
      <p className="mt-2 text-ink-muted">Vérifiez votre connexion, puis réessayez dans un instant.</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={`${primaryButtonClass} mt-6`}>
          Réessayer
        </button>
      )}
    </div>
  )
}

/** Nothing to show (an empty list): the spec's sentence, and optionally a way onward. */
export function ProEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-lg border border-line bg-surface px-6 py-12 text-center">
      <p className="font-display text-2xl">{children}</p>
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </div>
  )
}

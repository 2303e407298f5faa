import { secondaryButtonClass } from '@/components/ui-classes'

/** A list or record that could not be loaded: the French reason and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-ink">{message}</p>
      <button type="button" onClick={onRetry} className={secondaryButtonClass}>
        Réessayer
      </button>
    </div>
  )
}

import type { ReactNode } from 'react'
import { primaryButtonClass } from '@/components/ui-classes'
import { useDocumentTitle } from '@/lib/document-title'

/** An admin screen's frame: its <h1>, an optional primary action beside it, then the content. */
export function AdminPage({
  heading,
  title = `${heading} · Administration`,
  action,
  children,
}: {
  /** The <h1>. */
  heading: string
  /** The browser tab's title (`{heading} · Administration` by default). */
  title?: string
  /** The main button of the screen, e.g. `{ label: 'Ajouter un produit', onClick: openForm }`. */
  action?: { label: string; onClick: () => void }
  children?: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold text-ink md:text-4xl">{heading}</h1>
        {action && (
          <button type="button" onClick={action.onClick} className={primaryButtonClass}>
            {action.label}
          </button>
        )}
      </div>
      {children}
    </div>
  )
}

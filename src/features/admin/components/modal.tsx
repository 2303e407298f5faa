import { useId, useRef, type ReactNode, type RefObject } from 'react'
import { CloseIcon } from '@/components/icons'
import { iconButtonClass } from '@/components/ui-classes'
import { useModalFocus } from '@/components/use-modal-focus'

/**
 * A dialog over the page: a title, a close button ('Fermer'), Escape closes, focus trapped inside
 * and given back on close (`useModalFocus`). A click on the backdrop does NOT close it, so a form
 * being typed is never lost by a stray click. Render it only while open.
 */
export function Modal({
  title,
  onClose,
  children,
  initialFocus,
  wide = false,
  footer,
}: {
  title: string
  onClose: () => void
  children: ReactNode
  /** What gets the focus on open (the close button by default), e.g. the form's first field. */
  initialFocus?: RefObject<HTMLElement | null>
  /** A wider panel (the product form). */
  wide?: boolean
  /**
   * The dialog's main actions, kept in view at the bottom of the screen while its content scrolls,
   * where a thumb reaches them on a phone (docs/adr/0093).
   */
  footer?: ReactNode
}) {
  const panel = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  useModalFocus({ panel, initialFocus: initialFocus ?? closeButton, onClose })

  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-black/50 p-4 sm:items-center">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`my-auto w-full ${wide ? 'max-w-3xl' : 'max-w-lg'} rounded-2xl border border-line bg-surface-raised p-5 text-ink shadow-xl sm:p-6`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-semibold">
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label="Fermer"
            title="Fermer"
            className={`-m-2 ${iconButtonClass}`}
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        {children}
        {footer && (
          <div className="sticky bottom-0 z-10 -mx-5 mt-5 -mb-5 flex flex-wrap justify-end gap-2 rounded-b-2xl border-t border-line bg-surface-raised px-5 py-3 sm:-mx-6 sm:-mb-6 sm:px-6">
            {footer}
          </div>
        )}
      </div>
    </div>
  )
}

import { useRef, type ReactNode } from 'react'
import { CloseIcon } from '@/components/icons'
import { iconButtonClass, primaryButtonClass } from '@/components/ui-classes'
import { useModalFocus } from '@/components/use-modal-focus'

/**
 * The filter panel on phones and tablets: a modal sheet opened by 'Affiner votre recherche'.
 * Choices apply at once; it closes with its buttons, Escape or a click outside, keeps the focus
 * inside while open and gives it back to the opener.
 */
export function FilterDialog({ onClose, resultLabel, children }: { onClose: () => void; resultLabel: string; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  useModalFocus({ panel, initialFocus: closeButton, onClose })

  return (
    <>
      <div
        aria-hidden="true"
        onClick={onClose}
        className="fixed inset-0 z-40 bg-plum-950/55 backdrop-blur-[2px] motion-safe:animate-fade-in"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Affiner votre recherche"
        className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,92vw)] flex-col bg-surface text-ink shadow-2xl motion-safe:animate-fade-in"
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-3">
          <p className="eyebrow">Affiner votre recherche</p>
          <button ref={closeButton} type="button" onClick={onClose} aria-label="Fermer les filtres" className={`${iconButtonClass} -mr-2`}>
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        <div className="border-t border-line px-5 py-4">
          <button type="button" onClick={onClose} className={`${primaryButtonClass} w-full`}>
            {resultLabel}
          </button>
        </div>
      </div>
    </>
  )
}

import { useEffect, useRef, type RefObject } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/**
 * What every modal panel does (the phone menu, the filter sheet, later the admin forms): focus goes
 * to `initialFocus` on open and stays inside `panel` (Tab and Shift+Tab wrap), Escape calls
 * `onClose`, the page behind does not scroll, and on close the focus returns to `returnFocusTo`
 * (else to whatever had it when the panel opened).
 */
export function useModalFocus({
  panel,
  initialFocus,
  onClose,
  returnFocusTo,
}: {
  panel: RefObject<HTMLElement | null>
  initialFocus: RefObject<HTMLElement | null>
  onClose: () => void
  returnFocusTo?: RefObject<HTMLElement | null>
}): void {
  // The latest onClose, without re-running the effect (which would move the focus) when it changes.
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  }, [onClose])

  useEffect(() => {
    const opener = returnFocusTo?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
    initialFocus.current?.focus()
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close.current()
        return
      }
      const container = panel.current
      if (event.key !== 'Tab' || !container) return
      const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE))
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) return
      const active = document.activeElement
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.body.style.overflow = overflow
      opener?.focus()
    }
  }, [panel, initialFocus, returnFocusTo])
}

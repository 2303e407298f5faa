import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * After a client-side navigation to another page, the keyboard focus goes to the new page's <h1>
 * (else its <main>): screen readers announce the page, and Tab goes on from its top, not from the
 * body (nor from a closed menu's button). Not on the first load, nor when only the query changes:
 * a filter keeps the focus in its control (docs/adr/0056), nor when a dialog has it (docs/adr/0093).
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    // A dialog the new address opened (an order's page, a dialog opened as it closed) keeps the focus.
    if (document.activeElement?.closest('[aria-modal="true"]')) return
    const main = document.getElementById('contenu')
    const target = main?.querySelector('h1') ?? main
    if (!target) return
    target.tabIndex = -1
    target.focus({ preventScroll: true })
  }, [pathname])
}

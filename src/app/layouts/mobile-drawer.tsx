import { useEffect, useRef, type MouseEvent, type RefObject } from 'react'
import { CloseIcon } from '@/components/icons'
import { iconButtonClass } from '@/components/ui-classes'
import { useModalFocus } from '@/components/use-modal-focus'
import { AccountLink, LogoutButton, ProAreaLink } from './account-controls'
import { HeaderSearch } from './header-search'
import { MainNav } from './main-nav'

const WIDE_SCREEN = '(min-width: 768px)'

/**
 * The phone menu: a modal panel sliding in from the left with the search, the main navigation and
 * the account links. Closes with its button, Escape, a click outside, a link, a search, or when
 * the screen becomes wide; keeps focus inside while open and gives it back to the menu button.
 */
export function MobileDrawer({ onClose, returnFocusTo }: { onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const panel = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  useModalFocus({ panel, initialFocus: closeButton, onClose, returnFocusTo })

  // The drawer is for narrow screens: it closes when the screen becomes wide.
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  }, [onClose])
  useEffect(() => {
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) close.current()
    }
    wide?.addEventListener?.('change', onWide)
    return () => wide?.removeEventListener?.('change', onWide)
  }, [])

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose()
  }

  return (
    <>
      <div
        aria-hidden="true"
        onClick={onClose}
        className="fixed inset-0 z-40 bg-plum-950/55 backdrop-blur-[2px] motion-safe:animate-fade-in"
      />
      <div
        ref={panel}
        id="menu-mobile"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onClick={onPanelClick}
        className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-surface px-5 pt-4 pb-8 text-ink shadow-2xl motion-safe:animate-drawer-in"
      >
        <div className="flex items-center justify-between">
          <p className="eyebrow">Menu</p>
          <button ref={closeButton} type="button" onClick={onClose} aria-label="Fermer le menu" className={`${iconButtonClass} -mr-2`}>
            <CloseIcon className="size-5" />
          </button>
        </div>
        <HeaderSearch className="mt-5" onSearch={onClose} />
        <div className="mt-4">
          <MainNav variant="drawer" />
        </div>
        <div className="mt-8 flex flex-col gap-1 text-[0.9375rem]">
          <AccountLink showLabel className="flex items-center gap-3 rounded-md py-2.5 hover:text-accent" />
          <ProAreaLink className="rounded-md py-2.5 pl-8 hover:text-accent" />
          <LogoutButton showLabel onLogout={onClose} className="flex items-center gap-3 rounded-md py-2.5 text-left hover:text-accent" />
        </div>
      </div>
    </>
  )
}

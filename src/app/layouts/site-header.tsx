import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { Logo } from '@/components/logo'
import { MenuIcon } from '@/components/icons'
import { SocialLinks } from '@/components/social-links'
import { ThemeToggle } from '@/components/theme-toggle'
import { iconButtonBaseClass } from '@/components/ui-classes'
import { AccountLink, CartLink, LogoutButton, ProAreaLink } from './account-controls'
import { HeaderSearch } from './header-search'
import { MainNav } from './main-nav'

// The phone menu's code is fetched when it is about to be opened (pointer or keyboard on its button),
// not with the page: most visits never open it.
const loadDrawer = () => import('./mobile-drawer')
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })))

/**
 * Storefront header. Wide screens: search · logo · theme, account, cart, logout; then the main
 * navigation between « Espace pro » (pros and admins only) and the social links. Below 768 px: menu
 * button · logo · theme, cart; the social links under them; navigation, search and account links
 * (« Espace pro » among them) in the drawer.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const closeMenu = useCallback(() => setMenuOpen(false), [])

  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 py-2.5 sm:px-6 md:gap-4 md:py-5">
        <div className="flex items-center justify-self-start">
          <button
            ref={menuButton}
            type="button"
            onPointerEnter={loadDrawer}
            onFocus={loadDrawer}
            onTouchStart={loadDrawer}
            onClick={() => setMenuOpen(true)}
            aria-label="Ouvrir le menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'menu-mobile' : undefined}
            className={`${iconButtonBaseClass} inline-flex md:hidden`}
          >
            <MenuIcon className="size-6" />
          </button>
          <HeaderSearch className="hidden w-full max-w-[15rem] md:block lg:max-w-[17rem]" />
        </div>

        <Logo tagline />

        <div className="flex items-center gap-0.5 justify-self-end md:gap-1">
          <ThemeToggle />
          <AccountLink className="hidden md:inline-flex" />
          <CartLink />
          <LogoutButton className="hidden md:inline-flex" />
        </div>
      </div>

      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl items-center justify-center px-3 sm:px-6 md:grid md:grid-cols-[1fr_auto_1fr]">
          <div className="hidden md:block">
            <ProAreaLink className="text-sm font-medium text-accent underline-offset-4 hover:underline" />
          </div>
          <div className="hidden md:block">
            <MainNav variant="bar" />
          </div>
          <SocialLinks className="py-0.5 md:justify-self-end" />
        </div>
      </div>

      {menuOpen && (
        <Suspense fallback={null}>
          <MobileDrawer onClose={closeMenu} returnFocusTo={menuButton} />
        </Suspense>
      )}
    </header>
  )
}

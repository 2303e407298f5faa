import { paths } from '@/lib/paths'
import { useState } from 'react'
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom'
import { ChevronLeftIcon, GemIcon, LogoutIcon, MenuIcon } from '@/components/icons'
import { SkipLink } from '@/components/skip-link'
import { ThemeToggle } from '@/components/theme-toggle'
import { iconButtonClass } from '@/components/ui-classes'
import { useLogout } from '@/components/use-logout'
import { SHOP_NAME } from '@/lib/shop-info'
import { useSession } from '@/lib/session-context'
import { ADMIN_NAV } from './admin-nav'

/**
 * The back-office (/dashboard/*): a sidebar with every management screen, on its own page (no
 * storefront header). Loaded on demand only; the route guard admits admins only.
 */
export function AdminLayout() {
  const { user } = useSession()
  const onLogout = useLogout()
  const location = useLocation()
  const [navOpenAt, setNavOpenAt] = useState<string | null>(null)
  // The phone menu closes by itself when the page changes.
  const navOpen = navOpenAt === location.pathname

  return (
    <div className="min-h-dvh bg-canvas md:grid md:grid-cols-[16rem_1fr]">
      <SkipLink />
      <aside className="flex flex-col bg-band text-on-band md:sticky md:top-0 md:h-dvh">
        <div className="flex items-center justify-between gap-2 px-4 py-4 md:px-5 md:py-6">
          <Link to={paths.admin} className="flex items-center gap-2 rounded-sm">
            <GemIcon className="size-5 text-gold-300" />
            <span className="flex flex-col leading-tight">
              <span className="font-display text-xl font-semibold">{SHOP_NAME}</span>
              <span className="text-[0.625rem] tracking-[0.25em] text-on-band-muted uppercase">Administration</span>
            </span>
          </Link>
          <button
            type="button"
            onClick={() => setNavOpenAt(navOpen ? null : location.pathname)}
            aria-expanded={navOpen}
            aria-controls="admin-nav"
            className="inline-flex items-center gap-2 rounded-full border border-white/20 px-3 py-1.5 text-sm md:hidden"
          >
            <MenuIcon className="size-4" />
            Sections
          </button>
        </div>

        <nav
          id="admin-nav"
          aria-label="Administration"
          className={`${navOpen ? 'block' : 'hidden'} flex-1 overflow-y-auto px-3 pb-4 md:block`}
        >
          <ul className="space-y-0.5">
            {ADMIN_NAV.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={'end' in link ? link.end : false}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm transition-colors ${
                      isActive ? 'bg-white/10 font-medium text-gold-200' : 'text-on-band-muted hover:bg-white/5 hover:text-on-band'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={`${navOpen ? 'flex' : 'hidden'} flex-col gap-2 border-t border-white/10 px-4 py-4 text-sm md:flex`}>
          <Link to="/" className="inline-flex items-center gap-1.5 rounded-sm text-on-band-muted hover:text-on-band">
            <ChevronLeftIcon className="size-4" />
            Retour à la boutique
          </Link>
          {user?.email && <p className="truncate text-xs text-on-band-muted">{user.email}</p>}
        </div>
      </aside>

      <div className="flex min-w-0 flex-col">
        <div className="flex items-center justify-end gap-1 border-b border-line bg-surface px-4 py-2 sm:px-8">
          <ThemeToggle />
          <button
            type="button"
            onClick={() => void onLogout()}
            aria-label="Se déconnecter"
            title="Se déconnecter"
            className={iconButtonClass}
          >
            <LogoutIcon className="size-5" />
          </button>
        </div>
        <main id="contenu" tabIndex={-1} className="flex-1 px-4 py-8 sm:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  )
}

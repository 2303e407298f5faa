import { paths } from '@/lib/paths'
import { useId, useState } from 'react'
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom'
import { ChevronLeftIcon, GemIcon, LogoutIcon, MenuIcon } from '@/components/icons'
import { SkipLink } from '@/components/skip-link'
import { ThemeToggle } from '@/components/theme-toggle'
import { iconButtonClass } from '@/components/ui-classes'
import { useLogout } from '@/components/use-logout'
import { SHOP_NAME } from '@/lib/shop-info'
import { useSession } from '@/lib/session-context'
import { ADMIN_HOME, ADMIN_NAV_GROUPS, type AdminNavEntry, type AdminNavLink } from './admin-nav'

/**
 * The back-office (/dashboard/*): a sidebar with every management screen, on its own page (no
 * storefront header). Loaded on demand only; the route guard admits admins only.
 */
function AdminLayout() {
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
          <ul className="space-y-4">
            <li>
              <AdminNavItem link={ADMIN_HOME} />
            </li>
            {ADMIN_NAV_GROUPS.map((group) => (
              <li key={group.label}>
                <AdminNavGroup label={group.label} entries={group.entries} />
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

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm transition-colors ${
    isActive ? 'bg-white/10 font-medium text-gold-200' : 'text-on-band-muted hover:bg-white/5 hover:text-on-band'
  }`

function AdminNavItem({ link }: { link: AdminNavLink }) {
  return (
    <NavLink to={link.to} end={link.end ?? false} className={navLinkClass}>
      {link.label}
    </NavLink>
  )
}

/** A group of the sidebar: its name over its links (a list named by it, for screen readers). */
function AdminNavGroup({ label, entries }: { label: string; entries: readonly AdminNavEntry[] }) {
  const id = useId()
  return (
    <>
      <p id={id} className="px-3 pb-1 text-[0.6875rem] font-semibold tracking-[0.2em] text-on-band-muted/80 uppercase">
        {label}
      </p>
      <ul aria-labelledby={id} className="space-y-0.5">
        {entries.map((entry) => (
          <li key={entry.label}>
            {'links' in entry ? <AdminNavDisclosure label={entry.label} links={entry.links} /> : <AdminNavItem link={entry} />}
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * Several links under one entry (the reference lists): a button that shows or hides them, open
 * while one of them is the page shown (until the admin closes it).
 */
function AdminNavDisclosure({ label, links }: { label: string; links: readonly AdminNavLink[] }) {
  const id = useId()
  const { pathname } = useLocation()
  const current = links.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`))
  // The admin's choice, for the page it was made on; a new page opens it again if it is one of the lists.
  const [choice, setChoice] = useState<{ at: string; open: boolean } | null>(null)
  const open = choice?.at === pathname ? choice.open : current
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setChoice({ at: pathname, open: !open })}
        className={`flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm transition-colors hover:bg-white/5 hover:text-on-band ${
          current ? 'font-medium text-on-band' : 'text-on-band-muted'
        }`}
      >
        {label}
        {/* The left chevron turned down, up when open (icons.tsx is in the entry: no new icon for this). */}
        <ChevronLeftIcon className={`size-4 shrink-0 transition-transform ${open ? 'rotate-90' : '-rotate-90'}`} />
      </button>
      <ul id={id} hidden={!open} className="mt-0.5 ml-3 space-y-0.5 border-l border-white/10 pl-2">
        {links.map((link) => (
          <li key={link.to}>
            <AdminNavItem link={link} />
          </li>
        ))}
      </ul>
    </>
  )
}

// The area's layout route: router.tsx loads the module as it is (`Component`).
export { AdminLayout as Component }

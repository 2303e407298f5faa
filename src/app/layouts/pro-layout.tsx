import { NavLink, Outlet, useMatch, useMatches } from 'react-router-dom'
import { ProBackLink } from '@/features/pro/components'
import { paths } from '@/lib/paths'
import { proPaths } from '@/lib/pro-paths'

/** The pro area's side navigation (here, not in nav-links: the storefront's entry does not carry it). */
const PRO_NAV = [
  { to: paths.pro, label: 'Vue d’ensemble', end: true },
  { to: proPaths.catalogue, label: 'Catalogue pro' },
  { to: proPaths.exclusive, label: 'Produits exclusifs' },
  { to: proPaths.quickOrder, label: 'Commande rapide' },
  { to: proPaths.history, label: 'Historique des commandes' },
  { to: proPaths.documents, label: 'Documents & informations' },
  // The terms of sale to pros (docs/adr/0080): a public page, apart from the consumers' CGV.
  { to: paths.proTerms, label: 'Conditions de vente pro' },
] as const satisfies readonly { to: string; label: string; end?: boolean }[]

/** A pro route with `handle: { wide: true }` (the catalogue) gets the whole width: the menu goes on top. */
function isWide(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'wide' in handle && handle.wide === true
}

/**
 * The professional area (/espace-pro/*), inside the storefront layout: its own heading band and
 * side navigation, and a way back to the pro home from every sub-page. Loaded on demand only.
 */
function ProLayout() {
  const onHome = useMatch({ path: paths.pro, end: true }) !== null
  const matches = useMatches()
  const wide = isWide(matches[matches.length - 1]?.handle)
  return (
    <div className="flex flex-1 flex-col">
      <div className="border-b border-line bg-surface-muted">
        <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6">
          <p className="eyebrow">Espace Professionnel</p>
          <p className="mt-1 text-sm text-ink-muted">Tarifs préférentiels, produits exclusifs et commandes en volume.</p>
        </div>
      </div>
      <div
        className={`mx-auto grid w-full max-w-7xl flex-1 gap-8 px-4 py-8 sm:px-6 md:gap-12 md:py-10 ${wide ? '' : 'md:grid-cols-[15rem_1fr]'}`}
      >
        <nav aria-label="Espace professionnel" className={wide ? '' : 'md:sticky md:top-6 md:self-start'}>
          <ul className={`flex flex-wrap gap-2 ${wide ? '' : 'md:flex-col md:gap-1'}`}>
            {PRO_NAV.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={'end' in link ? link.end : false}
                  className={({ isActive }) =>
                    `block rounded-full border px-3 py-1.5 text-sm transition-colors ${wide ? '' : 'md:rounded-md md:border-0 md:py-2'} ${
                      isActive
                        ? 'border-accent bg-accent-soft font-medium text-accent'
                        : 'border-line text-ink hover:bg-surface-muted hover:text-accent'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          {!onHome && <ProBackLink />}
          <Outlet />
        </div>
      </div>
    </div>
  )
}

// The area's layout route: router.tsx loads the module as it is (`Component`).
export { ProLayout as Component }

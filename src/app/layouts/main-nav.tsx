import { NavLink } from 'react-router-dom'
import { MAIN_NAV } from './nav-links'

/** `<nav aria-label="Navigation principale">`: a row on wide screens, a column in the drawer. */
export function MainNav({ variant }: { variant: 'bar' | 'drawer' }) {
  const bar = variant === 'bar'
  return (
    <nav aria-label="Navigation principale">
      <ul className={bar ? 'flex items-center justify-center gap-x-5 lg:gap-x-8' : 'flex flex-col'}>
        {MAIN_NAV.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={'end' in link ? link.end : false}
              className={({ isActive }) =>
                bar
                  ? `relative inline-block py-3 text-[0.9375rem] transition-colors after:absolute after:inset-x-0 after:bottom-1.5 after:h-px after:origin-center after:bg-highlight after:transition-transform hover:text-accent ${
                      isActive ? 'text-accent after:scale-x-100' : 'text-ink after:scale-x-0'
                    }`
                  : `relative flex items-center border-b border-line py-3.5 font-display text-2xl transition-colors hover:text-accent ${
                      isActive
                        ? 'pl-4 text-highlight-text before:absolute before:inset-y-4 before:left-0 before:w-0.5 before:rounded-full before:bg-highlight'
                        : 'text-ink'
                    }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

import { Link } from 'react-router-dom'
import { secondaryButtonClass } from '@/components/ui-classes'
import { paths } from '@/lib/paths'

/** The account's way to « Mes favoris » (docs/adr/0103). */
export function FavoritesLink({ className = '' }: { className?: string }) {
  return (
    <Link to={paths.accountFavorites} className={`${secondaryButtonClass} ${className}`}>
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={1.6}>
        <path strokeLinejoin="round" d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
      </svg>
      Mes favoris
    </Link>
  )
}

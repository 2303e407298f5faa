import { Link } from 'react-router-dom'
import { GemIcon } from '@/components/icons'
import { SHOP_NAME } from '@/lib/shop-info'
import { paths } from '@/lib/paths'

/**
 * The shop's name as a link home; `tagline` adds the small line under it (wide screens). The
 * tagline sits outside the link so the link's name, 'Éclat de Pierre — Accueil', contains all of
 * the link's visible text (WCAG 2.5.3, label in name).
 */
export function Logo({ tagline = false, className = '' }: { tagline?: boolean; className?: string }) {
  return (
    <div className={`inline-flex flex-col items-center ${className}`}>
      <Link
        to={paths.home}
        aria-label={`${SHOP_NAME} — Accueil`}
        className="group flex items-center gap-2 rounded-sm text-ink no-underline"
      >
        <GemIcon className="size-5 text-highlight transition-transform duration-300 group-hover:rotate-12 md:size-6" />
        <span className="font-display text-[1.4rem] leading-none font-semibold tracking-wide whitespace-nowrap md:text-[2rem]">
          {SHOP_NAME}
        </span>
      </Link>
      {tagline && (
        <p className="mt-1.5 hidden text-[0.625rem] tracking-[0.32em] text-ink-muted uppercase md:block">Bijoux en pierres naturelles</p>
      )}
    </div>
  )
}

import { Link } from 'react-router-dom'
import { GemIcon } from '@/components/icons'
import { SHOP_NAME } from '@/lib/shop-info'

/** The shop's name as a link home; `tagline` adds the small line under it (wide screens). */
export function Logo({ tagline = false, className = '' }: { tagline?: boolean; className?: string }) {
  return (
    <Link
      to="/"
      className={`group inline-flex flex-col items-center rounded-sm text-ink no-underline ${className}`}
    >
      <span className="flex items-center gap-2">
        <GemIcon className="size-5 text-highlight transition-transform duration-300 group-hover:rotate-12 md:size-6" />
        <span className="font-display text-[1.4rem] leading-none font-semibold tracking-wide whitespace-nowrap md:text-[2rem]">
          {SHOP_NAME}
        </span>
        {/* Named by its visible text plus this, not by aria-label: the name keeps what sighted users read. */}
        <span className="sr-only"> — Accueil</span>
      </span>
      {tagline && (
        <span aria-hidden="true" className="mt-1.5 hidden text-[0.625rem] tracking-[0.32em] text-ink-muted uppercase md:block">
          Bijoux en pierres naturelles
        </span>
      )}
    </Link>
  )
}

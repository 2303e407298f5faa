import { Link } from 'react-router-dom'
import { ChevronLeftIcon } from '@/components/icons'
import { paths } from '@/lib/paths'

/** The way back to the pro dashboard that every pro sub-page shows (docs/product/screens.md#pro-space). */
export function ProBackLink() {
  return (
    <Link to={paths.pro} className="mb-4 inline-flex items-center gap-1 text-sm text-ink-muted hover:text-accent">
      <ChevronLeftIcon className="size-4" />
      Retour à l’espace pro
    </Link>
  )
}

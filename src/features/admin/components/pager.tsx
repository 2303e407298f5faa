import { Link, useSearchParams } from 'react-router-dom'
import { PAGE_PARAM } from './admin-table'

const linkClass = 'font-medium text-accent underline underline-offset-4'

/**
 * The pages of a list paged by the server (docs/adr/0081): « Page précédente », where the list
 * stands, « Page suivante », as links that keep the address's search, sort and filter. Nothing when
 * everything fits on one page.
 */
export function Pager({ page, totalPages, label }: { page: number; totalPages: number; label: string }) {
  const [params] = useSearchParams()
  if (totalPages <= 1) return null
  const to = (target: number) => {
    const next = new URLSearchParams(params)
    if (target <= 1) next.delete(PAGE_PARAM)
    else next.set(PAGE_PARAM, String(target))
    const search = next.toString()
    return search ? `?${search}` : '?'
  }
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass}>
          Page précédente
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-muted">
        Page {page} sur {totalPages}
      </span>
      {page < totalPages ? (
        <Link to={to(page + 1)} className={linkClass}>
          Page suivante
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

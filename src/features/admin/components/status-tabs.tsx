import { Link } from 'react-router-dom'
import { secondaryButtonClass } from '@/components/ui-classes'

/**
 * A short list's statuses as links (`?statut=`), the one shown marked `aria-current="page"`: the
 * reviews' moderation and the newsletter's subscribers, whose lists have no other filter.
 */
export function StatusTabs({
  label,
  path,
  statuses,
  current,
}: {
  label: string
  path: string
  statuses: Readonly<Record<string, string>>
  current: string | undefined
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {Object.entries(statuses).map(([key, text]) => (
        <Link
          key={key}
          to={`${path}?statut=${key}`}
          aria-current={current === key ? 'page' : undefined}
          className={`${secondaryButtonClass} aria-[current=page]:border-accent`}
        >
          {text}
        </Link>
      ))}
    </nav>
  )
}

import { Link } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { hintClass } from './field-classes'

/**
 * The one line a form that collects personal data shows (GDPR art. 13; docs/adr/0082): what they
 * are for, and a link to the privacy page that says the rest (who keeps them, how long, your rights).
 */
export function DataNotice({ purpose, className = '' }: { purpose: string; className?: string }) {
  return (
    <p className={`${hintClass} ${className}`}>
      {purpose}{' '}
      <Link to={paths.privacy} className="underline underline-offset-2">
        Vos données et vos droits
      </Link>
    </p>
  )
}

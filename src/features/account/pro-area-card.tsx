import { paths } from '@/lib/paths'
import { Link } from 'react-router-dom'
import { primaryButtonClass } from '@/components/ui-classes'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { canEnterProArea } from '@/lib/roles'

/** For pros and admins only: the way from the account to the pro area (docs/adr/0054). */
export function ProAreaCard({ user }: { user: Pick<UsersRecord, 'role'> }) {
  if (!canEnterProArea(user)) return null
  return (
    <section
      aria-labelledby="account-pro-area"
      className="mt-8 flex flex-col gap-4 rounded-3xl border border-line bg-surface-muted p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="account-pro-area" className="text-2xl font-semibold">
          Espace pro
        </h2>
        <p className="mt-1 text-sm text-ink-muted">Votre catalogue pro, la commande rapide et l’historique de vos commandes.</p>
      </div>
      <Link to={paths.pro} className={`${primaryButtonClass} shrink-0`}>
        Accéder à l’espace pro
      </Link>
    </section>
  )
}

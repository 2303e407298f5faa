import { paths } from '@/lib/paths'
import { Link } from 'react-router-dom'
import { secondaryButtonClass } from '@/components/ui-classes'
import type { UsersRecord } from '@/lib/pocketbase-types'

/** For customers (no role yet): the way to ask for a professional account (docs/adr/0060). */
export function ProApplicationCard({ user }: { user: Pick<UsersRecord, 'role'> }) {
  if ((user.role ?? '') !== '') return null
  return (
    <section
      aria-labelledby="account-pro-application"
      className="mt-6 flex flex-col items-start gap-4 rounded-3xl border border-line bg-surface-muted p-6"
    >
      <div>
        <h2 id="account-pro-application" className="text-2xl font-semibold">
          Vous êtes un professionnel ?
        </h2>
        <p className="mt-1 text-sm text-ink-muted">Demandez un compte professionnel : prix pro, produits exclusifs et commande rapide.</p>
      </div>
      <Link to={paths.becomePro} className={secondaryButtonClass}>
        Demander un compte pro
      </Link>
    </section>
  )
}

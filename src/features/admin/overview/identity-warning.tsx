import { Link } from 'react-router-dom'
import { adminPaths } from '@/lib/admin-paths'
import type { IdentityItem } from '@/lib/shop-identity'

const linkClass = 'mt-2 inline-block font-medium text-accent underline underline-offset-4'

/**
 * The overview's warning about the shop's legal identity (docs/adr/0048): what is still missing
 * (PocketBase takes no real payment until it is complete), or that it is the demo's fictional one;
 * nothing once the real identity is complete.
 */
export function IdentityWarning({ missing, fictional }: { missing: IdentityItem[]; fictional: boolean }) {
  if (missing.length === 0 && !fictional) return null
  return (
    <section
      aria-labelledby="overview-identity"
      className="rounded-2xl border border-gold-300 bg-gold-200/30 px-5 py-4 text-sm leading-relaxed dark:border-gold-700 dark:bg-gold-700/15"
    >
      {missing.length > 0 ? (
        <>
          <h2 id="overview-identity" className="text-base font-semibold text-ink">
            Identité légale incomplète
          </h2>
          <p className="mt-1">Tant que ces mentions manquent, la boutique n’encaisse aucun paiement réel :</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {missing.map((item) => (
              <li key={item.key}>{item.label}</li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h2 id="overview-identity" className="text-base font-semibold text-ink">
            Identité fictive de démonstration
          </h2>
          <p className="mt-1">Remplacez-la par l’identité réelle de la boutique avant d’encaisser de vrais paiements.</p>
        </>
      )}
      <Link to={adminPaths.identity} className={linkClass}>
        Compléter l’identité légale
      </Link>
    </section>
  )
}

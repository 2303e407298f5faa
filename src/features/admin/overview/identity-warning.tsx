import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { loadShopIdentity, missingIdentityItems, type IdentityItem } from '@/lib/shop-identity'

type IdentityState = { status: 'loading' | 'failed' } | { status: 'read'; missing: IdentityItem[]; fictional: boolean }

const linkClass = 'mt-2 inline-block font-medium text-accent underline underline-offset-4'

/**
 * The overview's warning about the shop's legal identity (docs/adr/0048): what is still missing
 * (PocketBase takes no real payment until it is complete), or that it is the demo's fictional one;
 * nothing once the real identity is complete.
 */
export function IdentityWarning() {
  const [state, setState] = useState<IdentityState>({ status: 'loading' })
  useEffect(() => {
    let live = true
    loadShopIdentity()
      .then((identity) => {
        if (live) setState({ status: 'read', missing: missingIdentityItems(identity), fictional: Boolean(identity?.fictional) })
      })
      .catch((error: unknown) => {
        console.warn('Identité de la boutique illisible', error)
        if (live) setState({ status: 'failed' })
      })
    return () => {
      live = false
    }
  }, [])

  if (state.status !== 'read' || (state.missing.length === 0 && !state.fictional)) return null
  return (
    <section
      aria-labelledby="overview-identity"
      className="rounded-2xl border border-gold-300 bg-gold-200/30 px-5 py-4 text-sm leading-relaxed dark:border-gold-700 dark:bg-gold-700/15"
    >
      {state.missing.length > 0 ? (
        <>
          <h2 id="overview-identity" className="text-base font-semibold text-ink">
            Identité légale incomplète
          </h2>
          <p className="mt-1">Tant que ces mentions manquent, la boutique n’encaisse aucun paiement réel :</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {state.missing.map((item) => (
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
      <Link to="/dashboard/identite" className={linkClass}>
        Compléter l’identité légale
      </Link>
    </section>
  )
}

import { Link } from 'react-router-dom'
import { usePageMeta } from '@/lib/document-title'
import { useSession } from '@/lib/session-context'
import { greetingName, PRO_TILES } from './pro-tiles'

/** /espace-pro: greets the pro by name and leads to every part of the pro area. */
export function ProHomeScreen() {
  usePageMeta({
    title: 'Espace Professionnel',
    description: 'Votre espace professionnel : tarifs préférentiels, produits exclusifs, commande rapide et documents.',
  })
  const { user } = useSession()
  return (
    <div>
      <div className="border-b border-line pb-6">
        <h1 className="text-3xl font-semibold md:text-4xl">Bienvenue, {greetingName(user?.name)}</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">
          Retrouvez ici vos tarifs préférentiels, nos pièces exclusives et tout ce qu’il faut pour commander en volume.
        </p>
      </div>
      <ul aria-label="Accès rapides" className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {PRO_TILES.map((tile) => (
          <li key={tile.to} className="flex">
            <Link
              to={tile.to}
              className="group flex w-full flex-col gap-2 rounded-lg border border-line bg-surface-raised p-5 transition-colors hover:border-accent"
            >
              <h2 className="text-xl font-semibold group-hover:text-accent">{tile.title}</h2>
              <p className="text-sm text-ink-muted">{tile.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

import { LoadingScreen } from '@/components/loading-screen'
import { containerClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { imageUrl } from '@/lib/file-url'
import { paths } from '@/lib/paths'
import { slugify } from '@/lib/slugify'
import { Link, useLoaderData } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import type { StoneRecord } from './api/content-api'
import type { loader } from './stones-route'
import { LoadError } from './components/load-error'
import { PageIntro } from './components/page-intro'
import { RichText } from './components/rich-text'

/** The stone encyclopedia: 'Le Grimoire des Pierres' (docs/product/screens.md#stones). */
export function StonesScreen() {
  usePageMeta({
    title: 'Les Pierres',
    description:
      'Le Grimoire des Pierres : améthyste, quartz rose, œil de tigre et toutes nos pierres naturelles, leurs vertus en lithothérapie, leur origine et leur entretien.',
  })
  const { stones } = useLoaderData<typeof loader>()

  return (
    <>
      <PageIntro eyebrow="Lithothérapie" title="Le Grimoire des Pierres">
        <p>
          Chaque pierre a son histoire, sa couleur et ses vertus. Découvrez celles que nous choisissons une à une pour composer vos bijoux.
        </p>
      </PageIntro>
      <div className={`${containerClass} py-12 md:py-16`}>
        <Deferred
          value={stones}
          loading={<LoadingScreen label="Chargement des pierres..." />}
          failed={(retry) => <LoadError message="Impossible de charger les pierres pour le moment. Veuillez réessayer." onRetry={retry} />}
        >
          {(list) =>
            list.length === 0 ? (
              <p className="py-16 text-center text-ink-muted">Aucune pierre n’est encore présentée dans le grimoire.</p>
            ) : (
              <>
                <StonesIndex stones={list} />
                <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((stone, index) => (
                    <li key={stone.id}>
                      <StoneCard stone={stone} eager={index < 3} />
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        </Deferred>
      </div>
    </>
  )
}

/** Where the index is, for the cards' « Retour à l’index ». */
const INDEX_ID = 'index-des-pierres'

/** A stone's anchor on the page (`#pierre-amethyste`): its name as the catalogue writes it in the address. */
function stoneAnchor(stone: Pick<StoneRecord, 'name'>): string {
  return `pierre-${slugify(stone.name)}`
}

/** The catalogue filtered by this stone (`/catalogue?pierre=amethyste`, docs/product/rules.md#catalogue-address). */
function stoneCatalogueHref(stone: Pick<StoneRecord, 'name'>): string {
  return `${paths.catalogue}?pierre=${encodeURIComponent(slugify(stone.name))}`
}

/** The stones' initials, each with its stones (already by name), accents folded (« É » under « E »). */
function byInitial(stones: readonly StoneRecord[]): Array<[string, StoneRecord[]]> {
  const groups = new Map<string, StoneRecord[]>()
  for (const stone of stones) {
    const initial = (slugify(stone.name).charAt(0) || '#').toUpperCase()
    groups.set(initial, [...(groups.get(initial) ?? []), stone])
  }
  return [...groups]
}

/**
 * The index at the top of the page (issue 27, point 6; docs/adr/0102): the stones by initial, each
 * a link to its card, so a phone does not scroll through every stone to find one.
 */
function StonesIndex({ stones }: { stones: readonly StoneRecord[] }) {
  return (
    <nav id={INDEX_ID} aria-labelledby={`${INDEX_ID}-titre`} className="scroll-mt-24 rounded-2xl border border-line bg-surface p-6">
      <h2 id={`${INDEX_ID}-titre`} className="text-xl font-semibold">
        Index des pierres
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {byInitial(stones).map(([initial, group]) => (
          <div key={initial} className="flex gap-3">
            <dt className="w-5 shrink-0 font-display text-lg leading-6 text-highlight-text">{initial}</dt>
            <dd>
              <ul className="flex flex-wrap gap-x-3 gap-y-1">
                {group.map((stone) => (
                  <li key={stone.id}>
                    <a href={`#${stoneAnchor(stone)}`} className="text-sm leading-6 text-accent underline-offset-4 hover:underline">
                      {stone.name}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </nav>
  )
}

function StoneCard({ stone, eager }: { stone: StoneRecord; eager: boolean }) {
  const headingId = `pierre-${stone.id}`
  return (
    <article
      id={stoneAnchor(stone)}
      aria-labelledby={headingId}
      className="flex h-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-[0_1px_2px_rgb(0_0_0/0.04)]"
    >
      <div className="aspect-square overflow-hidden bg-surface-muted">
        <img
          src={imageUrl(stone, stone.image, '300x300')}
          srcSet={
            stone.image ? `${imageUrl(stone, stone.image, '300x300')} 300w, ${imageUrl(stone, stone.image, '600x0')} 600w` : undefined
          }
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          alt={stone.name}
          width={300}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 id={headingId} className="text-2xl font-semibold">
          {stone.name}
        </h2>
        <p className="mt-2 text-sm font-medium text-highlight-text">{stone.virtues}</p>
        <RichText html={stone.description} className="mt-4 text-sm text-ink-muted" />
        <p className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-6 text-sm">
          <Link to={stoneCatalogueHref(stone)} className="font-medium text-accent underline-offset-4 hover:underline">
            Voir les bijoux en {stone.name}
          </Link>
          <a href={`#${INDEX_ID}`} className="text-ink-muted underline-offset-4 hover:underline">
            Retour à l’index
          </a>
        </p>
      </div>
    </article>
  )
}

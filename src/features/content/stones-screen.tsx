import { LoadingScreen } from '@/components/loading-screen'
import { containerClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { imageUrl } from '@/lib/file-url'
import { useLoaderData } from 'react-router-dom'
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
              <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((stone, index) => (
                  <li key={stone.id}>
                    <StoneCard stone={stone} eager={index < 3} />
                  </li>
                ))}
              </ul>
            )
          }
        </Deferred>
      </div>
    </>
  )
}

function StoneCard({ stone, eager }: { stone: StoneRecord; eager: boolean }) {
  const headingId = `pierre-${stone.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-[0_1px_2px_rgb(0_0_0/0.04)]"
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
      </div>
    </article>
  )
}

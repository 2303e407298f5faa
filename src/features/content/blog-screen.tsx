import { LoadingScreen } from '@/components/loading-screen'
import { containerClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { useLoaderData } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import type { loader } from './blog-route'
import { ArticleCard } from './components/article-card'
import { LoadError } from './components/load-error'
import { PageIntro } from './components/page-intro'

/** The blog list: 'Le Journal' (docs/product/screens.md#blog). */
export function BlogScreen() {
  usePageMeta({
    title: 'Le Journal',
    description:
      'Le Journal d’Éclat de Pierre : conseils pour choisir, purifier et recharger vos pierres, portraits de pierres et coulisses de notre atelier.',
  })
  const { articles } = useLoaderData<typeof loader>()

  return (
    <>
      <PageIntro eyebrow="Conseils & inspirations" title="Le Journal">
        <p>Pierres, rituels et coulisses de l’atelier : nos carnets pour mieux connaître et prendre soin de vos bijoux.</p>
      </PageIntro>
      <div className={`${containerClass} py-12 md:py-16`}>
        <Deferred
          value={articles}
          loading={<LoadingScreen label="Chargement des articles..." />}
          failed={(retry) => <LoadError message="Impossible de charger les articles pour le moment. Veuillez réessayer." onRetry={retry} />}
        >
          {(list) =>
            list.length === 0 ? (
              <p className="py-16 text-center text-ink-muted">Aucun article n’a encore été publié.</p>
            ) : (
              <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((article, index) => (
                  <li key={article.id}>
                    <ArticleCard article={article} eager={index < 3} headingLevel={2} />
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

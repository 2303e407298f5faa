import { Link } from 'react-router-dom'
import { imageUrl } from '@/lib/file-url'
import { formatDate } from '@/lib/format'
import type { ArticlesRecord } from '@/lib/pocketbase-types'
import { href, paths } from '@/lib/paths'

/** A journal card: image, category, French long date, title, excerpt and a link to `/blog/{slug}`. */
export function ArticleCard({
  article,
  eager = false,
  headingLevel = 3,
}: {
  article: ArticlesRecord
  eager?: boolean
  headingLevel?: 2 | 3
}) {
  const headingId = `article-${article.id}`
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-shadow hover:shadow-lg"
    >
      <div className="aspect-[8/5] overflow-hidden bg-surface-muted">
        <img
          src={imageUrl(article, article.image, '400x250')}
          srcSet={
            article.image
              ? `${imageUrl(article, article.image, '400x250')} 400w, ${imageUrl(article, article.image, '800x0')} 800w`
              : undefined
          }
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={400}
          height={250}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          {article.category && <span className="eyebrow">{article.category}</span>}
          <time dateTime={article.created.replace(' ', 'T')} className="text-ink-muted">
            {formatDate(article.created)}
          </time>
        </p>
        <Heading id={headingId} className="mt-3 text-2xl leading-snug font-semibold">
          <Link to={href(paths.article, { slug: article.slug })} className="after:absolute after:inset-0 hover:text-accent">
            {article.title}
          </Link>
        </Heading>
        {article.excerpt && <p className="mt-3 text-sm leading-relaxed text-ink-muted">{article.excerpt}</p>}
        <p aria-hidden="true" className="mt-auto pt-5 text-sm font-medium text-accent">
          Lire l’article →
        </p>
      </div>
    </article>
  )
}

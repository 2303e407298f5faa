import { useCallback } from 'react'
import { Link, useParams } from 'react-router-dom'
import { ChevronLeftIcon } from '@/components/icons'
import { LoadingScreen } from '@/components/loading-screen'
import { MessageScreen } from '@/components/message-screen'
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { fileUrl } from '@/lib/file-url'
import { formatDate } from '@/lib/format'
import { errorStatus } from '@/lib/pocketbase'
import { htmlToText } from '@/lib/sanitize-html'
import { fetchArticle } from './api/content-api'
import { useRemote } from '@/lib/use-remote'
import { Ornament } from './components/ornament'
import { RichText } from './components/rich-text'

const backLinkClass = 'inline-flex items-center gap-1 rounded-sm text-sm font-medium text-accent underline-offset-4 hover:underline'

/** One article of the journal, `/blog/:id` (docs/product/screens.md#article). */
export function ArticleScreen() {
  const { id = '' } = useParams()
  const load = useCallback((signal: AbortSignal) => fetchArticle(id, signal), [id])
  const { state, retry } = useRemote(load)
  const article = state.status === 'success' ? state.data : null
  const notFound = state.status === 'error' && errorStatus(state.error) === 404

  usePageMeta({
    title: article ? article.title : notFound ? 'Article introuvable' : 'Le Journal',
    description: article ? article.excerpt || htmlToText(article.content).slice(0, 160) : null,
    image: article?.image ? fileUrl(article, article.image, { thumb: '800x0' }) : null,
    type: 'article',
  })

  if (state.status === 'loading') return <LoadingScreen label="Chargement de l’article..." />

  if (notFound) {
    return (
      <MessageScreen
        eyebrow="Le Journal"
        title="Article introuvable"
        actions={
          <Link to="/blog" className={primaryButtonClass}>
            Retour au Journal
          </Link>
        }
      >
        <p>Cet article n’existe pas ou a été retiré du Journal.</p>
      </MessageScreen>
    )
  }

  if (state.status === 'error') {
    return (
      <MessageScreen
        role="alert"
        eyebrow="Le Journal"
        title="Erreur lors du chargement de l’article"
        actions={
          <>
            <button type="button" onClick={retry} className={primaryButtonClass}>
              Réessayer
            </button>
            <Link to="/blog" className={secondaryButtonClass}>
              Retour au Journal
            </Link>
          </>
        }
      >
        <p>Nous n’avons pas pu afficher cet article. Vérifiez votre connexion puis réessayez.</p>
      </MessageScreen>
    )
  }

  const data = state.data
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      <Link to="/blog" className={backLinkClass}>
        <ChevronLeftIcon className="size-4" />
        Retour au Journal
      </Link>
      <div className="mt-8 text-center">
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-xs">
          {data.category && <span className="eyebrow">{data.category}</span>}
          <time dateTime={data.created.replace(' ', 'T')} className="text-ink-muted">
            {formatDate(data.created)}
          </time>
        </p>
        <h1 className="mt-4 text-4xl leading-tight font-semibold md:text-5xl">{data.title}</h1>
        <Ornament className="mx-auto mt-5" />
      </div>
      <div className="mt-8 aspect-[8/5] overflow-hidden rounded-2xl bg-surface-muted">
        <img
          src={fileUrl(data, data.image, { thumb: '800x0' })}
          alt=""
          width={800}
          height={500}
          decoding="async"
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
      {data.excerpt && <p className="mt-8 font-display text-xl leading-relaxed text-ink-muted md:text-2xl">{data.excerpt}</p>}
      <RichText html={data.content} className="mt-6 text-ink md:text-lg" />
      <footer className="mt-12 border-t border-line pt-6">
        <Link to="/blog" className={backLinkClass}>
          <ChevronLeftIcon className="size-4" />
          Retour au Journal
        </Link>
      </footer>
    </article>
  )
}

import { Link, useLoaderData, useParams } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { ChevronLeftIcon } from '@/components/icons'
import { LoadingScreen } from '@/components/loading-screen'
import { MessageScreen } from '@/components/message-screen'
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { fileUrl, imageUrl } from '@/lib/file-url'
import { formatDate } from '@/lib/format'
import { paths } from '@/lib/paths'
import { errorStatus } from '@/lib/pocketbase'
import type { ArticleRecord } from './api/content-api'
import type { loader } from './article-route'
import { Ornament } from './components/ornament'
import { RichText } from './components/rich-text'
import { articleStructuredData } from './lib/article-structured-data'

const backLinkClass = 'inline-flex items-center gap-1 rounded-sm text-sm font-medium text-accent underline-offset-4 hover:underline'

/** One article of the journal, `/blog/:slug` (docs/product/screens.md#article). */
export function ArticleScreen() {
  const { slug = '' } = useParams()
  const { article, url } = useLoaderData<typeof loader>()
  return (
    // A new boundary per article: the loading text shows again when another article is opened.
    <Deferred
      key={slug}
      value={article}
      loading={<ArticleLoading />}
      failed={(retry, error) => (errorStatus(error) === 404 ? <ArticleNotFound /> : <ArticleFailed onRetry={retry} />)}
    >
      {(data) => <ArticleBody data={data} url={url} />}
    </Deferred>
  )
}

function ArticleLoading() {
  usePageMeta({ title: 'Le Journal', description: null, type: 'article' })
  return <LoadingScreen label="Chargement de l’article..." />
}

function ArticleNotFound() {
  usePageMeta({ title: 'Article introuvable', description: null, type: 'article', status: 404 })
  return (
    <MessageScreen
      eyebrow="Le Journal"
      title="Article introuvable"
      actions={
        <Link to={paths.blog} className={primaryButtonClass}>
          Retour au Journal
        </Link>
      }
    >
      <p>Cet article n’existe pas ou a été retiré du Journal.</p>
    </MessageScreen>
  )
}

function ArticleFailed({ onRetry }: { onRetry: () => void }) {
  usePageMeta({ title: 'Le Journal', description: null, type: 'article' })
  return (
    <MessageScreen
      role="alert"
      eyebrow="Le Journal"
      title="Erreur lors du chargement de l’article"
      actions={
        <>
          <button type="button" onClick={onRetry} className={primaryButtonClass}>
            Réessayer
          </button>
          <Link to={paths.blog} className={secondaryButtonClass}>
            Retour au Journal
          </Link>
        </>
      }
    >
      <p>Nous n’avons pas pu afficher cet article. Vérifiez votre connexion puis réessayez.</p>
    </MessageScreen>
  )
}

/** `url`: the page's canonical address (its loader's). */
function ArticleBody({ data, url }: { data: ArticleRecord; url: string }) {
  const description = data.excerpt || data.text.slice(0, 160)
  const image = data.image ? fileUrl(data, data.image, { thumb: '800x0' }) : null
  const structuredData = articleStructuredData({ ...data, description, image: data.image ? fileUrl(data, data.image) : null }, url)
  usePageMeta({ title: data.title, description, image, type: 'article', structuredData })
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      <Link to={paths.blog} className={backLinkClass}>
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
          src={imageUrl(data, data.image, '800x0')}
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
        <Link to={paths.blog} className={backLinkClass}>
          <ChevronLeftIcon className="size-4" />
          Retour au Journal
        </Link>
      </footer>
    </article>
  )
}

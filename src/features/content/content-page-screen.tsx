import { useLoaderData, useLocation } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { LoadingScreen } from '@/components/loading-screen'
import { MessageScreen } from '@/components/message-screen'
import { primaryButtonClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { errorStatus } from '@/lib/pocketbase'
import type { PagesRecord } from '@/lib/pocketbase-types'
import { htmlToText } from '@/lib/sanitize-html'
import { faqItems, type FaqItem } from '@/lib/content-pages'
import type { loader } from './content-page-route'
import { PageIntro } from './components/page-intro'
import { RichText } from './components/rich-text'
import { faqStructuredData } from './lib/faq-structured-data'

const EYEBROW = 'Bon à savoir'

/** A content page the admin writes (docs/adr/0101): the size guide, delivery and returns, stone care, the FAQ. */
export function ContentPageScreen() {
  const { pathname } = useLocation()
  const { page, url } = useLoaderData<typeof loader>()
  return (
    <Deferred
      key={pathname}
      value={page}
      loading={<PageLoading />}
      failed={(retry, error) => (errorStatus(error) === 404 ? <PageNotFound /> : <PageFailed onRetry={retry} />)}
    >
      {(data) => <PageBody page={data} url={url} />}
    </Deferred>
  )
}

function PageLoading() {
  usePageMeta({ title: EYEBROW, description: null })
  return <LoadingScreen label="Chargement..." />
}

function PageNotFound() {
  usePageMeta({ title: 'Page introuvable', description: null, status: 404 })
  return (
    <MessageScreen eyebrow={EYEBROW} title="Page introuvable">
      <p>Cette page n’est pas publiée pour le moment.</p>
    </MessageScreen>
  )
}

function PageFailed({ onRetry }: { onRetry: () => void }) {
  usePageMeta({ title: EYEBROW, description: null })
  return (
    <MessageScreen
      role="alert"
      eyebrow={EYEBROW}
      title="Erreur lors du chargement de la page"
      actions={
        <button type="button" onClick={onRetry} className={primaryButtonClass}>
          Réessayer
        </button>
      }
    >
      <p>Impossible de charger cette page pour le moment. Veuillez réessayer.</p>
    </MessageScreen>
  )
}

function PageBody({ page, url }: { page: PagesRecord; url: string }) {
  const items = faqItems(page)
  const description = page.description || htmlToText(page.body ?? '').slice(0, 160) || null
  usePageMeta({ title: page.title, description, structuredData: items.length > 0 ? faqStructuredData(items, url) : null })
  return (
    <>
      <PageIntro eyebrow={EYEBROW} title={page.title} />
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 md:py-14">
        {items.length > 0 && <Faq items={items} />}
        <RichText
          html={page.body}
          className={`text-ink md:text-lg [&_table]:my-4 [&_table]:w-full [&_table]:text-left [&_td]:border-b [&_td]:border-line [&_td]:py-2 [&_td]:pr-3 [&_th]:border-b [&_th]:border-line [&_th]:py-2 [&_th]:pr-3 [&_th]:font-semibold ${items.length > 0 ? 'mt-10' : ''}`}
        />
      </div>
    </>
  )
}

/** Each question a native disclosure (`<details>`): readable and usable without JavaScript. */
function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-line border-y border-line">
      {items.map((item) => (
        <details key={item.question} className="group py-4">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-sm font-display text-xl font-semibold [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <span aria-hidden="true" className="mt-0.5 shrink-0 font-sans text-lg text-accent transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="mt-3 space-y-3 leading-relaxed text-ink-muted">
            {item.answer.split(/\n+/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}

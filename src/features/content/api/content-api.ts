import type { CleanHtml } from '@/lib/clean-html'
import { pb } from '@/lib/pocketbase'
import type { ArticlesRecord, PagesRecord, StonesRecord } from '@/lib/pocketbase-types'
import { followFormerSlug } from '@/lib/route-data'
import { selectFields } from '@/lib/select-fields'

/** DOMPurify, loaded by the reads that need it when they run (docs/adr/0111). */
const cleaner = () => import('@/lib/html-cleaner')

/** A stone as the stones page shows it: its description cleaned. */
export type StoneRecord = Omit<StonesRecord, 'description'> & { description: CleanHtml }

/** Every stone, by name (docs/product/rules.md#lists-and-reads: sort by name, pages of 500), descriptions cleaned. */
export async function fetchStones(signal: AbortSignal): Promise<StoneRecord[]> {
  const [stones, { sanitizeHtml }] = await Promise.all([
    pb.collection('stones').getFullList({ sort: 'name', batch: 500, signal }),
    cleaner(),
  ])
  return stones.map((stone) => ({ ...stone, description: sanitizeHtml(stone.description) }))
}

const ARTICLE_CARD_FIELDS = [
  'id',
  'collectionId',
  'collectionName',
  'slug',
  'title',
  'category',
  'excerpt',
  'image',
  'created',
  'updated',
] as const

/** What an article card shows: the article without its content (the lists do not show it). */
export type ArticleCardRecord = Pick<ArticlesRecord, (typeof ARTICLE_CARD_FIELDS)[number]>

/** Every article, newest first, without their content. */
export function fetchArticles(signal: AbortSignal): Promise<ArticleCardRecord[]> {
  return selectFields(pb.collection('articles'), ARTICLE_CARD_FIELDS).fullList({ sort: '-created', batch: 500, signal })
}

/** The two newest articles, for the home page. */
export async function fetchLatestArticles(signal: AbortSignal): Promise<ArticleCardRecord[]> {
  const page = await selectFields(pb.collection('articles'), ARTICLE_CARD_FIELDS).list(1, 2, { sort: '-created', skipTotal: true, signal })
  return page.items
}

/** An article as its page shows it: its content cleaned, and its text (for a description). */
export type ArticleRecord = Omit<ArticlesRecord, 'content'> & { content: CleanHtml; text: string }

/**
 * One article by its slug; rejects with `Moved` when the slug is an old address of an article (a
 * former slug, or its id: the address articles had before their slugs, docs/adr/0084), with a 404
 * when there is none.
 */
export async function fetchArticle(slug: string, signal: AbortSignal): Promise<ArticleRecord> {
  const read = async (): Promise<ArticlesRecord> => {
    try {
      return await pb.collection('articles').getFirstListItem(pb.filter('slug = {:slug}', { slug }), { signal })
    } catch (error) {
      return followFormerSlug('articles', slug, error, signal)
    }
  }
  const [article, { sanitizeHtml, htmlToText }] = await Promise.all([read(), cleaner()])
  return { ...article, content: sanitizeHtml(article.content), text: htmlToText(article.content) }
}

/** A content page as shown: its body cleaned, and its text (for a description). */
export type ContentPageRecord = Omit<PagesRecord, 'body'> & { body: CleanHtml; text: string }

/** One content page by its slug (a 404 when it is not published, or not there). */
export async function fetchContentPage(slug: string, signal: AbortSignal): Promise<ContentPageRecord> {
  const [page, { sanitizeHtml, htmlToText }] = await Promise.all([
    pb.collection('pages').getFirstListItem<PagesRecord>(pb.filter('slug = {:slug}', { slug }), { signal }),
    cleaner(),
  ])
  return { ...page, body: sanitizeHtml(page.body), text: htmlToText(page.body) }
}

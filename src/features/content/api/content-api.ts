import { pb } from '@/lib/pocketbase'
import type { ArticlesRecord, StonesRecord } from '@/lib/pocketbase-types'
import { selectFields } from '@/lib/select-fields'

/** Every stone, by name (docs/product/rules.md#lists-and-reads: sort by name, pages of 500). */
export function fetchStones(signal: AbortSignal): Promise<StonesRecord[]> {
  return pb.collection('stones').getFullList({ sort: 'name', batch: 500, signal })
}

const ARTICLE_CARD_FIELDS = ['id', 'collectionId', 'collectionName', 'title', 'category', 'excerpt', 'image', 'created', 'updated'] as const

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

export function fetchArticle(id: string, signal: AbortSignal): Promise<ArticlesRecord> {
  return pb.collection('articles').getOne(id, { signal })
}

import { pb } from '@/lib/pocketbase'
import type { ArticlesRecord, StonesRecord } from '@/lib/pocketbase-types'

/** Every stone, by name (docs/product/rules.md#lists-and-reads: sort by name, pages of 500). */
export function fetchStones(signal: AbortSignal): Promise<StonesRecord[]> {
  return pb.collection('stones').getFullList({ sort: 'name', batch: 500, signal })
}

const ARTICLE_CARD_FIELDS = 'id,collectionId,collectionName,title,category,excerpt,image,created,updated'

/** Every article, newest first, without their content (the list does not show it). */
export function fetchArticles(signal: AbortSignal): Promise<ArticlesRecord[]> {
  return pb.collection('articles').getFullList({ sort: '-created', batch: 500, fields: ARTICLE_CARD_FIELDS, signal })
}

/** The two newest articles, for the home page. */
export async function fetchLatestArticles(signal: AbortSignal): Promise<ArticlesRecord[]> {
  const page = await pb.collection('articles').getList(1, 2, { sort: '-created', skipTotal: true, fields: ARTICLE_CARD_FIELDS, signal })
  return page.items
}

export function fetchArticle(id: string, signal: AbortSignal): Promise<ArticlesRecord> {
  return pb.collection('articles').getOne(id, { signal })
}

import type { PagesRecord } from './pocketbase-types'

/** A content page's FAQ item (docs/adr/0101), plain text: read by the public page and the admin's editor. */
export type FaqItem = { question: string; answer: string }

/** The page's FAQ as a list, whatever the JSON field holds. */
export function faqItems(page: Pick<PagesRecord, 'faq'>): FaqItem[] {
  if (!Array.isArray(page.faq)) return []
  return (page.faq as Partial<FaqItem>[]).filter(
    (item): item is FaqItem => typeof item?.question === 'string' && typeof item.answer === 'string' && item.question !== '',
  )
}

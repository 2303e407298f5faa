import type { FaqItem } from '@/lib/content-pages'

/** A FAQ's schema.org `FAQPage` (JSON-LD, docs/adr/0101): each question with its accepted answer. */
export function faqStructuredData(items: readonly FaqItem[], url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: 'fr-FR',
    url,
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

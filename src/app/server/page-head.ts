import { documentTitle, DEFAULT_DESCRIPTION, type PageMeta } from '@/lib/document-title'
import { SHOP_NAME } from '@/lib/shop-info'

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** A JSON text safe inside a `<script>` element (no `</script>`, no `<!--`). */
export const jsonInScript = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029')

/**
 * The head of a page rendered on the server: the same title, description and Open Graph tags the
 * browser sets (lib/document-title.ts), plus the canonical address and the page's schema.org data,
 * for crawlers and link previews that run no JavaScript (docs/adr/0076).
 */
export function pageHead(meta: PageMeta, canonical: string): string {
  const { title, description, image, type = 'website', structuredData, openGraph } = meta
  const text = description?.trim() || DEFAULT_DESCRIPTION
  const tag = (attribute: 'name' | 'property', key: string, content: string, served = '') =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}"${served} />`
  return [
    `<title>${escapeHtml(documentTitle(title))}</title>`,
    tag('name', 'description', text),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    tag('property', 'og:title', title ?? SHOP_NAME),
    tag('property', 'og:description', text),
    tag('property', 'og:type', type),
    tag('property', 'og:url', canonical),
    ...(image ? [tag('property', 'og:image', new URL(image, canonical).href)] : []),
    // Marked: the browser drops them (lib/document-title.ts), it does not keep them up to date.
    ...Object.entries(openGraph ?? {}).map(([key, content]) => tag('property', key, content, ' data-served')),
    ...(structuredData ? [`<script type="application/ld+json" id="structured-data">${jsonInScript(structuredData)}</script>`] : []),
  ].join('\n    ')
}

import { createContext, use, useEffect } from 'react'
import { SHOP_NAME } from './shop-info'

export const DEFAULT_DESCRIPTION =
  'Bijoux artisanaux en pierres naturelles, façonnés à la main dans notre atelier : bracelets, colliers, pendentifs et pièces uniques pour accompagner votre équilibre.'

/** `Catalogue — Éclat de Pierre`; the bare shop name and tagline without a title. */
export function documentTitle(title?: string | null): string {
  return title ? `${title} — ${SHOP_NAME}` : `${SHOP_NAME} — Bijoux en pierres naturelles faits main`
}

export interface PageMeta {
  title?: string | null
  /** The search-engine snippet; the shop's tagline when absent. */
  description?: string | null
  /** Open Graph: an absolute image URL (product pages). */
  image?: string | null
  /** Open Graph type: `website` unless said otherwise (`product`, `article`). */
  type?: 'website' | 'product' | 'article'
  /** schema.org data for search engines (a product's `Product` and `Offer`), as JSON-LD. */
  structuredData?: object | null
  /** The page's HTTP status when the server renders it (docs/adr/0076): 404 for a product that does not exist. */
  status?: 404
  /**
   * More Open Graph properties for link previews (a product's `product:price:amount`), which run no
   * JavaScript: in the served HTML only (app/server/page-head.ts). The browser drops them.
   */
  openGraph?: Record<string, string> | null
}

/**
 * On the server (docs/adr/0076), what the page's screens ask for: the last one asked (the deepest
 * screen) is written into the served HTML's head. Absent in the browser, where the effect below does it.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null)

const STRUCTURED_DATA_ID = 'structured-data'

/** The head's JSON-LD block (a data block, not a script: no CSP hash), or none. */
function setStructuredData(data: object | null): void {
  let element = document.getElementById(STRUCTURED_DATA_ID)
  if (!data) {
    element?.remove()
    return
  }
  if (!element) {
    element = Object.assign(document.createElement('script'), { type: 'application/ld+json', id: STRUCTURED_DATA_ID })
    document.head.append(element)
  }
  element.textContent = JSON.stringify(data)
}

/** The canonical address: this page's, without its query (filters, tracking). */
function setCanonical(href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!element) {
    element = Object.assign(document.createElement('link'), { rel: 'canonical' })
    document.head.append(element)
  }
  element.href = href
}

/** Sets (or creates) one `<meta>` in the head, by `name` or `property`. */
function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (content === null) {
    element?.remove()
    return
  }
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.append(element)
  }
  element.content = content
}

/** Applies a page's French title, description and Open Graph tags to the document head. */
export function applyPageMeta({ title, description, image, type = 'website', structuredData }: PageMeta): void {
  const fullTitle = documentTitle(title)
  const text = description?.trim() || DEFAULT_DESCRIPTION
  document.title = fullTitle
  setMeta('name', 'description', text)
  // og:site_name and og:locale never change: index.html has them.
  setMeta('property', 'og:title', title ?? SHOP_NAME)
  setMeta('property', 'og:description', text)
  setMeta('property', 'og:type', type)
  const canonical = `${window.location.origin}${window.location.pathname}`
  setMeta('property', 'og:url', canonical)
  setCanonical(canonical)
  setMeta('property', 'og:image', image ? new URL(image, window.location.origin).href : null)
  setStructuredData(structuredData ?? null)
  // The served page's extra Open Graph tags (PageMeta.openGraph): never left to describe another page.
  for (const tag of document.head.querySelectorAll('meta[data-served]')) tag.remove()
}

/** Sets the page's title, description and Open Graph tags while the screen is shown. */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, image, type, structuredData } = meta
  use(PageMetaCollector)?.(meta)
  // The data's text, not its object (a new one at each render), decides when to apply again.
  const data = structuredData ? JSON.stringify(structuredData) : null
  useEffect(() => {
    applyPageMeta({ title, description, image, type, structuredData: data ? (JSON.parse(data) as object) : null })
  }, [title, description, image, type, data])
}

/** Sets the browser tab's French title while the screen is shown (and the default description). */
export function useDocumentTitle(title?: string | null): void {
  usePageMeta({ title })
}

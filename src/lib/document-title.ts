import { useEffect } from 'react'
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
export function applyPageMeta({ title, description, image, type = 'website' }: PageMeta): void {
  const fullTitle = documentTitle(title)
  const text = description?.trim() || DEFAULT_DESCRIPTION
  document.title = fullTitle
  setMeta('name', 'description', text)
  // og:site_name and og:locale never change: index.html has them.
  setMeta('property', 'og:title', title ?? SHOP_NAME)
  setMeta('property', 'og:description', text)
  setMeta('property', 'og:type', type)
  setMeta('property', 'og:url', window.location.href)
  setMeta('property', 'og:image', image ?? null)
}

/** Sets the page's title, description and Open Graph tags while the screen is shown. */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, image, type } = meta
  useEffect(() => {
    applyPageMeta({ title, description, image, type })
  }, [title, description, image, type])
}

/** Sets the browser tab's French title while the screen is shown (and the default description). */
export function useDocumentTitle(title?: string | null): void {
  usePageMeta({ title })
}

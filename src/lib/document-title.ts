import { useEffect } from 'react'
import { SHOP_NAME } from './shop-info'

/** `Catalogue — Éclat de Pierre`; the bare shop name and tagline without a title. */
export function documentTitle(title?: string | null): string {
  return title ? `${title} — ${SHOP_NAME}` : `${SHOP_NAME} — Bijoux en pierres naturelles faits main`
}

/** Sets the browser tab's French title while the screen is shown. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])
}

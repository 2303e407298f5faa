import { matchPath } from 'react-router-dom'
// Relative: the page-rendering function's tests read this list too (functions/netlify/render-page.test.ts).
import * as paths from '../../lib/path-table'

/**
 * The storefront pages served as HTML already rendered (docs/adr/0076): what a shopper reads and a
 * search engine indexes. The others (cart, checkout, account, sign-in, the pro and admin areas, the
 * forms) are drawn in the browser, from the same index.html as before.
 */
export const RENDERED_PAGES = [
  paths.home,
  paths.about,
  paths.catalogue,
  paths.product,
  paths.stones,
  paths.blog,
  paths.article,
  paths.terms,
  paths.proTerms,
  paths.legalNotice,
  paths.privacy,
  // The content pages the admin edits (docs/adr/0101).
  paths.sizeGuide,
  paths.deliveryAndReturns,
  paths.stoneCare,
  paths.faq,
] as const

/** Whether `pathname` is one of the pages above. */
export function isRenderedPage(pathname: string): boolean {
  return RENDERED_PAGES.some((pattern) => matchPath(pattern, pathname) !== null)
}

import { pathPattern, paths } from './paths'

/**
 * The addresses index.html reads ahead for (build/route-preloads.ts, catalogue/api/prefetch.ts):
 * the catalogue (under both its names) and a product page.
 */
export const PREFETCH_PATTERNS = [
  `${pathPattern(paths.catalogue)}|${pathPattern(paths.catalogueAlias)}`,
  pathPattern(paths.product),
] as const

/**
 * Every address of the storefront and the account, and the roots of the pro and admin areas, named
 * once (docs/adr/0066); the areas' own pages are named in pro-paths.ts and admin-paths.ts, which only
 * their lazy code reads. The route table (app/router.tsx and its lazy
 * parts), the menus, the tiles, every link and redirect, and the build's preloads
 * (build/route-preloads.ts) read them here: renaming a page is one edit.
 * Patterns with `:param` are filled with `href()`.
 */
export * as paths from './path-table'

/** The names of a pattern's parameters: '/blog/:slug' → 'slug'. */
type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Params<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** A pattern filled in, each value encoded: `href(paths.product, { slug })` → '/catalogue/bracelet-…'. */
export function href<P extends string>(pattern: P, params: Record<Params<P>, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name] ?? ''))
}

/** A regular expression that matches the addresses of a pattern (for code outside the router: the build's preloads). */
export function pathPattern(pattern: string): string {
  const body = pattern.replace(/:[A-Za-z]+/g, '[^/]+')
  return `^${body === '/' ? '/' : `${body}/?`}$`
}

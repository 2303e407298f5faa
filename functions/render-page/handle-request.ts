// The page-rendering function's one entry (docs/adr/0076), the same for `vite`, `vite preview`
// (build/page-rendering.ts) and the Netlify adapter (functions/netlify/render-page.ts): the sitemap,
// robots.txt, else the page rendered into index.html.
import { servePage } from './page-html.ts'
import { ROBOTS_PATH, serveRobots } from './robots.ts'
import type { Render } from './server-entry.ts'
import { serveSitemap, SITEMAP_PATH } from './sitemap.ts'

export interface RequestOptions {
  /** The built index.html and the server entry's renderer, loaded on the first page request only (never for the sitemap). */
  page: () => Promise<{ template: string; render: Render }>
  /** PocketBase's URL, server to server: the sitemap reads it. */
  pocketbaseUrl: string
  /** Set on every response (the security headers on Netlify). */
  headers?: Record<string, string>
  fetch?: typeof fetch
}

/** The paths this function answers besides the rendered pages (they have an extension: hosts treat them as files). */
export const FILE_PATHS: readonly string[] = [SITEMAP_PATH, ROBOTS_PATH]

export async function handleRequest(request: Request, { page, pocketbaseUrl, headers = {}, fetch }: RequestOptions): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { ...headers, Allow: 'GET, HEAD' } })
  }
  const { pathname } = new URL(request.url)
  if (pathname === SITEMAP_PATH) return serveSitemap(request, { pocketbaseUrl, headers, fetch })
  if (pathname === ROBOTS_PATH) return serveRobots(request, { headers })
  const { template, render } = await page()
  return servePage(request, { template, render, headers })
}

// /robots.txt: the areas that are a person's own (admin, pro, account, checkout, cart) stay out of
// search engines; the sitemap is named with the request's origin.
import * as paths from '../../src/lib/path-table.ts'
import { SITEMAP_PATH } from './sitemap.ts'

export const ROBOTS_PATH = '/robots.txt'

export const DISALLOWED: readonly string[] = [paths.admin, paths.pro, paths.account, paths.checkout, paths.cart]

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}${SITEMAP_PATH}`, ''].join('\n')
}

export function serveRobots(request: Request, { headers = {} }: { headers?: Record<string, string> } = {}): Response {
  return new Response(request.method === 'HEAD' ? null : robotsTxt(new URL(request.url).origin), {
    status: 200,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}

// The served HTML of a page rendered on the server (docs/adr/0076): the built index.html with the
// page's head, its body and its data in place. The app's server entry is passed in (built into
// dist-server/ for the function, loaded through Vite on the dev server).
import type { RenderedPage } from '../../src/app/server/rendered-page.ts'

export type { RenderedPage }

/** The route-preload plan index.html carries (build/route-preloads.ts): [pathname pattern, chunk files]. */
const PLAN = /<script type="application\/json" id="route-preloads">([\s\S]*?)<\/script>\s*/
const PLAN_SCRIPT = /<script>\(function\(\)\{var d=JSON\.parse\(document\.getElementById\('route-preloads'\)[\s\S]*?<\/script>\s*/

/** The built app's script (a dev server's has no `crossorigin`: it is left as it is). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/**
 * What the page loads before it is on screen. index.html's inline script preloads the screen's
 * chunks and asks PocketBase for the page's data ahead of the app: a rendered page has its data, so
 * the plan and the script go. The app's script is named, not loaded: index.html's last inline script
 * asks for it once the page's largest image is on screen (nothing competes with it; the entry then
 * loads the screen's chunks itself).
 */
function appAfterPaint(template: string): string {
  return template
    .replace(PLAN, '')
    .replace(PLAN_SCRIPT, '')
    .replace(ENTRY_SCRIPT, (_, src: string) => `<meta name="app-entry" content="${src}" />`)
}

/** The page's HTML from the built index.html. */
export function pageHtml(template: string, page: Extract<RenderedPage, { kind: 'page' }>): string {
  return (
    appAfterPaint(template)
      // The shop's default title and description give way to the page's head.
      .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '')
      // Replacer functions: a `$&` or `$'` in a product's text is text, not a replacement pattern.
      .replace(/<title>[\s\S]*?<\/title>/, () => page.head)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${page.body}</div>\n    <script type="application/json" id="router-data">${page.data}</script>`,
      )
      // The page reads without JavaScript.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
  )
}

/** A rendered page is kept by a CDN for a minute, then served while it is rendered again: fresh within minutes. */
export const RENDERED_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'

/**
 * The response for a page request: the rendered page, a redirect, or index.html as is (the browser
 * draws the page, as for every page that is not rendered here). A failure of the rendering leaves
 * the page to the browser: the shop never goes down with it.
 */
export async function servePage(
  request: Request,
  {
    template,
    render,
    headers = {},
  }: { template: string; render: (request: Request) => Promise<RenderedPage>; headers?: Record<string, string> },
): Promise<Response> {
  const html = (body: string, status: number, cache: string) =>
    new Response(request.method === 'HEAD' ? null : body, {
      status,
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cache },
    })
  let page: RenderedPage
  try {
    page = await render(request)
  } catch (error) {
    console.error('render-page: the page is left to the browser', error)
    return html(template, 200, 'no-cache')
  }
  // Kept by the CDN like a page, revalidated by browsers: an address renamed back must not loop on a cached 301.
  if (page.kind === 'redirect') {
    return new Response(null, { status: page.status, headers: { ...headers, Location: page.location, 'Cache-Control': RENDERED_CACHE } })
  }
  if (page.kind === 'browser') return html(template, page.status, 'no-cache')
  return html(pageHtml(template, page), page.status, RENDERED_CACHE)
}

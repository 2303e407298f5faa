import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom'
import { PageMetaCollector, type PageMeta } from '@/lib/document-title'
import { errorStatus } from '@/lib/pocketbase'
import { sanitizeWithWindow } from '@/lib/sanitize-html'
import type { WindowLike } from 'dompurify'
import { AppProvider } from '../provider'
import { routes } from '../router'
import { jsonInScript, pageHead } from './page-head'
import { isRenderedPage } from './public-pages'
import type { RenderedPage } from './rendered-page'

const handler = createStaticHandler(routes)

/**
 * The loaders return promises for what the screen shows once read (lib/route-data.ts: `later`).
 * Here each is read before rendering, and its value replaces it: the HTML shows the data, and the
 * data travels to the browser as JSON (a promise would not).
 */
async function readDeferred(context: StaticHandlerContext): Promise<void> {
  for (const [routeId, data] of Object.entries(context.loaderData)) {
    if (!data || typeof data !== 'object') continue
    const read = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, value instanceof Promise ? await value : value]))
    context.loaderData[routeId] = Object.fromEntries(read)
  }
}

/**
 * Renders a storefront page on the server (docs/adr/0076): the router's loaders read PocketBase as
 * an anonymous visitor, the screens render to HTML with the page's head, and the browser hydrates
 * the same tree from the same data (main.tsx). Anything that fails leaves the page to the browser.
 * `dom`: a DOM for cleaning the admins' HTML (jsdom, lent by the caller: it stays out of this build).
 */
export async function renderPage(request: Request, dom: { window: WindowLike }): Promise<RenderedPage> {
  sanitizeWithWindow(dom.window)
  const url = new URL(request.url)
  if (!isRenderedPage(url.pathname)) return { kind: 'browser', status: 200 }
  const context = await handler.query(request)
  if (context instanceof Response) {
    const location = context.headers.get('Location')
    return location ? { kind: 'redirect', status: context.status, location } : { kind: 'browser', status: 200 }
  }
  if (context.errors) return { kind: 'browser', status: context.statusCode }
  try {
    await readDeferred(context)
  } catch (error) {
    // A product or an article that does not exist: the browser shows its 'introuvable' screen.
    return { kind: 'browser', status: errorStatus(error) === 404 ? 404 : 503 }
  }

  let meta: PageMeta = {}
  const router = createStaticRouter(handler.dataRoutes, context)
  const body = renderToString(
    <StrictMode>
      <PageMetaCollector value={(asked) => (meta = asked)}>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageMetaCollector>
    </StrictMode>,
  )
  const canonical = `${url.origin}${url.pathname}`
  return {
    kind: 'page',
    status: meta.status ?? 200,
    head: pageHead(meta, canonical),
    body,
    data: jsonInScript({ loaderData: context.loaderData, actionData: null, errors: null }),
  }
}

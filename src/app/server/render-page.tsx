import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom'
import { loadVisibleParts } from '@/components/when-visible'
import { PageMetaCollector, type PageMeta } from '@/lib/document-title'
import { errorStatus } from '@/lib/pocketbase'
import { Moved, NOT_FOUND_DATA } from '@/lib/route-data'
import { sanitizeWithWindow } from '@/lib/sanitize-html'
import type { WindowLike } from 'dompurify'
import { AppProvider } from '../provider'
import { routes } from '../router'
import { jsonInScript, pageHead } from './page-head'
import { isRenderedPage } from './public-pages'
import type { RenderedPage } from './rendered-page'

const handler = createStaticHandler(routes)

let patchedScreens: Promise<RouteObject[]> | null = null

/** The parts of the route table the browser patches in on a first visit there (router.tsx): their addresses are pages too. */
function loadPatchedScreens(): Promise<RouteObject[]> {
  patchedScreens ??= Promise.all([import('../admin-routes'), import('../pro-routes'), import('../account-routes')]).then(
    ([admin, pro, account]) => [...admin.adminScreens, ...pro.proScreens, ...account.accountScreens],
  )
  return patchedScreens
}

/** Whether no page of the app has this address: the route table's catch-all answers it, « Page introuvable » (docs/adr/0084). */
async function isUnknownAddress(pathname: string): Promise<boolean> {
  const deepest = matchRoutes(routes, pathname)?.at(-1)?.route
  if (deepest && deepest.path !== '*') return false
  return matchRoutes(await loadPatchedScreens(), pathname) === null
}

/** A promise's value; a read that found nothing (404) as `NOT_FOUND_DATA`, which the screen shows as it would the 404. */
async function readValue(value: unknown): Promise<unknown> {
  if (!(value instanceof Promise)) return value
  try {
    return (await value) as unknown
  } catch (error) {
    if (errorStatus(error) === 404) return NOT_FOUND_DATA
    throw error
  }
}

/**
 * The loaders return promises for what the screen shows once read (lib/route-data.ts: `later`).
 * Here each is read before rendering, and its value replaces it: the HTML shows the data, and the
 * data travels to the browser as JSON (a promise would not). Throws what a read failed with
 * otherwise (`Moved`: the page is elsewhere).
 */
async function readDeferred(context: StaticHandlerContext): Promise<void> {
  for (const [routeId, data] of Object.entries(context.loaderData)) {
    if (!data || typeof data !== 'object') continue
    const read = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, await readValue(value)]))
    context.loaderData[routeId] = Object.fromEntries(read)
  }
}

/**
 * Renders a storefront page on the server (docs/adr/0076): the router's loaders read PocketBase as
 * an anonymous visitor, the screens render to HTML with the page's head, and the browser hydrates
 * the same tree from the same data (main.tsx). Anything that fails leaves the page to the browser.
 * An address no page has is rendered too, as the 404 page with its status; a renamed product's or
 * article's old address answers a permanent redirect to the live one (docs/adr/0084).
 * `dom`: a DOM for cleaning the admins' HTML (jsdom, lent by the caller: it stays out of this build).
 */
export async function renderPage(request: Request, dom: { window: WindowLike }): Promise<RenderedPage> {
  sanitizeWithWindow(dom.window)
  const url = new URL(request.url)
  if (!isRenderedPage(url.pathname) && !(await isUnknownAddress(url.pathname))) return { kind: 'browser', status: 200 }
  const context = await handler.query(request)
  if (context instanceof Response) {
    const location = context.headers.get('Location')
    return location ? { kind: 'redirect', status: context.status, location } : { kind: 'browser', status: 200 }
  }
  if (context.errors) return { kind: 'browser', status: context.statusCode }
  try {
    await readDeferred(context)
  } catch (error) {
    // An old address: the live one, with the query the link had (a campaign's tags).
    if (error instanceof Moved) return { kind: 'redirect', status: 301, location: `${error.location}${url.search}` }
    return { kind: 'browser', status: 503 }
  }

  // The below-the-fold parts the browser loads later are in the served HTML.
  await loadVisibleParts()
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

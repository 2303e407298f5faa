// /catalogue (and /products): the route module, loaded lazily by the router (app/router.tsx).
// The catalogue reads through its one hand-tuned hook, `useCatalogue`, which the benchmark justifies
// (docs/adr/0068): the first page (or index.html's prefetch of it), then the rest. The loader only
// serves a page rendered on the server (docs/adr/0076): it reads the first page the HTML shows.
import type { LoaderFunctionArgs } from 'react-router-dom'
import { getCatalogueFirstPage, servedFirstPage } from './api/catalogue-api'
import { PAGE_SIZE } from './catalogue-screen'

// The pro catalogue (app/routes/pro-catalogue-route.tsx) draws the same screen, from this one chunk.
export { CatalogueRoute as Component, CatalogueScreen } from './catalogue-screen'

export async function loader({ request }: LoaderFunctionArgs) {
  // The browser reads through `useCatalogue`: nothing here (not even `later`'s module, docs/adr/0115).
  if (!import.meta.env.SSR) return { firstPage: null }
  const { later } = await import('@/lib/route-data')
  // The cards the page shows at first, no more: their data travels in the HTML too.
  return { firstPage: later(getCatalogueFirstPage(PAGE_SIZE, { signal: request.signal }).then(servedFirstPage)) }
}

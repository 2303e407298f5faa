// /espace-pro/produits-exclusifs: the route module, loaded lazily by the pro route table (app/pro-routes.ts).
import type { LoaderFunctionArgs } from 'react-router-dom'
import { isAbortError } from '@/lib/pocketbase'
import { later } from '@/lib/route-data'
import { getExclusiveProducts } from './exclusive-api'

export { ExclusiveScreen as Component } from './exclusive-screen'

/** Returns at once: the screen shows its loading text until the products are there (`<Deferred>`). */
export function loader({ request }: LoaderFunctionArgs) {
  const products = getExclusiveProducts(request.signal).catch((error: unknown) => {
    if (!isAbortError(error)) console.error('Produits exclusifs :', error)
    throw error
  })
  return { products: later(products) }
}

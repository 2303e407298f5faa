import type { RouteObject } from 'react-router-dom'
import { paths } from '@/lib/paths'

/*
 * The pages below /account, beside the account itself: patched into the route table on the first
 * visit below /account (router.tsx, patchRoutesOnNavigation), so the storefront's entry does not
 * carry them. RequireAuth stays in router.tsx, above these routes.
 */

export const accountScreens: RouteObject[] = [
  // A customer asks for a professional account (docs/adr/0060).
  { path: paths.becomePro, lazy: () => import('@/features/account/pro-application/pro-application-route') },
  // One order's page, and the confirmation after its payment (docs/adr/0080).
  { path: paths.accountOrder, lazy: () => import('@/features/account/order/order-route') },
  // « Mes favoris » (docs/adr/0103).
  { path: paths.accountFavorites, lazy: () => import('@/features/account/favorites/favorites-route') },
]

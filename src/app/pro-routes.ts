import type { RouteObject } from 'react-router-dom'
import { proPaths } from '@/lib/pro-paths'

/*
 * The pro screens below /espace-pro, beside its home: patched into the route table on the first
 * visit below /espace-pro (router.tsx, patchRoutesOnNavigation), so the storefront's entry does not
 * carry them. The pro guard and layout stay in router.tsx, above these routes.
 */

export const proScreens: RouteObject[] = [
  // Wide: the catalogue needs the whole width (its own filter column), the pro menu goes on top.
  { path: proPaths.catalogue, handle: { wide: true }, lazy: () => import('./routes/pro-catalogue-route') },
  { path: proPaths.exclusive, lazy: () => import('@/features/pro/exclusive/exclusive-route') },
  { path: proPaths.quickOrder, lazy: () => import('@/features/pro/quick-order/quick-order-route') },
  { path: proPaths.history, lazy: () => import('@/features/pro/history/history-route') },
  { path: proPaths.documents, lazy: () => import('@/features/pro/documents/documents-route') },
]

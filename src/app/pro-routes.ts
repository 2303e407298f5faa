import type { RouteObject } from 'react-router-dom'

/*
 * The pro screens below /espace-pro, beside its home: patched into the route table on the first
 * visit below /espace-pro (router.tsx, patchRoutesOnNavigation), so the storefront's entry does not
 * carry them. The pro guard and layout stay in router.tsx, above these routes.
 */

export const proScreens: RouteObject[] = [
  // Wide: the catalogue needs the whole width (its own filter column), the pro menu goes on top.
  { path: 'catalogue', handle: { wide: true }, lazy: () => import('./routes/pro-catalogue-screen') },
  {
    path: 'produits-exclusifs',
    lazy: () => import('@/features/pro/exclusive/exclusive-screen').then((m) => ({ Component: m.ExclusiveScreen })),
  },
  {
    path: 'commande-rapide',
    lazy: () => import('@/features/pro/quick-order/quick-order-screen').then((m) => ({ Component: m.QuickOrderScreen })),
  },
  { path: 'historique', lazy: () => import('@/features/pro/history/history-screen').then((m) => ({ Component: m.HistoryScreen })) },
  {
    path: 'informations',
    lazy: () => import('@/features/pro/documents/documents-screen').then((m) => ({ Component: m.DocumentsScreen })),
  },
]

import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom'
import { RequireAdmin, RequireAuth, RequirePro } from './guards'
import { AppHydrateFallback, AppRoot } from './layouts/app-root'
import { PublicLayout } from './layouts/public-layout'
import { RouteError } from './routes/route-error'

/*
 * Every route of docs/product/screens.md. Screens are lazy (one chunk each); the pro and admin layouts are lazy
 * too, so their code never reaches storefront pages.
 * Only the storefront layout (header, bar, footer), the guards and the error screen are eager.
 */

const ADMIN_SCREENS = 'admin-screens'
const PRO_SCREENS = 'pro-screens'
const ACCOUNT_SCREENS = 'account-screens'

const catalogueScreen = () =>
  import('@/features/catalogue/catalogue-screen').then((m) => ({ Component: m.CatalogueScreen }))

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    HydrateFallback: AppHydrateFallback,
    errorElement: <RouteError fullPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            // Errors of a screen show inside the storefront layout, header and footer still there.
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: () => import('@/features/content/home-screen').then((m) => ({ Component: m.HomeScreen })) },
              { path: 'a-propos', lazy: () => import('@/features/content/about-screen').then((m) => ({ Component: m.AboutScreen })) },
              { path: 'catalogue', lazy: catalogueScreen },
              { path: 'products', lazy: catalogueScreen },
              {
                path: 'catalogue/:slug',
                lazy: () => import('@/features/catalogue/product-screen').then((m) => ({ Component: m.ProductScreen })),
              },
              { path: 'tableaux-des-pierres', lazy: () => import('@/features/content/stones-screen').then((m) => ({ Component: m.StonesScreen })) },
              { path: 'sur-mesure', lazy: () => import('@/features/content/custom-request-screen').then((m) => ({ Component: m.CustomRequestScreen })) },
              { path: 'blog', lazy: () => import('@/features/content/blog-screen').then((m) => ({ Component: m.BlogScreen })) },
              { path: 'blog/:id', lazy: () => import('@/features/content/article-screen').then((m) => ({ Component: m.ArticleScreen })) },
              { path: 'contact', lazy: () => import('@/features/content/contact-screen').then((m) => ({ Component: m.ContactScreen })) },
              { path: 'cart', lazy: () => import('@/features/cart/cart-screen').then((m) => ({ Component: m.CartScreen })) },
              { path: 'login', lazy: () => import('@/features/account/login-screen').then((m) => ({ Component: m.LoginScreen })) },
              { path: 'signup', lazy: () => import('@/features/account/signup-screen').then((m) => ({ Component: m.SignupScreen })) },
              {
                path: 'mot-de-passe-oublie',
                lazy: () => import('@/features/account/recovery/forgot-password-route'),
              },
              {
                path: 'reinitialiser-mot-de-passe/:token',
                lazy: () => import('@/features/account/recovery/reset-password-route'),
              },
              {
                path: 'verifier-email/:token',
                lazy: () => import('@/features/account/recovery/verify-email-route'),
              },
              {
                path: 'confirmer-email/:token',
                lazy: () => import('@/features/account/recovery/confirm-email-route'),
              },
              { path: 'checkout', lazy: () => import('@/features/checkout/checkout-route') },
              {
                // Back from a bank's page (Stripe's redirect): the customer's session is needed to confirm.
                path: 'checkout/retour',
                element: <RequireAuth />,
                children: [{ index: true, lazy: () => import('@/features/checkout/checkout-return-route') }],
              },
              // The online withdrawal function (docs/adr/0049), linked from every page's footer.
              { path: 'retractation', lazy: () => import('@/features/withdrawal/withdrawal-route') },
              // The legal pages read the shop's identity (docs/adr/0048).
              { path: 'cgv', lazy: () => import('@/features/content/legal/legal-routes').then((m) => ({ loader: m.loader, Component: m.CgvRoute })) },
              { path: 'mentions-legales', lazy: () => import('@/features/content/legal/legal-routes').then((m) => ({ loader: m.loader, Component: m.LegalNoticeRoute })) },
              { path: 'politique-confidentialite', lazy: () => import('@/features/content/legal/legal-routes').then((m) => ({ loader: m.loader, Component: m.PrivacyRoute })) },
              {
                path: 'account',
                // The pages below /account are patched in here on the first visit (account-routes.ts).
                id: ACCOUNT_SCREENS,
                element: <RequireAuth />,
                children: [
                  {
                    index: true,
                    lazy: () => import('@/features/account/account-screen').then((m) => ({ Component: m.AccountScreen })),
                  },
                ],
              },
              {
                path: 'espace-pro',
                element: <RequirePro />,
                children: [
                  {
                    // The other pro screens are patched in here on the first visit below /espace-pro.
                    id: PRO_SCREENS,
                    lazy: () => import('./layouts/pro-layout').then((m) => ({ Component: m.ProLayout })),
                    children: [
                      { index: true, lazy: () => import('@/features/pro/home/pro-home-screen').then((m) => ({ Component: m.ProHomeScreen })) },
                    ],
                  },
                ],
              },
              {
                path: '*',
                lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundScreen })),
              },
            ],
          },
        ],
      },
      {
        path: 'dashboard',
        element: <RequireAdmin />,
        children: [
          {
            lazy: () => import('./layouts/admin-layout').then((m) => ({ Component: m.AdminLayout })),
            children: [
              {
                // The other admin screens are patched in here on the first visit below /dashboard
                // (patchRoutesOnNavigation): their route table stays out of the storefront's entry.
                id: ADMIN_SCREENS,
                errorElement: <RouteError />,
                children: [
                  { index: true, lazy: () => import('@/features/admin/overview/overview-screen').then((m) => ({ Component: m.OverviewScreen })) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]

/**
 * Adds a lazy part of the route table when an address below it does not match yet: the admin
 * screens (admin-routes.ts), the pro screens (pro-routes.tsx) and the account's pages (account-routes.ts). Unknown addresses still end on
 * the 404 page; the guards above these routes decide as before.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path.startsWith('/dashboard/')) patch(ADMIN_SCREENS, (await import('./admin-routes')).adminScreens)
  else if (path.startsWith('/espace-pro/')) patch(PRO_SCREENS, (await import('./pro-routes')).proScreens)
  else if (path.startsWith('/account/')) patch(ACCOUNT_SCREENS, (await import('./account-routes')).accountScreens)
}

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation })
}

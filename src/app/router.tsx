import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type MiddlewareFunction,
  type PatchRoutesOnNavigationFunction,
  type ShouldRevalidateFunctionArgs,
  type RouteObject,
} from 'react-router-dom'
import { paths } from '@/lib/paths'
import { watchSubmissions } from '@/lib/submissions'
import { LoadingScreen } from '@/components/loading-screen'
import { GuardErrorBoundary } from './guard-error-boundary'
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

/**
 * A guarded area's parent route (guards.ts): middleware that runs before any loader below, loaded
 * with the area; 'Chargement...' shows meanwhile on a first visit.
 */
type MiddlewareArgs = Parameters<MiddlewareFunction>[0]
const guards = () => import('./guards')
const guard = (name: 'requireAdmin' | 'requirePro' | 'requireAuth') => ({
  middleware: [async (args: MiddlewareArgs) => (await guards())[name](args)],
  ErrorBoundary: GuardErrorBoundary,
  lazy: () => guards().then((m) => ({ Component: m.GuardedArea })),
  // Checked on entering the area and when asked again (the area re-checks on a session change),
  // not on every move inside it: a search typed in a list changes the address at each key.
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
    currentUrl.href === nextUrl.href && defaultShouldRevalidate,
})

const legalRoutes = () => import('@/features/content/legal/legal-routes')

const catalogueScreen = () => import('@/features/catalogue/catalogue-route')
const contentPage = () => import('@/features/content/content-page-route')

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
              { index: true, lazy: () => import('@/features/content/home-route') },
              { path: paths.about, lazy: () => import('@/features/content/about-route') },
              { path: paths.catalogue, lazy: catalogueScreen },
              { path: paths.catalogueAlias, lazy: catalogueScreen },
              { path: paths.product, lazy: () => import('@/features/catalogue/product-route') },
              { path: paths.stones, lazy: () => import('@/features/content/stones-route') },
              { path: paths.customRequest, lazy: () => import('@/features/content/custom-request-route') },
              // A request's own page: its steps, quote and thread (docs/adr/0127).
              { path: paths.customRequestPage, lazy: () => import('@/features/custom-orders/request-page-route') },
              { path: paths.blog, lazy: () => import('@/features/content/blog-route') },
              { path: paths.article, lazy: () => import('@/features/content/article-route') },
              { path: paths.contact, lazy: () => import('@/features/content/contact-route') },
              { path: paths.stockAlertUnsubscribe, lazy: () => import('@/features/content/stock-alert-unsubscribe-route') },
              { path: paths.newsletterUnsubscribe, lazy: () => import('@/features/newsletter/unsubscribe-route') },
              { path: paths.giftCards, lazy: () => import('@/features/gift-cards/gift-cards-route') },
              { path: paths.giftCardBalance, lazy: () => import('@/features/gift-cards/gift-card-balance-route') },
              // The content pages the admin edits, one module (docs/adr/0101).
              { path: paths.sizeGuide, lazy: contentPage },
              { path: paths.deliveryAndReturns, lazy: contentPage },
              { path: paths.stoneCare, lazy: contentPage },
              { path: paths.faq, lazy: contentPage },
              { path: paths.cart, lazy: () => import('@/features/cart/cart-route') },
              { path: paths.login, lazy: () => import('@/features/account/login-route') },
              { path: paths.signup, lazy: () => import('@/features/account/signup-route') },
              {
                path: paths.forgotPassword,
                lazy: () => import('@/features/account/recovery/forgot-password-route'),
              },
              {
                path: paths.resetPassword,
                lazy: () => import('@/features/account/recovery/reset-password-route'),
              },
              {
                path: paths.verifyEmail,
                lazy: () => import('@/features/account/recovery/verify-email-route'),
              },
              {
                path: paths.confirmEmail,
                lazy: () => import('@/features/account/recovery/confirm-email-route'),
              },
              { path: paths.checkout, lazy: () => import('@/features/checkout/checkout-route') },
              {
                // Back from a bank's page (Stripe's redirect): the customer's session is needed to confirm.
                path: paths.checkoutReturn,
                HydrateFallback: LoadingScreen,
                ...guard('requireAuth'),
                children: [{ index: true, lazy: () => import('@/features/checkout/checkout-return-route') }],
              },
              // The online withdrawal function (docs/adr/0049), linked from every page's footer.
              { path: paths.withdrawal, lazy: () => import('@/features/withdrawal/withdrawal-route') },
              { path: paths.review, lazy: () => import('@/features/reviews/review-route') },
              { path: paths.reviewOptOut, lazy: () => import('@/features/reviews/opt-out-route') },
              // The legal pages read the shop's identity (docs/adr/0048).
              { path: paths.terms, lazy: () => legalRoutes().then((m) => ({ loader: m.loader, Component: m.CgvRoute })) },
              { path: paths.legalNotice, lazy: () => legalRoutes().then((m) => ({ loader: m.loader, Component: m.LegalNoticeRoute })) },
              { path: paths.privacy, lazy: () => legalRoutes().then((m) => ({ loader: m.loader, Component: m.PrivacyRoute })) },
              // The terms of sale to professional buyers (docs/adr/0080).
              { path: paths.proTerms, lazy: () => legalRoutes().then((m) => ({ loader: m.loader, Component: m.ProTermsRoute })) },
              {
                // The pages below /account are patched in here on the first visit (account-routes.ts).
                // Pathless, with /account a route of its own (not an index): a form posting to it
                // leaves the address as it is (no `?index`).
                id: ACCOUNT_SCREENS,
                HydrateFallback: LoadingScreen,
                ...guard('requireAuth'),
                children: [{ path: paths.account, lazy: () => import('@/features/account/account-route') }],
              },
              {
                path: paths.pro,
                HydrateFallback: LoadingScreen,
                ...guard('requirePro'),
                children: [
                  {
                    // The other pro screens are patched in here on the first visit below /espace-pro.
                    id: PRO_SCREENS,
                    lazy: () => import('./layouts/pro-layout'),
                    children: [{ index: true, lazy: () => import('@/features/pro/home/pro-home-route') }],
                  },
                ],
              },
              {
                path: '*',
                lazy: () => import('./routes/not-found'),
              },
            ],
          },
        ],
      },
      {
        path: paths.admin,
        HydrateFallback: LoadingScreen,
        ...guard('requireAdmin'),
        children: [
          {
            lazy: () => import('./layouts/admin-layout'),
            children: [
              {
                // The other admin screens are patched in here on the first visit below /dashboard
                // (patchRoutesOnNavigation): their route table stays out of the storefront's entry.
                id: ADMIN_SCREENS,
                errorElement: <RouteError />,
                children: [
                  {
                    index: true,
                    lazy: () => import('@/features/admin/overview/overview-route'),
                  },
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
  // `.then()`, not `(await import()).x`: the build writes that as a destructuring function, bytes in
  // the entry (docs/adr/0123 spent them on the audience's beacon).
  if (path.startsWith(`${paths.admin}/`)) patch(ADMIN_SCREENS, await import('./admin-routes').then((m) => m.adminScreens))
  else if (path.startsWith(`${paths.pro}/`)) patch(PRO_SCREENS, await import('./pro-routes').then((m) => m.proScreens))
  else if (path.startsWith(`${paths.account}/`)) patch(ACCOUNT_SCREENS, await import('./account-routes').then((m) => m.accountScreens))
}

/** The guards are route middleware (guards.tsx): react-router runs them before any loader below. */
export const routerFuture = { v8_middleware: true } as const

/** What a route's lazy module may set (react-router's own list, for the keys this app uses). */
const LAZY_KEYS = ['Component', 'loader', 'action', 'shouldRevalidate', 'HydrateFallback', 'ErrorBoundary'] as const

/**
 * A page the server rendered is hydrated from its data (docs/adr/0076): the lazy modules of the
 * routes it shows are loaded first, as the server had them, or react-router would draw its
 * loading fallback in place of the served HTML.
 */
async function loadMatchedRoutes(pathname: string): Promise<void> {
  const lazyRoutes = (matchRoutes(routes, pathname) ?? []).map((match) => match.route).filter((route) => route.lazy)
  await Promise.all(
    lazyRoutes.map(async (route) => {
      const loaded = (await (route.lazy as () => Promise<Partial<RouteObject>>)()) as Record<string, unknown>
      for (const key of LAZY_KEYS) if (loaded[key] !== undefined) Object.assign(route, { [key]: loaded[key] })
      route.lazy = undefined
    }),
  )
}

export async function createAppRouter(hydrationData?: HydrationState) {
  if (hydrationData) await loadMatchedRoutes(window.location.pathname)
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation, future: routerFuture, hydrationData })
  watchSubmissions(router)
  return router
}

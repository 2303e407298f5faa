import type { RouteObject } from 'react-router-dom'
import { adminPaths } from '@/lib/admin-paths'

/**
 * The admin screens below /dashboard, beside its overview: patched into the route table on the first
 * visit below /dashboard (router.tsx, patchRoutesOnNavigation), so the storefront's entry does not
 * carry them. The admin guard and layout stay in router.tsx, above these routes.
 */
export const adminScreens: RouteObject[] = [
  { path: adminPaths.products, lazy: () => import('@/features/admin/products/products-route') },
  // A product's stock history and its count (docs/adr/0098).
  { path: adminPaths.productStock, lazy: () => import('@/features/admin/products/product-stock-route') },
  // A product's options and sizes (docs/adr/0108).
  { path: adminPaths.productSizes, lazy: () => import('@/features/admin/products/product-sizes-route') },
  { path: adminPaths.productsImport, lazy: () => import('@/features/admin/products/product-import-route') },
  { path: adminPaths.categories, lazy: () => import('@/features/admin/categories/categories-route') },
  { path: adminPaths.stones, lazy: () => import('@/features/admin/stones/stones-route') },
  { path: adminPaths.materials, lazy: () => import('@/features/admin/reference-lists/reference-list-route').then((m) => m.materials) },
  { path: adminPaths.colors, lazy: () => import('@/features/admin/reference-lists/reference-list-route').then((m) => m.colors) },
  {
    path: adminPaths.stoneProperties,
    lazy: () => import('@/features/admin/reference-lists/reference-list-route').then((m) => m.stoneProperties),
  },
  { path: adminPaths.chakras, lazy: () => import('@/features/admin/reference-lists/reference-list-route').then((m) => m.chakras) },
  { path: adminPaths.signs, lazy: () => import('@/features/admin/reference-lists/reference-list-route').then((m) => m.astrologicalSigns) },
  { path: adminPaths.articles, lazy: () => import('@/features/admin/articles/articles-route') },
  // The content pages (docs/adr/0101): their list, and one page's editor (a route module: loader, action).
  { path: adminPaths.pages, lazy: () => import('@/features/admin/pages/pages-route') },
  { path: adminPaths.page, lazy: () => import('@/features/admin/pages/page-edit-route') },
  // A route module (Component, loader, action): docs/adr/0071.
  {
    path: adminPaths.orders,
    lazy: () => import('@/features/admin/orders/orders-route'),
    // An order's details and its refund, over the table: each reads the order's credit notes (docs/adr/0071).
    children: [
      { path: adminPaths.order, lazy: () => import('@/features/admin/orders/order-details-route') },
      { path: adminPaths.refund, lazy: () => import('@/features/admin/orders/refund-route') },
    ],
  },
  // A route module (Component, loader): the printable list of the orders to prepare (docs/adr/0050).
  { path: adminPaths.toPrepare, lazy: () => import('@/features/admin/orders/to-prepare-route') },
  { path: adminPaths.requests, lazy: () => import('@/features/admin/requests/requests-route') },
  // One request: its quotes and thread (docs/adr/0127).
  { path: adminPaths.request, lazy: () => import('@/features/admin/requests/request-details-route') },
  // The made-to-order price table (docs/adr/0126).
  { path: adminPaths.customPrices, lazy: () => import('@/features/admin/custom-prices/custom-prices-route') },
  { path: adminPaths.users, lazy: () => import('@/features/admin/users/users-route') },
  // A customer's page: orders, addresses, requests and the pro application's decision (docs/adr/0060).
  { path: adminPaths.customer, lazy: () => import('@/features/admin/users/customer-route') },
  { path: adminPaths.messages, lazy: () => import('@/features/admin/messages/messages-route') },
  { path: adminPaths.reviews, lazy: () => import('@/features/admin/reviews/reviews-route') },
  { path: adminPaths.newsletter, lazy: () => import('@/features/admin/newsletter/newsletter-route') },
  // A route module (Component, loader, action): docs/adr/0033.
  { path: adminPaths.emails, lazy: () => import('@/features/admin/emails/emails-route') },
  // The withdrawal declarations (docs/adr/0049), refunded or refused from there (docs/adr/0081).
  {
    path: adminPaths.withdrawals,
    lazy: () => import('@/features/admin/withdrawals/withdrawals-route'),
    children: [{ path: adminPaths.withdrawalRefund, lazy: () => import('@/features/admin/withdrawals/withdrawal-refund-route') }],
  },
  // The credit notes, paged by the server (docs/adr/0100).
  { path: adminPaths.creditNotes, lazy: () => import('@/features/admin/credit-notes/credit-notes-route') },
  // The gift cards sold, paged by the server (docs/adr/0117).
  { path: adminPaths.giftCards, lazy: () => import('@/features/admin/gift-cards/gift-cards-route') },
  // The invoices payable by transfer and the payments received, paged by the server (docs/adr/0131).
  { path: adminPaths.payments, lazy: () => import('@/features/admin/payments/payments-route') },
  { path: adminPaths.sales, lazy: () => import('@/features/admin/sales/sales-route') },
  { path: adminPaths.sale, lazy: () => import('@/features/admin/sales/sale-edit-route') },
  // The discount codes, paged by the server (docs/adr/0116).
  { path: adminPaths.discountCodes, lazy: () => import('@/features/admin/discount-codes/discount-codes-route') },
  // The shop's figures: sales and audience over a period, charts and tables (docs/adr/0124).
  { path: adminPaths.statistics, lazy: () => import('@/features/admin/statistics/statistics-route') },
  // The accounting export (docs/adr/0052).
  { path: adminPaths.export, lazy: () => import('@/features/admin/exports/export-route') },
  // The shop's legal identity (docs/adr/0048).
  { path: adminPaths.identity, lazy: () => import('@/features/admin/identity/identity-route') },
  // The shop's health (docs/adr/0141).
  { path: adminPaths.health, lazy: () => import('@/features/admin/health/health-route') },
]

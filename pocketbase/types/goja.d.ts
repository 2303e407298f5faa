// What goja gives the hooks besides PocketBase's own types (pb_data/types.d.ts), for the type check
// (docs/adr/0087-type-checked-hooks.md). Each lib is loaded by absolute path, `require(`${__hooks}/lib/x.js`)`:
// this maps that path to the lib's exports, so every call into a lib is checked. A new lib gets its line
// here (the check refuses a `require` it does not know).

interface HookLibs {
  'account-mails': typeof import('../pb_hooks/lib/account-mails.js')
  'accounting-export': typeof import('../pb_hooks/lib/accounting-export.js')
  addresses: typeof import('../pb_hooks/lib/addresses.js')
  audience: typeof import('../pb_hooks/lib/audience.js')
  'catalogue-cache': typeof import('../pb_hooks/lib/catalogue-cache.js')
  checkout: typeof import('../pb_hooks/lib/checkout.js')
  consent: typeof import('../pb_hooks/lib/consent.js')
  counters: typeof import('../pb_hooks/lib/counters.js')
  csv: typeof import('../pb_hooks/lib/csv.js')
  'custom-prices': typeof import('../pb_hooks/lib/custom-prices.js')
  'credit-note-pdf': typeof import('../pb_hooks/lib/credit-note-pdf.js')
  'discount-codes': typeof import('../pb_hooks/lib/discount-codes.js')
  'discount-pricing': typeof import('../pb_hooks/lib/discount-pricing.js')
  'edit-versions': typeof import('../pb_hooks/lib/edit-versions.js')
  einvoices: typeof import('../pb_hooks/lib/einvoices.js')
  'einvoicing-platform': typeof import('../pb_hooks/lib/einvoicing-platform.js')
  facturx: typeof import('../pb_hooks/lib/facturx.js')
  figures: typeof import('../pb_hooks/lib/figures.js')
  'filter-bounds': typeof import('../pb_hooks/lib/filter-bounds.js')
  'form-submissions': typeof import('../pb_hooks/lib/form-submissions.js')
  'gift-card-spending': typeof import('../pb_hooks/lib/gift-card-spending.js')
  'gift-cards': typeof import('../pb_hooks/lib/gift-cards.js')
  health: typeof import('../pb_hooks/lib/health.js')
  invoice: typeof import('../pb_hooks/lib/invoice.js')
  'json-fields': typeof import('../pb_hooks/lib/json-fields.js')
  'listen-address': typeof import('../pb_hooks/lib/listen-address.js')
  'made-to-order': typeof import('../pb_hooks/lib/made-to-order.js')
  'mail-templates': typeof import('../pb_hooks/lib/mail-templates.js')
  mail: typeof import('../pb_hooks/lib/mail.js')
  money: typeof import('../pb_hooks/lib/money.js')
  'order-history': typeof import('../pb_hooks/lib/order-history.js')
  'order-status': typeof import('../pb_hooks/lib/order-status.js')
  'password-policy': typeof import('../pb_hooks/lib/password-policy.js')
  pages: typeof import('../pb_hooks/lib/pages.js')
  pdf: typeof import('../pb_hooks/lib/pdf.js')
  'quote-payments': typeof import('../pb_hooks/lib/quote-payments.js')
  'quote-pdf': typeof import('../pb_hooks/lib/quote-pdf.js')
  quotes: typeof import('../pb_hooks/lib/quotes.js')
  periods: typeof import('../pb_hooks/lib/periods.js')
  'price-admin': typeof import('../pb_hooks/lib/price-admin.js')
  'pro-applications': typeof import('../pb_hooks/lib/pro-applications.js')
  'pro-billing': typeof import('../pb_hooks/lib/pro-billing.js')
  'pro-tiers': typeof import('../pb_hooks/lib/pro-tiers.js')
  'pro-payment-terms': typeof import('../pb_hooks/lib/pro-payment-terms.js')
  'product-csv': typeof import('../pb_hooks/lib/product-csv.js')
  'product-options': typeof import('../pb_hooks/lib/product-options.js')
  'product-prices': typeof import('../pb_hooks/lib/product-prices.js')
  'product-sizes': typeof import('../pb_hooks/lib/product-sizes.js')
  'product-stock': typeof import('../pb_hooks/lib/product-stock.js')
  'product-tools': typeof import('../pb_hooks/lib/product-tools.js')
  'product-bulk': typeof import('../pb_hooks/lib/product-bulk.js')
  reconcile: typeof import('../pb_hooks/lib/reconcile.js')
  sales: typeof import('../pb_hooks/lib/sales.js')
  'sales-preview': typeof import('../pb_hooks/lib/sales-preview.js')
  'search-fold': typeof import('../pb_hooks/lib/search-fold.js')
  'reference-deletes': typeof import('../pb_hooks/lib/reference-deletes.js')
  refunds: typeof import('../pb_hooks/lib/refunds.js')
  'request-links': typeof import('../pb_hooks/lib/request-links.js')
  'request-guard': typeof import('../pb_hooks/lib/request-guard.js')
  retention: typeof import('../pb_hooks/lib/retention.js')
  reviews: typeof import('../pb_hooks/lib/reviews.js')
  'settings-env': typeof import('../pb_hooks/lib/settings-env.js')
  shipping: typeof import('../pb_hooks/lib/shipping.js')
  'shop-identity': typeof import('../pb_hooks/lib/shop-identity.js')
  shop: typeof import('../pb_hooks/lib/shop.js')
  'size-editor': typeof import('../pb_hooks/lib/size-editor.js')
  slugs: typeof import('../pb_hooks/lib/slugs.js')
  'sort-keys': typeof import('../pb_hooks/lib/sort-keys.js')
  'stock-alerts': typeof import('../pb_hooks/lib/stock-alerts.js')
  'stock-history': typeof import('../pb_hooks/lib/stock-history.js')
  stripe: typeof import('../pb_hooks/lib/stripe.js')
  time: typeof import('../pb_hooks/lib/time.js')
  webhook: typeof import('../pb_hooks/lib/webhook.js')
  'withdrawal-decisions': typeof import('../pb_hooks/lib/withdrawal-decisions.js')
  withdrawals: typeof import('../pb_hooks/lib/withdrawals.js')
  zip: typeof import('../pb_hooks/lib/zip.js')
}

/** A lib of pb_hooks/lib, by the absolute path built from `__hooks`. */
declare function require<Name extends keyof HookLibs>(path: `${string}/lib/${Name}.js`): HookLibs[Name]

/** PocketBase's FormData for `$http.send`'s multipart bodies (strings and `$filesystem` files; docs/adr/0133). */
declare const FormData: { new (): FormData }

/** goja's console: what it logs goes to PocketBase's output. */
declare const console: {
  log(...values: unknown[]): void
  info(...values: unknown[]): void
  warn(...values: unknown[]): void
  error(...values: unknown[]): void
  debug(...values: unknown[]): void
}

declare namespace core {
  interface RecordsListRequestEvent {
    /** Go's embedded *RequestEvent, which goja also exposes by its name (the generator flattens it). */
    requestEvent: RequestEvent
  }
}

// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/),
// re-exported by ../pocketbase-types.ts. `npm run types` regenerates it after a migration.

export const ordersStatusValues = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const

export const ordersPaymentModeValues = ['stripe', 'demo'] as const

export const ordersPaymentMethodValues = ['card', 'transfer'] as const

export const ordersPaymentStateValues = ['due', 'partial', 'paid'] as const

/** The longest text each text field of `orders` accepts, in characters. */
export const ordersTextMax = { stripePaymentIntentId: 255, email: 255, customer_name: 200, invoice_number: 40, carrier: 100, tracking_number: 100, search: 5000, sort_name: 200, discount_code: 40 } as const

/** What `orders.invoice_pdf` accepts: files of at most `maxSize` bytes, of `mimeTypes` (any when empty), `maxSelect` of them. */
export const ordersInvoicePdfUpload = { maxSize: 5242880, mimeTypes: ['application/pdf'], maxSelect: 1 } as const

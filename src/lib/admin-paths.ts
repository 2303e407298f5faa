import { paths } from './paths'

/** The pages of the back-office (lib/paths.ts names its root), read by its lazy route table and menu. */
export const adminPaths = {
  products: `${paths.admin}/products`,
  // A product's stock history and its « Inventaire » (docs/adr/0098).
  productStock: `${paths.admin}/products/:id/stock`,
  // A product's options and sizes (docs/adr/0108).
  productSizes: `${paths.admin}/products/:id/sizes`,
  // The product CSV import's check and apply (docs/adr/0099).
  productsImport: `${paths.admin}/products/importer`,
  categories: `${paths.admin}/categories`,
  stones: `${paths.admin}/stones`,
  materials: `${paths.admin}/materials`,
  colors: `${paths.admin}/colors`,
  stoneProperties: `${paths.admin}/stone-properties`,
  chakras: `${paths.admin}/chakras`,
  signs: `${paths.admin}/astrological-signs`,
  articles: `${paths.admin}/articles`,
  // The content pages and one page's editor (docs/adr/0101).
  pages: `${paths.admin}/pages`,
  page: `${paths.admin}/pages/:id`,
  orders: `${paths.admin}/orders`,
  order: `${paths.admin}/orders/:id`,
  refund: `${paths.admin}/orders/:id/rembourser`,
  toPrepare: `${paths.admin}/orders/a-preparer`,
  requests: `${paths.admin}/requests`,
  // One request: its composition, quotes and thread (docs/adr/0127).
  request: `${paths.admin}/requests/:id`,
  // The made-to-order price table (docs/adr/0126).
  customPrices: `${paths.admin}/tarifs-sur-mesure`,
  users: `${paths.admin}/users`,
  customer: `${paths.admin}/users/:id`,
  messages: `${paths.admin}/messages`,
  // The moderation of customers' reviews (docs/adr/0105).
  reviews: `${paths.admin}/avis`,
  emails: `${paths.admin}/emails`,
  // The newsletter: subscribers, their CSV and the owner's letter (docs/adr/0114).
  newsletter: `${paths.admin}/lettre`,
  withdrawals: `${paths.admin}/retractations`,
  creditNotes: `${paths.admin}/avoirs`,
  // The gift cards sold (docs/adr/0117).
  giftCards: `${paths.admin}/cartes-cadeaux`,
  // The invoices payable by transfer, due and late (docs/adr/0131).
  payments: `${paths.admin}/paiements`,
  // The discount codes (docs/adr/0116).
  discountCodes: `${paths.admin}/codes-promo`,
  // The refund of a withdrawn order (`:id` is the order's), over the withdrawals' table.
  withdrawalRefund: `${paths.admin}/retractations/:id/rembourser`,
  export: `${paths.admin}/export`,
  // The shop's figures: sales and audience over a period (docs/adr/0124).
  statistics: `${paths.admin}/statistiques`,
  identity: `${paths.admin}/identite`,
  // The shop's health: backups, e-mails, Stripe's webhooks, disk (docs/adr/0141).
  health: `${paths.admin}/sante`,
  // The sales and their legal reference price (docs/adr/0115).
  sales: `${paths.admin}/soldes`,
  // One sale's form (`nouvelle` for a new one).
  sale: `${paths.admin}/soldes/:id`,
} as const

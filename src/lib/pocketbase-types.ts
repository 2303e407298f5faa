// GENERATED FILE: do not edit by hand.
// Written by scripts/generate-types.mjs from the PocketBase schema (pocketbase/pb_migrations/).
// `npm run types` regenerates it after a migration changes the schema.

import type PocketBase from 'pocketbase'
import type { RecordService } from 'pocketbase'
import type { addressesCountryValues } from './record-constants/addresses'
import type { audienceDaysDimensionValues } from './record-constants/audience-days'
import type { audienceHitsKindValues, audienceHitsDeviceValues } from './record-constants/audience-hits'
import type { checkoutsStatusValues, checkoutsPaymentModeValues, checkoutsPaymentMethodValues } from './record-constants/checkouts'
import type { contactMessagesStatusValues } from './record-constants/contact-messages'
import type { creditNotesStatusValues, creditNotesPaymentModeValues } from './record-constants/credit-notes'
import type { customPricesKindValues, customPricesBeadSizeValues } from './record-constants/custom-prices'
import type { customRequestsBeadSizeValues, customRequestsClaspTypeValues, customRequestsCharmsValues, customRequestsStatusValues } from './record-constants/custom-requests'
import type { customerFiguresRoleValues } from './record-constants/customer-figures'
import type { discountCodesKindValues, discountCodesScopeValues, discountCodesAudienceValues } from './record-constants/discount-codes'
import type { einvoiceSubmissionsKindValues, einvoiceSubmissionsStatusValues } from './record-constants/einvoice-submissions'
import type { formerSlugsKindValues } from './record-constants/former-slugs'
import type { giftCardsStatusValues } from './record-constants/gift-cards'
import type { mailOptOutsTopicValues } from './record-constants/mail-opt-outs'
import type { mailQueueStatusValues } from './record-constants/mail-queue'
import type { marketingConsentEventsStatusValues, marketingConsentEventsSourceValues } from './record-constants/marketing-consent-events'
import type { marketingContactsStatusValues, marketingContactsSourceValues } from './record-constants/marketing-contacts'
import type { orderPaymentsMethodValues } from './record-constants/order-payments'
import type { ordersStatusValues, ordersPaymentModeValues, ordersPaymentMethodValues, ordersPaymentStateValues } from './record-constants/orders'
import type { paymentRefundsSourceValues } from './record-constants/payment-refunds'
import type { proApplicationsStatusValues } from './record-constants/pro-applications'
import type { quotesDepositKindValues, quotesStatusValues, quotesAcceptedViaValues } from './record-constants/quotes'
import type { requestMessagesFromValues } from './record-constants/request-messages'
import type { reviewRequestsOutcomeValues } from './record-constants/review-requests'
import type { reviewsStatusValues, reviewsRefusalReasonValues } from './record-constants/reviews'
import type { salesScopeValues } from './record-constants/sales'
import type { stockAlertsKindValues } from './record-constants/stock-alerts'
import type { stockMovementsReasonValues } from './record-constants/stock-movements'
import type { stonesBeadLookValues } from './record-constants/stones'
import type { usersRoleValues } from './record-constants/users'
import type { withdrawalsStatusValues, withdrawalsRefundFirstValues } from './record-constants/withdrawals'

/** Fields every record has. */
export interface BaseRecord {
  id: string
  collectionId: string
  collectionName: string
  /** ISO date-time (UTC), e.g. `2026-11-21 10:00:00.000Z`. */
  created: string
  updated: string
}

/** One line of an order, frozen at purchase time (unit price in euros). */
export interface OrderItem {
  id: string
  name: string
  quantity: number
  price: number
  /** The product's reference when it had one (orders since docs/adr/0061). */
  sku?: string
  /** The size bought (a product_variants id) and its label, « Tour de poignet : 17 cm » (docs/adr/0104). */
  variant?: string
  size?: string
  /** On sale: the legal reference price the shopper saw struck through, in euros (docs/adr/0115). */
  reference_price?: number
  /** The sale whose price was charged (a sales id, docs/adr/0121); none, no key. */
  sale?: string
  /** A gift card line (docs/adr/0117): its recipient and sending date; no product, no stock. */
  gift_card?: { recipient_name?: string; recipient_email?: string; message?: string; send_on?: string }
  /** This line's share of the order's discount code, in euros (docs/adr/0116); none, no key. */
  discount?: number
  /** A quote's part (docs/adr/0128): made to order (no withdrawal, L221-28 3°), its quote, number and part; no stock. */
  made_to_order?: boolean
  quote?: string
  quote_number?: string
  quote_part?: 'deposit' | 'balance' | 'full'
}

/** A pro price from a quantity on (docs/adr/0132): TTC, like `price_pro`. */
export interface ProTier {
  min: number
  price_pro: number
}

export type AddressesCountry = (typeof addressesCountryValues)[number]

export type AudienceDaysDimension = (typeof audienceDaysDimensionValues)[number]

export type AudienceHitsKind = (typeof audienceHitsKindValues)[number]

export type AudienceHitsDevice = (typeof audienceHitsDeviceValues)[number]

export type CheckoutsStatus = (typeof checkoutsStatusValues)[number]

export type CheckoutsPaymentMode = (typeof checkoutsPaymentModeValues)[number]

export type CheckoutsPaymentMethod = (typeof checkoutsPaymentMethodValues)[number]

export type ContactMessagesStatus = (typeof contactMessagesStatusValues)[number]

export type CreditNotesStatus = (typeof creditNotesStatusValues)[number]

export type CreditNotesPaymentMode = (typeof creditNotesPaymentModeValues)[number]

export type CustomPricesKind = (typeof customPricesKindValues)[number]

export type CustomPricesBeadSize = (typeof customPricesBeadSizeValues)[number]

export type CustomRequestsBeadSize = (typeof customRequestsBeadSizeValues)[number]

export type CustomRequestsClaspType = (typeof customRequestsClaspTypeValues)[number]

export type CustomRequestsCharms = (typeof customRequestsCharmsValues)[number]

export type CustomRequestsStatus = (typeof customRequestsStatusValues)[number]

export type CustomerFiguresRole = (typeof customerFiguresRoleValues)[number]

export type DiscountCodesKind = (typeof discountCodesKindValues)[number]

export type DiscountCodesScope = (typeof discountCodesScopeValues)[number]

export type DiscountCodesAudience = (typeof discountCodesAudienceValues)[number]

export type EinvoiceSubmissionsKind = (typeof einvoiceSubmissionsKindValues)[number]

export type EinvoiceSubmissionsStatus = (typeof einvoiceSubmissionsStatusValues)[number]

export type FormerSlugsKind = (typeof formerSlugsKindValues)[number]

export type GiftCardsStatus = (typeof giftCardsStatusValues)[number]

export type MailOptOutsTopic = (typeof mailOptOutsTopicValues)[number]

export type MailQueueStatus = (typeof mailQueueStatusValues)[number]

export type MarketingConsentEventsStatus = (typeof marketingConsentEventsStatusValues)[number]

export type MarketingConsentEventsSource = (typeof marketingConsentEventsSourceValues)[number]

export type MarketingContactsStatus = (typeof marketingContactsStatusValues)[number]

export type MarketingContactsSource = (typeof marketingContactsSourceValues)[number]

export type OrderPaymentsMethod = (typeof orderPaymentsMethodValues)[number]

export type OrdersStatus = (typeof ordersStatusValues)[number]

export type OrdersPaymentMode = (typeof ordersPaymentModeValues)[number]

export type OrdersPaymentMethod = (typeof ordersPaymentMethodValues)[number]

export type OrdersPaymentState = (typeof ordersPaymentStateValues)[number]

export type PaymentRefundsSource = (typeof paymentRefundsSourceValues)[number]

export type ProApplicationsStatus = (typeof proApplicationsStatusValues)[number]

export type QuotesDepositKind = (typeof quotesDepositKindValues)[number]

export type QuotesStatus = (typeof quotesStatusValues)[number]

export type QuotesAcceptedVia = (typeof quotesAcceptedViaValues)[number]

export type RequestMessagesFrom = (typeof requestMessagesFromValues)[number]

export type ReviewRequestsOutcome = (typeof reviewRequestsOutcomeValues)[number]

export type ReviewsStatus = (typeof reviewsStatusValues)[number]

export type ReviewsRefusalReason = (typeof reviewsRefusalReasonValues)[number]

export type SalesScope = (typeof salesScopeValues)[number]

export type StockAlertsKind = (typeof stockAlertsKindValues)[number]

export type StockMovementsReason = (typeof stockMovementsReasonValues)[number]

export type StonesBeadLook = (typeof stonesBeadLookValues)[number]

export type UsersRole = (typeof usersRoleValues)[number]

export type WithdrawalsStatus = (typeof withdrawalsStatusValues)[number]

export type WithdrawalsRefundFirst = (typeof withdrawalsRefundFirstValues)[number]

export * from './record-constants/addresses'
export * from './record-constants/admin-notes'
export * from './record-constants/articles'
export * from './record-constants/astrological-signs'
export * from './record-constants/audience-days'
export * from './record-constants/audience-hits'
export * from './record-constants/categories'
export * from './record-constants/chakras'
export * from './record-constants/checkouts'
export * from './record-constants/colors'
export * from './record-constants/contact-messages'
export * from './record-constants/counters'
export * from './record-constants/credit-notes'
export * from './record-constants/custom-prices'
export * from './record-constants/custom-requests'
export * from './record-constants/customer-figures'
export * from './record-constants/discount-codes'
export * from './record-constants/einvoice-submissions'
export * from './record-constants/form-submissions'
export * from './record-constants/former-slugs'
export * from './record-constants/gift-cards'
export * from './record-constants/mail-opt-outs'
export * from './record-constants/mail-queue'
export * from './record-constants/marketing-consent-events'
export * from './record-constants/marketing-contacts'
export * from './record-constants/materials'
export * from './record-constants/newsletters'
export * from './record-constants/order-events'
export * from './record-constants/order-payments'
export * from './record-constants/orders'
export * from './record-constants/pages'
export * from './record-constants/payment-refunds'
export * from './record-constants/price-history'
export * from './record-constants/pro-applications'
export * from './record-constants/pro-terms'
export * from './record-constants/product-variants'
export * from './record-constants/products'
export * from './record-constants/quotes'
export * from './record-constants/request-messages'
export * from './record-constants/review-requests'
export * from './record-constants/reviews'
export * from './record-constants/sales'
export * from './record-constants/shop-identity'
export * from './record-constants/stock-alerts'
export * from './record-constants/stock-movements'
export * from './record-constants/stone-properties'
export * from './record-constants/stones'
export * from './record-constants/stripe-events'
export * from './record-constants/users'
export * from './record-constants/withdrawals'

/** Relations of addresses that `expand` can resolve (when the caller may read them). */
export interface AddressesExpand {
  user?: UsersRecord
}

/** A record of the `addresses` collection (base). */
export interface AddressesRecord extends BaseRecord {
  user: string
  label?: string
  full_name: string
  company?: string
  line1: string
  line2?: string
  postal_code: string
  city: string
  country: AddressesCountry
  phone?: string
  siret?: string
  vat_number?: string
  is_default?: boolean
  expand?: AddressesExpand
}

/** Relations of admin_notes that `expand` can resolve (when the caller may read them). */
export interface AdminNotesExpand {
  order?: OrdersRecord
  customer?: UsersRecord
  author?: UsersRecord
}

/** A record of the `admin_notes` collection (base). */
export interface AdminNotesRecord extends BaseRecord {
  order?: string
  customer?: string
  author?: string
  text: string
  expand?: AdminNotesExpand
}

/** Relations of articles that `expand` can resolve (when the caller may read them). */
export interface ArticlesExpand {
  former_slugs_via_article?: FormerSlugsRecord[]
}

/** A record of the `articles` collection (base). */
export interface ArticlesRecord extends BaseRecord {
  title: string
  category?: string
  excerpt?: string
  content?: string
  image?: string
  slug: string
  search?: string
  sort_name?: string
  expand?: ArticlesExpand
}

/** Relations of astrological_signs that `expand` can resolve (when the caller may read them). */
export interface AstrologicalSignsExpand {
  products_via_astrological_signs?: ProductsRecord[]
}

/** A record of the `astrological_signs` collection (base). */
export interface AstrologicalSignsRecord extends BaseRecord {
  name: string
  sort_name?: string
  expand?: AstrologicalSignsExpand
}

/** A record of the `audience_days` collection (base). */
export interface AudienceDaysRecord extends BaseRecord {
  day: string
  dimension: AudienceDaysDimension
  key?: string
  medium?: string
  campaign?: string
  views?: number
  visits?: number
}

/** A record of the `audience_hits` collection (base). */
export interface AudienceHitsRecord extends BaseRecord {
  day: string
  path: string
  kind: AudienceHitsKind
  entry?: boolean
  source?: string
  medium?: string
  campaign?: string
  content?: string
  term?: string
  referrer_host?: string
  device?: AudienceHitsDevice | ''
}

/** Relations of categories that `expand` can resolve (when the caller may read them). */
export interface CategoriesExpand {
  discount_codes_via_categories?: DiscountCodesRecord[]
  products_via_category?: ProductsRecord[]
  sales_via_categories?: SalesRecord[]
}

/** A record of the `categories` collection (base). */
export interface CategoriesRecord extends BaseRecord {
  name: string
  slug: string
  sort_name?: string
  expand?: CategoriesExpand
}

/** Relations of chakras that `expand` can resolve (when the caller may read them). */
export interface ChakrasExpand {
  products_via_chakras?: ProductsRecord[]
}

/** A record of the `chakras` collection (base). */
export interface ChakrasRecord extends BaseRecord {
  name: string
  description?: string
  sort_name?: string
  expand?: ChakrasExpand
}

/** Relations of checkouts that `expand` can resolve (when the caller may read them). */
export interface CheckoutsExpand {
  user?: UsersRecord
  order?: OrdersRecord
  discount_code?: DiscountCodesRecord
  gift_card?: GiftCardsRecord
  orders_via_checkout?: OrdersRecord[]
  stock_movements_via_checkout?: StockMovementsRecord[]
}

/** A record of the `checkouts` collection (base). */
export interface CheckoutsRecord extends BaseRecord {
  user: string
  email?: string
  customer_name?: string
  items?: unknown
  amount?: number
  status: CheckoutsStatus
  expires?: string
  shipping_address?: unknown
  billing_address?: unknown
  payment_mode?: CheckoutsPaymentMode | ''
  payment_intent?: string
  order?: string
  note?: string
  b2b?: boolean
  discount_code?: string
  discount?: number
  gift_card?: string
  gift_card_amount?: number
  payment_method?: CheckoutsPaymentMethod | ''
  expand?: CheckoutsExpand
}

/** Relations of colors that `expand` can resolve (when the caller may read them). */
export interface ColorsExpand {
  products_via_colors?: ProductsRecord[]
}

/** A record of the `colors` collection (base). */
export interface ColorsRecord extends BaseRecord {
  name: string
  hex_code: string
  sort_name?: string
  expand?: ColorsExpand
}

/** A record of the `contact_messages` collection (base). */
export interface ContactMessagesRecord extends BaseRecord {
  name: string
  email: string
  subject: string
  message: string
  status?: ContactMessagesStatus | ''
  search?: string
  sort_name?: string
  status_rank?: number
}

/** A record of the `counters` collection (base). */
export interface CountersRecord extends BaseRecord {
  name: string
  value?: number
}

/** Relations of credit_notes that `expand` can resolve (when the caller may read them). */
export interface CreditNotesExpand {
  order?: OrdersRecord
  actor?: UsersRecord
  payment_refunds_via_credit_note?: PaymentRefundsRecord[]
}

/** A record of the `credit_notes` collection (base). */
export interface CreditNotesRecord extends BaseRecord {
  order: string
  number?: string
  status: CreditNotesStatus
  lines?: unknown
  amount?: number
  restocked?: boolean
  reason?: string
  request_key?: string
  refund_id?: string
  payment_mode?: CreditNotesPaymentMode | ''
  actor?: string
  attempt_at?: string
  issued_at?: string
  attempts?: number
  cancels?: boolean
  search?: string
  gift_card_credit?: number
  expand?: CreditNotesExpand
}

/** Relations of custom_prices that `expand` can resolve (when the caller may read them). */
export interface CustomPricesExpand {
  stone?: StonesRecord
}

/** A record of the `custom_prices` collection (base). */
export interface CustomPricesRecord extends BaseRecord {
  kind: CustomPricesKind
  stone?: string
  bead_size?: CustomPricesBeadSize | ''
  option?: string
  label: string
  price?: number
  expand?: CustomPricesExpand
}

/** Relations of custom_requests that `expand` can resolve (when the caller may read them). */
export interface CustomRequestsExpand {
  user?: UsersRecord
  quotes_via_request?: QuotesRecord[]
  request_messages_via_request?: RequestMessagesRecord[]
}

/** A record of the `custom_requests` collection (base). */
export interface CustomRequestsRecord extends BaseRecord {
  name: string
  email: string
  jewelry_type?: string
  main_stone?: string
  secondary_stones?: string[]
  bead_size?: CustomRequestsBeadSize | ''
  wrist_size?: number
  clasp_type?: CustomRequestsClaspType | ''
  stainless_steel_elements?: boolean
  charms?: CustomRequestsCharms[]
  message?: string
  image?: string
  status?: CustomRequestsStatus | ''
  user?: string
  search?: string
  sort_name?: string
  status_rank?: number
  composition?: unknown
  estimate?: number
  expand?: CustomRequestsExpand
}

/** A record of the `customer_figures` collection (view). */
export interface CustomerFiguresRecord extends BaseRecord {
  name?: string
  email: string
  role?: CustomerFiguresRole | ''
  verified?: boolean
  avatar?: string
  search?: string
  sort_name?: string
  pending_application?: boolean
  orders_count?: number
  spent?: number
  last_order?: string
}

/** Relations of discount_code_uses that `expand` can resolve (when the caller may read them). */
export interface DiscountCodeUsesExpand {
  code?: DiscountCodesRecord
  order?: OrdersRecord
  user?: UsersRecord
}

/** A record of the `discount_code_uses` collection (base). */
export interface DiscountCodeUsesRecord extends BaseRecord {
  code: string
  order: string
  user?: string
  amount?: number
  expand?: DiscountCodeUsesExpand
}

/** Relations of discount_codes that `expand` can resolve (when the caller may read them). */
export interface DiscountCodesExpand {
  checkouts_via_discount_code?: CheckoutsRecord[]
  discount_code_uses_via_code?: DiscountCodeUsesRecord[]
  categories?: CategoriesRecord[]
  products?: ProductsRecord[]
  stones?: StonesRecord[]
}

/** A record of the `discount_codes` collection (base). */
export interface DiscountCodesRecord extends BaseRecord {
  code: string
  kind: DiscountCodesKind
  value: number
  scope: DiscountCodesScope
  categories?: string[]
  products?: string[]
  stones?: string[]
  min_basket?: number
  starts_at?: string
  ends_at?: string
  max_uses?: number
  max_uses_per_customer?: number
  first_order_only?: boolean
  audience: DiscountCodesAudience
  combinable_with_sales?: boolean
  active?: boolean
  note?: string
  uses?: number
  held?: number
  discounted?: number
  search?: string
  expand?: DiscountCodesExpand
}

/** Relations of einvoice_submissions that `expand` can resolve (when the caller may read them). */
export interface EinvoiceSubmissionsExpand {
  order?: OrdersRecord
}

/** A record of the `einvoice_submissions` collection (base). */
export interface EinvoiceSubmissionsRecord extends BaseRecord {
  kind: EinvoiceSubmissionsKind
  document: string
  number?: string
  order: string
  status: EinvoiceSubmissionsStatus
  platform_id?: string
  reason?: string
  attempts?: number
  last_error?: string
  next_attempt_at?: string
  claimed_at?: string
  sent_at?: string
  polled_at?: string
  resends?: number
  history?: unknown
  expand?: EinvoiceSubmissionsExpand
}

/** Relations of favorites that `expand` can resolve (when the caller may read them). */
export interface FavoritesExpand {
  user?: UsersRecord
  product?: ProductsRecord
}

/** A record of the `favorites` collection (base). */
export interface FavoritesRecord extends BaseRecord {
  user: string
  product: string
  expand?: FavoritesExpand
}

/** A record of the `form_submissions` collection (base). */
export interface FormSubmissionsRecord extends BaseRecord {
  key: string
  record?: string
}

/** Relations of former_slugs that `expand` can resolve (when the caller may read them). */
export interface FormerSlugsExpand {
  product?: ProductsRecord
  article?: ArticlesRecord
}

/** A record of the `former_slugs` collection (base). */
export interface FormerSlugsRecord extends BaseRecord {
  kind: FormerSlugsKind
  slug: string
  product?: string
  article?: string
  expand?: FormerSlugsExpand
}

/** Relations of gift_cards that `expand` can resolve (when the caller may read them). */
export interface GiftCardsExpand {
  checkouts_via_gift_card?: CheckoutsRecord[]
  user?: UsersRecord
  order?: OrdersRecord
  orders_via_gift_card?: OrdersRecord[]
}

/** A record of the `gift_cards` collection (base). */
export interface GiftCardsRecord extends BaseRecord {
  code: string
  amount: number
  balance?: number
  status: GiftCardsStatus
  expires: string
  user?: string
  buyer_email?: string
  order: string
  line?: number
  recipient_name?: string
  recipient_email?: string
  message?: string
  send_on?: string
  sent_at?: string
  cancelled_at?: string
  cancel_reason?: string
  held?: number
  expand?: GiftCardsExpand
}

/** A record of the `mail_opt_outs` collection (base). */
export interface MailOptOutsRecord extends BaseRecord {
  email: string
  topic: MailOptOutsTopic
  source?: string
}

/** A record of the `mail_queue` collection (base). */
export interface MailQueueRecord extends BaseRecord {
  to: string
  subject: string
  html?: string
  text?: string
  kind?: string
  status: MailQueueStatus
  attempts?: number
  next_attempt?: string
  last_error?: string
  sent_at?: string
  ref?: string
  unsubscribe_url?: string
}

/** Relations of marketing_consent_events that `expand` can resolve (when the caller may read them). */
export interface MarketingConsentEventsExpand {
  contact?: MarketingContactsRecord
}

/** A record of the `marketing_consent_events` collection (base). */
export interface MarketingConsentEventsRecord extends BaseRecord {
  contact: string
  email: string
  status: MarketingConsentEventsStatus
  source: MarketingConsentEventsSource
  wording?: string
  expand?: MarketingConsentEventsExpand
}

/** Relations of marketing_contacts that `expand` can resolve (when the caller may read them). */
export interface MarketingContactsExpand {
  marketing_consent_events_via_contact?: MarketingConsentEventsRecord[]
  user?: UsersRecord
}

/** A record of the `marketing_contacts` collection (base). */
export interface MarketingContactsRecord extends BaseRecord {
  email: string
  user?: string
  status?: MarketingContactsStatus | ''
  source?: MarketingContactsSource | ''
  consent_at?: string
  expand?: MarketingContactsExpand
}

/** Relations of materials that `expand` can resolve (when the caller may read them). */
export interface MaterialsExpand {
  products_via_materials?: ProductsRecord[]
}

/** A record of the `materials` collection (base). */
export interface MaterialsRecord extends BaseRecord {
  name: string
  sort_name?: string
  expand?: MaterialsExpand
}

/** A record of the `newsletters` collection (base). */
export interface NewslettersRecord extends BaseRecord {
  subject: string
  text: string
  recipients?: number
}

/** Relations of order_events that `expand` can resolve (when the caller may read them). */
export interface OrderEventsExpand {
  order?: OrdersRecord
  actor?: UsersRecord
}

/** A record of the `order_events` collection (base). */
export interface OrderEventsRecord extends BaseRecord {
  order: string
  type: string
  actor?: string
  actor_label?: string
  data?: unknown
  expand?: OrderEventsExpand
}

/** Relations of order_payments that `expand` can resolve (when the caller may read them). */
export interface OrderPaymentsExpand {
  order?: OrdersRecord
  recorded_by?: UsersRecord
}

/** A record of the `order_payments` collection (base). */
export interface OrderPaymentsRecord extends BaseRecord {
  order: string
  amount: number
  received_on: string
  method: OrderPaymentsMethod
  note?: string
  recorded_by?: string
  expand?: OrderPaymentsExpand
}

/** Relations of orders that `expand` can resolve (when the caller may read them). */
export interface OrdersExpand {
  admin_notes_via_order?: AdminNotesRecord[]
  checkouts_via_order?: CheckoutsRecord[]
  credit_notes_via_order?: CreditNotesRecord[]
  discount_code_uses_via_order?: DiscountCodeUsesRecord[]
  einvoice_submissions_via_order?: EinvoiceSubmissionsRecord[]
  gift_cards_via_order?: GiftCardsRecord[]
  order_events_via_order?: OrderEventsRecord[]
  order_payments_via_order?: OrderPaymentsRecord[]
  user?: UsersRecord
  products?: ProductsRecord[]
  checkout?: CheckoutsRecord
  gift_card?: GiftCardsRecord
  payment_refunds_via_order?: PaymentRefundsRecord[]
  quotes_via_deposit_order?: QuotesRecord[]
  quotes_via_balance_order?: QuotesRecord[]
  review_requests_via_order?: ReviewRequestsRecord[]
  reviews_via_order?: ReviewsRecord[]
  stock_movements_via_order?: StockMovementsRecord[]
  withdrawals_via_order?: WithdrawalsRecord[]
}

/** A record of the `orders` collection (base). */
export interface OrdersRecord extends BaseRecord {
  user?: string
  items?: OrderItem[]
  products?: string[]
  total?: number
  stripePaymentIntentId?: string
  status: OrdersStatus
  email?: string
  customer_name?: string
  shipping_address?: unknown
  billing_address?: unknown
  checkout?: string
  payment_mode?: OrdersPaymentMode | ''
  amount_refunded?: number
  invoice_number?: string
  invoiced_at?: string
  carrier?: string
  tracking_number?: string
  tracking_url?: string
  shipped_at?: string
  b2b?: boolean
  search?: string
  sort_name?: string
  status_rank?: number
  discount?: number
  discount_code?: string
  gift_card?: string
  gift_card_paid?: number
  payment_method?: OrdersPaymentMethod | ''
  due_at?: string
  amount_received?: number
  payment_state?: OrdersPaymentState | ''
  reminded_at?: unknown
  expand?: OrdersExpand
}

/** A record of the `pages` collection (base). */
export interface PagesRecord extends BaseRecord {
  slug: string
  title: string
  description?: string
  body?: string
  faq?: unknown
  published?: boolean
}

/** Relations of payment_refunds that `expand` can resolve (when the caller may read them). */
export interface PaymentRefundsExpand {
  order?: OrdersRecord
  credit_note?: CreditNotesRecord
}

/** A record of the `payment_refunds` collection (base). */
export interface PaymentRefundsRecord extends BaseRecord {
  order: string
  refund_id: string
  amount?: number
  source: PaymentRefundsSource
  credit_note?: string
  expand?: PaymentRefundsExpand
}

/** Relations of price_history that `expand` can resolve (when the caller may read them). */
export interface PriceHistoryExpand {
  product?: ProductsRecord
  variant?: ProductVariantsRecord
}

/** A record of the `price_history` collection (base). */
export interface PriceHistoryRecord extends BaseRecord {
  product: string
  variant?: string
  price?: number
  price_pro?: number
  charged?: number
  reference?: number
  sale?: string
  at: string
  expand?: PriceHistoryExpand
}

/** Relations of pro_applications that `expand` can resolve (when the caller may read them). */
export interface ProApplicationsExpand {
  user?: UsersRecord
  decided_by?: UsersRecord
  revoked_by?: UsersRecord
}

/** A record of the `pro_applications` collection (base). */
export interface ProApplicationsRecord extends BaseRecord {
  user: string
  company: string
  siret: string
  vat_number?: string
  activity: string
  message?: string
  status: ProApplicationsStatus
  decided_by?: string
  decided_at?: string
  refusal_reason?: string
  revoked_at?: string
  revoked_by?: string
  revocation_reason?: string
  expand?: ProApplicationsExpand
}

/** Relations of pro_terms that `expand` can resolve (when the caller may read them). */
export interface ProTermsExpand {
  user?: UsersRecord
}

/** A record of the `pro_terms` collection (base). */
export interface ProTermsRecord extends BaseRecord {
  user: string
  transfer_allowed?: boolean
  credit_ceiling?: number
  note?: string
  expand?: ProTermsExpand
}

/** A record of the `product_ratings` collection (view). */
export interface ProductRatingsRecord extends BaseRecord {
  review_count?: number
  average?: unknown
}

/** Relations of product_variants that `expand` can resolve (when the caller may read them). */
export interface ProductVariantsExpand {
  price_history_via_variant?: PriceHistoryRecord[]
  product?: ProductsRecord
  stock_alerts_via_variant?: StockAlertsRecord[]
  stock_movements_via_variant?: StockMovementsRecord[]
}

/** A record of the `product_variants` collection (base). */
export interface ProductVariantsRecord extends BaseRecord {
  product: string
  option1: string
  option2?: string
  sku?: string
  stock?: number
  reserved?: number
  price?: number
  /** Absent for callers not allowed to see it. */
  price_pro?: number
  position?: number
  charged_price?: number
  reference_price?: number
  sale_percent?: number
  sale_ends?: string
  /** Absent for callers not allowed to see it. */
  cost_price?: number
  /** Absent for callers not allowed to see it. */
  pro_tiers?: ProTier[] | null
  expand?: ProductVariantsExpand
}

/** Relations of products that `expand` can resolve (when the caller may read them). */
export interface ProductsExpand {
  discount_codes_via_products?: DiscountCodesRecord[]
  favorites_via_product?: FavoritesRecord[]
  former_slugs_via_product?: FormerSlugsRecord[]
  orders_via_products?: OrdersRecord[]
  price_history_via_product?: PriceHistoryRecord[]
  product_variants_via_product?: ProductVariantsRecord[]
  category?: CategoriesRecord[]
  materials?: MaterialsRecord[]
  colors?: ColorsRecord[]
  stones?: StonesRecord[]
  stone_properties?: StonePropertiesRecord[]
  chakras?: ChakrasRecord[]
  astrological_signs?: AstrologicalSignsRecord[]
  reviews_via_product?: ReviewsRecord[]
  sales_via_products?: SalesRecord[]
  stock_alerts_via_product?: StockAlertsRecord[]
  stock_movements_via_product?: StockMovementsRecord[]
}

/** A record of the `products` collection (base). */
export interface ProductsRecord extends BaseRecord {
  slug: string
  name: string
  description?: string
  price: number
  /** Absent for callers not allowed to see it. */
  price_pro?: number
  stock?: number
  is_unique?: boolean
  exclusive?: boolean
  image?: string[]
  category?: string[]
  materials?: string[]
  colors?: string[]
  stones?: string[]
  stone_properties?: string[]
  chakras?: string[]
  astrological_signs?: string[]
  reserved?: number
  published?: boolean
  sku?: string
  /** Absent for callers not allowed to see it. */
  search?: string
  sort_name?: string
  options?: unknown
  sized?: boolean
  sizes?: unknown
  sizes_stock?: number
  charged_price?: number
  reference_price?: number
  sale_percent?: number
  sale_ends?: string
  /** Absent for callers not allowed to see it. */
  cost_price?: number
  /** Absent for callers not allowed to see it. */
  pro_tiers?: ProTier[] | null
  pro_min_qty?: number
  expand?: ProductsExpand
}

/** Relations of quotes that `expand` can resolve (when the caller may read them). */
export interface QuotesExpand {
  request?: CustomRequestsRecord
  deposit_order?: OrdersRecord
  balance_order?: OrdersRecord
}

/** A record of the `quotes` collection (base). */
export interface QuotesRecord extends BaseRecord {
  request: string
  number?: string
  lines?: unknown
  total?: number
  making_time?: string
  valid_until?: string
  deposit_kind?: QuotesDepositKind | ''
  deposit_amount?: number
  note?: string
  status: QuotesStatus
  sent_at?: string
  accepted_at?: string
  accepted_via?: QuotesAcceptedVia | ''
  pdf?: string
  deposit_order?: string
  balance_order?: string
  deposit_paid_at?: string
  paid_at?: string
  expand?: QuotesExpand
}

/** Relations of request_messages that `expand` can resolve (when the caller may read them). */
export interface RequestMessagesExpand {
  request?: CustomRequestsRecord
  author?: UsersRecord
}

/** A record of the `request_messages` collection (base). */
export interface RequestMessagesRecord extends BaseRecord {
  request: string
  from: RequestMessagesFrom
  author?: string
  body: string
  expand?: RequestMessagesExpand
}

/** Relations of review_requests that `expand` can resolve (when the caller may read them). */
export interface ReviewRequestsExpand {
  order?: OrdersRecord
}

/** A record of the `review_requests` collection (base). */
export interface ReviewRequestsRecord extends BaseRecord {
  order: string
  outcome: ReviewRequestsOutcome
  expand?: ReviewRequestsExpand
}

/** Relations of reviews that `expand` can resolve (when the caller may read them). */
export interface ReviewsExpand {
  product?: ProductsRecord
  order?: OrdersRecord
  author?: UsersRecord
}

/** A record of the `reviews` collection (base). */
export interface ReviewsRecord extends BaseRecord {
  product: string
  author_name: string
  rating: number
  title?: string
  text: string
  experienced_at: string
  status: ReviewsStatus
  refusal_reason?: ReviewsRefusalReason | ''
  reply?: string
  replied_at?: string
  published_at?: string
  expand?: ReviewsExpand
}

/** Relations of sales that `expand` can resolve (when the caller may read them). */
export interface SalesExpand {
  products?: ProductsRecord[]
  categories?: CategoriesRecord[]
}

/** A record of the `sales` collection (base). */
export interface SalesRecord extends BaseRecord {
  name: string
  percent: number
  scope: SalesScope
  products?: string[]
  categories?: string[]
  starts_at: string
  ends_at: string
  active?: boolean
  before_price?: number
  search?: string
  expand?: SalesExpand
}

/** A record of the `shop_identity` collection (base). */
export interface ShopIdentityRecord extends BaseRecord {
  trade_name?: string
  legal_name?: string
  legal_form?: string
  share_capital?: string
  siren?: string
  siret?: string
  registration?: string
  vat_number?: string
  vat_exempt?: boolean
  vat_rate?: number
  address_line1?: string
  address_line2?: string
  postal_code?: string
  city?: string
  country?: string
  email?: string
  phone?: string
  publication_director?: string
  host_name?: string
  host_address?: string
  mediator_name?: string
  mediator_url?: string
  payment_terms?: string
  late_penalty_rate?: string
  withdrawal_days?: number
  delivery_time?: string
  fictional?: boolean
  host_phone?: string
  data_host_name?: string
  data_host_address?: string
  data_host_phone?: string
  low_stock_threshold?: number
  review_request_days?: number
  gift_card_amounts?: unknown
  facturx_all?: boolean
  vat_on_debits?: boolean
  iban?: string
  bic?: string
  payment_terms_days?: number
  pro_min_order?: number
}

/** A record of the `stock_alert_waiting` collection (view). */
export interface StockAlertWaitingRecord extends BaseRecord {
  waiting?: unknown
}

/** Relations of stock_alerts that `expand` can resolve (when the caller may read them). */
export interface StockAlertsExpand {
  product?: ProductsRecord
  variant?: ProductVariantsRecord
}

/** A record of the `stock_alerts` collection (base). */
export interface StockAlertsRecord extends BaseRecord {
  email: string
  product: string
  variant?: string
  kind: StockAlertsKind
  consent_text: string
  consent_at: string
  notified_at?: string
  expand?: StockAlertsExpand
}

/** Relations of stock_movements that `expand` can resolve (when the caller may read them). */
export interface StockMovementsExpand {
  product?: ProductsRecord
  actor?: UsersRecord
  order?: OrdersRecord
  checkout?: CheckoutsRecord
  variant?: ProductVariantsRecord
}

/** A record of the `stock_movements` collection (base). */
export interface StockMovementsRecord extends BaseRecord {
  product: string
  change?: number
  stock_after?: number
  reason: StockMovementsReason
  actor?: string
  actor_label?: string
  order?: string
  checkout?: string
  counted?: number
  note?: string
  variant?: string
  expand?: StockMovementsExpand
}

/** Relations of stone_properties that `expand` can resolve (when the caller may read them). */
export interface StonePropertiesExpand {
  products_via_stone_properties?: ProductsRecord[]
}

/** A record of the `stone_properties` collection (base). */
export interface StonePropertiesRecord extends BaseRecord {
  name: string
  description?: string
  sort_name?: string
  expand?: StonePropertiesExpand
}

/** Relations of stones that `expand` can resolve (when the caller may read them). */
export interface StonesExpand {
  custom_prices_via_stone?: CustomPricesRecord[]
  discount_codes_via_stones?: DiscountCodesRecord[]
  products_via_stones?: ProductsRecord[]
}

/** A record of the `stones` collection (base). */
export interface StonesRecord extends BaseRecord {
  name: string
  virtues: string
  description?: string
  image?: string
  sort_name?: string
  bead_color?: string
  bead_look?: StonesBeadLook | ''
  expand?: StonesExpand
}

/** A record of the `stripe_events` collection (base). */
export interface StripeEventsRecord extends BaseRecord {
  event_id: string
  type?: string
}

/** Relations of users that `expand` can resolve (when the caller may read them). */
export interface UsersExpand {
  addresses_via_user?: AddressesRecord[]
  admin_notes_via_customer?: AdminNotesRecord[]
  admin_notes_via_author?: AdminNotesRecord[]
  checkouts_via_user?: CheckoutsRecord[]
  credit_notes_via_actor?: CreditNotesRecord[]
  custom_requests_via_user?: CustomRequestsRecord[]
  discount_code_uses_via_user?: DiscountCodeUsesRecord[]
  favorites_via_user?: FavoritesRecord[]
  gift_cards_via_user?: GiftCardsRecord[]
  marketing_contacts_via_user?: MarketingContactsRecord[]
  order_events_via_actor?: OrderEventsRecord[]
  order_payments_via_recorded_by?: OrderPaymentsRecord[]
  orders_via_user?: OrdersRecord[]
  pro_applications_via_user?: ProApplicationsRecord[]
  pro_applications_via_decided_by?: ProApplicationsRecord[]
  pro_applications_via_revoked_by?: ProApplicationsRecord[]
  pro_terms_via_user?: ProTermsRecord[]
  request_messages_via_author?: RequestMessagesRecord[]
  reviews_via_author?: ReviewsRecord[]
  stock_movements_via_actor?: StockMovementsRecord[]
  withdrawals_via_user?: WithdrawalsRecord[]
  withdrawals_via_decided_by?: WithdrawalsRecord[]
}

/** A record of the `users` collection (auth). */
export interface UsersRecord extends BaseRecord {
  /** Absent for callers not allowed to see it. */
  email?: string
  emailVisibility?: boolean
  verified?: boolean
  name?: string
  avatar?: string
  role?: UsersRole | ''
  /** Absent for callers not allowed to see it. */
  search?: string
  sort_name?: string
  expand?: UsersExpand
}

/** Relations of withdrawals that `expand` can resolve (when the caller may read them). */
export interface WithdrawalsExpand {
  order?: OrdersRecord
  user?: UsersRecord
  decided_by?: UsersRecord
}

/** A record of the `withdrawals` collection (base). */
export interface WithdrawalsRecord extends BaseRecord {
  order: string
  user?: string
  name: string
  email: string
  order_number?: string
  declared_at: string
  deadline?: string
  lines?: unknown
  status: WithdrawalsStatus
  admin_note?: string
  refusal_reason?: string
  decided_at?: string
  decided_by?: string
  search?: string
  refund_first?: WithdrawalsRefundFirst | ''
  expand?: WithdrawalsExpand
}

/** Every collection of the shop. */
export type CollectionName =
  | 'addresses'
  | 'admin_notes'
  | 'articles'
  | 'astrological_signs'
  | 'audience_days'
  | 'audience_hits'
  | 'categories'
  | 'chakras'
  | 'checkouts'
  | 'colors'
  | 'contact_messages'
  | 'counters'
  | 'credit_notes'
  | 'custom_prices'
  | 'custom_requests'
  | 'customer_figures'
  | 'discount_code_uses'
  | 'discount_codes'
  | 'einvoice_submissions'
  | 'favorites'
  | 'form_submissions'
  | 'former_slugs'
  | 'gift_cards'
  | 'mail_opt_outs'
  | 'mail_queue'
  | 'marketing_consent_events'
  | 'marketing_contacts'
  | 'materials'
  | 'newsletters'
  | 'order_events'
  | 'order_payments'
  | 'orders'
  | 'pages'
  | 'payment_refunds'
  | 'price_history'
  | 'pro_applications'
  | 'pro_terms'
  | 'product_ratings'
  | 'product_variants'
  | 'products'
  | 'quotes'
  | 'request_messages'
  | 'review_requests'
  | 'reviews'
  | 'sales'
  | 'shop_identity'
  | 'stock_alert_waiting'
  | 'stock_alerts'
  | 'stock_movements'
  | 'stone_properties'
  | 'stones'
  | 'stripe_events'
  | 'users'
  | 'withdrawals'

/** Collection name → record type. */
export interface CollectionRecords {
  addresses: AddressesRecord
  admin_notes: AdminNotesRecord
  articles: ArticlesRecord
  astrological_signs: AstrologicalSignsRecord
  audience_days: AudienceDaysRecord
  audience_hits: AudienceHitsRecord
  categories: CategoriesRecord
  chakras: ChakrasRecord
  checkouts: CheckoutsRecord
  colors: ColorsRecord
  contact_messages: ContactMessagesRecord
  counters: CountersRecord
  credit_notes: CreditNotesRecord
  custom_prices: CustomPricesRecord
  custom_requests: CustomRequestsRecord
  customer_figures: CustomerFiguresRecord
  discount_code_uses: DiscountCodeUsesRecord
  discount_codes: DiscountCodesRecord
  einvoice_submissions: EinvoiceSubmissionsRecord
  favorites: FavoritesRecord
  form_submissions: FormSubmissionsRecord
  former_slugs: FormerSlugsRecord
  gift_cards: GiftCardsRecord
  mail_opt_outs: MailOptOutsRecord
  mail_queue: MailQueueRecord
  marketing_consent_events: MarketingConsentEventsRecord
  marketing_contacts: MarketingContactsRecord
  materials: MaterialsRecord
  newsletters: NewslettersRecord
  order_events: OrderEventsRecord
  order_payments: OrderPaymentsRecord
  orders: OrdersRecord
  pages: PagesRecord
  payment_refunds: PaymentRefundsRecord
  price_history: PriceHistoryRecord
  pro_applications: ProApplicationsRecord
  pro_terms: ProTermsRecord
  product_ratings: ProductRatingsRecord
  product_variants: ProductVariantsRecord
  products: ProductsRecord
  quotes: QuotesRecord
  request_messages: RequestMessagesRecord
  review_requests: ReviewRequestsRecord
  reviews: ReviewsRecord
  sales: SalesRecord
  shop_identity: ShopIdentityRecord
  stock_alert_waiting: StockAlertWaitingRecord
  stock_alerts: StockAlertsRecord
  stock_movements: StockMovementsRecord
  stone_properties: StonePropertiesRecord
  stones: StonesRecord
  stripe_events: StripeEventsRecord
  users: UsersRecord
  withdrawals: WithdrawalsRecord
}

/** The PocketBase client with typed collections: `pb.collection('products')` yields ProductsRecord. */
export type TypedPocketBase = PocketBase & {
  collection(idOrName: 'addresses'): RecordService<AddressesRecord>
  collection(idOrName: 'admin_notes'): RecordService<AdminNotesRecord>
  collection(idOrName: 'articles'): RecordService<ArticlesRecord>
  collection(idOrName: 'astrological_signs'): RecordService<AstrologicalSignsRecord>
  collection(idOrName: 'audience_days'): RecordService<AudienceDaysRecord>
  collection(idOrName: 'audience_hits'): RecordService<AudienceHitsRecord>
  collection(idOrName: 'categories'): RecordService<CategoriesRecord>
  collection(idOrName: 'chakras'): RecordService<ChakrasRecord>
  collection(idOrName: 'checkouts'): RecordService<CheckoutsRecord>
  collection(idOrName: 'colors'): RecordService<ColorsRecord>
  collection(idOrName: 'contact_messages'): RecordService<ContactMessagesRecord>
  collection(idOrName: 'counters'): RecordService<CountersRecord>
  collection(idOrName: 'credit_notes'): RecordService<CreditNotesRecord>
  collection(idOrName: 'custom_prices'): RecordService<CustomPricesRecord>
  collection(idOrName: 'custom_requests'): RecordService<CustomRequestsRecord>
  collection(idOrName: 'customer_figures'): RecordService<CustomerFiguresRecord>
  collection(idOrName: 'discount_code_uses'): RecordService<DiscountCodeUsesRecord>
  collection(idOrName: 'discount_codes'): RecordService<DiscountCodesRecord>
  collection(idOrName: 'einvoice_submissions'): RecordService<EinvoiceSubmissionsRecord>
  collection(idOrName: 'favorites'): RecordService<FavoritesRecord>
  collection(idOrName: 'form_submissions'): RecordService<FormSubmissionsRecord>
  collection(idOrName: 'former_slugs'): RecordService<FormerSlugsRecord>
  collection(idOrName: 'gift_cards'): RecordService<GiftCardsRecord>
  collection(idOrName: 'mail_opt_outs'): RecordService<MailOptOutsRecord>
  collection(idOrName: 'mail_queue'): RecordService<MailQueueRecord>
  collection(idOrName: 'marketing_consent_events'): RecordService<MarketingConsentEventsRecord>
  collection(idOrName: 'marketing_contacts'): RecordService<MarketingContactsRecord>
  collection(idOrName: 'materials'): RecordService<MaterialsRecord>
  collection(idOrName: 'newsletters'): RecordService<NewslettersRecord>
  collection(idOrName: 'order_events'): RecordService<OrderEventsRecord>
  collection(idOrName: 'order_payments'): RecordService<OrderPaymentsRecord>
  collection(idOrName: 'orders'): RecordService<OrdersRecord>
  collection(idOrName: 'pages'): RecordService<PagesRecord>
  collection(idOrName: 'payment_refunds'): RecordService<PaymentRefundsRecord>
  collection(idOrName: 'price_history'): RecordService<PriceHistoryRecord>
  collection(idOrName: 'pro_applications'): RecordService<ProApplicationsRecord>
  collection(idOrName: 'pro_terms'): RecordService<ProTermsRecord>
  collection(idOrName: 'product_ratings'): RecordService<ProductRatingsRecord>
  collection(idOrName: 'product_variants'): RecordService<ProductVariantsRecord>
  collection(idOrName: 'products'): RecordService<ProductsRecord>
  collection(idOrName: 'quotes'): RecordService<QuotesRecord>
  collection(idOrName: 'request_messages'): RecordService<RequestMessagesRecord>
  collection(idOrName: 'review_requests'): RecordService<ReviewRequestsRecord>
  collection(idOrName: 'reviews'): RecordService<ReviewsRecord>
  collection(idOrName: 'sales'): RecordService<SalesRecord>
  collection(idOrName: 'shop_identity'): RecordService<ShopIdentityRecord>
  collection(idOrName: 'stock_alert_waiting'): RecordService<StockAlertWaitingRecord>
  collection(idOrName: 'stock_alerts'): RecordService<StockAlertsRecord>
  collection(idOrName: 'stock_movements'): RecordService<StockMovementsRecord>
  collection(idOrName: 'stone_properties'): RecordService<StonePropertiesRecord>
  collection(idOrName: 'stones'): RecordService<StonesRecord>
  collection(idOrName: 'stripe_events'): RecordService<StripeEventsRecord>
  collection(idOrName: 'users'): RecordService<UsersRecord>
  collection(idOrName: 'withdrawals'): RecordService<WithdrawalsRecord>
  collection(idOrName: string): RecordService
}

// The shop's record types (src/lib/pocketbase-types.ts, generated from the migrations) in the shapes
// the hooks pass around as plain data (docs/adr/0087-type-checked-hooks.md). Each is built from a
// record type, so a field that the schema does not have is an error wherever these are read.

/** The fields of an address (the address book's, and the JSON of an order's or a checkout's addresses). */
type AddressField = keyof Pick<
  import('../../src/lib/pocketbase-types').AddressesRecord,
  'full_name' | 'company' | 'line1' | 'line2' | 'postal_code' | 'city' | 'country' | 'phone' | 'siret' | 'vat_number'
>

/** An address as lib/addresses.js stores it: every field, as text (empty when not given). */
type Address = { [Field in AddressField]: string }

/** A field's refusal: `field → { code, message }` (lib/addresses.js checkAddress). */
type FieldErrors = { [field: string]: { code: string; message: string } }

/** One line of an order, frozen at purchase (unit price in euros). */
type OrderItem = import('../../src/lib/pocketbase-types').OrderItem

/** The text fields of the shop's identity (lib/shop-identity.js TEXT_FIELDS). */
type ShopIdentityTextField = keyof Pick<
  import('../../src/lib/pocketbase-types').ShopIdentityRecord,
  | 'trade_name'
  | 'legal_name'
  | 'legal_form'
  | 'share_capital'
  | 'siren'
  | 'siret'
  | 'registration'
  | 'vat_number'
  | 'address_line1'
  | 'address_line2'
  | 'postal_code'
  | 'city'
  | 'country'
  | 'email'
  | 'phone'
  | 'publication_director'
  | 'host_name'
  | 'host_address'
  | 'host_phone'
  | 'data_host_name'
  | 'data_host_address'
  | 'data_host_phone'
  | 'mediator_name'
  | 'mediator_url'
  | 'payment_terms'
  | 'late_penalty_rate'
  | 'delivery_time'
>

/** The shop's identity as plain data (lib/shop-identity.js valuesOf): what the documents and checks read. */
type ShopIdentityValues = { [Field in ShopIdentityTextField]: string } & { vat_exempt: boolean; vat_rate: number; fictional: boolean }

/** A pro application as the e-mails read it (lib/pro-applications.js mailData): the record's fields and its applicant's. */
type ProApplicationData = Required<
  Pick<
    import('../../src/lib/pocketbase-types').ProApplicationsRecord,
    'id' | 'created' | 'company' | 'siret' | 'vat_number' | 'activity' | 'message' | 'refusal_reason'
  >
> & { user_id: string; name: string; email: string }

/** Stripe's objects as the shop reads them (the fields Stripe documents; only these are read). */
type StripeMetadata = { [key: string]: string | undefined }
type StripeIntent = {
  id: string
  status: string
  amount: number
  currency: string
  metadata?: StripeMetadata
  latest_charge?: string | StripeCharge | null
}
type StripeCharge = { id: string; payment_intent?: string | { id: string } | null; refunded?: boolean; amount_refunded: number }
type StripeRefund = { id: string; payment_intent: string; status: string; amount: number; metadata?: StripeMetadata }

/** What the Stripe reconciliation did (lib/reconcile.js). */
type ReconcileSummary = { orders: number; refunded: number; refunds: number; errors: number; skipped?: string }

/** A withdrawal's refusal as its e-mail reads it (lib/withdrawal-decisions.js mailData). */
type WithdrawalRefusalData = Pick<import('../../src/lib/pocketbase-types').WithdrawalsRecord, 'id' | 'name' | 'email' | 'declared_at'> & {
  refusal_reason: string
  order: Pick<import('../../src/lib/pocketbase-types').OrdersRecord, 'id' | 'created'> & { total: number }
}

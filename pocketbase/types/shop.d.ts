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

/** The part of a quote a checkout line pays (docs/adr/0128). */
type QuotePart = NonNullable<OrderItem['quote_part']>

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
  /** Unix seconds. */
  created?: number
}
type StripeCharge = { id: string; payment_intent?: string | { id: string } | null; refunded?: boolean; amount_refunded: number }
type StripeRefund = { id: string; payment_intent: string; status: string; amount: number; metadata?: StripeMetadata }

/** What the Stripe reconciliation did (lib/reconcile.js). */
type ReconcileSummary = { orders: number; refunded: number; refunds: number; errors: number; skipped?: string }

// What the e-mails read (lib/mail-templates.js): each record's fields as plain data, JSON parsed.

/** An order (lib/mail.js orderData, lib/shipping.js, lib/withdrawals.js): what a template does not read may be left out. */
type OrderMailData = Pick<import('../../src/lib/pocketbase-types').OrdersRecord, 'id' | 'created'> &
  Partial<
    Pick<
      import('../../src/lib/pocketbase-types').OrdersRecord,
      | 'email'
      | 'customer_name'
      | 'total'
      | 'b2b'
      | 'carrier'
      | 'tracking_number'
      | 'tracking_url'
      | 'shipped_at'
      | 'discount'
      | 'discount_code'
      | 'payment_method'
      | 'due_at'
    >
  > & {
    items?: OrderItem[]
    shipping_address?: Partial<Address>
    billing_address?: Partial<Address>
    payment_mode?: string
    delivered_at?: string
    /** What a gift card paid, euros, and its masked code (docs/adr/0117). */
    gift_card_paid?: number
    gift_card_code?: string
  }

/** A credit note (lib/mail.js queueCreditNoteMail). */
type CreditNoteMailData = Required<Pick<import('../../src/lib/pocketbase-types').CreditNotesRecord, 'number' | 'amount'>> & {
  lines: Array<{ name: string; quantity: number; amount: number }>
  payment_mode: string
  cancelled: boolean
  /** The part credited back to the order's gift card (euros) and its masked code (docs/adr/0117). */
  gift_card_credit?: number
  gift_card_code?: string
  /** A transfer order's credit note (docs/adr/0131): it lowers what is due, no card refunded. */
  transfer?: boolean
}

/** A custom request (lib/mail.js queueCustomRequestMails). */
type CustomRequestMailData = Pick<import('../../src/lib/pocketbase-types').CustomRequestsRecord, 'id' | 'created' | 'name' | 'email'> &
  Partial<
    Pick<
      import('../../src/lib/pocketbase-types').CustomRequestsRecord,
      'jewelry_type' | 'main_stone' | 'bead_size' | 'wrist_size' | 'clasp_type' | 'stainless_steel_elements' | 'message'
    >
  > & { charms?: string[]; secondary_stones?: unknown } // as read back: the charms' names, the stones' JSON

/** A contact message (lib/mail.js queueContactMails). */
type ContactMessageMailData = Pick<
  import('../../src/lib/pocketbase-types').ContactMessagesRecord,
  'id' | 'created' | 'name' | 'email' | 'subject' | 'message'
>

/** A withdrawal (lib/withdrawals.js queueMails, lib/withdrawal-decisions.js mailData) and its order. */
type WithdrawalMailData = Pick<import('../../src/lib/pocketbase-types').WithdrawalsRecord, 'id' | 'name' | 'email' | 'declared_at'> &
  Partial<
    Pick<import('../../src/lib/pocketbase-types').WithdrawalsRecord, 'order_number' | 'deadline' | 'refusal_reason' | 'refund_first'>
  > & {
    order: OrderMailData
  }

/** The shop's identity as the e-mails read it (lib/mail.js mailContext): its name and public details. */
type MailShopIdentity = Partial<
  Pick<ShopIdentityValues, 'trade_name' | 'legal_name' | 'address_line1' | 'address_line2' | 'postal_code' | 'city' | 'email' | 'phone'>
>

/** What every e-mail reads besides its own data (lib/mail.js mailContext). */
type MailContext = { appURL: string; appName?: string; shop: MailShopIdentity }

/** A pro account the shop takes back (lib/pro-applications.js revoke). */
type ProRevocationData = { user_id: string; name: string; email: string; company: string; reason: string }

/** An e-mail as a template makes it. */
type MailContent = { subject: string; html: string; text: string }

/** An e-mail to queue (lib/mail.js queue). */
type MailToQueue = MailContent & { to: string; kind: string; ref: string; unsubscribeUrl?: string }

/** The shop's identity as the invoices and credit notes print it (lib/invoice.js identityOf). */
type InvoiceIdentity = ReturnType<typeof import('../pb_hooks/lib/invoice.js').identityOf>

/** A line of a credit note (lib/refunds.js): an order's line and its refunded amount in euros. */
type CreditNoteLine = OrderItem & { amount: number }

/** The PDF kit's types (lib/pdf.js), for the documents drawn with it. */
type PdfDocument = import('../pb_hooks/lib/pdf.js').PdfDocument
type PdfColor = import('../pb_hooks/lib/pdf.js').Color
type PdfTextStyle = import('../pb_hooks/lib/pdf.js').TextStyle
type PdfTableSpec = import('../pb_hooks/lib/pdf.js').TableSpec

/** The shop's collections (from the migrations) and PocketBase's own: what a collection name may be. */
type ShopCollectionName = import('../../src/lib/pocketbase-types').CollectionName | '_superusers'

/** A field of the shop's records (any collection's, from the record types, and an auth record's own): what a record's getters, setter and hide take. */
type ShopFieldName =
  | Exclude<
      {
        [
          Collection in keyof import('../../src/lib/pocketbase-types').CollectionRecords
        ]: keyof import('../../src/lib/pocketbase-types').CollectionRecords[Collection]
      }[keyof import('../../src/lib/pocketbase-types').CollectionRecords],
      'expand'
    >
  // Hidden fields (never sent to the browser, so not in the record types): documents of record (ADR 0086).
  | 'document_identity'
  | 'invoice_pdf'
  | 'pdf'
  | 'email'
  | 'emailVisibility'
  | 'verified'
  | 'password'
  | 'tokenKey'
  // A review link's token, hashed (ADR 0105).
  | 'token_hash'
  // The key that signs a custom request's links (ADR 0127).
  | 'link_secret'
  // A marketing contact's unsubscribe token (ADR 0114).
  | 'token'
  // A document's amounts as issued, for the figures (ADR 0122).
  | 'doc_ttc'
  | 'doc_ht'
  | 'doc_rate'
  | 'doc_cards'
  | 'doc_discount'
  // Not a field: a product save's custom data naming why its stock changes (lib/stock-history.js, ADR 0098).
  | 'shopStockContext'

import type { Audience, Figures, Totals } from '@/features/admin/api/statistics'
import type { CartItem } from '@/lib/cart'
import type { PageQuote } from '@/lib/request-page'
import type {
  AddressesRecord,
  ArticlesRecord,
  OrdersRecord,
  ProductsRecord,
  ShopIdentityRecord,
  StonesRecord,
  UsersRecord,
  UsersRole,
} from '@/lib/pocketbase-types'
import { slugify } from '@/lib/slugify'

let sequence = 0

/** A 15-character PocketBase-like id. */
export function recordId(prefix = 'r'): string {
  sequence += 1
  return `${prefix}${String(sequence).padStart(14 - prefix.length + 1, '0')}`.slice(0, 15)
}

const NOW = '2026-11-21 10:00:00.000Z'

/** A users record as PocketBase returns it to its owner. */
export function createUserRecord(overrides: Partial<UsersRecord> = {}): UsersRecord {
  const id = overrides.id ?? recordId('u')
  return {
    id,
    collectionId: '_pb_users_auth_',
    collectionName: 'users',
    created: NOW,
    updated: NOW,
    email: `${id}@bijoux.test`,
    emailVisibility: false,
    verified: true,
    name: '',
    avatar: '',
    role: '',
    ...overrides,
  }
}

export const DEMO_PASSWORD = 'bijoux-demo-2026'

/** The demo accounts of docs/product/roles.md#demo-accounts, by role. */
export const demoUsers = {
  customer: () => createUserRecord({ email: 'client@bijoux.test', name: 'Camille Martin' }),
  pro: () => createUserRecord({ email: 'pro@bijoux.test', name: 'Atelier Lumière', role: 'professionnel' satisfies UsersRole }),
  admin: () => createUserRecord({ email: 'admin@bijoux.test', name: 'Administratrice', role: 'admin' satisfies UsersRole }),
}

/** An unsigned JWT shaped like PocketBase's auth tokens (the SDK only reads `exp`). */
export function authToken(userId: string): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  const header = encode({ alg: 'HS256', typ: 'JWT' })
  const payload = encode({
    id: userId,
    type: 'auth',
    collectionId: '_pb_users_auth_',
    refreshable: true,
    exp: Math.floor(Date.UTC(2099, 0, 1) / 1000),
  })
  return `${header}.${payload}.signature`
}

/** The user id inside a token made by `authToken` (null when unreadable). */
export function userIdFromToken(token: string | null): string | null {
  const payload = token?.replace(/^Bearer\s+/i, '').split('.')[1]
  if (!payload) return null
  try {
    const data: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))
    return typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string' ? data.id : null
  } catch {
    return null
  }
}

/** The shop's legal identity, complete and fictional as the demo seed's (pocketbase/seed/data/identity.mjs). */
export function createShopIdentity(overrides: Partial<ShopIdentityRecord> = {}): ShopIdentityRecord {
  return {
    id: 'shopidentity001',
    collectionId: 'pbc_shop_identity',
    collectionName: 'shop_identity',
    created: NOW,
    updated: NOW,
    trade_name: 'Éclat de Pierre',
    legal_name: 'Atelier Éclat de Pierre (entreprise fictive)',
    legal_form: 'Entreprise individuelle',
    share_capital: '',
    siren: '000000000',
    siret: '00000000000000',
    registration: 'RNE — immatriculation fictive',
    vat_number: '',
    vat_exempt: true,
    vat_rate: 0,
    address_line1: '12 rue des Lapidaires',
    address_line2: '',
    postal_code: '69001',
    city: 'Lyon',
    country: 'France',
    email: 'bonjour@eclat-de-pierre.fr',
    phone: '04 78 00 00 00',
    publication_director: 'Camille Exemple',
    host_name: 'Hébergeur Statique Fictif',
    host_address: '1 place de l’Exemple, 69000 Lyon',
    host_phone: '01 00 00 00 00',
    data_host_name: 'Hébergeur de Données Fictif',
    data_host_address: '2 place de l’Exemple, 69000 Lyon',
    data_host_phone: '01 00 00 00 01',
    mediator_name: 'Médiateur fictif de la consommation',
    mediator_url: 'https://mediateur.example',
    payment_terms: 'Paiement à la commande.',
    late_penalty_rate: 'Trois fois le taux d’intérêt légal',
    withdrawal_days: 14,
    review_request_days: 7,
    delivery_time: '2 à 5 jours ouvrés',
    fictional: true,
    ...overrides,
  }
}

/*
 * One factory per record type, shaped as PocketBase returns the record; a test names in `overrides`
 * what it asserts on.
 */

/** A products record: an in-stock bracelet, slug from the name unless given. */
export function createProduct(overrides: Partial<ProductsRecord> = {}): ProductsRecord {
  const name = overrides.name ?? 'Bracelet'
  return {
    id: recordId('p'),
    collectionId: 'pbc_products',
    collectionName: 'products',
    created: NOW,
    updated: NOW,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    price: 50,
    stock: 5,
    is_unique: false,
    exclusive: false,
    image: [],
    ...overrides,
  }
}

/** A cart line (localStorage `cartItems`) for `quantity` of `product`, as the product page adds it. */
export function createCartLine(product: ProductsRecord, quantity: number, overrides: Partial<CartItem> = {}): CartItem {
  return { id: product.id, name: product.name, price: product.price, stock: product.stock, slug: product.slug, quantity, ...overrides }
}

/** An orders record (`updated` = `created` unless given). */
export function createOrder(overrides: Partial<OrdersRecord> = {}): OrdersRecord {
  const created = overrides.created ?? NOW
  return {
    id: recordId('o'),
    collectionId: 'pbc_orders',
    collectionName: 'orders',
    created,
    updated: created,
    user: 'u',
    status: 'paid',
    ...overrides,
  }
}

/** An addresses record: a French address of the address book (`updated` = `created` unless given). */
export function createAddress(overrides: Partial<AddressesRecord> = {}): AddressesRecord {
  const created = overrides.created ?? NOW
  return {
    id: recordId('a'),
    collectionId: 'pbc_addresses',
    collectionName: 'addresses',
    created,
    updated: created,
    user: 'u',
    full_name: 'Camille Martin',
    line1: '12 rue de la République',
    postal_code: '69001',
    city: 'Lyon',
    country: 'FR',
    phone: '06 12 34 56 78',
    is_default: false,
    ...overrides,
  }
}

/** A stones record (the grimoire's). */
export function createStone(overrides: Partial<StonesRecord> = {}): StonesRecord {
  return {
    id: recordId('s'),
    collectionId: 'pbc_stones',
    collectionName: 'stones',
    created: '2026-11-01 09:00:00.000Z',
    updated: '2026-11-01 09:00:00.000Z',
    name: 'Améthyste',
    virtues: 'Apaisement et sommeil serein.',
    description: '<p>Variété violette du quartz.</p>',
    image: 'amethyste.webp',
    ...overrides,
  }
}

/** An articles record (the journal's); its slug from its title, as the server makes it. */
export function createArticle(overrides: Partial<ArticlesRecord> = {}): ArticlesRecord {
  const title = overrides.title ?? 'Purifier et recharger ses pierres'
  return {
    id: recordId('a'),
    collectionId: 'pbc_articles',
    collectionName: 'articles',
    created: '2026-11-21 10:00:00.000Z',
    updated: '2026-11-21 10:00:00.000Z',
    title,
    slug: slugify(title),
    category: 'Entretien',
    excerpt: 'Eau, fumée, lune ou amas de quartz : les bonnes méthodes.',
    content: '<p>Selon la tradition, une pierre absorbe les énergies.</p><h2>Purifier</h2>',
    image: 'purifier.webp',
    ...overrides,
  }
}

/** Totals of a period with nothing sold (GET /api/shop/admin/figures, docs/adr/0124). */
export function createTotals(overrides: Partial<Totals> = {}): Totals {
  return {
    orders: 0,
    ttc: 0,
    ht: 0,
    averageBasket: 0,
    refunds: { count: 0, ttc: 0, ht: 0 },
    withdrawals: { count: 0, ttc: 0, ht: 0 },
    netTtc: 0,
    netHt: 0,
    ...overrides,
  }
}

/** A quote as a request's page lists it (`GET /api/shop/custom-requests/:id/page`): sent, not paid. */
export function createPageQuote(overrides: Partial<PageQuote> = {}): PageQuote {
  return {
    id: 'quote0000000001',
    request: 'req000000000001',
    number: 'DEV-2026-0007',
    lines: [
      { label: 'Perles d’améthyste 8 mm', quantity: 22, unit_price: 0.9 },
      { label: 'Création à la main', quantity: 1, unit_price: 25 },
    ],
    total: 44.8,
    making_time: '3 semaines',
    valid_until: '2026-12-31 22:59:59.999Z',
    deposit_kind: 'arrhes',
    deposit_amount: 15,
    note: '',
    status: 'sent',
    sent_at: '2026-11-29 10:00:00.000Z',
    accepted_at: '',
    deposit_paid_at: '',
    paid_at: '',
    expired: false,
    has_pdf: true,
    ...overrides,
  }
}

/** The days `from` → `to` (both included), `YYYY-MM-DD`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let at = Date.parse(from); at <= Date.parse(to); at += 24 * 3600 * 1000) days.push(new Date(at).toISOString().slice(0, 10))
  return days
}

/**
 * What GET /api/shop/admin/figures answers for `?period=month` on 29 November 2026 when nothing was
 * sold: every day of the series at zero (the contract of issue 29). `overrides` replaces whole keys.
 */
export function createFigures(overrides: Partial<Figures> = {}): Figures {
  const period = overrides.period ?? { from: '2026-11-01', to: '2026-11-29', step: 'day' as const, days: 29 }
  return {
    period,
    previous: { from: '2026-10-03', to: '2026-10-31' },
    totals: { current: createTotals(), previous: createTotals() },
    series: daysBetween(period.from, period.to).map((start) => ({ start, ttc: 0, ht: 0, orders: 0 })),
    bestSellers: { byRevenue: [], byUnits: [] },
    categories: [],
    stones: [],
    channels: { retail: { orders: 0, ttc: 0, ht: 0 }, pro: { orders: 0, ttc: 0, ht: 0 } },
    customers: { new: 0, returning: 0 },
    discounts: { orders: 0, ttc: 0 },
    giftCards: { sold: 0, spent: 0 },
    stock: { atCost: 0, atPrice: 0, units: 0, withoutCost: 0 },
    ...overrides,
  }
}

/** What GET /api/shop/admin/audience answers for `?period=month` on 29 November 2026 with no visit. */
export function createAudience(overrides: Partial<Audience> = {}): Audience {
  const period = overrides.period ?? { from: '2026-11-01', to: '2026-11-29', step: 'day' as const, days: 29 }
  const none = { views: 0, visits: 0, productViews: 0 }
  return {
    period,
    previous: { from: '2026-10-03', to: '2026-10-31' },
    totals: { current: none, previous: none },
    series: daysBetween(period.from, period.to).map((start) => ({ start, views: 0, visits: 0 })),
    pages: [],
    referrers: [],
    devices: { mobile: 0, tablet: 0, desktop: 0 },
    funnel: { productViews: 0, carts: 0, checkouts: 0, paid: 0 },
    ...overrides,
  }
}

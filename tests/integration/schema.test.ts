// Indexes and settings from pb_migrations: unique slugs, unique payment intent ids when set, the
// application name, rate limits and backups every six hours kept a week.
import { beforeAll, describe, expect, it } from 'vitest'
import { type Actor, call, fixtureUser, superuser } from './support/clients'
import { createCategory, createOrder, createProduct, uniq } from './support/factories'

let su: Actor

beforeAll(async () => {
  su = await superuser()
})

describe('unique indexes', () => {
  it('refuses a second product with the same slug', async () => {
    const first = await createProduct(su.pb)
    const result = await call(su, 'POST', '/api/collections/products/records', {
      name: 'Autre bracelet',
      slug: first.slug,
      price: 10,
    })
    expect(result.status).toBe(400)
    expect(result.body.data).toMatchObject({ slug: { code: 'validation_not_unique' } })
  })

  it('refuses a second category with the same slug', async () => {
    const first = await createCategory(su.pb)
    const result = await call(su, 'POST', '/api/collections/categories/records', { name: 'Autre', slug: first.slug })
    expect(result.status).toBe(400)
    expect(result.body.data).toMatchObject({ slug: { code: 'validation_not_unique' } })
  })

  it('refuses a product slug that is not lowercase words joined by hyphens', async () => {
    const result = await call(su, 'POST', '/api/collections/products/records', {
      name: 'Bracelet',
      slug: 'Bracelet Améthyste',
      price: 10,
    })
    expect(result.status).toBe(400)
    expect(result.body.data).toHaveProperty('slug')
  })

  it('refuses a second order with the same payment intent', async () => {
    const paymentIntent = uniq('pi_')
    await createOrder(su.pb, fixtureUser('customer').id, { stripePaymentIntentId: paymentIntent })
    const result = await call(su, 'POST', '/api/collections/orders/records', {
      user: fixtureUser('customer2').id,
      items: [],
      total: 10,
      status: 'paid',
      stripePaymentIntentId: paymentIntent,
    })
    expect(result.status).toBe(400)
    expect(result.body.data).toMatchObject({ stripePaymentIntentId: { code: 'validation_not_unique' } })
  })

  it('allows several orders without a payment intent', async () => {
    const customer = fixtureUser('customer').id
    const a = await createOrder(su.pb, customer, { stripePaymentIntentId: '' })
    const b = await createOrder(su.pb, customer, { stripePaymentIntentId: '' })
    expect([a.stripePaymentIntentId, b.stripePaymentIntentId]).toEqual(['', ''])
    expect(a.id).not.toBe(b.id)
  })
})

describe('collections', () => {
  it('every shop collection has created and updated dates', async () => {
    const collections = await su.pb.collections.getFullList()
    const shop = collections.filter((c) => !c.system)
    expect(shop.map((c) => c.name).sort()).toEqual([
      'addresses',
      'admin_notes',
      'articles',
      'astrological_signs',
      'audience_days',
      'audience_hits',
      'categories',
      'chakras',
      'checkouts',
      'colors',
      'contact_messages',
      'counters',
      'credit_notes',
      'custom_prices',
      'custom_requests',
      'customer_figures',
      'discount_code_uses',
      'discount_codes',
      'einvoice_submissions',
      'favorites',
      'form_submissions',
      'former_slugs',
      'gift_cards',
      'mail_opt_outs',
      'mail_queue',
      'marketing_consent_events',
      'marketing_contacts',
      'materials',
      'newsletters',
      'order_events',
      'order_payments',
      'orders',
      'pages',
      'payment_refunds',
      'price_history',
      'pro_applications',
      'pro_terms',
      'product_ratings',
      'product_variants',
      'products',
      'quotes',
      'request_messages',
      'review_requests',
      'reviews',
      'sales',
      'shop_identity',
      'stock_alert_waiting',
      'stock_alerts',
      'stock_movements',
      'stone_properties',
      'stones',
      'stripe_events',
      'users',
      'withdrawals',
    ])
    for (const collection of shop) {
      const autodates = collection.fields.filter((f) => f.type === 'autodate').map((f) => f.name)
      expect(autodates, collection.name).toEqual(expect.arrayContaining(['created', 'updated']))
    }
  })
})

describe('settings', () => {
  interface Settings {
    meta: { appName: string }
    rateLimits: { enabled: boolean; rules: { label: string; audience: string; duration: number; maxRequests: number }[] }
    backups: { cron: string; cronMaxKeep: number }
  }
  let settings: Settings

  beforeAll(async () => {
    settings = (await su.pb.settings.getAll()) as unknown as Settings
  })

  it('names the application', () => {
    expect(settings.meta.appName).toBe('Éclat de Pierre')
  })

  it('turns rate limits on for logins, sign-ups and both public forms', () => {
    expect(settings.rateLimits.enabled).toBe(true)
    const rule = (label: string) => settings.rateLimits.rules.find((r) => r.label === label)
    expect(rule('*:auth')).toMatchObject({ audience: '', duration: 60, maxRequests: 20 })
    expect(rule('users:create')).toMatchObject({ audience: '', duration: 300, maxRequests: 10 })
    expect(rule('contact_messages:create')).toMatchObject({ audience: '', duration: 60, maxRequests: 5 })
    expect(rule('custom_requests:create')).toMatchObject({ audience: '', duration: 60, maxRequests: 5 })
    expect(rule('/api/')).toMatchObject({ duration: 10, maxRequests: 300 })
  })

  it('backs up every six hours and keeps a week of backups (docs/adr/0138)', () => {
    expect(settings.backups.cron).toBe('0 */6 * * *')
    expect(settings.backups.cronMaxKeep).toBe(28)
  })
})

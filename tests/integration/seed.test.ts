// The demo seed (pocketbase/seed/seed.mjs) against its own throwaway PocketBase (not the shared one of
// global-setup.ts): it is run twice, then everything the shop needs is checked through the API — the
// catalogue, the reference lists, the images (each one downloaded and decoded), the demo accounts and
// their orders — and that the second run changed nothing.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase, { type RecordModel } from 'pocketbase'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARTICLES } from '../../pocketbase/seed/data/articles.mjs'
import { seed } from '../../pocketbase/seed/seed.mjs'
import { DEMO_PASSWORD, startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'

type Server = Awaited<ReturnType<typeof startPocketBase>>
type Summary = Awaited<ReturnType<typeof seed>>
type OrderItem = { id: string; name: string; quantity: number; price: number }

const COLLECTIONS = [
  'categories',
  'materials',
  'colors',
  'stone_properties',
  'chakras',
  'astrological_signs',
  'stones',
  'products',
  'articles',
  'users',
  'orders',
] as const

let dataDir = ''
let server: Server | undefined
let admin: PocketBase
let first: Summary
let second: Summary
/** id → `updated` of every record after the first run. */
let afterFirst: Map<string, string>
const all: Record<string, RecordModel[]> = {}

async function snapshot(pb: PocketBase) {
  const entries: [string, string][] = []
  for (const name of COLLECTIONS) {
    for (const record of await pb.collection(name).getFullList({ batch: 500 })) entries.push([record.id, record.updated])
  }
  return new Map(entries)
}

async function fetchImage(collection: string, record: RecordModel, filename: string) {
  const response = await fetch(`${server!.url}/api/files/${record.collectionId}/${record.id}/${filename}`, {
    headers: { authorization: admin.authStore.token },
  })
  expect(response.status, `${collection}/${record.id}/${filename}`).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^image\//)
  return sharp(Buffer.from(await response.arrayBuffer())).metadata()
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bijoux-seed-test-'))
  server = await startPocketBase({ dataDir, quiet: true })
  const options = { url: server.url, superuser: server.superuser, log: () => {} }
  first = await seed(options)
  admin = new PocketBase(server.url)
  admin.autoCancellation(false)
  await admin.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  afterFirst = await snapshot(admin)
  second = await seed(options)
  for (const name of COLLECTIONS) {
    all[name] = await admin.collection(name).getFullList({ batch: 500, sort: 'created' })
  }
}, 180_000)

afterAll(async () => {
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('idempotency', () => {
  it('creates everything on the first run', () => {
    expect(first.created).toBeGreaterThan(100)
    expect(first.images).toBeGreaterThan(24 * 2)
  })

  it('changes nothing on the second run: no record created or updated, no image drawn', () => {
    expect(second.created).toBe(0)
    expect(second.updated).toBe(0)
    expect(second.images).toBe(0)
    expect(second.unchanged).toBe(first.created)
    expect(second.counts).toEqual(first.counts)
  })

  it('leaves every record as it was (same ids, same `updated`)', async () => {
    expect(await snapshot(admin)).toEqual(afterFirst)
  })

  it('duplicates nothing: slugs, names, emails and payment intents stay unique', () => {
    const keys: [string, string][] = [
      ['categories', 'slug'],
      ['materials', 'name'],
      ['colors', 'name'],
      ['stone_properties', 'name'],
      ['chakras', 'name'],
      ['astrological_signs', 'name'],
      ['stones', 'name'],
      ['products', 'slug'],
      ['articles', 'title'],
      ['users', 'email'],
      ['orders', 'stripePaymentIntentId'],
    ]
    for (const [collection, key] of keys) {
      const values = all[collection]!.map((record) => record[key])
      expect(new Set(values).size, collection).toBe(values.length)
    }
  })

  it('repairs a record that lost its images, and only that one', async () => {
    const product = all.products![0]!
    await admin.collection('products').update(product.id, { image: [] })
    const repair = await seed({ url: server!.url, superuser: server!.superuser, log: () => {} })
    expect(repair.created).toBe(0)
    expect(repair.updated).toBe(1)
    const repaired = await admin.collection('products').getOne(product.id)
    expect(repaired.image).toHaveLength(product.image.length)
    expect(repaired.image).not.toEqual(product.image)
    expect(repair.images).toBe(product.image.length)
    all.products![0] = repaired
  }, 60_000)
})

describe('catalogue', () => {
  it('has at least 24 products over at least 5 categories', () => {
    const products = all.products!
    expect(products.length).toBeGreaterThanOrEqual(24)
    const used = new Set(products.flatMap((product) => product.category as string[]))
    expect(all.categories!.filter((category) => used.has(category.id)).length).toBeGreaterThanOrEqual(5)
  })

  it('gives every product a slug, a name, a real description, a price, a stock and 2 to 4 images', () => {
    for (const product of all.products!) {
      expect(product.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(product.name.length).toBeGreaterThan(5)
      expect(product.description.length, product.slug).toBeGreaterThan(80)
      expect(product.price).toBeGreaterThan(0)
      expect(product.stock).toBeGreaterThanOrEqual(0)
      expect(product.image.length, product.slug).toBeGreaterThanOrEqual(2)
      expect(product.image.length, product.slug).toBeLessThanOrEqual(4)
    }
  })

  it('publishes every product (docs/adr/0059)', () => {
    expect(all.products!.filter((product) => product.published !== true).map((product) => product.slug)).toEqual([])
  })

  it('links every product to categories, stones, materials, colours, properties, chakras and signs', () => {
    const ids = (collection: string) => new Set(all[collection]!.map((record) => record.id))
    const relations: [string, string][] = [
      ['category', 'categories'],
      ['stones', 'stones'],
      ['materials', 'materials'],
      ['colors', 'colors'],
      ['stone_properties', 'stone_properties'],
      ['chakras', 'chakras'],
      ['astrological_signs', 'astrological_signs'],
    ]
    for (const product of all.products!) {
      for (const [field, collection] of relations) {
        const values = product[field] as string[]
        expect(values.length, `${product.slug}.${field}`).toBeGreaterThan(0)
        const known = ids(collection)
        for (const id of values) expect(known.has(id)).toBe(true)
      }
    }
  })

  it('has unique pieces (stock 1), sold-out products (stock 0) and pro-only exclusives with a pro price', () => {
    const products = all.products!
    const unique = products.filter((product) => product.is_unique)
    expect(unique.filter((product) => product.stock === 1).length).toBeGreaterThanOrEqual(2)
    for (const product of unique) expect(product.stock).toBeLessThanOrEqual(1)
    expect(products.filter((product) => product.stock === 0).length).toBeGreaterThanOrEqual(2)
    const exclusive = products.filter((product) => product.exclusive)
    expect(exclusive.length).toBeGreaterThanOrEqual(2)
    for (const product of exclusive) {
      expect(product.price_pro).toBeGreaterThan(0)
      expect(product.price_pro).toBeLessThan(product.price)
    }
  })

  it('gives most products a pro price below the base price', () => {
    const products = all.products!
    const withProPrice = products.filter((product) => product.price_pro > 0)
    expect(withProPrice.length / products.length).toBeGreaterThan(0.5)
    for (const product of withProPrice) expect(product.price_pro, product.slug).toBeLessThan(product.price)
  })

  it('fills the four budget ranges', () => {
    const prices = all.products!.map((product) => product.price as number)
    expect(prices.filter((price) => price < 50).length).toBeGreaterThan(0)
    expect(prices.filter((price) => price >= 50 && price <= 100).length).toBeGreaterThan(0)
    expect(prices.filter((price) => price > 100 && price <= 200).length).toBeGreaterThan(0)
    expect(prices.filter((price) => price > 200).length).toBeGreaterThan(0)
  })
})

describe('stones and reference lists', () => {
  it('has at least 16 stones, each with virtues, an HTML description and an image', () => {
    const stones = all.stones!
    expect(stones.length).toBeGreaterThanOrEqual(16)
    for (const stone of stones) {
      expect(stone.virtues.length, stone.name).toBeGreaterThan(10)
      expect(stone.description).toMatch(/^<p>/)
      expect(stone.image, stone.name).toBeTruthy()
    }
    const names = stones.map((stone) => stone.name)
    for (const name of ['Améthyste', 'Quartz rose', 'Œil de tigre', 'Lapis-lazuli', 'Labradorite', 'Tourmaline noire']) {
      expect(names).toContain(name)
    }
  })

  it('has the 7 chakras with descriptions and the 12 astrological signs', () => {
    expect(all.chakras).toHaveLength(7)
    for (const chakra of all.chakras!) expect(chakra.description.length).toBeGreaterThan(40)
    expect(all.astrological_signs!.map((sign) => sign.name).sort()).toEqual(
      [
        'Balance',
        'Bélier',
        'Cancer',
        'Capricorne',
        'Gémeaux',
        'Lion',
        'Poissons',
        'Sagittaire',
        'Scorpion',
        'Taureau',
        'Verseau',
        'Vierge',
      ].sort(),
    )
  })

  it('has materials, colours with hex codes, stone properties with descriptions and categories with slugs', () => {
    expect(all.materials!.map((material) => material.name)).toEqual(
      expect.arrayContaining(['Argent 925', 'Plaqué or', 'Acier inoxydable', 'Fil élastique', 'Cordon en coton ciré']),
    )
    expect(all.colors!.length).toBeGreaterThanOrEqual(8)
    for (const color of all.colors!) expect(color.hex_code).toMatch(/^#[0-9a-f]{6}$/i)
    expect(all.stone_properties!.length).toBeGreaterThanOrEqual(6)
    for (const property of all.stone_properties!) expect(property.description.length).toBeGreaterThan(20)
    expect(all.categories!.length).toBeGreaterThanOrEqual(5)
    for (const category of all.categories!) expect(category.slug).toMatch(/^[a-z0-9-]+$/)
  })
})

describe('articles', () => {
  it('has at least 4 articles with an image, a category, an excerpt and HTML content, in a stable order', () => {
    const articles = all.articles!
    expect(articles.length).toBeGreaterThanOrEqual(4)
    for (const article of articles) {
      expect(article.image, article.title).toBeTruthy()
      expect(article.category).not.toBe('')
      expect(article.excerpt.length).toBeGreaterThan(30)
      expect(article.content).toMatch(/<p>/)
    }
    const created = articles.map((article) => article.created as string)
    expect(new Set(created).size).toBe(created.length)
  })

  it('gives each demo article its readable address, the slug of its data (docs/adr/0084)', () => {
    const slugs = new Map(all.articles!.map((article) => [article.title as string, article.slug as string]))
    for (const { title, slug } of ARTICLES) expect(slugs.get(title), title).toBe(slug)
  })
})

describe('images', () => {
  it('serves every image through /api/files as a decodable picture of the expected size', async () => {
    const expected: [string, string, number, number][] = [
      ['products', 'image', 800, 800],
      ['stones', 'image', 600, 600],
      ['articles', 'image', 1200, 750],
    ]
    let checked = 0
    for (const [collection, field, width, height] of expected) {
      const jobs = all[collection]!.flatMap((record) => {
        const value = record[field] as string | string[]
        return (Array.isArray(value) ? value : [value]).map((filename) => ({ record, filename }))
      })
      for (let i = 0; i < jobs.length; i += 8) {
        const batch = await Promise.all(jobs.slice(i, i + 8).map(({ record, filename }) => fetchImage(collection, record, filename)))
        for (const metadata of batch) {
          expect(metadata.format).toBe('jpeg')
          expect([metadata.width, metadata.height]).toEqual([width, height])
        }
        checked += batch.length
      }
    }
    expect(checked).toBeGreaterThan(24 * 2 + 16 + 4)
  }, 60_000)

  it('gives each image of a product a different picture', async () => {
    const product = all.products!.find((record) => record.image.length >= 3)!
    const sizes = await Promise.all(
      (product.image as string[]).map(async (filename) => {
        const response = await fetch(`${server!.url}/api/files/products/${product.id}/${filename}`)
        return (await response.arrayBuffer()).byteLength
      }),
    )
    expect(new Set(sizes).size).toBe(sizes.length)
  })
})

describe('demo accounts and their orders', () => {
  const accounts = [
    { email: 'admin@bijoux.test', role: 'admin', name: 'Administratrice' },
    { email: 'pro@bijoux.test', role: 'professionnel', name: 'Atelier Lumière' },
    { email: 'client@bijoux.test', role: '', name: 'Camille Martin' },
  ]
  const sessions = new Map<string, PocketBase>()

  beforeAll(async () => {
    for (const account of accounts) {
      const client = new PocketBase(server!.url)
      client.autoCancellation(false)
      await client.collection('users').authWithPassword(account.email, DEMO_PASSWORD)
      sessions.set(account.email, client)
    }
  })

  it('log in with the demo password, verified, with their names and roles', () => {
    for (const account of accounts) {
      const record = sessions.get(account.email)!.authStore.record!
      expect(record.role).toBe(account.role)
      expect(record.name).toBe(account.name)
      expect(record.verified).toBe(true)
    }
  })

  it('gives the customer and the pro past orders, seen through their own sessions', async () => {
    for (const email of ['client@bijoux.test', 'pro@bijoux.test']) {
      const client = sessions.get(email)!
      const orders = await client.collection('orders').getFullList({ sort: '-created' })
      expect(orders.length, email).toBeGreaterThanOrEqual(2)
      for (const order of orders) {
        expect(order.user).toBe(client.authStore.record!.id)
        // The copies a real checkout keeps: the admin's order details show them.
        expect(order.email).toBe(email)
        expect(order.shipping_address).toMatchObject({ country: 'FR', phone: expect.stringMatching(/^0\d/) })
        expect(order.billing_address).toEqual(order.shipping_address)
      }
      const statuses = new Set(orders.map((order) => order.status))
      expect(statuses.size, email).toBeGreaterThanOrEqual(2)
      for (const status of statuses) expect(['paid', 'shipped', 'delivered']).toContain(status)
    }
  })

  it('records items {id, name, quantity, price}, the products relation and a total equal to their sum', () => {
    const productsById = new Map(all.products!.map((product) => [product.id, product]))
    const proId = all.users!.find((user) => user.email === 'pro@bijoux.test')!.id
    for (const order of all.orders!) {
      const items = order.items as OrderItem[]
      expect(items.length).toBeGreaterThan(0)
      expect(order.stripePaymentIntentId).toMatch(/^pi_demo_/)
      expect([...(order.products as string[])].sort()).toEqual(items.map((item) => item.id).sort())
      let sum = 0
      for (const item of items) {
        const product = productsById.get(item.id)!
        expect(item.name).toBe(product.name)
        expect(Number.isInteger(item.quantity) && item.quantity > 0).toBe(true)
        // The unit price the buyer paid: the pro price for the pro where there is one.
        const expected = order.user === proId && product.price_pro > 0 ? product.price_pro : product.price
        expect(item.price, `${order.stripePaymentIntentId} ${product.slug}`).toBe(expected)
        sum += item.price * item.quantity
      }
      expect(order.total).toBeCloseTo(sum, 2)
    }
  })

  it('gives the pro their company on file and B2B orders; every order its invoice, the pro’s naming the company (docs/adr/0080)', async () => {
    const pro = sessions.get('pro@bijoux.test')!
    const [application] = await pro.collection('pro_applications').getFullList()
    expect(application).toMatchObject({
      status: 'approved',
      company: 'Atelier Lumière',
      siret: '73282932000074',
      vat_number: 'FR44732829320',
      decided_at: expect.stringMatching(/^20/),
    })
    const numbers = all.orders!.map((order) => String(order.invoice_number))
    for (const number of numbers) expect(number).toMatch(/^F20\d\d-\d{5}$/)
    expect(new Set(numbers).size).toBe(numbers.length)

    const orders = await pro.collection('orders').getFullList({ sort: 'created' })
    for (const order of orders) expect(order.b2b).toBe(true)
    for (const order of await sessions.get('client@bijoux.test')!.collection('orders').getFullList()) expect(order.b2b).toBe(false)
    const response = await fetch(`${server!.url}/api/shop/orders/${orders[0]!.id}/invoice.pdf`, {
      headers: { authorization: pro.authStore.token },
    })
    expect(response.status).toBe(200)
    const read = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: new Uint8Array(await response.arrayBuffer()) })
    const text = String(read.stdout).replace(/[ \u00a0]+/g, ' ')
    for (const mention of [
      'Atelier Lumière',
      'SIREN : 732829320 (SIRET 73282932000074)',
      'TVA intracommunautaire : FR44732829320',
      'Conditions de paiement',
    ]) {
      expect(text).toContain(mention)
    }
  })
})

describe('the shop’s legal identity (docs/adr/0048)', () => {
  it('is the demo’s fictional one, complete, and an owner’s identity is never overwritten', async () => {
    const [identity] = await admin.collection('shop_identity').getFullList({ sort: 'created' })
    expect(identity).toMatchObject({
      siren: '000000000',
      siret: '00000000000000',
      fictional: true,
      mediator_url: 'https://mediateur.example',
    })
    await admin.collection('shop_identity').update(identity!.id, { legal_name: 'Atelier Réel', fictional: false })
    await seed({ url: server!.url, superuser: server!.superuser, demoAccounts: false, log: () => {} })
    expect(await admin.collection('shop_identity').getOne(identity!.id)).toMatchObject({ legal_name: 'Atelier Réel', fictional: false })
  })
})

// Idempotent demo data for the shop (docs/product/roles.md#demo-accounts and docs/product/rules.md#records, issue 2 item 5).
//
//   import { seed } from './pocketbase/seed/seed.mjs'
//   const summary = await seed({ url, superuser: { email, password }, demoAccounts: true })
//
// Authenticates as a PocketBase superuser and converges the database towards the data in ./data:
// every record is looked up by its natural key (slug, name, email, payment intent id), created when
// missing, updated only in the fields that differ, and left alone when equal. Running it twice
// changes nothing the second time. Nothing is ever deleted. Images are drawn at seed time (./images)
// and uploaded only when a record has none of the current drawing version; see
// docs/adr/0007-seed-images-drawn-at-seed-time.md and docs/adr/0008-idempotent-seed.md.
import PocketBase from 'pocketbase'
import { DEMO_ACCOUNTS, DEMO_ADDRESSES, DEMO_ORDERS, DEMO_PRO_APPLICATIONS } from './data/accounts.mjs'
import { ARTICLES } from './data/articles.mjs'
import { DEMO_IDENTITY } from './data/identity.mjs'
import { PRODUCTS } from './data/products.mjs'
import { ASTROLOGICAL_SIGNS, CATEGORIES, CHAKRAS, COLORS, MATERIALS, STONE_PROPERTIES } from './data/reference.mjs'
import { STONES } from './data/stones.mjs'
import { articleImage } from './images/articles.mjs'
import { productImage } from './images/products.mjs'
import { stoneImage } from './images/stones.mjs'

/** Bump when the drawings change: records whose images carry another version get new ones. */
export const IMAGE_VERSION = 2

/**
 * The uploaded format: JPEG, because PocketBase (Go, no WebP encoder) serves `?thumb=` of a WebP
 * original as PNG, several times heavier, while a JPEG's thumbs stay JPEG: see ADR 0007.
 */
const IMAGE_FORMAT = { format: 'jpeg', ext: 'jpg', mime: 'image/jpeg' }

export const DEMO_PASSWORD = 'bijoux-demo-2026'

const METAL_COLORS = { gold: 'Doré', silver: 'Argenté', steel: 'Argenté' }

/** Two decimals, as money. */
const money = (value) => Math.round(value * 100) / 100

/** The file name prefix PocketBase keeps (it snake-cases the name and appends a random suffix). */
function imagePrefix(key) {
  return `${key.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}_v${IMAGE_VERSION}_`
}

function hasCurrentImages(value, key, count) {
  const names = Array.isArray(value) ? value : value ? [value] : []
  return names.length === count && names.every((name) => name.startsWith(imagePrefix(key)))
}

/** JSON with sorted keys, to compare JSON values whatever order the server returns keys in. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`
  }
  return JSON.stringify(value)
}

function sameValue(current, wanted) {
  if (typeof wanted === 'number') return Number(current ?? 0) === wanted
  if (typeof wanted === 'boolean') return Boolean(current) === wanted
  if (typeof wanted === 'string') return (current ?? '') === wanted
  if (Array.isArray(wanted) && wanted.every((item) => typeof item === 'string')) {
    return Array.isArray(current) && current.length === wanted.length && current.every((item, i) => item === wanted[i])
  }
  return canonical(current ?? null) === canonical(wanted)
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the order of results. */
async function mapLimit(items, limit, task) {
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next
      next += 1
      results[index] = await task(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

function describeError(error, collection, key) {
  const data = error?.response?.data ? ` ${JSON.stringify(error.response.data)}` : ''
  const wrapped = new Error(`seed: ${collection} « ${key} »: ${error?.message ?? error}${data}`)
  wrapped.cause = error
  return wrapped
}

/**
 * Upserts `items` into `collection`, keyed by `keyField`.
 * @param {PocketBase} pb
 * @param {{ collection: string, keyField: string, items: object[], stats: object, sequential?: boolean,
 *   concurrency?: number, fields: (item: object) => Record<string, unknown>,
 *   files?: (item: object, existing: object | undefined) => Promise<null | { field: string,
 *     files: { name: string, data: Buffer }[] }> }} options
 * @returns {Promise<Map<string, object>>} the records by key
 */
async function upsertAll(pb, { collection, keyField, items, fields, files, stats, concurrency = 4, sequential = false }) {
  const service = pb.collection(collection)
  const existing = new Map()
  for (const record of await service.getFullList({ batch: 500 })) existing.set(record[keyField], record)
  const counts = { created: 0, updated: 0, unchanged: 0 }
  const byKey = new Map(existing)

  await mapLimit(items, sequential ? 1 : concurrency, async (item) => {
    const key = item[keyField]
    const current = existing.get(key)
    const wanted = { [keyField]: key, ...fields(item) }
    const changed = current
      ? Object.fromEntries(Object.entries(wanted).filter(([name, value]) => !sameValue(current[name], value)))
      : wanted
    const upload = files ? await files(item, current) : null
    if (current && Object.keys(changed).length === 0 && !upload) {
      counts.unchanged += 1
      return
    }
    let body = changed
    if (upload) {
      // Files go as multipart: the other fields travel in PocketBase's @jsonPayload part.
      body = new FormData()
      body.append('@jsonPayload', JSON.stringify(changed))
      for (const file of upload.files) {
        body.append(upload.field, new Blob([file.data], { type: IMAGE_FORMAT.mime }), file.name)
      }
      stats.images += upload.files.length
    }
    try {
      const record = current ? await service.update(current.id, body) : await service.create(body)
      byKey.set(key, record)
      counts[current ? 'updated' : 'created'] += 1
    } catch (error) {
      throw describeError(error, collection, key)
    }
  })

  stats.collections[collection] = { total: byKey.size, ...counts }
  return byKey
}

/** A size's reference: the product's and the size's number (`EDP-BRA-005` and « 17 cm »: `EDP-BRA-005-17`). */
function sizeSku(sku, value) {
  return `${sku}-${value.replace(/\s*cm$/, '').replace(/[^0-9A-Za-z]+/g, '-')}`
}

function idsOf(map, names, what) {
  return names.map((name) => {
    const record = map.get(name)
    if (!record) throw new Error(`seed: unknown ${what} « ${name} »`)
    return record.id
  })
}

const unique = (list) => [...new Set(list)]

/** Whether a user can log in with the demo password (so that an existing account is not reset). */
async function canLogIn(url, email) {
  const client = new PocketBase(url)
  try {
    await client.collection('users').authWithPassword(email, DEMO_PASSWORD)
    return true
  } catch {
    return false
  }
}

/**
 * The shop's legal identity (docs/adr/0048): the demo's fictional one fills the record the migration
 * created blank. Once it has a legal name it is the owner's to edit (/dashboard/identite): never
 * overwritten, even when still the demo's. Outside the record counts (the migration, not the seed,
 * creates the record). Returns what was done, for the log.
 */
async function seedIdentity(pb) {
  const service = pb.collection('shop_identity')
  const [current] = (await service.getList(1, 1, { sort: 'created' })).items
  if (!current) {
    await service.create(DEMO_IDENTITY)
    return 'created (fictional)'
  }
  if (current.legal_name) return 'kept as it is'
  const changed = Object.fromEntries(Object.entries(DEMO_IDENTITY).filter(([key, value]) => !sameValue(current[key], value)))
  await service.update(current.id, changed)
  return 'filled with the fictional demo identity'
}

/**
 * Seeds the demo data.
 * @param {{ url: string, superuser: { email: string, password: string }, demoAccounts?: boolean,
 *   log?: (message: string) => void }} options
 * @returns {Promise<{ durationMs: number, images: number, created: number, updated: number,
 *   unchanged: number, counts: Record<string, number>,
 *   collections: Record<string, { total: number, created: number, updated: number, unchanged: number }> }>}
 */
const DAY_MS = 24 * 3600 * 1000
const dbDate = (ms) => new Date(ms).toISOString().replace('T', ' ')

/**
 * A realistic price history for a few products (docs/adr/0115): a lower price two months ago and a
 * raise three weeks ago, so a sale's legal reference is not simply today's price; and the winter
 * sales, dated next January (no price of the demo moves before then). Only the server writes the
 * history: these backdated rows are a superuser's, added once (when a product has no older row).
 */
async function seedPriceHistory(pb, products) {
  const chosen = products.filter((product) => product.price >= 30).slice(0, 4)
  let rows = 0
  for (const product of chosen) {
    const older = await pb.collection('price_history').getList(1, 1, {
      filter: pb.filter('product = {:id} && variant = "" && at < {:day}', { id: product.id, day: dbDate(Date.now() - DAY_MS) }),
    })
    if (older.totalItems > 0) continue
    const before = Math.round(product.price * 0.9)
    for (const [daysAgo, price] of [
      [75, before],
      [21, product.price],
    ]) {
      await pb
        .collection('price_history')
        .create({ product: product.id, price, price_pro: product.price_pro, charged: price, at: dbDate(Date.now() - daysAgo * DAY_MS) })
      rows++
    }
  }
  const name = 'Soldes d’hiver'
  const existing = await pb.collection('sales').getList(1, 1, { filter: pb.filter('name = {:name}', { name }) })
  if (existing.totalItems === 0 && chosen.length > 0) {
    const year = new Date().getUTCFullYear() + (new Date().getUTCMonth() >= 1 ? 1 : 0)
    await pb.collection('sales').create({
      name,
      percent: 20,
      scope: 'products',
      products: chosen.map((product) => product.id),
      starts_at: `${year}-01-14 07:00:00.000Z`,
      ends_at: `${year}-02-10 22:59:59.000Z`,
      active: true,
    })
  }
  return `${rows} past prices, ${existing.totalItems === 0 ? 'winter sales added' : 'winter sales kept'}`
}

export async function seed({ url, superuser, demoAccounts = true, log = console.log }) {
  const started = Date.now()
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  try {
    await pb.collection('_superusers').authWithPassword(superuser.email, superuser.password)
  } catch (error) {
    throw new Error(`seed: cannot authenticate as superuser ${superuser.email} on ${url}: ${error?.message ?? error}`, { cause: error })
  }
  const stats = { images: 0, collections: {} }
  const report = (collection, extra = '') => {
    const c = stats.collections[collection]
    log(`${collection}: ${c.total} (${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged)${extra}`)
  }

  // Reference lists.
  const [categories, materials, colors, properties, chakras, signs] = await Promise.all([
    upsertAll(pb, { collection: 'categories', keyField: 'slug', items: CATEGORIES, fields: ({ name }) => ({ name }), stats }),
    upsertAll(pb, { collection: 'materials', keyField: 'name', items: MATERIALS, fields: () => ({}), stats }),
    upsertAll(pb, { collection: 'colors', keyField: 'name', items: COLORS, fields: ({ hex_code }) => ({ hex_code }), stats }),
    upsertAll(pb, {
      collection: 'stone_properties',
      keyField: 'name',
      items: STONE_PROPERTIES,
      fields: ({ description }) => ({ description }),
      stats,
    }),
    upsertAll(pb, { collection: 'chakras', keyField: 'name', items: CHAKRAS, fields: ({ description }) => ({ description }), stats }),
    upsertAll(pb, { collection: 'astrological_signs', keyField: 'name', items: ASTROLOGICAL_SIGNS, fields: () => ({}), stats }),
  ])
  for (const name of ['categories', 'materials', 'colors', 'stone_properties', 'chakras', 'astrological_signs']) report(name)

  // Stones, each with its portrait.
  const imagesBefore = stats.images
  const stones = await upsertAll(pb, {
    collection: 'stones',
    keyField: 'name',
    items: STONES,
    // The beads' colour and look (docs/adr/0126): a fresh database has its stones after the migration
    // that colours the demonstration stones, so the seed sets them too.
    fields: ({ virtues, description, bead }) => ({ virtues, description, bead_color: bead[0], bead_look: bead[1] }),
    files: async (stone, current) =>
      current && hasCurrentImages(current.image, stone.key, 1)
        ? null
        : {
            field: 'image',
            files: [{ name: `${imagePrefix(stone.key)}1.${IMAGE_FORMAT.ext}`, data: await stoneImage(stone.key, IMAGE_FORMAT.format) }],
          },
    stats,
  })
  report('stones', `, ${stats.images - imagesBefore} images drawn`)
  const stoneByKey = new Map(STONES.map((stone) => [stone.key, stone]))

  // Products: relations by name, images drawn from the look.
  const productImages = stats.images
  const products = await upsertAll(pb, {
    collection: 'products',
    keyField: 'slug',
    items: PRODUCTS,
    fields: (product) => {
      const used = product.look.stones.map((key) => {
        const stone = stoneByKey.get(key)
        if (!stone) throw new Error(`seed: product ${product.slug} uses unknown stone ${key}`)
        return stone
      })
      const metalColor = product.look.metal ? [METAL_COLORS[product.look.metal]] : []
      return {
        name: product.name,
        description: product.description,
        price: product.price,
        price_pro: product.price_pro ?? 0,
        sku: product.sku,
        stock: product.stock,
        is_unique: Boolean(product.is_unique),
        exclusive: Boolean(product.exclusive),
        // Sizes (docs/adr/0106): the option and its values, in order; none for the others.
        options: product.sizes ? [{ name: product.sizes.name, values: product.sizes.values.map(({ value }) => value) }] : [],
        category: idsOf(categories, product.category, 'category'),
        materials: idsOf(materials, product.materials, 'material'),
        stones: idsOf(
          stones,
          used.map((stone) => stone.name),
          'stone',
        ),
        colors: idsOf(colors, product.colors ?? unique([...used.flatMap((stone) => stone.colors), ...metalColor]), 'colour'),
        stone_properties: idsOf(properties, product.properties ?? unique(used.flatMap((stone) => stone.properties)), 'stone property'),
        chakras: idsOf(chakras, product.chakras ?? unique(used.flatMap((stone) => stone.chakras)), 'chakra'),
        astrological_signs: idsOf(signs, product.signs ?? unique(used.flatMap((stone) => stone.signs)), 'sign'),
      }
    },
    files: async (product, current) => {
      if (current && hasCurrentImages(current.image, product.slug, product.images)) return null
      const look = { ...product.look, slug: product.slug }
      const indexes = Array.from({ length: product.images }, (_, i) => i)
      const images = await Promise.all(indexes.map((i) => productImage(look, i, IMAGE_FORMAT.format)))
      return {
        field: 'image',
        files: images.map((data, i) => ({ name: `${imagePrefix(product.slug)}${i + 1}.${IMAGE_FORMAT.ext}`, data })),
      }
    },
    stats,
  })
  report('products', `, ${stats.images - productImages} images drawn`)

  // The sizes of the products sold in sizes, one row each, keyed by their reference.
  const sizes = PRODUCTS.flatMap((product) =>
    (product.sizes?.values ?? []).map((size, position) => ({ ...size, product, position, sku: sizeSku(product.sku, size.value) })),
  )
  await upsertAll(pb, {
    collection: 'product_variants',
    keyField: 'sku',
    items: sizes,
    fields: ({ product, value, stock, price, price_pro, position }) => ({
      product: products.get(product.slug).id,
      option1: value,
      stock,
      price: price ?? 0,
      price_pro: price_pro ?? 0,
      position,
    }),
    stats,
  })
  report('product_variants')
  log(`price_history and sales: ${await seedPriceHistory(pb, [...products.values()])}`)

  // Articles, one after the other so that their creation dates follow the data's order.
  const articleImages = stats.images
  await upsertAll(pb, {
    collection: 'articles',
    keyField: 'title',
    items: ARTICLES,
    sequential: true,
    fields: ({ slug, category, excerpt, content }) => ({ slug, category, excerpt, content }),
    files: async (article, current) =>
      current && hasCurrentImages(current.image, article.slug, 1)
        ? null
        : {
            field: 'image',
            files: [{ name: `${imagePrefix(article.slug)}1.${IMAGE_FORMAT.ext}`, data: await articleImage(article, IMAGE_FORMAT.format) }],
          },
    stats,
  })
  report('articles', `, ${stats.images - articleImages} images drawn`)

  log(`shop_identity: ${await seedIdentity(pb)}`)

  if (demoAccounts) {
    // Demo accounts: created verified with the demo password; an existing account keeps its password
    // unless the demo password no longer works.
    const existingUsers = new Map((await pb.collection('users').getFullList({ batch: 500 })).map((user) => [user.email, user]))
    const needsPassword = new Set()
    for (const account of DEMO_ACCOUNTS) {
      if (existingUsers.has(account.email) && !(await canLogIn(url, account.email))) needsPassword.add(account.email)
    }
    const users = await upsertAll(pb, {
      collection: 'users',
      keyField: 'email',
      items: DEMO_ACCOUNTS,
      concurrency: 1,
      fields: (account) => ({
        name: account.name,
        role: account.role,
        verified: true,
        ...(!existingUsers.has(account.email) || needsPassword.has(account.email)
          ? { password: DEMO_PASSWORD, passwordConfirm: DEMO_PASSWORD }
          : {}),
      }),
      stats,
    })
    report('users')

    // The demo pro's approved application: the company, SIRET and VAT number their orders bill.
    await upsertAll(pb, {
      collection: 'pro_applications',
      keyField: 'user',
      items: DEMO_PRO_APPLICATIONS.map((application) => ({ ...application, user: users.get(application.email).id })),
      fields: ({ company, siret, vat_number, activity, message }) => ({
        company,
        siret,
        vat_number,
        activity,
        message,
        status: 'approved',
        // A fixed date: a second run finds it unchanged.
        decided_at: '2026-01-15 09:30:00.000Z',
      }),
      stats,
    })
    report('pro_applications')

    // The demo pro may pay on invoice, « Virement à 30 jours », up to 2 000 € unpaid (docs/adr/0131).
    await upsertAll(pb, {
      collection: 'pro_terms',
      keyField: 'user',
      items: DEMO_PRO_APPLICATIONS.map((application) => ({ user: users.get(application.email).id })),
      fields: () => ({ transfer_allowed: true, credit_ceiling: 2000 }),
      stats,
    })
    report('pro_terms')

    // Past orders: the unit price is what that buyer pays (the pro price for a pro, where there is one).
    const productBySlug = new Map(PRODUCTS.map((product) => [product.slug, product]))
    const roleOf = new Map(DEMO_ACCOUNTS.map((account) => [account.email, account.role]))
    await upsertAll(pb, {
      collection: 'orders',
      keyField: 'stripePaymentIntentId',
      items: DEMO_ORDERS,
      sequential: true,
      fields: (order) => {
        const paysPro = ['professionnel', 'admin'].includes(roleOf.get(order.email))
        const items = order.lines.map(([slug, quantity]) => {
          const product = productBySlug.get(slug)
          const record = products.get(slug)
          if (!product || !record) throw new Error(`seed: order ${order.stripePaymentIntentId} names unknown product ${slug}`)
          const price = paysPro && product.price_pro ? product.price_pro : product.price
          return { id: record.id, name: product.name, sku: product.sku, quantity, price }
        })
        const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === order.email)
        return {
          user: users.get(order.email).id,
          items,
          products: items.map((item) => item.id),
          total: money(items.reduce((sum, item) => sum + item.price * item.quantity, 0)),
          status: order.status,
          // What the checkout keeps on every order (docs/adr/0032).
          email: order.email,
          customer_name: account?.name ?? '',
          shipping_address: DEMO_ADDRESSES[order.email],
          billing_address: DEMO_ADDRESSES[order.email],
          payment_mode: 'stripe',
          // A pro buys for their business (docs/adr/0080).
          b2b: roleOf.get(order.email) === 'professionnel',
        }
      },
      stats,
    })
    report('orders')

    // Each paid order has its invoice, as the checkout gives one: numbered by PocketBase in its series,
    // oldest first; an order already invoiced keeps its number.
    const uninvoiced = await pb.collection('orders').getFullList({
      filter: `invoice_number = "" && (${DEMO_ORDERS.map((order) => `stripePaymentIntentId = "${order.stripePaymentIntentId}"`).join(' || ')})`,
      sort: 'created',
      fields: 'id',
    })
    for (const order of uninvoiced) {
      await pb.send(`/api/shop/orders/${order.id}/invoice`, { method: 'POST' })
    }
    log(`invoices: ${uninvoiced.length} issued`)
  }

  const collections = stats.collections
  const totals = Object.values(collections).reduce(
    (sum, c) => ({ created: sum.created + c.created, updated: sum.updated + c.updated, unchanged: sum.unchanged + c.unchanged }),
    { created: 0, updated: 0, unchanged: 0 },
  )
  const durationMs = Date.now() - started
  log(
    `done in ${(durationMs / 1000).toFixed(1)} s: ${totals.created} created, ${totals.updated} updated, ${totals.unchanged} unchanged, ${stats.images} images drawn`,
  )
  return {
    durationMs,
    images: stats.images,
    ...totals,
    counts: Object.fromEntries(Object.entries(collections).map(([name, c]) => [name, c.total])),
    collections,
  }
}

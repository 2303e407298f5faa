// Fixture data for the browser tests, created through PocketBase's superuser API in the throwaway
// PocketBase started by tests/e2e/run.mjs. The tests read it from E2E_FIXTURES (see ../fixtures.ts).

export const FIXTURE_PASSWORD = 'e2e-bijoux-2026'

/** One user per kind of visitor the header and the guards tell apart. */
export const FIXTURE_USERS = [
  { kind: 'customer', email: 'client@e2e.test', name: 'Camille Martin', role: '' },
  { kind: 'pro', email: 'pro@e2e.test', name: 'Atelier Lumière (e2e)', role: 'professionnel' },
  { kind: 'admin', email: 'admin@e2e.test', name: 'Claire Admin', role: 'admin' },
]

/**
 * Known products of the demo catalogue (pocketbase/seed/data/products.mjs), by slug. `products` (the
 * cart's fixtures) are the first two; `catalogue` names one of each kind a journey may need.
 */
export const FIXTURE_PRODUCT_SLUGS = ['bracelet-serenite-amethyste', 'bracelet-tendresse-quartz-rose']
export const CATALOGUE_SLUGS = {
  /** In stock, with a pro price. */
  regular: 'bracelet-serenite-amethyste',
  /** A unique piece still available (stock 1). */
  unique: 'bracelet-nuit-etoilee-lapis-lazuli',
  /** Out of stock (stock 0). */
  outOfStock: 'bracelet-ancrage-tourmaline-obsidienne-jaspe',
  /** Exclusive: invisible to non-pros (404 by id). */
  exclusive: 'bracelet-foret-profonde-malachite-turquoise',
}

async function call(url, { method = 'GET', token, body } = {}) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  const data = text ? JSON.parse(text) : null
  if (!response.ok) {
    throw new Error(`${method} ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 500)}`)
  }
  return data
}

/**
 * Creates the fixture users and products; returns what the tests need to know about them.
 * @param {string} pocketbaseUrl
 * @param {{ email: string, password: string }} superuser
 */
export async function createFixtures(pocketbaseUrl, superuser) {
  const { token } = await call(`${pocketbaseUrl}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    body: { identity: superuser.email, password: superuser.password },
  })

  // Every browser test logs in afresh, many times a minute from 127.0.0.1: the production rate limits
  // would throttle the suite. The integration tests prove those limits; here they are switched off.
  const settings = await call(`${pocketbaseUrl}/api/settings`, {
    method: 'PATCH',
    token,
    body: { rateLimits: { enabled: false } },
  })
  if (settings.rateLimits?.enabled !== false) throw new Error('could not switch the rate limits off')

  const users = []
  for (const user of FIXTURE_USERS) {
    let record = await call(`${pocketbaseUrl}/api/collections/users/records`, {
      method: 'POST',
      token,
      body: {
        email: user.email,
        password: FIXTURE_PASSWORD,
        passwordConfirm: FIXTURE_PASSWORD,
        name: user.name,
        role: user.role,
        verified: true,
        emailVisibility: true,
      },
    })
    // A superuser may grant a role; should a hook drop it on create, grant it with an update.
    if ((record.role ?? '') !== user.role) {
      record = await call(`${pocketbaseUrl}/api/collections/users/records/${record.id}`, {
        method: 'PATCH',
        token,
        body: { role: user.role },
      })
    }
    if ((record.role ?? '') !== user.role) {
      throw new Error(`could not give ${user.email} the role "${user.role}" (PocketBase kept "${record.role}")`)
    }
    users.push({ ...user, id: record.id, password: FIXTURE_PASSWORD })
  }

  // The demo catalogue is seeded before this runs (run.mjs): look the known products up.
  const bySlug = new Map()
  const slugs = [...new Set([...FIXTURE_PRODUCT_SLUGS, ...Object.values(CATALOGUE_SLUGS)])]
  const found = await call(
    `${pocketbaseUrl}/api/collections/products/records?perPage=50&filter=${encodeURIComponent(
      slugs.map((slug) => `slug="${slug}"`).join('||'),
    )}`,
    { token },
  )
  for (const record of found.items) {
    bySlug.set(record.slug, {
      id: record.id,
      slug: record.slug,
      name: record.name,
      price: record.price,
      price_pro: record.price_pro ?? 0,
      stock: record.stock,
      is_unique: Boolean(record.is_unique),
      exclusive: Boolean(record.exclusive),
    })
  }
  const product = (slug) => {
    const record = bySlug.get(slug)
    if (!record) throw new Error(`the seeded catalogue has no product ${slug}: did the seed run?`)
    return record
  }
  const products = FIXTURE_PRODUCT_SLUGS.map(product)
  const catalogue = Object.fromEntries(Object.entries(CATALOGUE_SLUGS).map(([kind, slug]) => [kind, product(slug)]))

  const count = async (collection, filter = '') =>
    (
      await call(
        `${pocketbaseUrl}/api/collections/${collection}/records?perPage=1${filter ? `&filter=${encodeURIComponent(filter)}` : ''}`,
        { token },
      )
    ).totalItems
  const counts = {
    products: await count('products'),
    publicProducts: await count('products', 'exclusive=false'),
    stones: await count('stones'),
    articles: await count('articles'),
  }
  const articles = (
    await call(`${pocketbaseUrl}/api/collections/articles/records?perPage=50&sort=-created&fields=id,slug,title`, { token })
  ).items.map(({ id, slug, title }) => ({ id, slug, title }))
  const stones = (await call(`${pocketbaseUrl}/api/collections/stones/records?perPage=100&sort=name&fields=id,name`, { token })).items.map(
    ({ id, name }) => ({ id, name }),
  )

  // What the specs count on, checked once here: a spec never skips for want of data (tests/e2e/fixtures.ts
  // `needed`), so a seed that lost it stops the run with the reason.
  const promises = [
    [stones.length >= 12, `at least 12 stones (the custom request picks 11 besides the main one), seeded ${stones.length}`],
    [articles.length >= 1, 'at least one article'],
    [products.some((record) => record.stock >= 2), `a cart product (${FIXTURE_PRODUCT_SLUGS.join(', ')}) with a stock of at least 2`],
    [products.every((record) => record.stock >= 1), 'both cart products in stock'],
  ]
  for (const [kept, what] of promises) if (!kept) throw new Error(`the e2e fixtures need ${what}`)

  return { pocketbaseUrl, superuser, users, products, catalogue, counts, articles, stones }
}

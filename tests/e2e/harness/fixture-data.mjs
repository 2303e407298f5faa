// Fixture data for the browser tests, created through PocketBase's superuser API in the throwaway
// PocketBase started by tests/e2e/run.mjs. The tests read it from E2E_FIXTURES (see ../fixtures.ts).

export const FIXTURE_PASSWORD = 'e2e-bijoux-2026'

/** One user per kind of visitor the header and the guards tell apart. */
export const FIXTURE_USERS = [
  { kind: 'customer', email: 'client@e2e.test', name: 'Camille Martin', role: '' },
  { kind: 'pro', email: 'pro@e2e.test', name: 'Atelier Lumière (e2e)', role: 'professionnel' },
  { kind: 'admin', email: 'admin@e2e.test', name: 'Claire Admin', role: 'admin' },
]

/** Real products, so a cart that refreshes its items from the server keeps them. */
export const FIXTURE_PRODUCTS = [
  { slug: 'bracelet-amethyste-e2e', name: 'Bracelet Améthyste', price: 39.9, stock: 5 },
  { slug: 'collier-quartz-rose-e2e', name: 'Collier Quartz rose', price: 54, stock: 3 },
]

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

  const category = await call(`${pocketbaseUrl}/api/collections/categories/records`, {
    method: 'POST',
    token,
    body: { name: 'Bracelets', slug: 'bracelets-e2e' },
  })
  const products = []
  for (const product of FIXTURE_PRODUCTS) {
    const record = await call(`${pocketbaseUrl}/api/collections/products/records`, {
      method: 'POST',
      token,
      body: { ...product, category: [category.id], description: 'Pièce de test e2e.' },
    })
    products.push({ id: record.id, slug: record.slug, name: record.name, price: record.price, stock: record.stock })
  }

  return { pocketbaseUrl, users, products }
}

#!/usr/bin/env node
// What the folded `search` columns cost at year three (docs/adr/0090-folded-search-columns.md): a
// throwaway PocketBase holding 5,000 orders, 3,000 customers and 2,000 products (written straight into
// its database with the sqlite3 shell, each `search` folded by pb_hooks/lib/search-fold.js as the
// hooks would: through the API, the customers' password hashing alone took minutes); an admin's page
// of 50 searched with `search ~ {:q}` (and its count), timed with the index on `search`, without it,
// and, on a copy of the database in the sqlite3 shell, the same search through an FTS5 trigram table.
//
//   node scripts/search-bench.mjs [--orders=5000] [--users=3000] [--products=2000] [--runs=9]
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { hooksDir, startPocketBase } from './lib/pocketbase-server.mjs'

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '5000' },
    users: { type: 'string', default: '3000' },
    products: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '9' },
  },
})
const COUNTS = { orders: Number(args.orders), users: Number(args.users), products: Number(args.products) }
const RUNS = Number(args.runs)
const PASSWORD = 'Bijoux-Bench-2026!'

const FIRST = [
  'Léa',
  'Chloé',
  'Hélène',
  'Zoé',
  'Inès',
  'Manon',
  'Éloïse',
  'Camille',
  'Jérôme',
  'François',
  'Noël',
  'Maël',
  'Gaëlle',
  'Anaïs',
  'Loïc',
]
const LAST = [
  'Martin',
  'Bernard',
  'Dubois',
  'Lefèvre',
  'Mercier',
  'Giraud',
  'Bonnaïe',
  'Lœillet',
  'Fontaine',
  'Garçon',
  'Perrin',
  'Roussel',
]
const CITIES = [
  ['Lyon', '69001'],
  ['Saint-Étienne', '42000'],
  ['Besançon', '25000'],
  ['Orléans', '45000'],
  ['Nîmes', '30000'],
  ['Paris', '75011'],
  ['Angoulême', '16000'],
  ['Vénissieux', '69200'],
]
const STONES = ['Améthyste', 'Œil de Tigre', 'Labradorite', 'Quartz rose', 'Pierre de lune', 'Obsidienne', 'Aventurine', 'Cornaline']
const pick = (list, i) => list[i % list.length]

/** A lib of pb_hooks/lib loaded as PocketBase's JS engine does (tests/support/hook-lib.ts). */
function loadHookLib(path) {
  const module = { exports: {} }
  new Function('module', 'exports', 'require', '__hooks', readFileSync(path, 'utf8'))(module, module.exports, loadHookLib, hooksDir)
  return module.exports
}
const fold = loadHookLib(join(hooksDir, 'lib', 'search-fold.js'))

const newId = () =>
  randomBytes(12)
    .toString('hex')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 15)
    .padEnd(15, '0')
const quote = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`)
const insert = (table, row) => `INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.values(row).map(quote).join(', ')});`
/** PocketBase's date text, `minutes` after the shop opened. */
const at = (minutes) => new Date(Date.UTC(2024, 0, 1) + minutes * 60_000).toISOString().replace('T', ' ')

/** Every row as the hooks would write it, in one transaction of the sqlite3 shell. */
function seed(db, passwordHash) {
  const lines = ['BEGIN;']
  const products = []
  for (let i = 0; i < COUNTS.products; i++) {
    const product = {
      id: newId(),
      name: `Bracelet ${pick(STONES, i)} ${i}`,
      slug: `bracelet-${i}`,
      sku: `BR-${String(i).padStart(5, '0')}`,
    }
    products.push({ ...product, price: 20 + (i % 60) })
    const row = { ...product, price: 20 + (i % 60), stock: 3, published: 1, description: '<p>Perles de 8 mm.</p>' }
    lines.push(insert('products', { ...row, created: at(i), updated: at(i), search: fold.productSearch(product) }))
  }
  const users = []
  for (let i = 0; i < COUNTS.users; i++) {
    const user = { id: newId(), email: `client${i}@bench.test`, name: `${pick(FIRST, i)} ${pick(LAST, i * 7 + 3)}` }
    users.push(user)
    const row = { ...user, password: passwordHash, tokenKey: newId() + newId(), verified: 1, created: at(i * 10), updated: at(i * 10) }
    lines.push(insert('users', { ...row, search: fold.userSearch({ ...user, companies: [] }) }))
  }
  for (let i = 0; i < COUNTS.orders; i++) {
    const user = users[i % users.length]
    const product = products[i % products.length]
    const [city, postal] = pick(CITIES, i * 3)
    const company = i % 9 === 0 ? `Boutique ${pick(LAST, i)}` : ''
    const address = { full_name: user.name, company, line1: `${i} rue des Lilas`, postal_code: postal, city, country: 'FR' }
    const quantity = 1 + (i % 3)
    const items = [{ id: product.id, name: product.name, quantity, price: product.price, sku: product.sku }]
    const order = {
      id: newId(),
      invoice_number: `FA2026-${String(i + 1).padStart(5, '0')}`,
      customer_name: user.name,
      email: user.email,
      shipping_address: address,
      billing_address: address,
      tracking_number: i % 2 === 0 ? `6A${100000000 + i}` : '',
      total: product.price * quantity,
      items,
    }
    const row = {
      ...order,
      user: user.id,
      status: 'paid',
      payment_mode: 'demo',
      stripePaymentIntentId: `demo_bench_${i}`,
      shipping_address: JSON.stringify(address),
      billing_address: JSON.stringify(address),
      items: JSON.stringify(items),
      products: JSON.stringify([product.id]),
      created: at(i * 150),
      updated: at(i * 150),
    }
    lines.push(insert('orders', { ...row, search: fold.orderSearch({ ...order, credit_notes: [] }) }))
  }
  lines.push('COMMIT;')
  execFileSync('sqlite3', [db], { input: lines.join('\n'), encoding: 'utf8', maxBuffer: 1 << 28 })
}

async function main() {
  const temp = mkdtempSync(join(tmpdir(), 'bijoux-search-bench-'))
  const dataDir = join(temp, 'pb_data')
  const db = join(dataDir, 'data.db')
  // A first start: the schema, and one customer whose password hash the others share.
  const first = await startPocketBase({ dataDir, quiet: true })
  try {
    const token = await login(first)
    await request(first.url, token, 'POST', '/api/collections/users/records', {
      email: 'modele@bench.test',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    })
  } finally {
    await first.stop()
  }
  const started = Date.now()
  const hash = execFileSync('sqlite3', [db, "SELECT password FROM users WHERE email = 'modele@bench.test'"], { encoding: 'utf8' }).trim()
  seed(db, hash)
  console.log(
    `seeded ${COUNTS.products} products, ${COUNTS.users} users, ${COUNTS.orders} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )

  const server = await startPocketBase({ dataDir, quiet: true })
  try {
    const token = await login(server)
    const api = (method, path, body) => request(server.url, token, method, path, body)
    // An admin's token, as the back-office asks (the list rules run; a superuser's would skip them).
    await api('POST', '/api/collections/users/records', {
      email: 'admin@bench.test',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      role: 'admin',
    })
    const adminToken = await loginAdmin(server)
    const asAdmin = (method, path, body) => request(server.url, adminToken, method, path, body)

    const QUERIES = {
      orders: [
        ['a number (one row)', 'fa2026-04321'],
        ['a city (1 in 8)', 'saint-etienne'],
        ['a name (common)', 'lea'],
        ['nothing', 'zzzz'],
      ],
      users: [
        ['an e-mail (one row)', 'client2345@'],
        ['a name (common)', 'helene'],
        ['nothing', 'zzzz'],
      ],
    }
    const timeAll = async (label) => {
      for (const [collection, queries] of Object.entries(QUERIES)) {
        for (const [what, q] of queries) {
          const filter = encodeURIComponent(`search ~ ${JSON.stringify(q)}`)
          const path = `/api/collections/${collection}/records?page=1&perPage=50&sort=-created&filter=${filter}`
          const { ms, total } = await timed(asAdmin, path)
          console.log(
            `${label.padEnd(14)} ${collection.padEnd(7)} ${what.padEnd(22)} ${String(total).padStart(5)} rows  median ${ms.toFixed(1)} ms`,
          )
        }
      }
    }
    await timeAll('index')
    for (const collection of Object.keys(QUERIES)) {
      const current = await api('GET', `/api/collections/${collection}`)
      await api('PATCH', `/api/collections/${collection}`, { indexes: current.indexes.filter((index) => !index.includes('_search')) })
    }
    await timeAll('no index')

    // The same in the sqlite3 shell, on a copy: the plans, the scan with and without the index, and an
    // FTS5 trigram table (what a custom route would query instead of the records API).
    const copy = join(temp, 'copy.db')
    execFileSync('sqlite3', [db, `.backup '${copy}'`])
    const like = (q) => `search LIKE '%${q}%' ESCAPE '\\'`
    const count = (q) => `SELECT '${q}', count(*) FROM orders WHERE ${like(q)};`
    const page = (q) => `SELECT '${q} page', count(*) FROM (SELECT orders.* FROM orders WHERE ${like(q)} ORDER BY created DESC LIMIT 50);`
    const terms = ['saint-etienne', 'fa2026-04321', 'lea', 'zzzz']
    const sql = [
      ".print '-- no index'",
      `EXPLAIN QUERY PLAN SELECT count(*) FROM orders WHERE ${like('lea')};`,
      `EXPLAIN QUERY PLAN SELECT orders.* FROM orders WHERE ${like('lea')} ORDER BY created DESC LIMIT 50;`,
      '.timer on',
      ...terms.flatMap((q) => [count(q), page(q)]),
      '.timer off',
      'CREATE INDEX idx_orders_search ON orders (search);',
      ".print '-- index on search'",
      `EXPLAIN QUERY PLAN SELECT count(*) FROM orders WHERE ${like('lea')};`,
      `EXPLAIN QUERY PLAN SELECT orders.* FROM orders WHERE ${like('lea')} ORDER BY created DESC LIMIT 50;`,
      '.timer on',
      ...terms.flatMap((q) => [count(q), page(q)]),
      '.timer off',
      ".print '-- fts5 trigram'",
      "CREATE VIRTUAL TABLE orders_fts USING fts5(search, content='orders', content_rowid='rowid', tokenize='trigram');",
      '.timer on',
      "INSERT INTO orders_fts(orders_fts) VALUES('rebuild');",
      ...terms.flatMap((q) => [
        `SELECT '${q} fts', count(*) FROM orders_fts WHERE orders_fts MATCH '"${q}"';`,
        `SELECT '${q} fts page', count(*) FROM (SELECT o.* FROM orders o JOIN orders_fts f ON f.rowid = o.rowid WHERE orders_fts MATCH '"${q}"' ORDER BY o.created DESC LIMIT 50);`,
      ]),
      '.timer off',
      "SELECT 'orders table', sum(pgsize) / 1024 || ' KiB' FROM dbstat WHERE name = 'orders';",
      "SELECT 'idx_orders_search', sum(pgsize) / 1024 || ' KiB' FROM dbstat WHERE name = 'idx_orders_search';",
      "SELECT 'orders_fts', sum(pgsize) / 1024 || ' KiB' FROM dbstat WHERE name LIKE 'orders_fts%';",
    ].join('\n')
    console.log(execFileSync('sqlite3', [copy], { input: sql, encoding: 'utf8' }))
  } finally {
    await server.stop()
    rmSync(temp, { recursive: true, force: true })
  }
}

async function login(server) {
  const response = await fetch(`${server.url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: server.superuser.email, password: server.superuser.password }),
  })
  return (await response.json()).token
}

async function loginAdmin(server) {
  const response = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: 'admin@bench.test', password: PASSWORD }),
  })
  return (await response.json()).token
}

async function request(url, token, method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`)
  return json
}

/** The median time of RUNS reads (after one to warm up), and the count they found. */
async function timed(api, path) {
  const times = []
  let total = 0
  for (let run = 0; run <= RUNS; run++) {
    const start = performance.now()
    total = (await api('GET', path)).totalItems
    if (run > 0) times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { ms: times[Math.floor(times.length / 2)], total }
}

await main()

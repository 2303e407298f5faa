#!/usr/bin/env node
// What the folded `search` columns cost at year three (docs/adr/0090-folded-search-columns.md): a
// throwaway PocketBase seeded through its API (so the hooks write every column) with 5,000 orders,
// 3,000 customers and 2,000 products; an admin's page of 50 searched with `search ~ {:q}` (and its
// count), timed with the index on `search`, without it, and, on a copy of the database in the sqlite3
// shell, the same search through an FTS5 trigram table.
//
//   node scripts/search-bench.mjs [--orders=5000] [--users=3000] [--products=2000] [--runs=9]
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startPocketBase } from './lib/pocketbase-server.mjs'

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

async function main() {
  const temp = mkdtempSync(join(tmpdir(), 'bijoux-search-bench-'))
  const dataDir = join(temp, 'pb_data')
  const server = await startPocketBase({ dataDir, quiet: true })
  try {
    const token = await login(server)
    const api = (method, path, body) => request(server.url, token, method, path, body)

    const started = Date.now()
    const products = await createMany(COUNTS.products, (i) =>
      api('POST', '/api/collections/products/records', {
        name: `Bracelet ${pick(STONES, i)} ${i}`,
        slug: `bracelet-${i}`,
        sku: `BR-${String(i).padStart(5, '0')}`,
        price: 20 + (i % 60),
        stock: 3,
        published: true,
      }),
    )
    const users = await createMany(COUNTS.users, (i) =>
      api('POST', '/api/collections/users/records', {
        email: `client${i}@bench.test`,
        name: `${pick(FIRST, i)} ${pick(LAST, i * 7 + 3)}`,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      }),
    )
    await createMany(COUNTS.orders, (i) => {
      const user = users[i % users.length]
      const product = products[i % products.length]
      const [city, postal] = pick(CITIES, i * 3)
      const address = {
        full_name: user.name,
        company: i % 9 === 0 ? `Boutique ${pick(LAST, i)}` : '',
        line1: `${i} rue des Lilas`,
        postal_code: postal,
        city,
        country: 'FR',
      }
      return api('POST', '/api/collections/orders/records', {
        user: user.id,
        status: 'paid',
        payment_mode: 'demo',
        stripePaymentIntentId: `demo_bench_${i}`,
        customer_name: user.name,
        email: user.email,
        shipping_address: address,
        billing_address: address,
        items: [{ id: product.id, name: product.name, quantity: 1 + (i % 3), price: product.price, sku: product.sku }],
        products: [product.id],
        total: product.price * (1 + (i % 3)),
        invoice_number: `FA2026-${String(i + 1).padStart(5, '0')}`,
        tracking_number: i % 2 === 0 ? `6A${String(100000000 + i)}` : '',
      })
    })
    console.log(
      `seeded ${COUNTS.products} products, ${COUNTS.users} users, ${COUNTS.orders} orders in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    )

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
          const { ms, total } = await timed(api, path)
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
    copyFileSync(join(dataDir, 'data.db'), copy)
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
      "SELECT 'orders table + indexes', sum(pgsize) / 1024 || ' KiB' FROM dbstat WHERE name = 'orders';",
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

/** `count` records made by `make(i)`, eight at a time, in order. */
async function createMany(count, make) {
  const made = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const i = next++
        made[i] = await make(i)
        if ((i + 1) % 1000 === 0) console.error(`  ${i + 1} / ${count}`)
      }
    }),
  )
  return made
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

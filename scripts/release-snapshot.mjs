// `npm run release-snapshot -- [--ref <git ref>]`: the data of a release as its own code leaves it, for
// the upgrade test (tests/integration/release-upgrade.test.ts; docs/adr/0139; README « Mettre à jour »).
// Takes that release's PocketBase migrations, hooks and seed from git (default: HEAD, the release being
// made), starts PocketBase on a new directory with them (demonstration payments), seeds the demo data
// and accounts, buys three orders through the real checkout (paid, invoiced; one invoice PDF kept),
// stops, and writes its database, the kept PDF and one product image (not the logs, not the seed's
// other images) with what they hold into tests/fixtures/previous-release.snapshot.gz. The next release's test starts its own code on a
// copy: every migration since must apply, and nothing may be lost.
import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { DEMO_PASSWORD, projectRoot, startPocketBase } from './lib/pocketbase-server.mjs'
import { POCKETBASE_VERSION } from './pocketbase-binary.mjs'

export const SNAPSHOT_PATH = join(projectRoot, 'tests', 'fixtures', 'previous-release.snapshot.gz')

const SHIPPING = {
  full_name: 'Claire Dumas',
  company: '',
  line1: '4 place Bellecour',
  line2: '',
  postal_code: '69002',
  city: 'Lyon',
  country: 'FR',
  phone: '06 11 22 33 44',
  siret: '',
  vat_number: '',
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')

/** Every file under `dir`, as paths relative to `base`. */
function walk(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name), base) : [relative(base, join(dir, entry.name))],
  )
}

async function api(url, method, path, token, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`)
  return text ? JSON.parse(text) : {}
}

async function main() {
  const { values } = parseArgs({ options: { ref: { type: 'string' }, out: { type: 'string' } } })
  const ref = values.ref ?? 'HEAD'
  const commit = execFileSync('git', ['rev-parse', ref], { cwd: projectRoot, encoding: 'utf8' }).trim()
  const work = mkdtempSync(join(tmpdir(), 'bijoux-release-'))
  const dataDir = join(work, 'pb_data')
  let server
  try {
    // That release's pocketbase/ folder; its seed resolves its packages through this checkout's node_modules.
    execFileSync('sh', ['-c', `git archive ${commit} pocketbase | tar -x -C ${JSON.stringify(work)}`], { cwd: projectRoot })
    symlinkSync(join(projectRoot, 'node_modules'), join(work, 'node_modules'))
    const migrations = readdirSync(join(work, 'pocketbase', 'pb_migrations')).filter((name) => name.endsWith('.js'))
    server = await startPocketBase({
      dataDir,
      quiet: true,
      migrationsDir: join(work, 'pocketbase', 'pb_migrations'),
      hooksDir: join(work, 'pocketbase', 'pb_hooks'),
      env: { PAYMENT_DEMO: '1', STRIPE_SECRET_KEY: '', STRIPE_API_BASE: '', PAYMENT_RECONCILE_CRON: 'off' },
    })
    const { seed } = await import(pathToFileURL(join(work, 'pocketbase', 'seed', 'seed.mjs')).href)
    await seed({ url: server.url, superuser: server.superuser, demoAccounts: true, log: () => {} })

    const su = (
      await api(server.url, 'POST', '/api/collections/_superusers/auth-with-password', null, {
        identity: server.superuser.email,
        password: server.superuser.password,
      })
    ).token
    const products = await api(server.url, 'GET', '/api/collections/products/records?perPage=50&filter=(stock>3)&sort=slug', su)
    const buyers = ['client@bijoux.test', 'pro@bijoux.test', 'client@bijoux.test']
    for (const [index, email] of buyers.entries()) {
      const token = (
        await api(server.url, 'POST', '/api/collections/users/auth-with-password', null, { identity: email, password: DEMO_PASSWORD })
      ).token
      const product = products.items[index]
      const checkout = await api(server.url, 'POST', '/api/shop/checkouts', token, {
        items: [{ id: product.id, quantity: 1 }],
        shipping: SHIPPING,
        billing: null,
      })
      await api(server.url, 'POST', `/api/shop/checkouts/${checkout.id}/confirm`, token, {
        paymentIntentId: `demo_${randomBytes(12).toString('hex')}`,
      })
    }
    const orders = (
      await api(server.url, 'GET', '/api/collections/orders/records?perPage=200&sort=invoice_number&filter=(invoice_number!="")', su)
    ).items
    // One invoice delivered before the upgrade: its PDF is kept as issued (docs/adr/0086).
    const kept = orders[orders.length - 1]
    const pdf = await fetch(`${server.url}/api/shop/orders/${kept.id}/invoice.pdf`, { headers: { authorization: su } })
    if (!pdf.ok) throw new Error(`invoice.pdf → ${pdf.status}`)
    const keptBytes = Buffer.from(await pdf.arrayBuffer())
    const counts = {}
    for (const collection of ['users', 'products', 'orders', 'order_events', 'categories', 'stones']) {
      counts[collection] = (await api(server.url, 'GET', `/api/collections/${collection}/records?perPage=1`, su)).totalItems
    }
    await server.stop()
    server = undefined

    // The database, the kept PDFs and one product image: the seed's other images (5 MB, drawn again by
    // any seed) and the thumbnails (PocketBase draws them on demand) would only make it heavy.
    const stored = walk(join(dataDir, 'storage')).map((file) => join('storage', file))
    const productImages = stored.filter(
      (path) => path.startsWith(`storage/${products.items[0].collectionId}/`) && !path.includes('/thumbs_'),
    )
    const image = productImages.find((path) => path.includes(`/${products.items[0].id}/`)) ?? productImages[0]
    const paths = ['data.db', ...stored.filter((path) => path.endsWith('.pdf')), image]
    const blobs = paths.map((path) => readFileSync(join(dataDir, path)))
    const files = paths.map((path, index) => ({ path, size: blobs[index].length }))
    const snapshot = {
      release: { commit, pocketbase: POCKETBASE_VERSION, lastMigration: migrations.sort().at(-1), madeAt: new Date().toISOString() },
      counts,
      invoices: orders.map((order) => ({ order: order.id, number: order.invoice_number, total: order.total, user: order.user })),
      keptInvoice: { order: kept.id, sha256: sha256(keptBytes) },
      image: { record: image.split('/')[2], name: image.split('/')[3], sha256: sha256(blobs.at(-1)) },
      files,
    }
    const out = values.out ?? SNAPSHOT_PATH
    mkdirSync(join(out, '..'), { recursive: true })
    // One JSON line (what it holds, each file's path and size), then the files' bytes one after another.
    const gz = gzipSync(Buffer.concat([Buffer.from(`${JSON.stringify(snapshot)}\n`), ...blobs]), { level: 9 })
    writeFileSync(out, gz)
    console.log(
      `Instantané de la version ${commit.slice(0, 10)} (dernière migration ${snapshot.release.lastMigration}) : ` +
        `${orders.length} factures, ${files.length} fichiers, ${(gz.length / 1024).toFixed(0)} Ko → ${relative(projectRoot, out)}`,
    )
  } finally {
    if (server) await server.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

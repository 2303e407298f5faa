// Upgrades (issue 32, point 6; docs/adr/0139): the previous release's data, as that release's own code
// left it (tests/fixtures/previous-release.snapshot.gz, made by `npm run release-snapshot` on main at
// fd95b5d5: the seed, the demo accounts, three orders paid through the checkout, a kept invoice PDF),
// copied into a fresh directory; this release's PocketBase starts on it:
//  - every migration written since that release applies, in order;
//  - the orders, their invoice numbers and totals, the catalogue, the demo accounts, the kept invoice's
//    bytes and a product image are all still there;
//  - the next paid order's invoice number follows the release's last one.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ensurePocketBase } from '../../scripts/pocketbase-binary.mjs'
import { DEMO_PASSWORD, hooksDir, migrationsDir, projectRoot } from '../../scripts/lib/pocketbase-server.mjs'
import { type CheckoutStack, startCheckoutStack } from './support/checkout-stack'

interface Snapshot {
  release: { commit: string; lastMigration: string }
  counts: Record<string, number>
  invoices: { order: string; number: string; total: number; user: string }[]
  keptInvoice: { order: string; sha256: string }
  image: { record: string; name: string; sha256: string }
  files: { path: string; size: number }[]
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Writes the snapshot's files into `dataDir`; returns what it holds. */
function unpack(dataDir: string): Snapshot {
  const raw = gunzipSync(readFileSync(join(projectRoot, 'tests', 'fixtures', 'previous-release.snapshot.gz')))
  const newline = raw.indexOf(0x0a)
  const snapshot = JSON.parse(raw.subarray(0, newline).toString('utf8')) as Snapshot
  let offset = newline + 1
  for (const file of snapshot.files) {
    mkdirSync(dirname(join(dataDir, file.path)), { recursive: true })
    writeFileSync(join(dataDir, file.path), raw.subarray(offset, offset + file.size))
    offset += file.size
  }
  expect(offset).toBe(raw.length)
  return snapshot
}

let stack: CheckoutStack | undefined
let snapshot: Snapshot
let applied: string
const dataDir = mkdtempSync(join(tmpdir(), 'bijoux-upgrade-'))

beforeAll(async () => {
  snapshot = unpack(dataDir)
  const binary = await ensurePocketBase()
  applied = execFileSync(binary, ['migrate', 'up', `--dir=${dataDir}`, `--migrationsDir=${migrationsDir}`, `--hooksDir=${hooksDir}`], {
    encoding: 'utf8',
  })
  stack = await startCheckoutStack({ webhooksPaused: true, dataDir })
})

afterAll(async () => {
  await stack?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

it('applies every migration written since the previous release, in order', () => {
  expect(snapshot.release.lastMigration).toBe('1764602800_withdrawal_refund_first.js')
  const since = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.js') && name > snapshot.release.lastMigration)
    .sort()
  expect(since).toContain('1764603000_backup_schedule.js')
  const lines = applied.split('\n').filter((line) => line.includes('Applied '))
  expect(lines.map((line) => line.replace(/^.*Applied /, '').trim())).toEqual(since)
})

it('keeps the orders, the catalogue, the accounts, the kept invoice and the images', async () => {
  const su = stack!.su
  // The release's catalogue: the seed's 31 products, 6 categories and 18 stones.
  expect(snapshot.counts).toMatchObject({ products: 31, categories: 6, stones: 18 })
  for (const collection of ['products', 'categories', 'stones'] as const) {
    expect((await su.collection(collection).getList(1, 1)).totalItems).toBe(snapshot.counts[collection])
  }
  expect(snapshot.invoices).toHaveLength(9)
  for (const invoice of snapshot.invoices) {
    expect(await su.collection('orders').getOne(invoice.order)).toMatchObject({
      invoice_number: invoice.number,
      total: invoice.total,
      user: invoice.user,
    })
  }
  // The demo accounts still log in with their password.
  for (const email of ['client@bijoux.test', 'pro@bijoux.test', 'admin@bijoux.test']) {
    const response = await fetch(`${stack!.pbUrl}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: email, password: DEMO_PASSWORD }),
    })
    expect(response.status, email).toBe(200)
  }
  const pdf = await fetch(`${stack!.pbUrl}/api/shop/orders/${snapshot.keptInvoice.order}/invoice.pdf`, {
    headers: { authorization: stack!.users.admin.token },
  })
  expect(pdf.status).toBe(200)
  expect(sha256(new Uint8Array(await pdf.arrayBuffer()))).toBe(snapshot.keptInvoice.sha256)
  const image = await fetch(`${stack!.pbUrl}/api/files/products/${snapshot.image.record}/${snapshot.image.name}`)
  expect(image.status).toBe(200)
  expect(sha256(new Uint8Array(await image.arrayBuffer()))).toBe(snapshot.image.sha256)
  // The launch's nightly schedule became every six hours, a week kept (1764603000_backup_schedule.js).
  expect((await su.settings.getAll()).backups).toMatchObject({ cron: '0 */6 * * *', cronMaxKeep: 28 })
})

it('invoices the next paid order with the number after the release’s last', async () => {
  // The release's seed invoiced its six demo orders F2026-00001…00006 (its three demonstration
  // payments took the DEMO-F series); a new year starts its own series at 00001.
  expect(
    snapshot.invoices
      .filter((invoice) => invoice.number.startsWith('F2026-'))
      .map((invoice) => invoice.number)
      .at(-1),
  ).toBe('F2026-00006')
  const year = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', year: 'numeric' }).format(new Date())
  const buyer = await stack!.newBuyer()
  const product = await stack!.product({ price: 35, stock: 2 })
  const started = await stack!.startCheckout(buyer, [{ id: product.id, quantity: 1 }])
  const intent = await stack!.payCheckout(buyer, String(started.body.id))
  const confirmed = await stack!.confirmCheckout(buyer, String(started.body.id), intent)
  expect(confirmed.status).toBe(200)
  const order = await stack!.su.collection('orders').getOne(String((confirmed.body.order as { id: string }).id))
  expect(order.invoice_number).toBe(year === '2026' ? 'F2026-00007' : `F${year}-00001`)
})

// Backups that restore (issue 32, point 3; docs/adr/0138), against a real S3-compatible server on the
// loopback (scripts/lib/s3-server.mjs: s3rver behind a SigV4 check), never a mock:
//  - paid orders with their invoices (PDFs kept as first delivered) and a product image are backed up
//    with `npm run backup` to the bucket PocketBase was given by BACKUP_S3_*; the data directory is
//    destroyed; `npm run restore` brings the newest backup into a fresh directory; PocketBase started
//    on it has the orders, the same invoice bytes and the image, and the next paid order's invoice
//    number follows the last one without a gap; the same backup as a zip at hand (`--file`) restores
//    the same shop without the bucket;
//  - the restore says what is wrong, in French and English, and leaves nothing behind: wrong secret,
//    a bucket with no backup, a directory that is not empty, no bucket configured; `npm run backup`
//    with a wrong superuser password.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startS3Server } from '../../scripts/lib/s3-server.mjs'
import { projectRoot } from '../../scripts/lib/pocketbase-server.mjs'
import { png } from '../support/png'
import { type CheckoutStack, type StackUser, startCheckoutStack } from './support/checkout-stack'

const run = promisify(execFile)
const BUCKET = 'eclat-sauvegardes'
const EMPTY_BUCKET = 'eclat-vide'

let s3: Awaited<ReturnType<typeof startS3Server>>
const scratch = mkdtempSync(join(tmpdir(), 'bijoux-restore-test-'))

/** The environment PocketBase and `npm run restore` read the bucket from. */
function bucketEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    BACKUP_S3_ENDPOINT: s3.endpoint,
    BACKUP_S3_BUCKET: BUCKET,
    BACKUP_S3_REGION: s3.region,
    BACKUP_S3_ACCESS_KEY: s3.accessKey,
    BACKUP_S3_SECRET: s3.secret,
    BACKUP_S3_FORCE_PATH_STYLE: 'true',
    ...overrides,
  }
}

/** Runs one of the project's scripts; its exit code, standard output and error. */
async function script(name: string, args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('BACKUP_S3_') && !key.startsWith('PB_')))
  try {
    const { stdout, stderr } = await run(process.execPath, [join(projectRoot, 'scripts', name), ...args], {
      env: { ...clean, ...env },
      timeout: 60_000,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/** A paid order of one piece for `buyer`; its id and invoice number. */
async function paidOrder(stack: CheckoutStack, buyer: StackUser) {
  const product = await stack.product({ price: 42, stock: 3, name: 'Bague « Lune » en pierre de lune' })
  const started = await stack.startCheckout(buyer, [{ id: product.id, quantity: 1 }])
  expect(started.status).toBe(200)
  const intentId = await stack.payCheckout(buyer, String(started.body.id))
  const confirmed = await stack.confirmCheckout(buyer, String(started.body.id), intentId)
  expect(confirmed.status).toBe(200)
  const order = await stack.su.collection('orders').getOne(String((confirmed.body.order as { id: string }).id))
  return { id: order.id, invoiceNumber: String(order.invoice_number) }
}

async function download(url: string, token: string | null) {
  const response = await fetch(url, { headers: token ? { authorization: token } : {} })
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) }
}

beforeAll(async () => {
  s3 = await startS3Server({ buckets: [BUCKET, EMPTY_BUCKET] })
})

afterAll(async () => {
  await s3?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

describe('backed up, destroyed, restored', () => {
  let before: CheckoutStack | undefined
  let after: CheckoutStack | undefined
  afterAll(async () => {
    await before?.stop()
    await after?.stop()
  })

  it('finds the orders, the kept invoices and the image, and the invoice series goes on without a gap', async () => {
    before = await startCheckoutStack({ webhooksPaused: true, env: bucketEnv() })
    const buyer = await before.newBuyer()
    const orders = [await paidOrder(before, buyer), await paidOrder(before, buyer)]
    // A fresh PocketBase: the first two invoices of the year's series.
    const year = orders[0].invoiceNumber.slice(1, 5)
    expect(orders.map((order) => order.invoiceNumber)).toEqual([`F${year}-00001`, `F${year}-00002`])
    const invoices = []
    for (const order of orders) {
      const pdf = await download(`${before.pbUrl}/api/shop/orders/${order.id}/invoice.pdf`, buyer.token)
      expect(pdf.status).toBe(200)
      invoices.push(pdf.bytes)
    }
    const image = new Uint8Array(png([120, 60, 200], 4))
    const product = await before.product({ name: 'Collier « Aube » en améthyste' })
    const withImage = await before.su
      .collection('products')
      .update(product.id, { image: [new File([image], 'collier-aube.png', { type: 'image/png' })] })
    const imagePath = `/api/files/products/${product.id}/${withImage.image![0]}`

    const backup = await script('backup.mjs', ['--url', before.pbUrl], {
      PB_SUPERUSER_EMAIL: 'superuser@bijoux.test',
      PB_SUPERUSER_PASSWORD: 'bijoux-demo-2026',
    })
    expect(backup.stderr).toBe('')
    expect(backup.stdout).toMatch(
      /^Sauvegarde faite \/ backup made: pb_backup_manuel_\d{8}_\d{6}\.zip .*compartiment « eclat-sauvegardes »/,
    )

    // The same backup as a zip at hand (the dashboard's or the bucket's download), for `--file` below.
    const key = backup.stdout.match(/pb_backup_manuel_\d{8}_\d{6}\.zip/)![0]
    const zip = await fetch(before.su.backups.getDownloadURL(await before.su.files.getToken(), key))
    expect(zip.status).toBe(200)
    writeFileSync(join(scratch, key), new Uint8Array(await zip.arrayBuffer()))

    // The machine is lost: its data directory with it.
    const lost = before.dataDir
    await before.stop()
    before = undefined
    expect(existsSync(lost)).toBe(false)

    const fresh = join(scratch, 'pb_data')
    const restored = await script('restore.mjs', ['--dir', fresh], bucketEnv())
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    expect(restored.stdout).toContain(`Restauré / restored: ${key}`)
    // Two kept invoice PDFs and one image at least (PocketBase may add the image's thumbnails later).
    expect(Number(restored.stdout.match(/(\d+) fichier/)![1])).toBeGreaterThanOrEqual(3)
    // Where the invoice series stands: two invoices this year.
    expect(restored.stdout).toContain(`2 commande(s) ; séries de numéros / numbering series: invoice-${year} = 2`)

    after = await startCheckoutStack({ webhooksPaused: true, env: bucketEnv(), dataDir: fresh })
    // The restore's own superuser of the moment is not left in the shop's data.
    expect((await after.su.collection('_superusers').getFullList()).map((user) => user.email)).toEqual(['superuser@bijoux.test'])
    for (const [index, order] of orders.entries()) {
      expect(await after.su.collection('orders').getOne(order.id)).toMatchObject({ status: 'paid', invoice_number: order.invoiceNumber })
      // The buyer's session survives too (its signing key is in the backup); the same bytes as delivered.
      const pdf = await download(`${after.pbUrl}/api/shop/orders/${order.id}/invoice.pdf`, buyer.token)
      expect(pdf.status).toBe(200)
      expect(pdf.bytes).toEqual(invoices[index])
    }
    const restoredImage = await download(`${after.pbUrl}${imagePath}`, null)
    expect(restoredImage.status).toBe(200)
    expect(restoredImage.bytes).toEqual(image)

    const next = await paidOrder(after, await after.newBuyer())
    expect(next.invoiceNumber).toBe(`F${year}-00003`)

    // The zip at hand restores the same shop, without the bucket.
    const fromFile = await script('restore.mjs', ['--dir', join(scratch, 'from-file'), '--file', join(scratch, key)])
    expect(fromFile.stderr).toBe('')
    expect(fromFile.stdout).toContain(`2 commande(s) ; séries de numéros / numbering series: invoice-${year} = 2`)
  }, 120_000)
})

describe('a restore that cannot be done says why and leaves nothing behind', () => {
  it('refuses a wrong secret', async () => {
    const target = join(scratch, 'wrong-secret')
    const answer = await script('restore.mjs', ['--dir', target], bucketEnv({ BACKUP_S3_SECRET: 'pas-le-bon-secret' }))
    expect(answer.code).toBe(1)
    expect(answer.stderr).toContain('Identifiants refusés par')
    expect(answer.stderr).toContain('Credentials refused by')
    expect(existsSync(target)).toBe(false)
  })

  it('says a bucket holds no backup', async () => {
    const target = join(scratch, 'empty-bucket')
    const answer = await script('restore.mjs', ['--dir', target], bucketEnv({ BACKUP_S3_BUCKET: EMPTY_BUCKET }))
    expect(answer.code).toBe(1)
    expect(answer.stderr).toContain('Aucune sauvegarde dans le compartiment « eclat-vide » : rien à restaurer.')
    expect(existsSync(target)).toBe(false)
  })

  it('never writes into a directory that holds something, and needs a bucket', async () => {
    const full = mkdtempSync(join(scratch, 'full-'))
    writeFileSync(join(full, 'data.db'), 'la boutique en cours')
    const refused = await script('restore.mjs', ['--dir', full], bucketEnv())
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('n’est pas vide : la restauration ne remplace jamais des données')
    expect(readdirSync(full)).toEqual(['data.db'])

    const unset = await script('restore.mjs', ['--dir', join(scratch, 'no-bucket')])
    expect(unset.code).toBe(1)
    expect(unset.stderr).toContain('BACKUP_S3_ENDPOINT n’est pas défini')
  })

  it('npm run backup says when the superuser password is wrong or PocketBase is not there', async () => {
    const answer = await script('backup.mjs', ['--url', inject('pbUrl'), '--email', 'superuser@bijoux.test', '--password', 'pas-le-bon'])
    expect(answer.code).toBe(1)
    expect(answer.stderr).toContain('Connexion superutilisateur refusée pour superuser@bijoux.test (400)')
    const nobody = await script('backup.mjs', ['--url', 'http://127.0.0.1:9'])
    expect(nobody.code).toBe(1)
    expect(nobody.stderr).toContain('PocketBase ne répond pas à http://127.0.0.1:9 : est-il démarré ?')
  })
})

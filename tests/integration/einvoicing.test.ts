// Ready for the approved platform (issue 31, point 2; docs/adr/0133; pb_hooks/lib/einvoices.js and
// lib/einvoicing-platform.js), on a PocketBase of its own whose platform is the tests' stand-in
// (tests/support/einvoicing-platform-stand-in.mjs) and whose cron is off (the tests run the queue by
// its route, twice at once too). Documents are recorded as the checkout and the refunds leave them
// (numbered, dated, the identity frozen on them). Every expected amount is computed by hand beside it,
// in cents: a line's HT is its TTC divided by 1 + rate, rounded to the cent (docs/adr/0116).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_PASSWORD, startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'
import type { TypedPocketBase } from '../../src/lib/pocketbase-types'
import { STAND_IN_TOKEN, startPlatformStandIn } from '../support/einvoicing-platform-stand-in.mjs'
import { uniq } from './support/factories'

let server: Awaited<ReturnType<typeof startPocketBase>>
let platform: Awaited<ReturnType<typeof startPlatformStandIn>>
let su: TypedPocketBase
let dataDir: string

interface User {
  id: string
  token: string
}
const users = {} as Record<'admin' | 'customer' | 'pro', User>

/** The identity frozen on a document at its issue (docs/adr/0086): two VAT rates. */
const VAT20 = { trade_name: 'Éclat de Pierre', legal_name: 'Éclat de Pierre SAS', vat_exempt: false, vat_rate: 20 }
const VAT55 = { trade_name: 'Éclat de Pierre', legal_name: 'Éclat de Pierre SAS', vat_exempt: false, vat_rate: 5.5 }
const PRO_BILLING = {
  full_name: 'Claire Martin',
  company: 'Boutique Minérale SARL',
  line1: '3 place Bellecour',
  postal_code: '69002',
  city: 'Lyon',
  country: 'FR',
  siret: '73282932000074',
  vat_number: 'FR44732829320',
}

async function newUser(role: '' | 'professionnel' | 'admin'): Promise<User> {
  const email = `${uniq('u')}@integration.test`
  const record = await su
    .collection('users')
    .create({ email, name: 'Personne', password: DEMO_PASSWORD, passwordConfirm: DEMO_PASSWORD, verified: true, role })
  const pb = new PocketBase(server.url)
  await pb.collection('users').authWithPassword(email, DEMO_PASSWORD)
  return { id: record.id, token: pb.authStore.token }
}

async function invoice(data: {
  number: string
  at: string
  items: { name: string; quantity: number; price: number }[]
  b2b?: boolean
  demo?: boolean
  identity?: object
}) {
  const total = data.items.reduce((sum, item) => sum + item.quantity * item.price, 0)
  return su.collection('orders').create({
    email: 'client@integration.test',
    customer_name: 'Client',
    items: data.items.map((item) => ({ id: uniq('p'), ...item })) as never,
    total,
    status: 'paid',
    stripePaymentIntentId: uniq('pi_'),
    payment_mode: data.demo ? 'demo' : 'stripe',
    b2b: data.b2b ?? false,
    billing_address: (data.b2b ? PRO_BILLING : null) as never,
    invoice_number: data.number,
    invoiced_at: data.at,
    document_identity: (data.identity ?? VAT20) as never,
  } as never)
}

async function creditNote(order: { id: string; items?: unknown }, number: string, at: string, identity: object = VAT20) {
  const lines = (order.items as { name: string; quantity: number; price: number }[]).map((item) => ({
    ...item,
    amount: item.quantity * item.price,
  }))
  return su.collection('credit_notes').create({
    order: order.id,
    number,
    status: 'issued',
    lines,
    amount: lines.reduce((sum, line) => sum + line.amount, 0),
    request_key: uniq('k'),
    payment_mode: 'stripe',
    refund_id: uniq('re_'),
    issued_at: at,
    document_identity: identity,
  } as never)
}

async function call(method: string, path: string, user: User | null, base = server.url) {
  const response = await fetch(`${base}${path}`, { method, headers: user ? { authorization: user.token } : {} })
  const bytes = new Uint8Array(await response.arrayBuffer())
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  const json = (() => {
    try {
      return JSON.parse(text) as Record<string, unknown>
    } catch {
      return {}
    }
  })()
  return { status: response.status, bytes, text, json, type: response.headers.get('content-type') ?? '' }
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** What Python's zipfile reads: `testzip()` (every CRC checked) and each entry's name and SHA-256. */
function pythonReads(bytes: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), 'einvoices-zip-'))
  try {
    const file = join(dir, 'a.zip')
    writeFileSync(file, bytes)
    const script =
      'import sys, json, zipfile, hashlib\nz = zipfile.ZipFile(sys.argv[1])\n' +
      'print(json.dumps({"bad": z.testzip(), "entries": [[i.filename, hashlib.sha256(z.read(i.filename)).hexdigest()] for i in z.infolist()]}))'
    return JSON.parse(execFileSync('python3', ['-c', script, file], { encoding: 'utf8' })) as {
      bad: string | null
      entries: [string, string][]
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

type Submission = { id: string; number: string; status: string; label: string; reason: string; resends: number }
const submissionsOf = async (orderId: string) =>
  (await call('GET', `/api/shop/admin/orders/${orderId}/einvoices`, users.admin)).json as {
    einvoice: boolean
    configured: boolean
    submissions: Submission[]
  }
const run = () => call('POST', '/api/shop/admin/einvoices/run', users.admin)
const depositsOf = (number: string) => platform.deposits.filter((d) => d.number === number)

const docs = {} as Record<'b2b1' | 'b2b2' | 'i1', { id: string; items?: unknown }> & { note1: { id: string }; noteB2b: { id: string } }

beforeAll(async () => {
  platform = await startPlatformStandIn()
  dataDir = mkdtempSync(join(tmpdir(), 'bijoux-einvoicing-'))
  server = await startPocketBase({
    dataDir,
    quiet: !process.env.PB_LOGS,
    env: {
      MAIL_QUEUE_CRON: 'off',
      EINVOICING_CRON: 'off',
      EINVOICING_PLATFORM_URL: platform.url,
      EINVOICING_PLATFORM_TOKEN: STAND_IN_TOKEN,
      EINVOICING_PLATFORM_SINCE: '2026-01-01',
    },
  })
  su = new PocketBase(server.url) as TypedPocketBase
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  Object.assign(users, { admin: await newUser('admin'), customer: await newUser(''), pro: await newUser('professionnel') })

  // ---- October 2026 (summer time ends on Sunday 25 October at 01:00 UTC). ----
  // B2C, Monday 5 October, Paris 10:00: 60,00 at 20 %, HT 6000 / 1.2 = 5000.
  docs.i1 = await invoice({
    number: 'F2026-00001',
    at: '2026-10-05 08:00:00.000Z',
    items: [{ name: 'Bague Aube', quantity: 1, price: 60 }],
  })
  // B2C, 5 October, Paris 23:30 (21:30 UTC + 2): 2 × 25,00 at 20 %, HT 5000 / 1.2 = 4166,67 → 4167.
  await invoice({ number: 'F2026-00002', at: '2026-10-05 21:30:00.000Z', items: [{ name: 'Collier Lune', quantity: 2, price: 25 }] })
  // B2C, 22:30 UTC on the 5th is Paris 00:30 on Tuesday 6 October: 42,20 at 5,5 %, HT 4220 / 1.055 = 4000.
  await invoice({
    number: 'F2026-00003',
    at: '2026-10-05 22:30:00.000Z',
    items: [{ name: 'Livre', quantity: 1, price: 42.2 }],
    identity: VAT55,
  })
  // B2C, 6 October: 30,00 at 20 %, HT 2500.
  await invoice({ number: 'F2026-00004', at: '2026-10-06 10:00:00.000Z', items: [{ name: 'Bracelet', quantity: 1, price: 30 }] })
  // The credit note of the 5 October ring, issued on 6 October: −6000 TTC, −5000 HT on the 6th.
  docs.note1 = await creditNote(docs.i1, 'AV2026-00001', '2026-10-06 09:00:00.000Z')
  // B2C, Saturday 31 October, Paris 23:59:59 (22:59:59 UTC + 1, winter time): 12,00 at 20 %, HT 1000.
  await invoice({ number: 'F2026-00005', at: '2026-10-31 22:59:59.000Z', items: [{ name: 'Perle', quantity: 1, price: 12 }] })
  // B2C, Paris 30 September 23:59 (21:59 UTC + 2): before the period.
  await invoice({ number: 'F2026-00006', at: '2026-09-30 21:59:00.000Z', items: [{ name: 'Perle', quantity: 1, price: 99 }] })
  // B2C, Paris 1 November 00:00 (23:00 UTC + 1): after it.
  await invoice({ number: 'F2026-00007', at: '2026-10-31 23:00:00.000Z', items: [{ name: 'Perle', quantity: 1, price: 77 }] })

  // B2B: e-invoices (the platform's), never in e-reporting. 10 × 18,00 on 5 October, its credit note on the 7th.
  docs.b2b1 = await invoice({
    number: 'F2026-00901',
    at: '2026-10-05 09:00:00.000Z',
    b2b: true,
    items: [{ name: 'Bracelet (lot)', quantity: 10, price: 18 }],
  })
  docs.noteB2b = await creditNote(docs.b2b1, 'AV2026-00901', '2026-10-07 09:00:00.000Z')
  // B2B in November: not in October's zip.
  docs.b2b2 = await invoice({
    number: 'F2026-00902',
    at: '2026-11-02 09:00:00.000Z',
    b2b: true,
    items: [{ name: 'Collier (lot)', quantity: 5, price: 20 }],
  })
  // B2B before EINVOICING_PLATFORM_SINCE: never sent to the platform.
  await invoice({
    number: 'F2025-00950',
    at: '2025-12-15 09:00:00.000Z',
    b2b: true,
    items: [{ name: 'Ancien lot', quantity: 1, price: 50 }],
  })
  // A demonstration payment's B2B invoice: never sent to the platform (it is in the zip of November).
  await invoice({
    number: 'DEMO-F2026-00001',
    at: '2026-11-03 09:00:00.000Z',
    b2b: true,
    demo: true,
    items: [{ name: 'Lot de démonstration', quantity: 1, price: 50 }],
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await platform?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('the e-invoices of a period as a zip', () => {
  it('holds the period’s B2B invoices and credit notes, each entry the kept PDF’s bytes', async () => {
    const answer = await call('GET', '/api/shop/admin/einvoices.zip?from=2026-10-01&to=2026-10-31', users.admin)
    expect(answer.status).toBe(200)
    expect(answer.type).toBe('application/zip')
    const read = pythonReads(answer.bytes)
    expect(read.bad).toBeNull()
    // The kept PDFs as the order's and the credit note's own routes serve them (docs/adr/0086).
    const invoicePdf = await call('GET', `/api/shop/orders/${docs.b2b1.id}/invoice.pdf`, users.admin)
    const notePdf = await call('GET', `/api/shop/credit-notes/${docs.noteB2b.id}/pdf`, users.admin)
    expect(invoicePdf.text.startsWith('%PDF-')).toBe(true)
    expect(read.entries).toEqual([
      ['F2026-00901.pdf', sha(invoicePdf.bytes)],
      ['AV2026-00901.pdf', sha(notePdf.bytes)],
    ])
  })

  it('refuses a period longer than a year, an end before the start, and says when there is nothing', async () => {
    const long = await call('GET', '/api/shop/admin/einvoices.zip?from=2026-01-01&to=2027-01-02', users.admin)
    expect(long.status).toBe(400)
    expect(long.json.message).toBe('La période ne peut pas dépasser un an. Faites plusieurs exports.')
    // A whole year, 2026-01-01 to 2026-12-31, is allowed: both B2B months' documents.
    const year = await call('GET', '/api/shop/admin/einvoices.zip?from=2026-01-01&to=2026-12-31', users.admin)
    expect(pythonReads(year.bytes).entries.map(([name]) => name)).toEqual([
      'F2026-00901.pdf',
      'F2026-00902.pdf',
      'DEMO-F2026-00001.pdf',
      'AV2026-00901.pdf',
    ])
    const reversed = await call('GET', '/api/shop/admin/einvoices.zip?from=2026-10-31&to=2026-10-01', users.admin)
    expect(reversed.status).toBe(400)
    expect(reversed.json.message).toMatch(/^Indiquez une période valide/)
    const empty = await call('GET', '/api/shop/admin/einvoices.zip?from=2026-08-01&to=2026-08-31', users.admin)
    expect(empty.status).toBe(404)
    expect(empty.json.message).toBe('Aucune facture électronique sur cette période.')
  })

  it('is for admins only', async () => {
    for (const user of [null, users.customer, users.pro]) {
      const answer = await call('GET', '/api/shop/admin/einvoices.zip?from=2026-10-01&to=2026-10-31', user)
      expect(answer.status).toBe(user ? 403 : 401)
      expect(answer.bytes.length).toBeLessThan(500)
    }
  })
})

describe('e-reporting: the B2C sales of a period per day and VAT rate', () => {
  it('sums invoices and deducts credit notes on their Paris day, without B2B orders', async () => {
    const answer = await call('GET', '/api/shop/admin/ereporting.csv?from=2026-10-01&to=2026-10-31', users.admin)
    expect(answer.status).toBe(200)
    expect(answer.type).toBe('text/csv; charset=utf-8')
    expect(answer.text).toBe(
      '\uFEFF' +
        [
          'Date;Taux de TVA;Factures;Avoirs;Montant HT;TVA;Montant TTC',
          // 5 October at 20 %: 6000 + 5000 = 11000 TTC, HT 5000 + 4167 = 9167, VAT 1833.
          '05/10/2026;20;2;0;91,67;18,33;110,00',
          // 6 October at 5,5 %: 4220 TTC, HT 4000, VAT 220 (the 22:30 UTC invoice of the 5th).
          '06/10/2026;5,5;1;0;40,00;2,20;42,20',
          // 6 October at 20 %: 3000 − 6000 (the credit note) = −3000 TTC, HT 2500 − 5000 = −2500, VAT −500.
          '06/10/2026;20;1;1;-25,00;-5,00;-30,00',
          // 31 October, 23:59:59 in Paris: 1200 TTC, HT 1000.
          '31/10/2026;20;1;0;10,00;2,00;12,00',
          'Total;5,5;1;0;40,00;2,20;42,20',
          // At 20 %: TTC 11000 − 3000 + 1200 = 9200, HT 9167 − 2500 + 1000 = 7667, VAT 1533.
          'Total;20;4;1;76,67;15,33;92,00',
        ].join('\r\n') +
        '\r\n',
    )
  })

  it('refuses a period longer than a year, and anyone but an admin', async () => {
    const long = await call('GET', '/api/shop/admin/ereporting.csv?from=2026-01-01&to=2027-01-02', users.admin)
    expect(long.status).toBe(400)
    expect(long.json.message).toBe('La période ne peut pas dépasser un an. Faites plusieurs exports.')
    for (const user of [null, users.customer, users.pro]) {
      expect((await call('GET', '/api/shop/admin/ereporting.csv?from=2026-10-01&to=2026-10-31', user)).status).toBe(user ? 403 : 401)
    }
  })
})

describe('the approved platform', () => {
  it('receives each e-invoice once when two runs go at once, its bytes the kept PDF’s', async () => {
    platform.faults.delayMs = 300
    const [a, b] = await Promise.all([run(), run()])
    platform.faults.delayMs = 0
    expect([a.status, b.status]).toEqual([200, 200])
    // The B2B documents since EINVOICING_PLATFORM_SINCE, each deposited once; no B2C one, not the 2025 one.
    expect(platform.deposits.map((d) => d.number).sort()).toEqual(['AV2026-00901', 'F2026-00901', 'F2026-00902'])
    expect(platform.requests.every((r) => r.authorized)).toBe(true)
    // Not even asked twice (the stand-in would answer a repeated Idempotency-Key with the same deposit).
    expect(platform.requests.filter((r) => r.method === 'POST')).toHaveLength(3)
    const deposit = depositsOf('F2026-00901')[0]!
    expect(deposit).toMatchObject({ kind: 'invoice', order: docs.b2b1.id, filename: 'F2026-00901.pdf' })
    const kept = await call('GET', `/api/shop/orders/${docs.b2b1.id}/invoice.pdf`, users.admin)
    expect(sha(deposit.bytes)).toBe(sha(kept.bytes))
    expect(depositsOf('AV2026-00901')[0]).toMatchObject({ kind: 'credit_note', order: docs.b2b1.id })

    // A third run sends nothing again.
    expect((await run()).json).toMatchObject({ configured: true, queued: 0, sent: 0 })
    expect(platform.deposits).toHaveLength(3)
  })

  it('shows the admin each document’s status in French: déposée, then encaissée', async () => {
    let read = await submissionsOf(docs.b2b1.id)
    expect(read).toMatchObject({ einvoice: true, configured: true })
    expect(read.submissions.map((s) => [s.number, s.status, s.label])).toEqual([
      ['F2026-00901', 'deposited', 'déposée'],
      ['AV2026-00901', 'deposited', 'déposée'],
    ])
    platform.setStatus(depositsOf('F2026-00901')[0]!.id, 'paid')
    expect((await run()).json).toMatchObject({ changed: 1 })
    read = await submissionsOf(docs.b2b1.id)
    expect(read.submissions.map((s) => [s.number, s.label])).toEqual([
      ['F2026-00901', 'encaissée'],
      ['AV2026-00901', 'déposée'],
    ])
    // A B2C order is no e-invoice: nothing sent.
    expect(await submissionsOf(docs.i1.id)).toEqual({ einvoice: false, configured: true, submissions: [] })
    for (const user of [null, users.customer, users.pro]) {
      expect((await call('GET', `/api/shop/admin/orders/${docs.b2b1.id}/einvoices`, user)).status).toBe(user ? 403 : 401)
    }
  })

  it('a rejected one shows its reason and is sent again on « Renvoyer »', async () => {
    const first = depositsOf('F2026-00902')[0]!
    platform.setStatus(first.id, 'rejected', 'SIREN du destinataire inconnu de l’annuaire')
    await run()
    let [row] = (await submissionsOf(docs.b2b2.id)).submissions
    expect(row).toMatchObject({ status: 'rejected', label: 'rejetée', reason: 'SIREN du destinataire inconnu de l’annuaire' })

    // Only an admin, only a rejected one.
    expect((await call('POST', `/api/shop/admin/einvoices/${row!.id}/resend`, users.customer)).status).toBe(403)
    const paid = (await submissionsOf(docs.b2b1.id)).submissions[0]!
    const notRejected = await call('POST', `/api/shop/admin/einvoices/${paid.id}/resend`, users.admin)
    expect(notRejected.status).toBe(400)
    expect(notRejected.json.message).toBe('Seule une facture rejetée par la plateforme peut être renvoyée.')

    const resent = await call('POST', `/api/shop/admin/einvoices/${row!.id}/resend`, users.admin)
    expect(resent.status).toBe(200)
    expect(resent.json).toMatchObject({ status: 'deposited', label: 'déposée', reason: '', resends: 1 })
    expect(depositsOf('F2026-00902')).toHaveLength(2)
    expect(depositsOf('F2026-00902')[1]!.id).not.toBe(first.id)
    ;[row] = (await submissionsOf(docs.b2b2.id)).submissions
    expect(row).toMatchObject({ status: 'deposited', resends: 1 })
    // The rejected deposit is kept on the row.
    const stored = await su.collection('einvoice_submissions').getOne(row!.id)
    expect(stored.history).toMatchObject([
      { platform_id: first.id, status: 'rejected', reason: 'SIREN du destinataire inconnu de l’annuaire' },
    ])
  })

  it('retries a send that failed, later, and sends it once', async () => {
    const order = await invoice({
      number: 'F2026-00903',
      at: '2026-11-20 09:00:00.000Z',
      b2b: true,
      items: [{ name: 'Lot', quantity: 2, price: 40 }],
    })
    platform.faults.failNext = 1
    expect((await run()).json).toMatchObject({ queued: 1, sent: 0, failed: 1 })
    const [row] = await su.collection('einvoice_submissions').getFullList({ filter: su.filter('order = {:o}', { o: order.id }) })
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row!.last_error).toMatch(/503/)
    expect(Date.parse(String(row!.next_attempt_at).replace(' ', 'T'))).toBeGreaterThan(Date.now())
    // Not due yet: the next run leaves it.
    expect((await run()).json).toMatchObject({ sent: 0, failed: 0 })
    expect(depositsOf('F2026-00903')).toHaveLength(0)
    // Its time come (set back by hand), it goes.
    await su.collection('einvoice_submissions').update(row!.id, { next_attempt_at: '2026-01-01 00:00:00.000Z' })
    expect((await run()).json).toMatchObject({ sent: 1, failed: 0 })
    expect(depositsOf('F2026-00903')).toHaveLength(1)
    expect((await submissionsOf(order.id)).submissions[0]).toMatchObject({ status: 'deposited', attempts: 1 })
  })

  it('counts the e-invoices per status for the export screen, for admins only', async () => {
    // F2026-00901 encaissée; AV2026-00901, F2026-00902 (sent again) and F2026-00903 déposées.
    expect((await call('GET', '/api/shop/admin/einvoicing', users.admin)).json).toEqual({
      configured: true,
      counts: { pending: 0, sending: 0, deposited: 3, rejected: 0, paid: 1 },
    })
    for (const user of [null, users.customer, users.pro]) {
      expect((await call('GET', '/api/shop/admin/einvoicing', user)).status).toBe(user ? 403 : 401)
    }
  })

  it('runs only for an admin', async () => {
    for (const user of [null, users.customer, users.pro])
      expect((await call('POST', '/api/shop/admin/einvoices/run', user)).status).toBe(user ? 403 : 401)
  })
})

describe('without a platform', () => {
  it('sends nothing and says « Aucune plateforme configurée »', async () => {
    const fixtures = inject('fixtures')
    const base = inject('pbUrl')
    const pb = new PocketBase(base)
    await pb.collection('users').authWithPassword(fixtures.users.admin.email, fixtures.users.admin.password)
    const admin = { id: fixtures.users.admin.id, token: pb.authStore.token }
    expect((await call('POST', '/api/shop/admin/einvoices/run', admin, base)).json).toEqual({
      configured: false,
      queued: 0,
      sent: 0,
      failed: 0,
      changed: 0,
    })
  })
})

// The order's e-mails (pb_hooks/lib/mail.js `queueOrderMails` + `deliverNow`), run in PocketBase's JS
// engine as the checkout calls them: a PocketBase of its own whose hooks are the project's plus one
// test route that does what the checkout does after an order's transaction (queue, answer, send).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { TypedPocketBase } from '../../src/lib/pocketbase-types'
import { hooksDir, startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'
import { inbox } from '../support/inbox'
import { uniq } from './support/factories'
import { INTEGRATION_APP_URL } from './support/fixtures'

const NBSP = '\u00a0'
const SHOP = 'bonjour@eclat-de-pierre.fr'

const TEST_ROUTE = `
routerAdd("POST", "/api/test/order-mails/{id}", (e) => {
  const mail = require(\`\${__hooks}/lib/mail.js\`)
  const order = e.app.findRecordById("orders", e.request.pathValue("id"))
  const ids = mail.queueOrderMails(e.app, order)
  e.json(200, { ids })
  e.flush()
  mail.deliverNow(e.app, ids)
}, $apis.requireSuperuserAuth())
`

const ADDRESS = {
  full_name: 'Léa Martin',
  company: '',
  line1: '3 place Bellecour',
  line2: 'Bâtiment B',
  postal_code: '69002',
  city: 'Lyon',
  country: 'FR',
  phone: '06 12 34 56 78',
  siret: '',
  vat_number: '',
}

describe('order e-mails', () => {
  let work: string
  let server: Awaited<ReturnType<typeof startPocketBase>>
  let su: TypedPocketBase

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'bijoux-mail-orders-'))
    const hooks = join(work, 'pb_hooks')
    cpSync(hooksDir, hooks, { recursive: true })
    writeFileSync(join(hooks, 'zz_test_order_mails.pb.js'), TEST_ROUTE)
    server = await startPocketBase({
      dataDir: join(work, 'pb_data'),
      hooksDir: hooks,
      quiet: true,
      mail: { host: '127.0.0.1', port: inject('mailSmtpPort') },
      appUrl: INTEGRATION_APP_URL,
    })
    su = new PocketBase(server.url) as TypedPocketBase
    su.autoCancellation(false)
    await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  })

  afterAll(async () => {
    await server?.stop()
    if (work) rmSync(work, { recursive: true, force: true })
  })

  async function paidOrder(email: string) {
    return su.collection('orders').create({
      status: 'paid',
      email,
      customer_name: 'Léa Martin',
      total: 1264.5,
      payment_mode: 'stripe',
      items: [
        { id: 'p1', name: 'Bracelet Améthyste', quantity: 2, price: 617.25 },
        { id: 'p2', name: 'Bague Labradorite', quantity: 1, price: 30 },
      ],
      shipping_address: ADDRESS,
      billing_address: { ...ADDRESS, company: 'Atelier Lumière', siret: '73282932000074' },
    })
  }

  const finish = (orderId: string) =>
    fetch(`${server.url}/api/test/order-mails/${orderId}`, { method: 'POST', headers: { authorization: su.authStore.token } })

  it('the customer gets the confirmation and the shop the alert, once per order whoever finishes it', async () => {
    const email = `${uniq('client')}@integration.test`
    const order = await paidOrder(email)
    const answer = await finish(order.id)
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { ids: string[] }).ids).toHaveLength(2)

    const number = `n°${NBSP}${order.id.slice(0, 8)}`
    const confirmation = await inbox(inject('mailUrl')).waitFor({ to: email, subject: `Confirmation de votre commande ${number}` })
    expect(confirmation.from).toBe(SHOP)
    expect(confirmation.text).toContain(`Bracelet Améthyste × 2 à 617,25${NBSP}€ = 1${NBSP}234,50${NBSP}€`)
    expect(confirmation.text).toContain(`Total TTC : 1${NBSP}264,50${NBSP}€`)
    expect(confirmation.text).toContain('3 place Bellecour\nBâtiment B\n69002 Lyon\nFrance')
    expect(confirmation.text).toContain('SIRET : 73282932000074')
    expect(confirmation.text).toContain('expédiés sous 2 à 5 jours ouvrés')
    expect(confirmation.text).toContain(`${INTEGRATION_APP_URL}/cgv#retractation`)
    // The order's own page (docs/adr/0080).
    expect(confirmation.html).toContain(`href="${INTEGRATION_APP_URL}/account/commandes/${order.id}"`)

    const alert = await inbox(inject('mailUrl')).waitFor({ to: SHOP, subject: `Nouvelle commande ${number} — 1${NBSP}264,50${NBSP}€` })
    expect(alert.text).toContain(`E-mail : ${email}`)
    expect(alert.text).toContain('Téléphone : 06 12 34 56 78')
    expect(alert.html).toContain(`href="${INTEGRATION_APP_URL}/dashboard/orders"`)

    // The browser's confirmation and the webhook may both finish the same order: no second mail.
    const again = await finish(order.id)
    expect(((await again.json()) as { ids: string[] }).ids).toEqual([])
    const rows = await su.collection('mail_queue').getFullList({ filter: su.filter('ref = {:ref}', { ref: `orders/${order.id}` }) })
    expect(rows.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['order_alert', 'sent'],
      ['order_confirmation', 'sent'],
    ])
  })
})

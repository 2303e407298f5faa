// Threat model (docs/threat-model.md): proves §3.7 "The mail channel".
// The order's e-mails (issue 11, points 5 and 8; docs/adr/0032 and 0033): a paid order sends the
// customer's confirmation and the shop's alert, read here in the capture server; a mail server that
// hangs never holds the customer's answer back, and the mails stay queued for the cron.
import { existsSync } from 'node:fs'
import { createServer, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { configureMail, freePort } from '../../scripts/lib/pocketbase-server.mjs'
import { inbox } from '../support/inbox'
import { INTEGRATION_APP_URL } from './support/fixtures'
import { type CheckoutStack, SHIPPING, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

async function paidOrder(stock = 3) {
  const product = await stack.product({ price: 64, stock })
  const buyer = await stack.newBuyer()
  const started = await stack.startCheckout(buyer, [{ id: product.id, quantity: 2 }])
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(buyer, checkoutId)
  const email = String((await stack.su.collection('users').getOne(buyer.id)).email)
  return { product, buyer, checkoutId, intentId, email }
}

describe('a paid order', () => {
  it('sends the customer a French confirmation (HTML and text) and the shop an alert', async () => {
    const { product, buyer, checkoutId, intentId, email } = await paidOrder()
    const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
    expect(confirmed.status).toBe(200)
    const orderId = (confirmed.body.order as { id: string }).id
    const mails = inbox(inject('mailUrl'))

    const confirmation = await mails.waitFor({
      to: email,
      subject: new RegExp(`Confirmation de votre commande n°\\s${orderId.slice(0, 8)}`),
    })
    for (const part of [confirmation.html, confirmation.text]) {
      expect(part).toContain(product.name)
      expect(part).toContain('128,00')
      expect(part).toContain(SHIPPING.line1)
      expect(part).toContain('06 12 34 56 78')
      expect(part).toContain('/cgv#retractation')
      expect(part).toMatch(/14 jours/)
    }
    const alert = await mails.waitFor({
      to: 'bonjour@eclat-de-pierre.fr',
      subject: new RegExp(`Nouvelle commande n°\\s${orderId.slice(0, 8)}`),
    })
    expect(alert.text).toContain(email)
  })
})

describe('the legal-guarantee notice in the confirmation', () => {
  it('shows the QR code it asks to scan, an image the shop serves (not a data: address), and keeps the link in the text', async () => {
    const { buyer, checkoutId, intentId, email } = await paidOrder()
    const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
    expect(confirmed.status).toBe(200)
    const orderId = (confirmed.body.order as { id: string }).id
    const mail = await inbox(inject('mailUrl')).waitFor({
      to: email,
      subject: new RegExp(`Confirmation de votre commande n°\\s${orderId.slice(0, 8)}`),
    })
    const qr =
      /<a href="https:\/\/europa\.eu\/youreurope\/garanties"><img src="([^"]+)"[^>]*alt="Code QR vers europa\.eu\/youreurope\/garanties"/.exec(
        mail.html,
      )
    expect(qr?.[1]).toBe(`${INTEGRATION_APP_URL}/garantie-legale-qr.png`)
    expect(mail.html).not.toContain('data:image')
    // The shop serves public/ at its root: the file the e-mail names is there (its content is checked by tests/unit/legal-guarantee.test.ts).
    expect(existsSync(new URL(`../../public${new URL(qr![1]!).pathname}`, import.meta.url))).toBe(true)
    expect(mail.text).toContain('scannez le code QR ci-dessous ou consultez le vendeur.\nhttps://europa.eu/youreurope/garanties')
  })
})

describe('a mail server that hangs', () => {
  let hanging: ReturnType<typeof createServer>
  const sockets: Socket[] = []
  beforeAll(async () => {
    // Accepts the connection and never says a word: the SMTP client waits for a greeting forever.
    hanging = createServer((socket) => void sockets.push(socket))
    const port = await freePort()
    await new Promise<void>((resolve) => hanging.listen(port, '127.0.0.1', resolve))
    await configureMail(
      stack.pbUrl,
      { email: 'superuser@bijoux.test', password: 'bijoux-demo-2026' },
      { mail: { host: '127.0.0.1', port } },
    )
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => hanging.close(resolve))
    await configureMail(
      stack.pbUrl,
      { email: 'superuser@bijoux.test', password: 'bijoux-demo-2026' },
      {
        mail: { host: '127.0.0.1', port: inject('mailSmtpPort') },
      },
    )
  })

  it('never holds the customer’s answer: the order is there, its mails wait in the queue', async () => {
    const { product, buyer, checkoutId, intentId } = await paidOrder()
    const guard = new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 15_000))
    const answer = await Promise.race([stack.confirmCheckout(buyer, checkoutId, intentId), guard])
    // Had the answer waited for the mail, it would never have come: the server never answers.
    expect(answer).not.toBe('held')
    // The send was really tried after the answer, and is still hanging.
    for (let i = 0; i < 100 && sockets.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sockets.some((socket) => !socket.destroyed)).toBe(true)
    const [order] = await stack.ordersOf(product.id)
    expect(order.status).toBe('paid')
    const queued = await stack.su
      .collection('mail_queue')
      .getFullList({ filter: stack.su.filter('ref = {:ref}', { ref: `orders/${order.id}` }) })
    expect(queued.map((mail) => mail.status)).toEqual(['pending', 'pending'])
  })
})

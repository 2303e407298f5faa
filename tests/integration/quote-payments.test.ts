// Paying a quote (issue 30, point 3; docs/adr/0128): the checkout's quote line priced by the server
// (deposit, balance, the whole), the refusals, a deposit then a balance with their two invoices (read
// with pdftotext: consecutive numbers, the final one deducting the deposit), twenty payments of one
// deposit at once, the withdrawal's refusal of a made-to-order line while a standard one keeps its
// right, and the « Solder ma commande » e-mail when the piece is ready.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { inbox } from '../support/inbox'
import { DEMO_IDENTITY } from '../../pocketbase/seed/data/identity.mjs'
import { MADE_TO_ORDER_NOTICE } from '../../src/lib/made-to-order'
import {
  type CheckoutStack,
  SHIPPING,
  type StackUser,
  VAT_REGISTERED_IDENTITY,
  setShopIdentity,
  startCheckoutStack,
} from './support/checkout-stack'

type Part = 'deposit' | 'balance' | 'full'

const LINES = [
  { label: 'Bracelet améthyste 8 mm, fermoir acier', quantity: 1, unit_price: 120 },
  { label: 'Breloque Arbre de Vie', quantity: 1, unit_price: 6 },
]

let counter = 0

/** A request of `user` (or of nobody, with `email`) and its accepted quote: 126 €, 40 € of arrhes unless told. */
async function acceptedQuote(
  stack: CheckoutStack,
  user: StackUser | null,
  options: { deposit?: number; email?: string; status?: string } = {},
) {
  const email = options.email ?? (user ? String((await stack.su.collection('users').getOne(user.id)).email) : 'personne@integration.test')
  const request = await stack.su.collection('custom_requests').create({
    name: 'Léa Martin',
    email,
    user: user?.id ?? '',
    jewelry_type: 'Bracelet',
    message: 'Un bracelet d’améthyste pour un poignet de 16 cm.',
    status: 'accepted',
  })
  const deposit = options.deposit ?? 40
  counter += 1
  const quote = await stack.su.collection('quotes').create({
    request: request.id,
    number: `DEV-2026-${String(9000 + counter + Math.floor(Math.random() * 900)).padStart(4, '0')}`,
    lines: LINES,
    total: 126,
    deposit_kind: deposit > 0 ? 'arrhes' : '',
    deposit_amount: deposit,
    status: options.status ?? 'accepted',
  })
  return { request, quote }
}

const startQuote = (
  stack: CheckoutStack,
  user: StackUser,
  quote: string,
  part: Part,
  extra: unknown[] = [],
  more: Record<string, unknown> = {},
) => stack.shop(user, 'POST', '/api/shop/checkouts', { items: [{ quote, part }, ...extra], shipping: SHIPPING, billing: null, ...more })

async function pay(stack: CheckoutStack, user: StackUser, quote: string, part: Part, extra: unknown[] = []) {
  const started = await startQuote(stack, user, quote, part, extra)
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(user, checkoutId)
  const confirmed = await stack.confirmCheckout(user, checkoutId, intentId)
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  return { started, orderId: (confirmed.body.order as { id: string }).id }
}

async function invoiceText(stack: CheckoutStack, user: StackUser, orderId: string) {
  const response = await fetch(`${stack.pbUrl}/api/shop/orders/${orderId}/invoice.pdf`, { headers: { authorization: user.token } })
  expect(response.status).toBe(200)
  const bytes = Buffer.from(await response.arrayBuffer())
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes })
    .toString()
    .replace(/[\u00a0\u202f]/g, ' ')
}

const today = () => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date())

describe('with Stripe (the stand-in)', () => {
  let stack: CheckoutStack
  beforeAll(async () => {
    stack = await startCheckoutStack({ webhooksPaused: true })
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('prices each part from the quote: deposit 40 €, the whole 126 €; the line is made to order and names the quote', async () => {
    const buyer = await stack.newBuyer()
    const { quote } = await acceptedQuote(stack, buyer)
    const deposit = await startQuote(stack, buyer, quote.id, 'deposit')
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200)
    expect(deposit.body.amount).toBe(4000)
    expect(deposit.body.lines).toEqual([
      expect.objectContaining({
        name: `Acompte (arrhes) — devis ${quote.number}`,
        quantity: 1,
        price: 40,
        made_to_order: true,
        quote: quote.id,
        quote_number: quote.number,
        quote_part: 'deposit',
      }),
    ])
    const full = await startQuote(stack, buyer, quote.id, 'full')
    expect(full.body.amount).toBe(12600)
    expect((full.body.lines as Array<{ name: string }>)[0].name).toBe(`Bijou sur mesure — devis ${quote.number}`)
    // Beside a standard product: both lines, the product's stock held, the quote's none.
    const product = await stack.product({ price: 25, stock: 3 })
    const mixed = await startQuote(stack, buyer, quote.id, 'deposit', [{ id: product.id, quantity: 1 }])
    expect(mixed.status).toBe(200)
    expect(mixed.body.amount).toBe(6500)
    expect(await stack.stock(product.id)).toBe(2)
  })

  it('refuses, in French, a forged price or label, a second quote line, a code, a quote not accepted or not the caller’s, a part not due', async () => {
    const buyer = await stack.newBuyer()
    const { quote } = await acceptedQuote(stack, buyer)
    const forged = await stack.shop(buyer, 'POST', '/api/shop/checkouts', {
      items: [{ quote: quote.id, part: 'deposit', price: 1 }],
      shipping: SHIPPING,
    })
    expect(forged.status).toBe(400)
    expect(forged.body.message).toMatch(/le prix est fixé par la boutique/)
    const labelled = await stack.shop(buyer, 'POST', '/api/shop/checkouts', {
      items: [{ quote: quote.id, part: 'deposit', name: 'Acompte — 1 €' }],
      shipping: SHIPPING,
    })
    expect(labelled.status).toBe(400)
    expect((await startQuote(stack, buyer, quote.id, 'half' as Part)).status).toBe(400)
    const twice = await startQuote(stack, buyer, quote.id, 'deposit', [{ quote: quote.id, part: 'full' }])
    expect(twice.status).toBe(400)
    expect(twice.body.message).toBe('Une commande ne peut régler qu’un seul devis à la fois.')
    const withCode = await startQuote(stack, buyer, quote.id, 'deposit', [], { code: 'BIENVENUE' })
    expect(withCode.status).toBe(400)
    expect(withCode.body.message).toBe('Un code de réduction ne s’applique pas au paiement d’un devis.')
    // The balance before the deposit.
    const early = await startQuote(stack, buyer, quote.id, 'balance')
    expect(early.status).toBe(409)
    expect(early.body.message).toBe('Le solde de ce devis se règle après l’acompte.')
    // Another customer's quote is no quote at all.
    const other = await stack.newBuyer()
    const foreign = await startQuote(stack, other, quote.id, 'deposit')
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Ce devis est introuvable.')
    // Sent but not accepted.
    const sent = await acceptedQuote(stack, buyer, { status: 'sent' })
    const notAccepted = await startQuote(stack, buyer, sent.quote.id, 'full')
    expect(notAccepted.status).toBe(409)
    expect(notAccepted.body.message).toBe('Ce devis n’a pas été accepté : il ne peut pas encore être payé.')
    // No deposit on the quote: no deposit part.
    const whole = await acceptedQuote(stack, buyer, { deposit: 0 })
    const noDeposit = await startQuote(stack, buyer, whole.quote.id, 'deposit')
    expect(noDeposit.status).toBe(409)
    expect(noDeposit.body.message).toBe('Ce devis ne prévoit pas d’acompte : il se règle en une fois.')
  })

  it('a request without a user is paid by the signed-in customer with its e-mail, and becomes theirs; another e-mail is refused', async () => {
    const buyer = await stack.newBuyer()
    const email = String((await stack.su.collection('users').getOne(buyer.id)).email)
    const { request, quote } = await acceptedQuote(stack, null, { email: email.toUpperCase() })
    const stranger = await stack.newBuyer()
    expect((await startQuote(stack, stranger, quote.id, 'deposit')).status).toBe(404)
    const { orderId } = await pay(stack, buyer, quote.id, 'deposit')
    const after = await stack.su.collection('custom_requests').getOne(request.id)
    expect(after.user).toBe(buyer.id)
    expect(after.status).toBe('in_creation')
    const paid = await stack.su.collection('quotes').getOne(quote.id)
    expect(paid.deposit_order).toBe(orderId)
    expect(paid.deposit_paid_at).not.toBe('')
    expect(paid.paid_at).toBe('')
  })

  it('a deposit then the balance: two invoices in the series, « Facture d’acompte » then the final one deducting it; the part paid is refused again', async () => {
    await setShopIdentity(stack, VAT_REGISTERED_IDENTITY)
    try {
      const buyer = await stack.newBuyer()
      const { request, quote } = await acceptedQuote(stack, buyer)
      const deposit = await pay(stack, buyer, quote.id, 'deposit')
      const again = await startQuote(stack, buyer, quote.id, 'deposit')
      expect(again.status).toBe(409)
      expect(again.body.message).toBe('L’acompte de ce devis est déjà réglé : il reste à payer le solde.')
      expect((await startQuote(stack, buyer, quote.id, 'full')).status).toBe(409)

      const balanceStart = await startQuote(stack, buyer, quote.id, 'balance')
      expect(balanceStart.body.amount).toBe(8600)
      const balance = await pay(stack, buyer, quote.id, 'balance')
      const done = await stack.su.collection('quotes').getOne(quote.id)
      expect(done.balance_order).toBe(balance.orderId)
      expect(done.paid_at).not.toBe('')
      expect((await startQuote(stack, buyer, quote.id, 'balance')).body.message).toBe('Ce devis est déjà entièrement réglé.')

      const depositOrder = await stack.su.collection('orders').getOne(deposit.orderId)
      const balanceOrder = await stack.su.collection('orders').getOne(balance.orderId)
      // The deposit alone ships nothing: out of « À préparer » at once; the balance's order is to prepare.
      expect([depositOrder.status, balanceOrder.status]).toEqual(['delivered', 'paid'])
      const first = String(depositOrder.invoice_number)
      const second = String(balanceOrder.invoice_number)
      const [, series1, n1] = /^(.*-)(\d+)$/.exec(first) ?? []
      const [, series2, n2] = /^(.*-)(\d+)$/.exec(second) ?? []
      expect(series2).toBe(series1)
      expect(Number(n2)).toBe(Number(n1) + 1)

      // The deposit's invoice: 40 € TTC at 20 %: 33,33 € HT, 6,67 € of VAT.
      const depositPdf = await invoiceText(stack, buyer, deposit.orderId)
      expect(depositPdf).toContain('Facture d’acompte')
      expect(depositPdf).toContain(first)
      expect(depositPdf).toContain(`Acompte (arrhes) — devis ${quote.number}`)
      expect(depositPdf).toMatch(/Total HT\s+33,33 €/)
      expect(depositPdf).toMatch(/TVA 20 %\s+6,67 €/)
      expect(depositPdf).toMatch(/Total TTC\s+40,00 €/)

      // The final invoice: the quote's lines (126 € TTC, 105,00 € HT), the deposit deducted (33,33 € HT),
      // what is invoiced now: 71,67 € HT + 14,33 € VAT = 86,00 €.
      const finalPdf = await invoiceText(stack, buyer, balance.orderId)
      expect(finalPdf).not.toContain('Facture d’acompte')
      expect(finalPdf).toContain(second)
      expect(finalPdf).toContain('Bracelet améthyste 8 mm, fermoir acier')
      expect(finalPdf).toContain('Breloque Arbre de Vie')
      expect(finalPdf).toMatch(/Total HT de la commande\s+105,00 €/)
      expect(finalPdf).toMatch(/Total TTC de la commande\s+126,00 €/)
      expect(finalPdf).toContain(`Acompte versé le ${today()} (facture ${first}), HT`)
      expect(finalPdf).toMatch(/-33,33 €/)
      expect(finalPdf).toMatch(/Total HT\s+71,67 €/)
      expect(finalPdf).toMatch(/TVA 20 %\s+14,33 €/)
      expect(finalPdf).toMatch(/Total TTC\s+86,00 €/)

      // The confirmation says the notice for the made-to-order line.
      const email = String((await stack.su.collection('users').getOne(buyer.id)).email)
      const confirmation = await inbox(inject('mailUrl')).waitFor({
        to: email,
        subject: 'Confirmation de votre commande',
        text: 'Acompte (arrhes)',
      })
      expect(confirmation.text.replace(/\s+/g, ' ')).toContain(MADE_TO_ORDER_NOTICE)
      expect(confirmation.text).toContain(`Acompte (arrhes) — devis ${quote.number}`)

      // The balance's order shipped, then delivered: so is the request.
      const shipped = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${balance.orderId}/ship`, {
        carrier: 'colissimo',
        tracking_number: '6A 1234 5678 9',
      })
      expect(shipped.status, JSON.stringify(shipped.body)).toBe(200)
      expect((await stack.su.collection('custom_requests').getOne(request.id)).status).toBe('shipped')
      await stack.su.collection('orders').update(balance.orderId, { status: 'delivered' })
      expect((await stack.su.collection('custom_requests').getOne(request.id)).status).toBe('delivered')
    } finally {
      await setShopIdentity(stack, DEMO_IDENTITY)
    }
  })

  it('twenty payments of one deposit at once: one paid order, the others refunded', async () => {
    const buyer = await stack.newBuyer()
    const { quote } = await acceptedQuote(stack, buyer)
    // Each checkout paid while open (a new one releases the previous: a quote line holds no stock, so
    // a released checkout paid all the same may still become the order).
    const paid: Array<{ checkoutId: string; intentId: string }> = []
    for (let i = 0; i < 20; i++) {
      const started = await startQuote(stack, buyer, quote.id, 'deposit')
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      const checkoutId = String(started.body.id)
      paid.push({ checkoutId, intentId: await stack.payCheckout(buyer, checkoutId) })
    }
    const answers = await Promise.all(paid.map((p) => stack.confirmCheckout(buyer, p.checkoutId, p.intentId)))
    const ok = answers.filter((a) => a.status === 200)
    const refused = answers.filter((a) => a.status === 409)
    expect(ok).toHaveLength(1)
    expect(refused).toHaveLength(19)
    expect(refused[0].body.message).toBe(
      'Cette partie du devis vient d’être réglée par un autre paiement. Votre paiement a été remboursé et aucune commande n’a été enregistrée.',
    )
    const orders = await stack.su.collection('orders').getFullList({ filter: stack.su.filter('user = {:u}', { u: buyer.id }) })
    expect(orders).toHaveLength(1)
    const refunds = stack.stripeRefunds().filter((r) => paid.some((p) => p.intentId === r.payment_intent))
    expect(refunds).toHaveLength(19)
    expect((await stack.su.collection('quotes').getOne(quote.id)).deposit_order).toBe(orders[0].id)
  })

  it('the withdrawal refuses the made-to-order line with the notice, and keeps the standard product’s right', async () => {
    const buyer = await stack.newBuyer()
    const email = String((await stack.su.collection('users').getOne(buyer.id)).email)
    const { quote } = await acceptedQuote(stack, buyer, { deposit: 0 })
    const alone = await pay(stack, buyer, quote.id, 'full')
    const refused = await stack.shop(buyer, 'POST', '/api/shop/withdrawals/check', { order: alone.orderId.slice(0, 8), email })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(MADE_TO_ORDER_NOTICE)

    const second = await acceptedQuote(stack, buyer)
    const product = await stack.product({ name: 'Collier quartz rose', price: 30, stock: 2 })
    const mixed = await pay(stack, buyer, second.quote.id, 'deposit', [{ id: product.id, quantity: 1 }])
    const check = await stack.shop(buyer, 'POST', '/api/shop/withdrawals/check', { order: mixed.orderId.slice(0, 8), email })
    expect(check.status, JSON.stringify(check.body)).toBe(200)
    expect(check.body.excluded).toEqual([{ name: `Acompte (arrhes) — devis ${second.quote.number}`, reason: MADE_TO_ORDER_NOTICE }])
    const declared = await stack.shop(buyer, 'POST', '/api/shop/withdrawals', {
      order: mixed.orderId.slice(0, 8),
      email,
      name: 'Léa Martin',
    })
    expect(declared.status, JSON.stringify(declared.body)).toBe(201)
    const withdrawal = await stack.su.collection('withdrawals').getOne(String(declared.body.id))
    expect((withdrawal.lines as Array<{ name: string }>).map((l) => l.name)).toEqual(['Collier quartz rose'])
  })

  it('the request set « ready » with the deposit paid: the « Solder ma commande » e-mail, with the amount due and the link', async () => {
    const buyer = await stack.newBuyer()
    const email = String((await stack.su.collection('users').getOne(buyer.id)).email)
    const { request, quote } = await acceptedQuote(stack, buyer, { deposit: 50 })
    await pay(stack, buyer, quote.id, 'deposit')
    await stack.su.collection('custom_requests').update(request.id, { status: 'ready' })
    const mail = await inbox(inject('mailUrl')).waitFor({ to: email, subject: `solder ma commande (devis ${quote.number})` })
    const text = mail.text.replace(/[\u00a0\u202f]/g, ' ')
    expect(text).toContain('Solde à payer : 76,00 €')
    expect(text).toMatch(new RegExp(`Solder ma commande : https?://[^\\s]+/checkout\\?devis=${quote.id}&part=balance`))
    expect(mail.html).toContain(`/checkout?devis=${quote.id}&amp;part=balance`)
    // Set « ready » again: no second e-mail.
    await stack.su.collection('custom_requests').update(request.id, { status: 'in_creation' })
    await stack.su.collection('custom_requests').update(request.id, { status: 'ready' })
    const queued = await stack.su
      .collection('mail_queue')
      .getFullList({ filter: stack.su.filter('ref = {:r}', { r: `quotes/${quote.id}` }) })
    expect(queued).toHaveLength(1)
  })
})

describe('in the demonstration mode', () => {
  let stack: CheckoutStack
  beforeAll(async () => {
    stack = await startCheckoutStack({ demo: true })
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('the deposit and the balance are paid; twenty confirmations of one deposit make one order and nineteen refusals', async () => {
    const buyer = await stack.newBuyer()
    const { quote } = await acceptedQuote(stack, buyer)
    const checkouts: string[] = []
    for (let i = 0; i < 20; i++) checkouts.push(String((await startQuote(stack, buyer, quote.id, 'deposit')).body.id))
    // A demonstration intent is the function's word alone (no Stripe): each checkout its own.
    const answers = await Promise.all(checkouts.map((id) => stack.confirmCheckout(buyer, id, `demo_${randomBytes(12).toString('hex')}`)))
    expect(
      answers.filter((a) => a.status === 200),
      JSON.stringify(answers.map((a) => [a.status, a.body.message])),
    ).toHaveLength(1)
    const refusals = answers.filter((a) => a.status === 409)
    expect(refusals, JSON.stringify(answers.map((a) => [a.status, a.body.message]))).toHaveLength(19)
    expect(refusals[0].body.message).toBe('Cette partie du devis vient d’être réglée par un autre paiement.')
    const balance = await pay(stack, buyer, quote.id, 'balance')
    const order = await stack.su.collection('orders').getOne(balance.orderId)
    expect(order).toMatchObject({ total: 86, payment_mode: 'demo' })
    expect(String(order.invoice_number)).toMatch(/^DEMO-/)
  })
})

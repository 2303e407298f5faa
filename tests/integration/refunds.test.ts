// Refunds and credit notes from the back-office (issue 13, point 4; pb_hooks/lib/refunds.js,
// docs/adr/0051): an admin refunds all or some lines through Stripe (the stand-in), once per request
// key, optionally puts the pieces back on sale; each refund issues a credit note numbered in its own
// continuous series, e-mailed to the customer; cancelling a paid order refunds it. Nobody else may.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { inbox } from '../support/inbox'
import { pdfText } from '../support/pdf-kit'
import { type CheckoutStack, type StackUser, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

const key = () => `k-${Math.random().toString(36).slice(2, 12)}`

interface Paid {
  orderId: string
  intentId: string
  buyer: StackUser
  productIds: string[]
  email: string
}

/** A paid order of two lines: 2 × 30 € and 1 × 45.5 €. */
async function paidOrder(): Promise<Paid> {
  const [a, b] = await Promise.all([stack.product({ price: 30, stock: 5 }), stack.product({ price: 45.5, stock: 5 })])
  const buyer = await stack.newBuyer()
  const started = await stack.startCheckout(buyer, [
    { id: a.id, quantity: 2 },
    { id: b.id, quantity: 1 },
  ])
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(buyer, checkoutId)
  const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
  expect(confirmed.status).toBe(200)
  const orderId = String((confirmed.body.order as { id: string }).id)
  const email = String((await stack.su.collection('users').getOne(buyer.id)).email)
  return { orderId, intentId, buyer, productIds: [a.id, b.id], email }
}

const refund = (user: StackUser | null, orderId: string, body: unknown) =>
  stack.shop(user, 'POST', `/api/shop/orders/${orderId}/refunds`, body)

async function charge(intentId: string): Promise<{ amount_refunded: number; refunded: boolean }> {
  const intent = await stack.stripe('GET', `/v1/payment_intents/${intentId}?expand[]=latest_charge`)
  return intent.body.latest_charge as { amount_refunded: number; refunded: boolean }
}

const refundCalls = () => stack.stripeRequests().filter((r) => r.method === 'POST' && r.path === '/v1/refunds').length

interface CreditNoteAnswer {
  creditNote: { id: string; number: string; amount: number; status: string; lines: Array<{ id: string; quantity: number; amount: number }> }
  order: { status: string; amount_refunded: number }
}

describe('a partial refund', () => {
  it('refunds one piece through Stripe, issues a numbered credit note, puts it back on sale and mails the customer', async () => {
    const paid = await paidOrder()
    const before = await stack.stock(paid.productIds[0]!)
    const answer = await refund(stack.users.admin, paid.orderId, {
      key: key(),
      lines: [{ id: paid.productIds[0], quantity: 1 }],
      restock: true,
      reason: 'Fermoir abîmé',
    })
    expect(answer.status).toBe(201)
    const body = answer.body as unknown as CreditNoteAnswer
    expect(body.creditNote).toMatchObject({ status: 'issued', amount: 30, lines: [{ id: paid.productIds[0], quantity: 1, amount: 30 }] })
    expect(body.creditNote.number).toMatch(/^AV\d{4}-\d{5}$/)
    expect(body.order).toEqual({ id: paid.orderId, status: 'paid', amount_refunded: 30 })
    expect(await charge(paid.intentId)).toMatchObject({ amount_refunded: 3000, refunded: false })
    expect(await stack.stock(paid.productIds[0]!)).toBe(before + 1)

    const events = await stack.su.collection('order_events').getFullList({ filter: `order = "${paid.orderId}"`, sort: 'created' })
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['refund', 'credit_note']))

    const mail = await inbox(inject('mailUrl')).waitFor({ to: paid.email, subject: new RegExp(`avoir ${body.creditNote.number}`) })
    expect(mail.text).toContain('Total remboursé TTC : 30,00')
    expect(mail.text).toContain('sous 5 à 10 jours ouvrés')
  })

  it('answers the same credit note to the same key, without a second refund', async () => {
    const paid = await paidOrder()
    const body = { key: key(), lines: [{ id: paid.productIds[1], quantity: 1 }] }
    const first = await refund(stack.users.admin, paid.orderId, body)
    const calls = refundCalls()
    const again = await refund(stack.users.admin, paid.orderId, body)
    expect([first.status, again.status]).toEqual([201, 200])
    expect((again.body as unknown as CreditNoteAnswer).creditNote.number).toBe(
      (first.body as unknown as CreditNoteAnswer).creditNote.number,
    )
    expect(refundCalls()).toBe(calls)
    expect(await charge(paid.intentId)).toMatchObject({ amount_refunded: 4550 })
  })

  it('refuses more than is left to refund, naming what is left (400, French)', async () => {
    const paid = await paidOrder()
    await refund(stack.users.admin, paid.orderId, { key: key(), lines: [{ id: paid.productIds[0], quantity: 1 }] })
    const answer = await refund(stack.users.admin, paid.orderId, { key: key(), lines: [{ id: paid.productIds[0], quantity: 2 }] })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/^Il ne reste que 1 « .+ » à rembourser sur cette commande\.$/)
  })

  it.each<[string, unknown]>([
    ['no key', { lines: [] }],
    ['a quantity of 0', { key: 'abcdefgh12', lines: [{ id: 'x', quantity: 0 }] }],
    ['a fractional quantity', { key: 'abcdefgh12', lines: [{ id: 'x', quantity: 1.5 }] }],
    ['a text quantity', { key: 'abcdefgh12', lines: [{ id: 'x', quantity: '1' }] }],
    ['lines that are not a list', { key: 'abcdefgh12', lines: 'all' }],
    ['a reason of 501 characters', { key: 'abcdefgh12', reason: 'x'.repeat(501) }],
  ])('refuses a request with %s in French (400), refunding nothing', async (_what, body) => {
    const paid = await paidOrder()
    const answer = await refund(stack.users.admin, paid.orderId, body)
    expect(answer.status).toBe(400)
    expect(String(answer.body.message)).toMatch(/^[A-ZÀ-Ü«].*[.»]$/)
    expect(await charge(paid.intentId)).toMatchObject({ amount_refunded: 0 })
  })

  it('a line that is not in the order is refused', async () => {
    const paid = await paidOrder()
    const other = await stack.product()
    const answer = await refund(stack.users.admin, paid.orderId, { key: key(), lines: [{ id: other.id, quantity: 1 }] })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Un des articles choisis ne fait pas partie de cette commande.')
  })
})

describe('a full refund', () => {
  it('refunds everything left, marks the order refunded, and nothing more can be refunded', async () => {
    const paid = await paidOrder()
    await refund(stack.users.admin, paid.orderId, { key: key(), lines: [{ id: paid.productIds[0], quantity: 1 }] })
    const rest = await refund(stack.users.admin, paid.orderId, { key: key() })
    expect(rest.status).toBe(201)
    const body = rest.body as unknown as CreditNoteAnswer
    expect(body.creditNote.amount).toBe(75.5)
    expect(body.order).toMatchObject({ status: 'refunded', amount_refunded: 105.5 })
    expect(await charge(paid.intentId)).toMatchObject({ amount_refunded: 10550, refunded: true })
    const more = await refund(stack.users.admin, paid.orderId, { key: key() })
    expect(more.status).toBe(400)
    expect(more.body.message).toBe('Seule une commande payée, expédiée ou livrée peut être remboursée.')
  })

  it('Stripe’s refund webhook that follows changes nothing and adds no event', async () => {
    const paid = await paidOrder()
    await refund(stack.users.admin, paid.orderId, { key: key() })
    const events = async () => (await stack.su.collection('order_events').getFullList({ filter: `order = "${paid.orderId}"` })).length
    const count = await events()
    const intent = await stack.stripe('GET', `/v1/payment_intents/${paid.intentId}?expand[]=latest_charge`)
    const answer = await stack.sendEvent('charge.refunded', intent.body.latest_charge)
    expect(answer?.status).toBe(200)
    expect(await events()).toBe(count)
    expect((await stack.su.collection('orders').getOne(paid.orderId)).status).toBe('refunded')
  })
})

describe('cancelling a paid order', () => {
  it('refunds it in full, puts every piece back on sale and marks it cancelled', async () => {
    const paid = await paidOrder()
    const stocks = await Promise.all(paid.productIds.map((id) => stack.stock(id)))
    const answer = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/cancel`, {
      key: key(),
      reason: 'Demande du client',
    })
    expect(answer.status).toBe(201)
    expect((answer.body as unknown as CreditNoteAnswer).order).toMatchObject({ status: 'cancelled', amount_refunded: 105.5 })
    expect(await Promise.all(paid.productIds.map((id) => stack.stock(id)))).toEqual([stocks[0]! + 2, stocks[1]! + 1])
    const mail = await inbox(inject('mailUrl')).waitFor({ to: paid.email, subject: /Remboursement de votre commande/ })
    expect(mail.text).toContain('est annulée et vous est remboursée')
  })

  it('is refused once the order has shipped (refund it instead)', async () => {
    const paid = await paidOrder()
    const shipped = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/ship`, {
      carrier: 'colissimo',
      tracking_number: '6A 1234 5678 9',
    })
    expect(shipped.status).toBe(200)
    const answer = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${paid.orderId}/cancel`, { key: key() })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Seule une commande payée qui n’est pas encore expédiée peut être annulée ; remboursez-la sinon.')
  })
})

describe('when Stripe refuses', () => {
  it('nothing is refunded, no credit note is kept, and the next one takes the next number', async () => {
    const paid = await paidOrder()
    const before = await refund(stack.users.admin, paid.orderId, { key: key(), lines: [{ id: paid.productIds[0], quantity: 1 }] })
    // A refusal (Stripe answered and refunded nothing); a 500 or no answer is another case (payment-faults.test.ts).
    stack.faults.refundRefusals = true
    try {
      const failed = await refund(stack.users.admin, paid.orderId, { key: key(), lines: [{ id: paid.productIds[1], quantity: 1 }] })
      expect(failed.status).toBe(502)
      expect(failed.body.message).toBe(
        'Le remboursement n’a pas pu être effectué par le service de paiement. Rien n’a été remboursé ; réessayez dans quelques instants.',
      )
    } finally {
      stack.faults.refundRefusals = false
    }
    const notes = await stack.su.collection('credit_notes').getFullList({ filter: `order = "${paid.orderId}"` })
    expect(notes).toHaveLength(1)
    const after = await refund(stack.users.admin, paid.orderId, { key: key(), lines: [{ id: paid.productIds[1], quantity: 1 }] })
    const serial = (answer: { body: unknown }) => Number((answer.body as CreditNoteAnswer).creditNote.number.split('-')[1])
    expect(after.status).toBe(201)
    // Other tests may issue credit notes meanwhile: the failed attempt took no number, so none is missing.
    const all = (await stack.su.collection('credit_notes').getFullList({ filter: 'number != ""' })).map((n) =>
      Number(String(n.number).split('-')[1]),
    )
    expect(serial(after)).toBeGreaterThan(serial(before))
    expect(new Set(all).size).toBe(all.length)
    expect(Math.max(...all) - Math.min(...all) + 1).toBe(all.length)
  })
})

describe('concurrency', () => {
  it('ten refunds of the last piece of a line at once: one passes, one Stripe refund', async () => {
    const paid = await paidOrder()
    const calls = refundCalls()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        refund(stack.users.admin, paid.orderId, { key: key(), lines: [{ id: paid.productIds[1], quantity: 1 }] }),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 400)).toHaveLength(9)
    expect(refundCalls() - calls).toBe(1)
    expect(await charge(paid.intentId)).toMatchObject({ amount_refunded: 4550 })
  })

  it('the same request sent ten times at once makes one credit note and one Stripe refund', async () => {
    const paid = await paidOrder()
    const calls = refundCalls()
    const body = { key: key(), lines: [{ id: paid.productIds[0], quantity: 2 }] }
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(stack.users.admin, paid.orderId, body)))
    expect(answers.every((a) => [200, 201, 409].includes(a.status))).toBe(true)
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(refundCalls() - calls).toBe(1)
    expect(await stack.su.collection('credit_notes').getFullList({ filter: `order = "${paid.orderId}"` })).toHaveLength(1)
  })

  it('twenty refunds on twenty orders at once take twenty consecutive numbers', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => paidOrder()))
    const answers = await Promise.all(
      orders.map((paid) => refund(stack.users.admin, paid.orderId, { key: key(), lines: [{ id: paid.productIds[1], quantity: 1 }] })),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201))
    const serials = answers
      .map((a) => Number((a.body as unknown as CreditNoteAnswer).creditNote.number.split('-')[1]))
      .sort((a, b) => a - b)
    expect(new Set(serials).size).toBe(20)
    expect(serials[19]! - serials[0]!).toBe(19)
  })
})

describe('who may refund and read credit notes', () => {
  it.each(['customer', 'pro'] as const)('a %s may not refund, even its own order (403)', async (role) => {
    const paid = await paidOrder()
    for (const user of [stack.users[role], paid.buyer]) {
      const answer = await refund(user, paid.orderId, { key: key() })
      expect(answer.status).toBe(403)
      expect(answer.body.message).toBe('Seul un administrateur de la boutique peut rembourser une commande.')
    }
    expect((await refund(null, paid.orderId, { key: key() })).status).toBe(403)
    expect(await charge(paid.intentId)).toMatchObject({ amount_refunded: 0 })
  })

  it('an unknown order is a 404', async () => {
    const answer = await refund(stack.users.admin, 'aaaaaaaaaaaaaaa', { key: key() })
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('Cette commande est introuvable.')
  })

  it('the buyer reads its credit notes; another customer does not', async () => {
    const paid = await paidOrder()
    const issued = await refund(stack.users.admin, paid.orderId, { key: key(), lines: [{ id: paid.productIds[1], quantity: 1 }] })
    const id = (issued.body as unknown as CreditNoteAnswer).creditNote.id
    const own = await paid.buyer.pb.collection('credit_notes').getFullList({ filter: `order = "${paid.orderId}"` })
    expect(own.map((n) => n.id)).toEqual([id])
    const other = await stack.users.customer2.pb.collection('credit_notes').getFullList({ filter: `order = "${paid.orderId}"` })
    expect(other).toEqual([])
    await expect(paid.buyer.pb.collection('credit_notes').update(id, { amount: 0 })).rejects.toMatchObject({ status: 403 })
  })
})

describe('after a withdrawal', () => {
  it('refunding the whole order settles the declaration (refunded)', async () => {
    const paid = await paidOrder()
    const number = paid.orderId.slice(0, 8)
    const declared = await stack.shop(null, 'POST', '/api/shop/withdrawals', { order: number, email: paid.email, name: 'Léa Martin' })
    expect(declared.status).toBe(201)
    const partial = await refund(stack.users.admin, paid.orderId, { key: key(), lines: [{ id: paid.productIds[0], quantity: 1 }] })
    expect(partial.status).toBe(201)
    const status = async () =>
      (await stack.su.collection('withdrawals').getFullList({ filter: `order = "${paid.orderId}"` })).map((w) => w.status)
    expect(await status()).toEqual(['received'])
    expect((await refund(stack.users.admin, paid.orderId, { key: key(), restock: true })).status).toBe(201)
    expect(await status()).toEqual(['refunded'])
  })
})

describe('the credit note PDF', () => {
  async function creditNotePdf(
    user: StackUser | null,
    id: string,
  ): Promise<{ status: number; type: string | null; bytes: Uint8Array; disposition: string | null }> {
    const response = await fetch(`${stack.pbUrl}/api/shop/credit-notes/${id}/pdf`, { headers: user ? { authorization: user.token } : {} })
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    }
  }

  it('reads the number, the invoice it corrects, the lines and the total refunded; the buyer and admins get it, nobody else', async () => {
    const paid = await paidOrder()
    const issued = await refund(stack.users.admin, paid.orderId, {
      key: key(),
      lines: [{ id: paid.productIds[0], quantity: 2 }],
      restock: true,
      reason: 'Retour sous 14 jours',
    })
    const note = (issued.body as unknown as CreditNoteAnswer).creditNote
    const order = await stack.su.collection('orders').getOne(paid.orderId)

    const own = await creditNotePdf(paid.buyer, note.id)
    expect(own.status).toBe(200)
    expect(own.type).toBe('application/pdf')
    expect(own.disposition).toBe(`inline; filename="avoir-${note.number}.pdf"`)
    const text = pdfText(own.bytes)
    for (const expected of [
      'Avoir',
      note.number,
      `Facture d’origine`,
      String(order.invoice_number),
      `n° ${paid.orderId.slice(0, 8)}`,
      'Total de l’avoir',
      '60,00 €',
      'Articles retournés et remis en stock.',
      'Motif : Retour sous 14 jours',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toMatch(/\[[A-Z]/)
    expect((await creditNotePdf(stack.users.admin, note.id)).status).toBe(200)
    for (const other of [stack.users.customer2, stack.users.pro, null]) {
      expect((await creditNotePdf(other, note.id)).status).toBe(404)
    }
    expect((await creditNotePdf(stack.users.admin, 'aaaaaaaaaaaaaaa')).status).toBe(404)
  })
})

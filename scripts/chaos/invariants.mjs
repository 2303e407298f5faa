// What must hold after a chaos run (docs/adr/0140, DESIGN §7 and §10), read from Stripe's side (the
// stand-in's own record) and from PocketBase's (as superuser). Each check returns the broken cases
// with their details; an empty list is a pass.

/** Every record of a collection (superuser), 500 a page. */
async function all(stack, collection, fields) {
  const items = []
  for (let page = 1; ; page++) {
    const answer = await stack.su(
      `/api/collections/${collection}/records?page=${page}&perPage=500&skipTotal=1&fields=${encodeURIComponent(fields)}`,
    )
    if (answer.status !== 200) throw new Error(`list ${collection}: ${answer.status} ${JSON.stringify(answer.body)}`)
    items.push(...answer.body.items)
    if (answer.body.items.length < 500) return items
  }
}

const cents = (euros) => Math.round(Number(euros || 0) * 100)
const json = (value) => (typeof value === 'string' ? JSON.parse(value || 'null') : value)

/** A numbered series (`F2026-00001`…) runs 1…n, each number once. */
function gapless(numbers, label) {
  const broken = []
  const seen = new Set()
  for (const number of numbers) {
    if (seen.has(number)) broken.push(`${label} ${number} used twice`)
    seen.add(number)
  }
  const serials = [...seen].map((n) => Number(String(n).split('-').at(-1))).sort((a, b) => a - b)
  serials.forEach((serial, i) => {
    if (serial !== i + 1) broken.push(`${label}: expected number ${i + 1}, found ${serial} (gap or duplicate)`)
  })
  return broken.slice(0, 10)
}

/**
 * @param {{ stack: any, products: { id: string, stock: number }[], messages: any[], holdGraceMs: number }} ctx
 * @returns {Promise<{ broken: { invariant: string, details: string[] }[], figures: Record<string, number> }>}
 */
export async function checkInvariants({ stack, products, messages, holdGraceMs }) {
  const [orders, checkouts, productRows, notes, ledger, mails] = await Promise.all([
    all(stack, 'orders', 'id,status,checkout,stripePaymentIntentId,items,invoice_number,amount_refunded,email,total'),
    all(stack, 'checkouts', 'id,status,expires,items,payment_intent,order'),
    all(stack, 'products', 'id,stock,reserved'),
    all(stack, 'credit_notes', 'id,order,status,number,refund_id,lines,restocked,amount'),
    all(stack, 'payment_refunds', 'id,refund_id,order,amount,source'),
    all(stack, 'mail_queue', 'id,kind,status,ref,to,subject,attempts'),
  ])
  const intents = [...stack.stripe.intents.values()]
  const stripeRefunds = [...stack.stripe.refunds]
  const refundsOf = (intentId) => stripeRefunds.filter((refund) => refund.payment_intent === intentId)
  const ordersByIntent = new Map()
  for (const order of orders) {
    const list = ordersByIntent.get(order.stripePaymentIntentId) ?? []
    list.push(order)
    ordersByIntent.set(order.stripePaymentIntentId, list)
  }
  const results = []
  const check = (invariant, details) => results.push({ invariant, details })

  // 1. Every succeeded payment is exactly one paid order, or exactly one refund (never both, never neither).
  const payments = []
  let refundedPayments = 0
  for (const intent of intents) {
    const mine = ordersByIntent.get(intent.id) ?? []
    const refunds = refundsOf(intent.id)
    if (intent.status !== 'succeeded') {
      if (mine.length > 0) payments.push(`${intent.id} (${intent.status}, not paid) has order ${mine[0].id}`)
      continue
    }
    if (mine.length > 1) payments.push(`${intent.id} paid once, ${mine.length} orders: ${mine.map((o) => o.id).join(', ')}`)
    else if (mine.length === 0) {
      if (refunds.length === 0)
        payments.push(`${intent.id} (checkout ${intent.metadata.checkout}) charged ${intent.amount} c: no order, no refund`)
      else if (refunds.length > 1) payments.push(`${intent.id} without an order refunded ${refunds.length} times`)
      else if (refunds[0].amount !== intent.amount)
        payments.push(`${intent.id} without an order refunded ${refunds[0].amount} of ${intent.amount} c`)
      else refundedPayments++
      const checkout = checkouts.find((c) => c.id === intent.metadata.checkout)
      if (refunds.length > 0 && checkout && checkout.status !== 'refunded')
        payments.push(`${intent.id} refunded without an order, but its checkout ${checkout.id} is « ${checkout.status} »`)
      // Paid while its pieces were held for it: the customer is served, never refunded (DESIGN §7:
      // the second buyer of the last unit is told before paying, not refunded after). The run's
      // customers never give a hold back themselves after a successful payment.
      const charge = stack.stripe.charges.get(intent.latest_charge)
      const expires = checkout ? Date.parse(checkout.expires.replace(' ', 'T')) / 1000 : 0
      if (refunds.length > 0 && charge && charge.created < expires - 1)
        payments.push(
          `${intent.id} paid ${Math.round(expires - charge.created)} s before its hold's expiry, refunded instead of becoming an order (checkout ${checkout.id})`,
        )
    }
  }
  check('every succeeded payment is exactly one order or exactly one refund', payments)

  // 1b. A payment's hold is never given back once the payment succeeded (a late « failed » event of
  // a card declined before another one paid: webhooks come out of order).
  const stale = []
  for (const delivery of stack.stripe.webhookDeliveries) {
    if (delivery.type !== 'payment_intent.payment_failed' || delivery.body?.handled !== 'hold released') continue
    const intent = stack.stripe.intents.get(delivery.intent)
    const charge = intent?.latest_charge ? stack.stripe.charges.get(intent.latest_charge) : null
    if (charge && charge.created + 1 < delivery.sentAt / 1000)
      stale.push(
        `${intent.id}: a « payment failed » event delivered ${Math.round(delivery.sentAt / 1000 - charge.created)} s after the payment released its hold`,
      )
  }
  check('a paid hold is never released by a late « payment failed »', stale)

  // 2. No refund booked twice; the books say what Stripe refunded (ledger, credit notes, order total).
  const booked = []
  const ledgerIds = new Map()
  for (const row of ledger) ledgerIds.set(row.refund_id, (ledgerIds.get(row.refund_id) ?? 0) + 1)
  for (const [refundId, count] of ledgerIds) if (count > 1) booked.push(`refund ${refundId} booked ${count} times`)
  const noteIds = new Map()
  for (const note of notes.filter((n) => n.status === 'issued')) noteIds.set(note.refund_id, (noteIds.get(note.refund_id) ?? 0) + 1)
  for (const [refundId, count] of noteIds) if (count > 1) booked.push(`refund ${refundId} has ${count} credit notes`)
  for (const order of orders) {
    const atStripe = refundsOf(order.stripePaymentIntentId)
    const stripeCents = atStripe.reduce((sum, r) => sum + r.amount, 0)
    const inLedger = ledger.filter((row) => row.order === order.id)
    const ledgerCents = inLedger.reduce((sum, row) => sum + cents(row.amount), 0)
    if (ledgerCents !== stripeCents) booked.push(`order ${order.id}: Stripe refunded ${stripeCents} c, the ledger says ${ledgerCents} c`)
    if (cents(order.amount_refunded) !== stripeCents)
      booked.push(`order ${order.id}: Stripe refunded ${stripeCents} c, the order says ${cents(order.amount_refunded)} c`)
    for (const refund of atStripe) {
      if (!ledgerIds.has(refund.id)) booked.push(`order ${order.id}: Stripe's refund ${refund.id} is not booked`)
      const claim = refund.metadata?.credit_note
      if (claim && !notes.some((n) => n.id === claim && n.status === 'issued' && n.refund_id === refund.id))
        booked.push(`order ${order.id}: Stripe's refund ${refund.id} names credit note ${claim}, not issued for it`)
    }
    // After the reconciliation, no refund the admin asked is left half done: issued, or given up.
    for (const note of notes.filter((n) => n.order === order.id && n.status === 'pending'))
      booked.push(
        `order ${order.id}: refund claim ${note.id} still pending after the reconciliation${atStripe.some((r) => r.metadata?.credit_note === note.id) ? ' though Stripe made its refund' : ''}`,
      )
  }
  check('no refund booked twice, every refund booked, no claim left pending', booked)

  // 3. Stock = initial − sold + restocked − held; held = what open checkouts hold.
  const stock = []
  const sold = new Map()
  const add = (map, id, q) => map.set(id, (map.get(id) ?? 0) + q)
  for (const order of orders) for (const line of json(order.items) ?? []) add(sold, line.id, line.quantity)
  const restocked = new Map()
  for (const note of notes.filter((n) => n.status === 'issued' && n.restocked))
    for (const line of json(note.lines) ?? []) if (line.quantity) add(restocked, line.id, line.quantity)
  const held = new Map()
  const now = Date.now()
  const overdue = []
  for (const checkout of checkouts.filter((c) => c.status === 'open')) {
    for (const line of json(checkout.items) ?? []) add(held, line.id, line.quantity)
    const expires = Date.parse(checkout.expires.replace(' ', 'T'))
    if (expires + holdGraceMs < now)
      overdue.push(`checkout ${checkout.id} still holds its pieces ${Math.round((now - expires) / 1000)} s after its expiry`)
  }
  for (const product of products) {
    const row = productRows.find((p) => p.id === product.id)
    const expected = product.stock - (sold.get(product.id) ?? 0) + (restocked.get(product.id) ?? 0) - (held.get(product.id) ?? 0)
    if (!row) stock.push(`product ${product.id} is gone`)
    else {
      if (row.stock !== expected)
        stock.push(
          `product ${product.id}: stock ${row.stock}, expected ${expected} (initial ${product.stock} − sold ${sold.get(product.id) ?? 0} + restocked ${restocked.get(product.id) ?? 0} − held ${held.get(product.id) ?? 0})`,
        )
      if (row.reserved !== (held.get(product.id) ?? 0))
        stock.push(`product ${product.id}: reserved ${row.reserved}, open checkouts hold ${held.get(product.id) ?? 0}`)
      if (row.stock < 0) stock.push(`product ${product.id}: negative stock ${row.stock}`)
    }
  }
  check('stock = initial − paid order lines + restocked refunds (− open holds)', stock)

  // 4. No hold outlives its expiry.
  check('no hold outlives its expiry', overdue)

  // 5. Invoice and credit-note numbers: gapless and unique.
  const invoices = orders.map((o) => o.invoice_number)
  const numbering = invoices.some((n) => !n) ? [`${invoices.filter((n) => !n).length} paid orders without an invoice number`] : []
  numbering.push(...gapless(invoices.filter(Boolean), 'invoice'))
  numbering.push(
    ...gapless(
      notes.filter((n) => n.status === 'issued').map((n) => n.number),
      'credit note',
    ),
  )
  check('invoice and credit-note numbers are gapless and unique', numbering)

  // 6. Every confirmation e-mail is sent (and caught) or still queued.
  const mailing = []
  const caught = new Map()
  for (const message of messages) {
    const key = `${message.to.join(',')}|${message.subject}`
    caught.set(key, (caught.get(key) ?? 0) + 1)
  }
  let sent = 0
  let queued = 0
  for (const order of orders) {
    const rows = mails.filter((m) => m.kind === 'order_confirmation' && m.ref === `orders/${order.id}`)
    if (rows.length !== 1) {
      mailing.push(`order ${order.id}: ${rows.length} confirmation e-mails in the queue`)
      continue
    }
    const [row] = rows
    if (row.status === 'sent') {
      sent++
      if (!caught.has(`${row.to}|${row.subject}`))
        mailing.push(`order ${order.id}: confirmation marked sent, never caught by the mail server`)
    } else if (row.status === 'pending') queued++
    else mailing.push(`order ${order.id}: confirmation « ${row.status} » after ${row.attempts} attempts`)
  }
  check('every confirmation e-mail is sent or still queued', mailing)

  const duplicates = [...caught.values()].reduce((sum, count) => sum + (count > 1 ? count - 1 : 0), 0)
  return {
    broken: results.filter((r) => r.details.length > 0),
    results,
    figures: {
      paymentsSucceeded: intents.filter((i) => i.status === 'succeeded').length,
      paymentsRefundedWithoutOrder: refundedPayments,
      orders: orders.length,
      ordersCancelled: orders.filter((o) => o.status === 'cancelled' || o.status === 'refunded').length,
      stripeRefunds: stripeRefunds.length,
      creditNotesIssued: notes.filter((n) => n.status === 'issued').length,
      creditNotesPending: notes.filter((n) => n.status === 'pending').length,
      confirmationsSent: sent,
      confirmationsQueued: queued,
      mailsQueued: mails.length,
      mailsPending: mails.filter((m) => m.status === 'pending').length,
      mailsFailed: mails.filter((m) => m.status === 'failed').length,
      mailsCaught: messages.length,
      mailsCaughtTwice: duplicates,
      checkoutsOpen: checkouts.filter((c) => c.status === 'open').length,
      checkouts: checkouts.length,
    },
  }
}

// `npm run chaos -- --quick` inside the integration run (docs/adr/0140): one short round of customers
// buying in Stripe mode while PocketBase is killed twice, the mail server is down, Stripe answers
// 500/429 and late, and its webhooks come late, twice, out of order or never; then every invariant of
// scripts/chaos/invariants.mjs must hold (each succeeded payment one order or one refund, a paid hold
// never released, refunds booked once, stock, holds, gapless numbers, confirmations sent or queued).
// The bugs the full run found keep their own, exact regression tests (checkout-webhook.test.ts).
import { describe, expect, it } from 'vitest'
import { createPaymentIntentHandler } from '../../functions/create-payment-intent/handler'
import { runChaos } from '../../scripts/chaos/run.mjs'
import { tolerateConsoleError } from '../../src/testing/console'

describe('npm run chaos --quick', () => {
  it('one round of purchases through kills, a mail outage and Stripe faults leaves the books right', async () => {
    tolerateConsoleError(/^create-payment-intent:/, 'the run makes Stripe fail on purpose')
    const lines: string[] = []
    const { figures, broken } = await runChaos({
      rounds: 1,
      customers: 10,
      seed: 4,
      quick: true,
      log: (line: string) => lines.push(line),
      createHandler: createPaymentIntentHandler,
    })
    expect(broken, JSON.stringify({ broken, figures }, null, 2)).toEqual([])
    // The run did what it says: PocketBase fell twice, Stripe's money moved, orders were made.
    expect(figures.kills).toBe(2)
    expect(figures.orders).toBeGreaterThan(0)
    expect(figures.paymentsSucceeded).toBeGreaterThanOrEqual(figures.orders)
  }, 90_000)
})

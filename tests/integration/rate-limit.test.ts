// Threat model (docs/threat-model.md): proves §3.1, §3.4 and §3.6 (the per-address rate limits).
// Rate limits really answer 429. Each test speaks from its own client IP (X-Forwarded-For, trusted by
// the throwaway PocketBase only), so the limits it exhausts never disturb another test.
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../scripts/lib/pocketbase-server.mjs'
import { type Actor, anonymous, call, fixtureUser } from './support/clients'
import { contactMessageBody, customRequestBody, uniq } from './support/factories'

async function statuses(actor: Actor, count: number, request: (i: number) => [string, string, unknown?]) {
  const result: number[] = []
  for (let i = 0; i < count; i++) {
    const [method, path, body] = request(i)
    result.push((await call(actor, method, path, body)).status)
  }
  return result
}

const login = '/api/collections/users/auth-with-password'

describe('rate limits', () => {
  it('answers 429 after 20 login attempts in a minute from one address, and only to that address', async () => {
    const attacker = await anonymous()
    const email = fixtureUser('customer').email
    const tries = await statuses(attacker, 21, () => ['POST', login, { identity: email, password: 'mauvais-mdp' }])
    expect(tries.slice(0, 20)).toEqual(Array(20).fill(400))
    expect(tries[20]).toBe(429)

    // even the right password is refused from that address for now…
    const blocked = await call(attacker, 'POST', login, { identity: email, password: DEMO_PASSWORD })
    expect(blocked.status).toBe(429)
    // …while the real customer, elsewhere, logs in normally
    const elsewhere = await anonymous()
    const ok = await call(elsewhere, 'POST', login, { identity: email, password: DEMO_PASSWORD })
    expect(ok.status).toBe(200)
  })

  it('answers 429 to a sixth contact message within a minute', async () => {
    const sender = await anonymous()
    const tries = await statuses(sender, 6, () => ['POST', '/api/collections/contact_messages/records', contactMessageBody()])
    expect(tries).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('answers 429 to a sixth custom request within a minute', async () => {
    const sender = await anonymous()
    const tries = await statuses(sender, 6, () => ['POST', '/api/collections/custom_requests/records', customRequestBody()])
    expect(tries).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('answers 429 to an eleventh sign-up within five minutes', async () => {
    const bot = await anonymous()
    const tries = await statuses(bot, 11, () => [
      'POST',
      '/api/collections/users/records',
      { email: `${uniq('bot')}@integration.test`, password: DEMO_PASSWORD, passwordConfirm: DEMO_PASSWORD },
    ])
    expect(tries).toEqual([...Array(10).fill(200), 429])
  })

  it('answers 429 to an eleventh checkout within a minute from one address (each one holds stock)', async () => {
    const bot = await anonymous()
    const tries = await statuses(bot, 11, () => ['POST', '/api/shop/checkouts', { items: [] }])
    // Anonymous: refused (401) by the route itself, until the limit answers first.
    expect(tries).toEqual([...Array(10).fill(401), 429])
  })

  it('the payment function’s reads of a checkout are not held to the shop’s general limit', async () => {
    // The function reads every customer's checkout from its own address (docs/adr/0032): 400 reads in
    // ten seconds from one address would pass the general "/api/" limit of 300.
    const functionHost = await anonymous()
    const tries = await statuses(functionHost, 400, () => ['GET', `/api/shop/checkouts/${'a'.repeat(15)}`])
    expect(tries.filter((status) => status === 429)).toEqual([])
  })
})

// The payment function is served on the app's origin (vite preview mounts it like the dev server),
// wired like production: PocketBase and the function both talk to the Stripe API stand-in.
import { expect, test } from './fixtures.ts'
import type { Fixtures } from './fixtures.ts'

test('la fonction de paiement répond en JSON sur la même origine que la boutique', async ({ request }) => {
  const response = await request.post('/api/create-payment-intent', { data: {} })
  expect(response.status()).not.toBe(404)
  expect(response.headers()['content-type']).toContain('application/json')
  const body = (await response.json()) as { error?: unknown; clientSecret?: unknown }
  // Without a logged-in caller and items, the function must refuse, in French, and never pay.
  expect(response.status()).toBe(401)
  expect(body.error).toBe('Vous devez être connecté pour passer une commande.')
})

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A fresh in-stock product of the test's own (the shared catalogue's stock stays as seeded). */
async function ownProduct(fixtures: Fixtures) {
  const su = await json(
    await fetch(`${fixtures.pocketbaseUrl}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: fixtures.superuser.email, password: fixtures.superuser.password }),
    }),
  )
  const slug = `bracelet-e2e-paiement-${Date.now()}`
  const created = await json(
    await fetch(`${fixtures.pocketbaseUrl}/api/collections/products/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: String(su.body.token) },
      body: JSON.stringify({ name: 'Bracelet paiement e2e', slug, price: 42.5, price_pro: 30, stock: 2 }),
    }),
  )
  expect(created.status).toBe(200)
  return { id: String(created.body.id), token: String(su.body.token) }
}

test('paiement de bout en bout côté serveur : intention Stripe, paiement, commande vérifiée, stock décrémenté', async ({
  request,
  fixtures,
}) => {
  const customer = fixtures.users.find((user) => user.kind === 'customer')
  if (!customer) throw new Error('no customer fixture')
  const login = await json(
    await fetch(`${fixtures.pocketbaseUrl}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: customer.email, password: customer.password }),
    }),
  )
  const token = String(login.body.token)
  const product = await ownProduct(fixtures)
  const items = [{ id: product.id, quantity: 2 }]

  const intent = await request.post('/api/create-payment-intent', {
    headers: { authorization: `Bearer ${token}` },
    data: { items, attemptId: `e2e-${Date.now()}` },
  })
  expect(intent.status()).toBe(200)
  const answer = (await intent.json()) as { paymentIntentId: string; clientSecret: string; amount: number; mode: string }
  expect(answer).toMatchObject({ amount: 8500, currency: 'eur', mode: 'stripe' })

  // What the browser's Stripe.js does: confirm with the publishable key and the client secret.
  const confirmed = await json(
    await fetch(`${fixtures.stripeApiUrl}/v1/payment_intents/${answer.paymentIntentId}/confirm`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_standin', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_method: 'pm_card_visa', client_secret: answer.clientSecret }),
    }),
  )
  expect(confirmed.body.status).toBe('succeeded')

  const order = await json(
    await fetch(`${fixtures.pocketbaseUrl}/api/collections/orders/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ stripePaymentIntentId: answer.paymentIntentId, items }),
    }),
  )
  expect(order.status).toBe(200)
  expect(order.body).toMatchObject({ user: customer.id, total: 85, status: 'paid' })
  const after = await json(
    await fetch(`${fixtures.pocketbaseUrl}/api/collections/products/records/${product.id}`, {
      headers: { authorization: product.token },
    }),
  )
  expect(after.body.stock).toBe(0)
})

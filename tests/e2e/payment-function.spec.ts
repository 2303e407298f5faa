// The payment function is served on the app's origin (vite preview mounts it like the dev server).
// A whole payment through it is checkout.spec.ts's first journey; the hook's rules are
// tests/integration/checkout-orders.test.ts.
import { expect, test } from './fixtures.ts'

test('la fonction de paiement répond en JSON sur la même origine que la boutique', async ({ request }) => {
  const response = await request.post('/api/create-payment-intent', { data: {} })
  expect(response.status()).not.toBe(404)
  expect(response.headers()['content-type']).toContain('application/json')
  const body = (await response.json()) as { error?: unknown; clientSecret?: unknown }
  // Without a logged-in caller and items, the function must refuse, in French, and never pay.
  expect(response.status()).toBe(401)
  expect(body.error).toBe('Vous devez être connecté pour passer une commande.')
})

// Threat model (docs/threat-model.md): proves §3.8 "The read path's cost" for the stock the checkout
// writes with plain SQL (holds, releases, sales): the cached catalogue page shows it on the next read
// (pb_hooks/lib/checkout.js tells the cache after each transaction, docs/adr/0045).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { catalogueFields } from '../../src/features/catalogue/api/prefetch'
import { type CheckoutStack, startCheckoutStack } from './support/checkout-stack'

const CATALOGUE_PAGE = `/api/collections/products/records?page=1&perPage=500&skipTotal=1&sort=-created&fields=${encodeURIComponent(catalogueFields(false))}`

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

async function shown(productId: string): Promise<{ cache: string | null; stock: unknown; reserved: unknown }> {
  const response = await fetch(`${stack.pbUrl}${CATALOGUE_PAGE}`, { headers: { 'X-Forwarded-For': '10.9.9.9' } })
  const body = (await response.json()) as { items: Array<{ id: string; stock: number; reserved: number }> }
  const item = body.items.find((candidate) => candidate.id === productId)
  return { cache: response.headers.get('x-catalogue-cache'), stock: item?.stock, reserved: item?.reserved }
}

it('a hold, its release and a sale show on the next read of the cached page', async () => {
  const product = await stack.product({ stock: 3 })
  await shown(product.id)
  expect(await shown(product.id)).toEqual({ cache: 'hit', stock: 3, reserved: 0 })

  const first = await stack.startCheckout(stack.users.customer, [{ id: product.id, quantity: 2 }])
  expect(first.status).toBe(200)
  expect(await shown(product.id)).toEqual({ cache: 'miss', stock: 1, reserved: 2 })

  // A new checkout of the same customer releases the first hold, then holds one.
  const second = await stack.startCheckout(stack.users.customer, [{ id: product.id, quantity: 1 }])
  expect(second.status).toBe(200)
  expect(await shown(product.id)).toMatchObject({ stock: 2, reserved: 1 })

  const checkoutId = String(second.body.id)
  const intentId = await stack.payCheckout(stack.users.customer, checkoutId)
  expect((await stack.confirmCheckout(stack.users.customer, checkoutId, intentId)).status).toBe(200)
  expect(await shown(product.id)).toMatchObject({ cache: 'miss', stock: 2, reserved: 0 })
})

// The customer_figures view (docs/adr/0097) stands while `orders` changes: PocketBase rebuilds a
// collection's table when a field is added and checks the views over it meanwhile, so a view that
// named an index of `orders` (`INDEXED BY`) made every later migration of orders fail.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type CheckoutStack, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ demo: true })
})

afterAll(async () => {
  await stack?.stop()
})

it('lets a field be added to orders and removed again, and the figures still answer', async () => {
  const orders = await stack.su.collections.getOne('orders')
  await stack.su.collections.update('orders', { fields: [...orders.fields, { name: 'probe_note', type: 'text' }] })
  const figures = await stack.su.collection('customer_figures').getList(1, 5, { sort: '-spent' })
  expect(figures.totalItems).toBeGreaterThan(0)
  await stack.su.collections.update('orders', { fields: orders.fields })
  expect((await stack.su.collections.getOne('orders')).fields.map((field) => field.name)).not.toContain('probe_note')
})

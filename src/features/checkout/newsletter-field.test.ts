// The checkout body's one newsletter field (docs/adr/0114): sent only when a box is ticked.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/mocks/server'
import { createCheckout } from './api'

const SHIPPING = {
  full_name: 'Camille Martin',
  company: '',
  line1: '12 rue des Lilas',
  line2: '',
  postal_code: '69001',
  city: 'Lyon',
  country: 'FR' as const,
  phone: '06 12 34 56 78',
  siret: '',
  vat_number: '',
}

describe('createCheckout’s newsletter field', () => {
  it('is left out when nothing is ticked, sent as chosen otherwise', async () => {
    const bodies: Array<Record<string, unknown>> = []
    server.use(
      http.post('*/api/shop/checkouts', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({ id: 'c1', amount: 3990, currency: 'eur', expires: '2026-11-29T10:00:00Z', lines: [], mode: 'demo' })
      }),
    )
    const request = { items: [{ id: 'p1', quantity: 1 }], shipping: SHIPPING, billing: null }
    await createCheckout({ ...request, newsletter: '' })
    await createCheckout({ ...request, newsletter: 'refuse' })
    await createCheckout({ ...request, newsletter: 'subscribe' })
    expect(bodies.map((body) => body.newsletter)).toEqual([undefined, 'refuse', 'subscribe'])
    expect('newsletter' in bodies[0]!).toBe(false)
  })
})

// The Netlify adapter mounts the portable handler at the app's path, unchanged.
import { describe, expect, it } from 'vitest'
import { PAYMENT_INTENT_ROUTE } from '../payment-route.ts'
import handler, { config } from './create-payment-intent.ts'

describe('Netlify adapter', () => {
  it('is routed at the path the app calls', () => {
    expect(config.path).toBe(PAYMENT_INTENT_ROUTE)
    expect(PAYMENT_INTENT_ROUTE).toBe('/api/create-payment-intent')
  })

  it('answers with the handler: JSON refusals in French', async () => {
    const response = await handler(new Request('https://boutique.example/api/create-payment-intent', { method: 'GET' }))
    expect(response.status).toBe(405)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ error: 'Méthode non autorisée.' })
  })
})

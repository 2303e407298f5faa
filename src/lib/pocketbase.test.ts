import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/mocks/server'
import { pb } from './pocketbase'

describe('the PocketBase client', () => {
  it('sends reads without a Content-Type (no CORS preflight before each read), and a body with its JSON type', async () => {
    const seen: Array<{ method: string; contentType: string | null; language: string | null }> = []
    const record = (request: Request) =>
      seen.push({
        method: request.method,
        contentType: request.headers.get('content-type'),
        language: request.headers.get('accept-language'),
      })
    server.use(
      http.get('*/api/collections/stones/records', ({ request }) => {
        record(request)
        return HttpResponse.json({ page: 1, perPage: 30, totalItems: 0, totalPages: 0, items: [] })
      }),
      http.post('*/api/collections/contact_messages/records', ({ request }) => {
        record(request)
        return HttpResponse.json({ id: 'm1' })
      }),
    )
    await pb.collection('stones').getList(1, 30)
    await pb.collection('contact_messages').create({ name: 'Jeanne', email: 'jeanne@example.fr', subject: 'Bonjour', message: 'Un mot.' })
    expect(seen).toEqual([
      { method: 'GET', contentType: null, language: 'en-US' },
      { method: 'POST', contentType: 'application/json', language: 'en-US' },
    ])
  })
})

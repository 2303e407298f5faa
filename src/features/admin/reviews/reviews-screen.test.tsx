import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import userEvent from '@testing-library/user-event'
import { demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, within } from '@/testing/test-utils'

const SLOW = { timeout: 8000 }

const ROW = {
  id: 'rev1',
  status: 'pending',
  rating: 5,
  title: 'Magnifique',
  text: 'Très beau bracelet.',
  author_name: 'Camille D.',
  experienced_at: '2026-11-02 10:00:00.000Z',
  refusal_reason: '',
  reply: '',
  published_at: '',
  created: '2026-11-05 10:00:00.000Z',
  order: { id: 'order1', number: 'order1ab', email: 'camille@example.fr', customer_name: 'Camille Dupont' },
  product: { id: 'p1', name: 'Bracelet Sérénité', slug: 'bracelet-serenite' },
}

describe('the reviews’ moderation (docs/adr/0105)', { timeout: 15_000 }, () => {
  it('lists the pending reviews by page, refuses without a reason in French, then publishes', async () => {
    const asked: string[] = []
    const writes: unknown[] = []
    server.use(
      http.get('*/api/shop/reviews/moderation', ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json({ page: 1, perPage: 50, totalItems: 1, items: [ROW] })
      }),
      http.patch('*/api/collections/reviews/records/:id', async ({ request }) => {
        writes.push(await request.json())
        return HttpResponse.json({ ...ROW, status: 'published' })
      }),
    )
    const user = userEvent.setup()
    renderApp('/dashboard/avis', { user: demoUsers.admin() })
    const item = await screen.findByRole('listitem', { name: 'Avis de Camille D.' }, SLOW)
    expect(asked[0]).toBe('?status=pending&page=1')
    expect(within(item).getByText('Très beau bracelet.')).toBeInTheDocument()
    expect(within(item).getByText(/camille@example\.fr/)).toBeInTheDocument()

    await user.click(within(item).getByRole('button', { name: 'Refuser' }))
    expect(await within(item).findByText('Choisissez le motif du refus.')).toBeInTheDocument()
    expect(writes).toHaveLength(0)

    await user.click(within(item).getByRole('button', { name: 'Publier' }))
    expect(await within(item).findByText('Avis publié.', {}, SLOW)).toBeInTheDocument()
    expect(writes[0]).toEqual({ status: 'published', refusal_reason: '' })
  })
})

import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { demoUsers } from '@/testing/data-generators'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, within } from '@/testing/test-utils'
import { adminRecord, failList } from '../testing/admin-mocks'

const address = (full_name: string, city: string) => ({
  full_name,
  company: '',
  line1: '3 place Bellecour',
  line2: '',
  postal_code: '69002',
  city,
  country: 'FR',
  phone: '06 12 34 56 78',
})

describe('orders to prepare (/dashboard/orders/a-preparer)', { timeout: 20_000 }, () => {
  it('asks for the paid orders, oldest first, and prints one block per order: number, date, address, phone, lines', async () => {
    const asked: URL[] = []
    const older = adminRecord('orders', {
      id: 'ancienne0000001',
      created: '2026-11-20 09:00:00.000Z',
      email: 'lea@exemple.fr',
      shipping_address: address('Léa Martin', 'Lyon'),
      items: [
        { id: 'p1', name: 'Bracelet Sérénité', quantity: 2, price: 30 },
        { id: 'p2', name: 'Bague Labradorite', quantity: 1, price: 45 },
      ],
    })
    const newer = adminRecord('orders', {
      id: 'recente0000001x',
      created: '2026-11-23 09:00:00.000Z',
      shipping_address: address('Noé Petit', 'Lille'),
      items: [{ id: 'p3', name: 'Collier Jade', quantity: 1, price: 80 }],
    })
    server.use(
      http.get('*/api/collections/orders/records', ({ request }) => {
        asked.push(new URL(request.url))
        return HttpResponse.json({ page: 1, perPage: 500, totalItems: 2, totalPages: 1, items: [older, newer] })
      }),
    )
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { events } = renderApp('/dashboard/orders/a-preparer', { user: demoUsers.admin() })
    expect(await findPageHeading('Commandes à préparer')).toBeVisible()
    expect(asked[0]?.searchParams.get('filter')).toBe("status = 'paid'")
    expect(asked[0]?.searchParams.get('sort')).toBe('created,id')
    const blocks = screen.getAllByRole('article')
    expect(blocks.map((block) => block.getAttribute('aria-label'))).toEqual(['Commande n° ancienne', 'Commande n° recente0'])
    const first = within(blocks[0]!)
    expect(first.getByRole('heading', { name: 'Commande n° ancienne du 20 novembre 2026' })).toBeVisible()
    expect(first.getByRole('group')).toHaveTextContent(
      ['Léa Martin', '3 place Bellecour', '69002 Lyon', 'France', 'Tél. 06 12 34 56 78'].join(''),
    )
    expect(first.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'QuantitéArticle',
      '2 ×Bracelet Sérénité',
      '1 ×Bague Labradorite',
    ])
    expect(document.querySelector('style')?.textContent).toContain('page-break-inside: avoid')
    await events.click(screen.getByRole('button', { name: 'Imprimer' }))
    expect(print).toHaveBeenCalledOnce()
    print.mockRestore()
  })

  it('says when there is nothing to prepare, and when the list cannot be read', async () => {
    expectConsoleError('Admin orders to prepare:')
    server.use(
      http.get('*/api/collections/orders/records', () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: 0, totalPages: 1, items: [] }),
      ),
    )
    const first = renderApp('/dashboard/orders/a-preparer', { user: demoUsers.admin() })
    expect(await screen.findByText('Aucune commande à préparer : toutes les commandes payées sont expédiées.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeDisabled()
    first.unmount()
    failList('orders', { once: true })
    const { events } = renderApp('/dashboard/orders/a-preparer', { user: demoUsers.admin() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la récupération des commandes à préparer')
    expect(screen.queryByText('Aucune commande à préparer : toutes les commandes payées sont expédiées.')).toBeNull()
    // « Réessayer » reads them again (the empty list above).
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByText('Aucune commande à préparer : toutes les commandes payées sont expédiées.')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('is linked from the orders screen', async () => {
    const { events, router } = renderApp('/dashboard/orders', { user: demoUsers.admin() })
    await events.click(await screen.findByRole('link', { name: 'Commandes à préparer (liste imprimable)' }))
    expect(await findPageHeading('Commandes à préparer')).toBeVisible()
    expect(router.state.location.pathname).toBe('/dashboard/orders/a-preparer')
  })

  it('searches the list by customer or piece (accents ignored), without reading the orders again', async () => {
    let reads = 0
    const lea = adminRecord('orders', {
      id: 'ancienne0000001',
      email: 'lea@exemple.fr',
      shipping_address: address('Léa Martin', 'Lyon'),
      customer_name: 'Léa Martin',
      items: [{ id: 'p1', name: 'Bracelet Sérénité', quantity: 2, price: 30 }],
    })
    const noe = adminRecord('orders', {
      id: 'recente0000001x',
      shipping_address: address('Noé Petit', 'Lille'),
      customer_name: 'Noé Petit',
      items: [{ id: 'p3', name: 'Collier Jade', quantity: 1, price: 80 }],
    })
    server.use(
      http.get('*/api/collections/orders/records', () => {
        reads += 1
        return HttpResponse.json({ page: 1, perPage: 500, totalItems: 2, totalPages: 1, items: [lea, noe] })
      }),
    )
    const { events } = renderApp('/dashboard/orders/a-preparer', { user: demoUsers.admin() })
    expect(await screen.findAllByRole('article')).toHaveLength(2)
    await events.type(screen.getByRole('searchbox', { name: 'Rechercher une commande' }), 'serenite')
    expect(screen.getAllByRole('article').map((block) => block.getAttribute('aria-label'))).toEqual(['Commande n° ancienne'])
    await events.clear(screen.getByRole('searchbox', { name: 'Rechercher une commande' }))
    await events.type(screen.getByRole('searchbox', { name: 'Rechercher une commande' }), 'noe')
    expect(screen.getAllByRole('article').map((block) => block.getAttribute('aria-label'))).toEqual(['Commande n° recente0'])
    expect(reads).toBe(1)
  })
})

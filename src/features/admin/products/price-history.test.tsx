import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { createProduct, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, within } from '@/testing/test-utils'
import { pbFailure, servePages } from '../testing/admin-mocks'
import { PRICE_HISTORY_TEXTS, type PriceHistoryPage, type PriceHistoryRow } from './price-history-data'

const row = (fields: Partial<PriceHistoryRow> & { id: string; at: string }): PriceHistoryRow => ({
  variant: '',
  size: '',
  on_sale: false,
  sale: '',
  changes: [],
  ...fields,
})

/** The server's pages of the history (pb_hooks/lib/price-admin.js), by page number; returns the pages asked. */
function serveHistory(pages: Record<number, Omit<PriceHistoryPage, 'page'>>) {
  const asked: { product: string; page: string | null }[] = []
  server.use(
    http.get('*/api/shop/admin/products/:id/price-history', ({ params, request }) => {
      const page = new URL(request.url).searchParams.get('page')
      asked.push({ product: String(params.id), page })
      return HttpResponse.json({ ...pages[Number(page ?? 1)]!, page: Number(page ?? 1) })
    }),
  )
  return asked
}

async function openForm(name: string) {
  const { events } = renderApp('/dashboard/products', { user: demoUsers.admin() })
  await events.click(await screen.findByRole('button', { name: `Modifier ${name}` }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le produit' }))
  return { events, dialog }
}

describe('the product form’s price history (docs/adr/0121)', { timeout: 20_000 }, () => {
  it('shows what changed, old → new, newest first, a page of the server at a time, and the reference a sale would show now', async () => {
    const aurore = createProduct({ id: 'prodaurore00001', name: 'Bracelet Aurore', price: 40 })
    seed('products', [aurore])
    servePages('products')
    const asked = serveHistory({
      1: {
        totalPages: 2,
        totalItems: 51,
        references: [
          { size: '', variant: '', price: 40, reference: 35 },
          { size: '17 cm', variant: 'size17', price: 42, reference: 42 },
        ],
        items: [
          row({
            id: 'h3',
            at: '2026-11-20 09:00:00.000Z',
            on_sale: true,
            sale: 'Soldes d’hiver',
            changes: [{ kind: 'charged', old: 40, new: 32 }],
          }),
          row({
            id: 'h2',
            at: '2026-11-10 09:00:00.000Z',
            size: '17 cm',
            variant: 'size17',
            changes: [{ kind: 'price', old: 41, new: 42 }],
          }),
          row({
            id: 'h1',
            at: '2026-11-01 09:00:00.000Z',
            changes: [
              { kind: 'price', old: 35, new: 40 },
              { kind: 'price_pro', old: 20, new: 24 },
            ],
          }),
        ],
      },
      2: {
        totalPages: 2,
        totalItems: 51,
        references: [],
        items: [row({ id: 'h0', at: '2026-10-01 09:00:00.000Z', changes: [{ kind: 'price', old: null, new: 35 }] })],
      },
    })
    const { events, dialog } = await openForm('Bracelet Aurore')
    const table = within(await dialog.findByRole('table', { name: PRICE_HISTORY_TEXTS.caption }))
    const lines = table.getAllByRole('row').slice(1)
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/Prix pratiqué pendant les soldes « Soldes d’hiver »40,00\s€ → 32,00\s€$/),
      expect.stringMatching(/Prix de la taille 17 cm41,00\s€ → 42,00\s€$/),
      expect.stringMatching(/Prix35,00\s€ → 40,00\s€$/),
      expect.stringMatching(/Prix pro20,00\s€ → 24,00\s€$/),
    ])
    expect(dialog.getByText(/Si des soldes commençaient maintenant/)).toBeVisible()
    expect(dialog.getByText(/Taille 17 cm : 42,00\s€/)).toBeVisible()
    expect(asked).toEqual([{ product: aurore.id, page: '1' }])

    await events.click(dialog.getByRole('button', { name: 'Plus anciens' }))
    expect(await dialog.findByText(/—\s→ 35,00\s€/)).toBeVisible()
    expect(dialog.getByText('Page 2 sur 2')).toBeVisible()
    expect(asked.at(-1)).toEqual({ product: aurore.id, page: '2' })
  })

  it('says in French that the history could not be read, keeping the form usable, and reads it again on « Réessayer »', async () => {
    const aurore = createProduct({ id: 'prodaurore00001', name: 'Bracelet Aurore', price: 40 })
    seed('products', [aurore])
    servePages('products')
    expectConsoleError('Admin price history:')
    server.use(http.get('*/api/shop/admin/products/:id/price-history', () => pbFailure(500, 'Something went wrong.'), { once: true }))
    const { events, dialog } = await openForm('Bracelet Aurore')
    expect(await dialog.findByText(PRICE_HISTORY_TEXTS.loadFailed)).toBeVisible()
    expect(dialog.getByLabelText(/^Nom/)).toHaveValue('Bracelet Aurore')
    await events.click(dialog.getByRole('button', { name: 'Réessayer' }))
    expect(await dialog.findByText(PRICE_HISTORY_TEXTS.empty)).toBeVisible()
  })
})

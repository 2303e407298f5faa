// A product's stock history and its « Inventaire » (docs/adr/0098): the history read one page of the
// server at a time, newest first, in French; the count sends the stock counted with the stock shown,
// says what the server answered, and keeps what was typed on a refusal.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { StockMovementsRecord } from '@/lib/pocketbase-types'
import { expectConsoleError } from '@/testing/console'
import { createProduct, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, userEvent, waitFor, within } from '@/testing/test-utils'
import { adminRecord, failList, pbFailure, servePages } from '../testing/admin-mocks'

const admin = demoUsers.admin
const PRODUCT = 'prodlune0000000'

function movement(fields: Partial<StockMovementsRecord> & { created: string }) {
  return adminRecord<Partial<StockMovementsRecord>>('stock_movements', {
    product: PRODUCT,
    change: 0,
    stock_after: 0,
    reason: 'manual',
    actor_label: 'Boutique',
    order: '',
    counted: 0,
    note: '',
    ...fields,
  })
}

function seedProduct(stock = 5, reserved = 0) {
  seed('products', [createProduct({ id: PRODUCT, name: 'Bracelet Lune', stock, reserved })])
}

/** Answers the count route with `answer`; returns the bodies sent. */
function serveCount(answer: { stock: number; message: string } | { status: number; message: string; data?: Record<string, unknown> }) {
  const sent: unknown[] = []
  server.use(
    http.post('*/api/shop/products/:id/stock-count', async ({ request, params }) => {
      sent.push(await request.json())
      if ('status' in answer) return pbFailure(answer.status, answer.message, answer.data)
      return HttpResponse.json({ id: params.id, reserved: 0, change: 0, counted: 0, seen: 0, soldMeanwhile: 0, ...answer })
    }),
  )
  return sent
}

describe('the stock history', { timeout: 30_000 }, () => {
  it('shows the movements newest first: the change, the reason in French, who, when, the stock after, the order as a link', async () => {
    seedProduct(3)
    seed('stock_movements', [
      movement({
        created: '2026-11-20 09:00:00.000Z',
        change: 4,
        stock_after: 4,
        reason: 'manual',
        actor_label: 'Claire',
        note: 'Création du produit',
      }),
      movement({ created: '2026-11-21 10:00:00.000Z', change: -2, stock_after: 2, reason: 'sale', order: 'ordabcdefgh0000' }),
      movement({ created: '2026-11-22 16:30:00.000Z', change: 1, stock_after: 3, reason: 'count', counted: 3, actor_label: 'Claire' }),
      movement({ created: '2026-11-22 17:00:00.000Z', product: 'otherproduct000', change: 9, stock_after: 9, reason: 'bulk' }),
    ])
    const asked = servePages('stock_movements')
    renderApp(`/dashboard/products/${PRODUCT}/stock`, { user: admin() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Historique du stock' })).toBeInTheDocument()
    expect(await screen.findByText('3 mouvements')).toBeInTheDocument()
    const items = within(screen.getByRole('list', { name: 'Mouvements de stock' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      '+1Inventaire (compté : 3)22 novembre 2026 à 17 h 30 · ClaireStock après : 3',
      '\u22122Vente21 novembre 2026 à 11 h 00 · Boutique · Commande n° ordabcdeStock après : 2',
      '+4Modification20 novembre 2026 à 10 h 00 · ClaireCréation du produitStock après : 4',
    ])
    expect(within(items[1]!).getByRole('link', { name: 'Commande n° ordabcde' })).toHaveAttribute(
      'href',
      '/dashboard/orders/ordabcdefgh0000',
    )
    const url = asked.at(-1)!
    expect(url.searchParams.get('perPage')).toBe('50')
    expect(url.searchParams.get('sort')).toBe('-created,-@rowid')
    expect(url.searchParams.get('filter')).toBe(`product = "${PRODUCT}"`)
    expect(screen.getByText(/^Stock en boutique :/).textContent).toBe('Stock en boutique : 3')
  })

  it('pages by the server: 50 rows, then « Page suivante »', async () => {
    seedProduct(0)
    seed(
      'stock_movements',
      Array.from({ length: 51 }, (_, n) =>
        movement({
          created: `2026-11-${String(1 + Math.floor(n / 24)).padStart(2, '0')} ${String(n % 24).padStart(2, '0')}:00:00.000Z`,
          change: -1,
        }),
      ),
    )
    servePages('stock_movements')
    renderApp(`/dashboard/products/${PRODUCT}/stock`, { user: admin() })
    expect(await screen.findByText('51 mouvements')).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Mouvements de stock' })).getAllByRole('listitem')).toHaveLength(50)
    await userEvent.click(screen.getByRole('link', { name: 'Page suivante' }))
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Mouvements de stock' })).getAllByRole('listitem')).toHaveLength(1))
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument()
  })

  it('says so when it has nothing yet', async () => {
    seedProduct(2)
    servePages('stock_movements', () => [])
    renderApp(`/dashboard/products/${PRODUCT}/stock`, { user: admin() })
    expect(await screen.findByText('Aucun mouvement de stock enregistré pour ce produit.')).toBeInTheDocument()
  })

  it('says in French when the history cannot be read', async () => {
    seedProduct(2)
    failList('stock_movements')
    expectConsoleError('Admin list stock_movements:')
    renderApp(`/dashboard/products/${PRODUCT}/stock`, { user: admin() })
    expect(await screen.findByText('Échec de la récupération de l’historique du stock')).toBeInTheDocument()
    expect(screen.getByText(/^Stock en boutique :/).textContent).toBe('Stock en boutique : 2')
  })
})

describe('« Inventaire »', { timeout: 30_000 }, () => {
  it('sends the stock counted with the stock shown, and says what the server answered', async () => {
    seedProduct(5)
    servePages('stock_movements', () => [])
    const message =
      'Inventaire enregistré : stock de 3. 1 pièce a été vendue pendant votre comptage : elle reste vendue et a été déduite du stock compté.'
    const sent = serveCount({ stock: 3, message })
    renderApp(`/dashboard/products/${PRODUCT}/stock`, { user: admin() })
    await userEvent.click(await screen.findByRole('button', { name: 'Inventaire' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Inventaire : Bracelet Lune' }))
    expect(dialog.getByText(/^Stock affiché :/).textContent).toBe('Stock affiché : 5')
    await userEvent.type(dialog.getByLabelText(/Stock compté/), '4')
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer l’inventaire' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(sent).toEqual([{ counted: 4, seen: 5 }])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('refuses a count that is not a whole number, in French, before sending anything', async () => {
    seedProduct(5)
    servePages('stock_movements', () => [])
    const sent = serveCount({ stock: 0, message: '' })
    renderApp(`/dashboard/products/${PRODUCT}/stock`, { user: admin() })
    await userEvent.click(await screen.findByRole('button', { name: 'Inventaire' }))
    const dialog = within(await screen.findByRole('dialog'))
    for (const typed of ['-1', '2,5', 'douze', '']) {
      const field = dialog.getByLabelText(/Stock compté/)
      await userEvent.clear(field)
      if (typed) await userEvent.type(field, typed)
      await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer l’inventaire' }))
      expect(await dialog.findByText('Le stock compté doit être un nombre entier positif ou nul.')).toBeInTheDocument()
    }
    expect(sent).toEqual([])
  })

  it('shows the server’s refusal and keeps the number typed', async () => {
    seedProduct(2)
    servePages('stock_movements', () => [])
    const refusal =
      'Impossible : 2 pièces ont été vendues pendant votre comptage de « Bracelet Lune » et le stock compté ne les couvre pas (il en reste 0 en boutique). Le stock n’a pas été modifié ; comptez à nouveau.'
    serveCount({ status: 409, message: refusal })
    expectConsoleError('L’inventaire n’a pas pu être enregistré.')
    renderApp(`/dashboard/products/${PRODUCT}/stock`, { user: admin() })
    await userEvent.click(await screen.findByRole('button', { name: 'Inventaire' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText(/Stock compté/), '0')
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer l’inventaire' }))
    expect(await dialog.findByText(refusal)).toBeInTheDocument()
    expect(dialog.getByLabelText(/Stock compté/)).toHaveValue('0')
  })
})

// Sizes (docs/adr/0108): a product with options shows each size's stock and counts it on its own;
// its history names the size of each movement and shows one size's on demand (`?taille=`).
describe('a product in sizes', { timeout: 30_000 }, () => {
  function seedSizes() {
    seedProduct(0)
    seed('product_variants', [
      adminRecord('product_variants', {
        id: 'size16000000000',
        product: PRODUCT,
        option1: '16 cm',
        option2: '',
        sku: 'LUNE-16',
        stock: 2,
        reserved: 1,
      }),
      adminRecord('product_variants', {
        id: 'size17000000000',
        product: PRODUCT,
        option1: '17 cm',
        option2: '',
        sku: '',
        stock: 4,
        reserved: 0,
      }),
    ])
    seed('stock_movements', [
      movement({ created: '2026-11-20 09:00:00.000Z', variant: 'size16000000000', change: 2, stock_after: 2 }),
      movement({ created: '2026-11-21 09:00:00.000Z', variant: 'size17000000000', change: -1, stock_after: 4, reason: 'sale' }),
    ])
  }

  it('shows each size’s stock, names the size of each movement, and filters the history by size', async () => {
    seedSizes()
    const asked = servePages('stock_movements')
    servePages('product_variants')
    renderApp(`/dashboard/products/${PRODUCT}/stock`, { user: admin() })
    const sizes = within(await screen.findByRole('list', { name: 'Stock par taille' })).getAllByRole('listitem')
    expect(sizes.map((item) => item.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      '16 cm · LUNE-16Stock en boutique : 2 (et 1 réservé par un paiement en cours)Inventaire',
      '17 cmStock en boutique : 4Inventaire',
    ])
    const items = within(await screen.findByRole('list', { name: 'Mouvements de stock' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Vente · Taille 17 cm'),
      expect.stringContaining('Modification · Taille 16 cm'),
    ])
    await userEvent.selectOptions(screen.getByLabelText('Taille'), '17 cm')
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('filter')).toBe(`product = "${PRODUCT}" && variant = "size17000000000"`))
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Mouvements de stock' })).getAllByRole('listitem')).toHaveLength(1))
  })

  it('counts one size: the stock shown is the size’s, and the count names it', async () => {
    seedSizes()
    servePages('stock_movements', () => [])
    servePages('product_variants')
    const sent = serveCount({ stock: 3, message: 'Inventaire enregistré : stock de 3.' })
    renderApp(`/dashboard/products/${PRODUCT}/stock`, { user: admin() })
    await userEvent.click(await screen.findByRole('button', { name: 'Inventaire de 17 cm' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Inventaire : Bracelet Lune (17 cm)' }))
    expect(dialog.getByText(/^Stock affiché :/).textContent).toBe('Stock affiché : 4')
    await userEvent.type(dialog.getByLabelText(/Stock compté/), '3')
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer l’inventaire' }))
    expect(await screen.findByText('Inventaire enregistré : stock de 3.')).toBeInTheDocument()
    expect(sent).toEqual([{ counted: 3, seen: 4, variant: 'size17000000000' }])
  })
})

// The products table's quick tools (docs/adr/0059): the inline stock cell, « Dupliquer », the
// « Masqué » badge, the « Publié » checkbox and the low-stock threshold field.
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CategoriesRecord, ProductsRecord } from '@/lib/pocketbase-types'
import { createProduct, createShopIdentity, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp, screen, userEvent, waitFor, within } from '@/testing/test-utils'
import { acceptWrites, adminRecord, pbFailure } from '../testing/admin-mocks'
import { acceptMultipartWrites } from '../testing/catalogue-mocks'

const admin = demoUsers.admin
const bracelets = adminRecord<Partial<CategoriesRecord>>('categories', { id: 'catbracelets000', name: 'Bracelets', slug: 'bracelets' })

function product(fields: Partial<ProductsRecord> & { name: string }): ProductsRecord {
  return createProduct({
    price: 39.9,
    stock: 3,
    reserved: 0,
    published: true,
    category: [bracelets.id],
    expand: { category: [bracelets as CategoriesRecord] },
    ...fields,
  })
}

beforeEach(() => {
  seed('categories', [bracelets])
  seed('shop_identity', [createShopIdentity({ low_stock_threshold: 2 })])
})

/** The row of the product named `name`. */
async function row(name: string) {
  const table = within(await screen.findByRole('table', { name: 'Liste des produits' }))
  return within((await table.findByText(name)).closest('tr') as HTMLElement)
}

/** The stock the cell shows, as a screen reader reads it. */
function shownStock(cells: Awaited<ReturnType<typeof row>>, name: string) {
  return cells.getByText(new RegExp(`^Stock de ${name}`)).parentElement?.textContent
}

/** Answers the stock route with `stocks` in turn, or the refusal given; returns the deltas sent. */
function serveStock(answers: Array<number | { status: number; message: string; data?: Record<string, unknown> }>) {
  const sent: unknown[] = []
  server.use(
    http.post('*/api/shop/products/:id/stock', async ({ request, params }) => {
      sent.push(await request.json())
      const answer = answers.shift()
      if (typeof answer === 'number') return HttpResponse.json({ id: params.id, stock: answer, reserved: 0 })
      return pbFailure(answer?.status ?? 500, answer?.message ?? 'Something went wrong.', answer?.data)
    }),
  )
  return sent
}

describe('the products table’s quick tools', { timeout: 30_000 }, () => {
  it('adds and removes one piece, and shows the stock the server answers (a sale meanwhile counted)', async () => {
    seed('products', [product({ id: 'prodlune0000000', name: 'Bracelet Lune', stock: 3 })])
    // + answers 2: a piece sold meanwhile; the cell shows the server's number, not 3 + 1.
    const sent = serveStock([2, 1])
    renderApp('/dashboard/products', { user: admin() })
    const lune = await row('Bracelet Lune')
    expect(shownStock(lune, 'Bracelet Lune')).toBe('Stock de Bracelet Lune : 3')
    await userEvent.click(lune.getByRole('button', { name: 'Ajouter une pièce au stock de Bracelet Lune' }))
    await waitFor(() => expect(shownStock(lune, 'Bracelet Lune')).toBe('Stock de Bracelet Lune : 2'))
    const minus = lune.getByRole('button', { name: 'Retirer une pièce du stock de Bracelet Lune' })
    await userEvent.click(minus)
    await waitFor(() => expect(shownStock(lune, 'Bracelet Lune')).toBe('Stock de Bracelet Lune : 1'))
    expect(minus).toHaveFocus()
    expect(sent).toEqual([{ delta: 1 }, { delta: -1 }])
  })

  it('« Ajuster » takes a signed change, says in French what is wrong, and shows the server’s refusal', async () => {
    seed('products', [product({ id: 'prodjade0000000', name: 'Collier Jade', stock: 4 })])
    const refusal = 'Impossible : le stock de « Collier Jade » passerait sous zéro (il en reste 1 en stock). Le stock n’a pas été modifié.'
    const sent = serveStock([9, { status: 409, message: refusal }])
    renderApp('/dashboard/products', { user: admin() })
    const jade = await row('Collier Jade')
    await userEvent.click(jade.getByRole('button', { name: 'Ajuster le stock de Collier Jade' }))
    const field = jade.getByRole('textbox', { name: 'Variation du stock de Collier Jade' })
    expect(field).toHaveFocus()
    await userEvent.type(field, 'cinq{Enter}')
    expect(jade.getByText('Indiquez une variation entière non nulle, par exemple +5 ou -2 (10 000 au plus).')).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])

    await userEvent.clear(field)
    await userEvent.type(field, '+5')
    await userEvent.click(jade.getByRole('button', { name: 'Appliquer' }))
    await waitFor(() => expect(shownStock(jade, 'Collier Jade')).toBe('Stock de Collier Jade : 9'))
    expect(jade.queryByRole('textbox')).toBeNull()

    await userEvent.click(jade.getByRole('button', { name: 'Ajuster le stock de Collier Jade' }))
    await userEvent.type(jade.getByRole('textbox', { name: 'Variation du stock de Collier Jade' }), '− 12{Enter}')
    expect(await screen.findByText(refusal)).toBeVisible()
    expect(shownStock(jade, 'Collier Jade')).toBe('Stock de Collier Jade : 9')
    expect(sent).toEqual([{ delta: 5 }, { delta: -12 }])
  })

  it('a refused change or threshold puts the focus back on its field', async () => {
    seed('products', [product({ id: 'prodjade0000000', name: 'Collier Jade', stock: 4 })])
    const sent = serveStock([])
    const saved = acceptWrites('shop_identity')
    renderApp('/dashboard/products', { user: admin() })
    const jade = await row('Collier Jade')
    await userEvent.click(jade.getByRole('button', { name: 'Ajuster le stock de Collier Jade' }))
    const field = jade.getByRole('textbox', { name: 'Variation du stock de Collier Jade' })
    await userEvent.type(field, 'cinq')
    await userEvent.click(jade.getByRole('button', { name: 'Appliquer' }))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(field).toHaveFocus())
    expect(sent).toEqual([])

    const threshold = screen.getByRole('textbox', { name: 'Seuil de stock faible' })
    await waitFor(() => expect(threshold).toHaveValue('2'))
    await userEvent.clear(threshold)
    await userEvent.type(threshold, '1500')
    await userEvent.click(within(threshold.closest('form') as HTMLElement).getByRole('button', { name: 'Enregistrer' }))
    expect(screen.getByText('Indiquez un nombre entier entre 0 et 1000.')).toBeVisible()
    await waitFor(() => expect(threshold).toHaveFocus())
    expect(saved).toEqual([])
  })

  it('says how many are held by a payment in progress', async () => {
    seed('products', [product({ name: 'Bague Opale', stock: 0, reserved: 2 })])
    renderApp('/dashboard/products', { user: admin() })
    expect((await row('Bague Opale')).getByText('+ 2 réservés (paiement en cours)')).toBeVisible()
  })

  it('« Dupliquer » makes the copy on the server, then opens it for editing, unpublished', async () => {
    const lune = product({ id: 'prodlune0000000', name: 'Bracelet Lune', stock: 3 })
    const copy = product({ id: 'prodcopie000000', name: 'Bracelet Lune (copie)', slug: 'bracelet-lune-copie', stock: 0, published: false })
    seed('products', [lune])
    const asked: string[] = []
    server.use(
      http.post('*/api/shop/products/:id/duplicate', ({ params }) => {
        asked.push(String(params.id))
        seed('products', [copy])
        return HttpResponse.json(copy)
      }),
    )
    renderApp('/dashboard/products', { user: admin() })
    await userEvent.click((await row('Bracelet Lune')).getByRole('button', { name: 'Dupliquer Bracelet Lune' }))
    const form = within(await screen.findByRole('dialog', { name: 'Modifier le produit' }))
    expect(form.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Bracelet Lune (copie)')
    expect(form.getByRole('checkbox', { name: 'Publié' })).not.toBeChecked()
    expect(screen.getByText('Copie créée, masquée de la boutique et sans stock : complétez-la puis cochez « Publié ».')).toBeVisible()
    expect(asked).toEqual(['prodlune0000000'])
    expect((await row('Bracelet Lune (copie)')).getByText('Masqué')).toBeVisible()
  })

  it('shows the server’s refusal of a copy in French', async () => {
    seed('products', [product({ name: 'Bracelet Lune' })])
    server.use(http.post('*/api/shop/products/:id/duplicate', () => pbFailure(404, 'Ce produit est introuvable.')))
    renderApp('/dashboard/products', { user: admin() })
    await userEvent.click((await row('Bracelet Lune')).getByRole('button', { name: 'Dupliquer Bracelet Lune' }))
    expect(await screen.findByText('Ce produit est introuvable.')).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('marks a hidden product « Masqué » and sends « Publié » unticked from the form', async () => {
    seed('products', [product({ id: 'prodlune0000000', name: 'Bracelet Lune' }), product({ name: 'Collier Jade', published: false })])
    // The record's multi-value fields come back as arrays, as PocketBase returns them.
    const sent = acceptMultipartWrites('products', { lists: ['category', 'image'] })
    renderApp('/dashboard/products', { user: admin() })
    expect((await row('Collier Jade')).getByText('Masqué')).toBeVisible()
    expect((await row('Bracelet Lune')).queryByText('Masqué')).toBeNull()
    await userEvent.click((await row('Bracelet Lune')).getByRole('button', { name: 'Modifier Bracelet Lune' }))
    const form = within(await screen.findByRole('dialog', { name: 'Modifier le produit' }))
    const published = form.getByRole('checkbox', { name: 'Publié' })
    expect(published).toBeChecked()
    await userEvent.click(published)
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.fields.published).toEqual(['false'])
  })

  it('sets the low-stock threshold, refusing what is not a whole number from 0 to 1000', async () => {
    seed('products', [product({ name: 'Bracelet Lune' })])
    const sent = acceptWrites('shop_identity')
    renderApp('/dashboard/products', { user: admin() })
    const field = await screen.findByRole('textbox', { name: 'Seuil de stock faible' })
    await waitFor(() => expect(field).toHaveValue('2'))
    await userEvent.clear(field)
    await userEvent.type(field, '1500{Enter}')
    expect(screen.getByText('Indiquez un nombre entier entre 0 et 1000.')).toBeVisible()
    expect(sent).toEqual([])
    await userEvent.clear(field)
    await userEvent.type(field, '5{Enter}')
    expect(await screen.findByText('Seuil de stock faible enregistré.')).toBeVisible()
    expect(sent).toEqual([{ method: 'PATCH', id: 'shopidentity001', body: { low_stock_threshold: 5 } }])
    expect(field).toHaveValue('5')
  })
})

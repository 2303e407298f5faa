// The products list's bulk actions (docs/adr/0096): each dialog's fields and checks, the price preview,
// the one request it sends through the route's action, the server's report, and a refusal that keeps
// what was typed.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { CategoriesRecord } from '@/lib/pocketbase-types'
import { createProduct, createShopIdentity, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/test-utils'
import { adminRecord, pbFailure } from '../testing/admin-mocks'
import { ProductBulkActions, type BulkSample } from './product-bulk-dialog'
import { changedPrice, type BulkReport } from './product-bulk-schema'
import { action } from './products-data'

const SAMPLES: BulkSample[] = [
  { id: 'prodlune0000000', name: 'Bracelet Lune', price: 39.9, price_pro: 24.5 },
  { id: 'prodjade0000000', name: 'Collier Jade', price: 19.95, price_pro: 0 },
]
// The selection reaches beyond the page: three products, two of them shown.
const [LUNE, JADE, SOLEIL] = ['prodlune0000000', 'prodjade0000000', 'prodsoleil00000']
const IDS = [LUNE, JADE, SOLEIL]

/** Answers the bulk route with `answers` in turn (a report, or a refusal); returns the bodies sent. */
function serveBulk(answers: Array<BulkReport | { status: number; message: string; data?: Record<string, unknown> }>) {
  const sent: unknown[] = []
  server.use(
    http.post('*/api/shop/products/bulk', async ({ request }) => {
      sent.push(await request.json())
      const answer = answers.shift()
      if (answer && 'done' in answer) return HttpResponse.json(answer)
      return pbFailure(answer?.status ?? 500, answer?.message ?? 'Something went wrong.', answer?.data)
    }),
  )
  return sent
}

function renderActions() {
  const router = createMemoryRouter(
    [{ path: '/dashboard/products', element: <ProductBulkActions ids={IDS} samples={SAMPLES} />, action }],
    { initialEntries: ['/dashboard/products'] },
  )
  render(<RouterProvider router={router} />)
  return userEvent.setup()
}

describe('bulk actions on products', { timeout: 30_000 }, () => {
  it('« Masquer » sends the selected ids in one request and shows what was done', async () => {
    const sent = serveBulk([
      {
        action: 'hide',
        done: IDS.map((id, i) => ({ id, name: `Produit ${i}`, published: false })),
        refused: [],
      },
    ])
    const user = renderActions()
    await user.click(await screen.findByRole('button', { name: 'Masquer' }))
    const dialog = screen.getByRole('dialog', { name: 'Masquer 3 produits' })
    await user.click(within(dialog).getByRole('button', { name: 'Masquer' }))
    expect(await within(dialog).findByText('3 produits masqués.')).toBeInTheDocument()
    expect(sent).toEqual([{ action: 'hide', ids: IDS }])
    await user.click(within(dialog).getByRole('button', { name: 'Terminé' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('« Modifier les prix » previews two products, sends a signed percentage, and lists the refused with their reasons', async () => {
    const reason = 'Le prix professionnel ne peut pas dépasser le prix public.'
    const sent = serveBulk([
      {
        action: 'price',
        done: [{ id: JADE, name: 'Collier Jade', price: 17.96 }],
        refused: [
          { id: LUNE, name: 'Bracelet Lune', reason },
          { id: SOLEIL, name: '', reason: 'Ce produit est introuvable.' },
        ],
      },
    ])
    const user = renderActions()
    await user.click(await screen.findByRole('button', { name: 'Modifier les prix' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Modifier les prix de 3 produits' }))
    await user.selectOptions(dialog.getByLabelText('Sens'), 'Baisser')
    await user.type(dialog.getByLabelText('Pourcentage (%)'), '10')
    // The server's rounding, to the cent: 39,90 € − 10 % = 35,91 €; 19,95 € − 10 % = 17,955 → 17,96 €.
    expect(dialog.getByText(/^Bracelet Lune :/).textContent).toBe('Bracelet Lune : 39,90\u00a0€ → 35,91\u00a0€')
    expect(dialog.getByText(/^Collier Jade :/).textContent).toBe('Collier Jade : 19,95\u00a0€ → 17,96\u00a0€')
    await user.selectOptions(dialog.getByLabelText('Prix à modifier'), 'Prix professionnel')
    expect(dialog.getByText(/^Collier Jade :/).textContent).toBe('Collier Jade : pas de prix professionnel')
    await user.selectOptions(dialog.getByLabelText('Prix à modifier'), 'Prix public')
    await user.click(dialog.getByRole('button', { name: 'Appliquer' }))
    expect(await dialog.findByText('1 produit modifié.')).toBeInTheDocument()
    expect(dialog.getByText('2 produits refusés :')).toBeInTheDocument()
    expect(dialog.getByText('Bracelet Lune').closest('li')?.textContent).toBe(`Bracelet Lune : ${reason}`)
    expect(dialog.getByText('Produit introuvable').closest('li')?.textContent).toBe('Produit introuvable : Ce produit est introuvable.')
    expect(sent).toEqual([{ action: 'price', ids: IDS, field: 'price', by: 'percent', value: -10 }])
  })

  it('checks the value before sending: nothing is sent, the field says why in French', async () => {
    const sent = serveBulk([])
    const user = renderActions()
    await user.click(await screen.findByRole('button', { name: 'Modifier les prix' }))
    const dialog = within(screen.getByRole('dialog'))
    await user.selectOptions(dialog.getByLabelText('Modification'), 'En euros (€)')
    await user.type(dialog.getByLabelText('Montant (€)'), '2,505')
    await user.click(dialog.getByRole('button', { name: 'Appliquer' }))
    const field = dialog.getByLabelText('Montant (€)')
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Indiquez un montant supérieur à 0, par exemple 5 ou 2,50 (100 000 € au plus).'),
    )
    expect(field).toHaveFocus()
    await user.clear(dialog.getByLabelText('Montant (€)'))
    await user.selectOptions(dialog.getByLabelText('Modification'), 'En pourcentage (%)')
    await user.selectOptions(dialog.getByLabelText('Sens'), 'Baisser')
    await user.type(dialog.getByLabelText('Pourcentage (%)'), '100')
    await user.click(dialog.getByRole('button', { name: 'Appliquer' }))
    expect(dialog.getByLabelText('Pourcentage (%)')).toHaveAccessibleDescription(
      expect.stringContaining('Indiquez un pourcentage supérieur à 0, par exemple 10 ou 2,5 (moins de 100 à la baisse, 1 000 au plus).'),
    )
    expect(sent).toEqual([])
  })

  it('« Ajouter / retirer du stock » sends a signed delta; a refused request keeps what was typed and says why', async () => {
    const sent = serveBulk([
      {
        status: 400,
        message: 'Vous pouvez modifier 500 produits à la fois au plus. Affinez la sélection.',
        data: { ids: { code: 'shop_too_many_ids', message: 'Vous pouvez modifier 500 produits à la fois au plus. Affinez la sélection.' } },
      },
      {
        action: 'stock',
        done: [{ id: LUNE, name: 'Bracelet Lune', stock: 1 }],
        refused: [
          {
            id: JADE,
            name: 'Collier Jade',
            reason: 'Impossible : le stock de « Collier Jade » passerait sous zéro (il en reste 1 en stock). Le stock n’a pas été modifié.',
          },
        ],
      },
    ])
    const user = renderActions()
    await user.click(await screen.findByRole('button', { name: 'Ajouter / retirer du stock' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Ajouter ou retirer du stock : 3 produits' }))
    await user.selectOptions(dialog.getByLabelText('Sens'), 'Retirer')
    await user.type(dialog.getByLabelText('Nombre de pièces'), '2')
    await user.click(dialog.getByRole('button', { name: 'Appliquer' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Vous pouvez modifier 500 produits à la fois au plus. Affinez la sélection.')
    expect(dialog.getByLabelText('Nombre de pièces')).toHaveValue('2')
    expect(dialog.getByLabelText('Sens')).toHaveValue('remove')
    await user.click(dialog.getByRole('button', { name: 'Appliquer' }))
    expect(await dialog.findByText('1 produit modifié.')).toBeInTheDocument()
    expect(dialog.getByText('1 produit refusé :')).toBeInTheDocument()
    expect(sent).toEqual([
      { action: 'stock', ids: IDS, delta: -2 },
      { action: 'stock', ids: IDS, delta: -2 },
    ])
  })

  it('a server that cannot be reached: a French sentence, never an English one', async () => {
    server.use(http.post('*/api/shop/products/bulk', () => HttpResponse.error()))
    const user = renderActions()
    await user.click(await screen.findByRole('button', { name: 'Publier' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Publier 3 produits' }))
    await user.click(dialog.getByRole('button', { name: 'Publier' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.')
  })
})

describe('on the products list', { timeout: 30_000 }, () => {
  it('ticks two rows, hides them in one request, shows the report; the hidden leave the selection, the refused stay', async () => {
    const bracelets = adminRecord<Partial<CategoriesRecord>>('categories', { id: 'catbracelets000', name: 'Bracelets', slug: 'bracelets' })
    seed('categories', [bracelets])
    seed('shop_identity', [createShopIdentity({ low_stock_threshold: 2 })])
    seed(
      'products',
      ['Bracelet Lune', 'Collier Jade', 'Bague Soleil'].map((name, i) =>
        createProduct({ id: `prod${i}00000000000`, name, price: 30, stock: 3, published: true, category: [bracelets.id] }),
      ),
    )
    const sent = serveBulk([
      {
        action: 'hide',
        done: [{ id: 'prod000000000000', name: 'Bracelet Lune', published: false }],
        refused: [{ id: 'prod100000000000', name: 'Collier Jade', reason: 'Ce produit est introuvable.' }],
      },
    ])
    const { events: user } = renderApp('/dashboard/products', { user: demoUsers.admin() })
    await user.click(await screen.findByRole('checkbox', { name: 'Sélectionner Bracelet Lune' }))
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Collier Jade' }))
    const bar = within(screen.getByRole('region', { name: 'Produits sélectionnés' }))
    expect(bar.getByText('2 sélectionnées')).toBeInTheDocument()
    await user.click(bar.getByRole('button', { name: 'Masquer' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Masquer 2 produits' }))
    await user.click(dialog.getByRole('button', { name: 'Masquer' }))
    expect(await dialog.findByText('1 produit masqué.')).toBeInTheDocument()
    expect(sent).toEqual([{ action: 'hide', ids: ['prod000000000000', 'prod100000000000'] }])
    await user.click(dialog.getByRole('button', { name: 'Terminé' }))
    expect(screen.getByRole('checkbox', { name: 'Sélectionner Bracelet Lune' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Sélectionner Collier Jade' })).toBeChecked()
    expect(within(screen.getByRole('region', { name: 'Produits sélectionnés' })).getByText('1 sélectionnée')).toBeInTheDocument()
  })
})

describe('changedPrice (the server’s rounding)', () => {
  it.each([
    [19.95, 'percent', 10, 21.95],
    [39.9, 'percent', -10, 35.91],
    [10, 'percent', 33.33, 13.33],
    [24.5, 'amount', -4.5, 20],
    [0.1, 'amount', 0.2, 0.3],
  ] as const)('%d, %s %d → %d', (euros, by, value, expected) => {
    expect(changedPrice(euros, by, value)).toBe(expected)
  })
})

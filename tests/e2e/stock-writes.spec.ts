// Stock is never put back by an admin's save, and a piece being paid for reads as reserved
// (docs/adr/0037). Self-contained: each test creates its own product through the superuser API and
// deletes it at the end.
import type { APIRequestContext } from '@playwright/test'
import { expect, test, type Fixtures } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'

interface TestPiece {
  id: string
  name: string
  slug: string
}

/** A unique piece of this test's own, in the seeded 'Bracelets' category (the admin form requires one). */
async function createPiece(
  request: APIRequestContext,
  fixtures: Fixtures,
  token: string,
  label: string,
  data: Record<string, unknown>,
): Promise<TestPiece> {
  const headers = { Authorization: token }
  const categories = await request.get(
    `${fixtures.pocketbaseUrl}/api/collections/categories/records?filter=${encodeURIComponent('slug = "bracelets"')}`,
    { headers },
  )
  const category = ((await categories.json()) as { items: Array<{ id: string }> }).items[0]
  expect(category, 'the seeded Bracelets category').toBeDefined()
  const token36 = Date.now().toString(36)
  const piece = { name: `${label} ${token36}`, slug: `${label.toLowerCase().replace(/\s+/g, '-')}-${token36}` }
  const response = await request.post(`${fixtures.pocketbaseUrl}/api/collections/products/records`, {
    headers,
    data: { ...piece, description: 'Pièce unique, perles de 8 mm.', price: 64, is_unique: true, category: [category!.id], ...data },
  })
  expect(response.ok(), `product creation answered ${response.status()}: ${await response.text()}`).toBe(true)
  return { ...piece, id: ((await response.json()) as { id: string }).id }
}

async function deletePiece(request: APIRequestContext, fixtures: Fixtures, token: string, piece: TestPiece) {
  await request.delete(`${fixtures.pocketbaseUrl}/api/collections/products/records/${piece.id}`, { headers: { Authorization: token } })
}

test.describe('stock et pièces réservées', () => {
  test('une pièce unique vendue pendant que l’administratrice la modifie reste vendue après son enregistrement', async ({
    page,
    request,
    fixtures,
    loginAs,
  }) => {
    const token = await superuserToken(fixtures)
    const piece = await createPiece(request, fixtures, token, 'Bracelet Vendu', { stock: 1 })
    try {
      await loginAs('admin')
      await page.goto('/dashboard/products')
      await page.getByRole('button', { name: `Modifier ${piece.name}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Modifier le produit' })
      await expect(dialog.getByRole('spinbutton', { name: 'Stock' })).toHaveValue('1')

      // Meanwhile a customer buys it: the checkout takes the stock as a change in plain SQL, which
      // leaves the product's version alone (docs/adr/0083), like the stock tool's change here.
      const sale = await request.post(`${fixtures.pocketbaseUrl}/api/shop/products/${piece.id}/stock`, {
        headers: { Authorization: token },
        data: { delta: -1 },
      })
      expect(sale.ok()).toBe(true)

      // One character changed (the description, so the address stays), then saved.
      const description = dialog.getByRole('textbox', { name: 'Description' })
      await description.fill('Pièce unique, perles de 8 mm !')
      await dialog.getByRole('button', { name: 'Enregistrer' }).click()
      await expect(page.getByText('Produit mis à jour avec succès !')).toBeVisible()

      await page.goto(`/catalogue/${piece.slug}`)
      await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible()
      await expect(page.getByText('Pièce unique, perles de 8 mm !')).toBeVisible()
      await expect(page.getByText('Vendu', { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Épuisé' })).toBeDisabled()
    } finally {
      await deletePiece(request, fixtures, token, piece)
    }
  })

  test('une pièce qu’un autre client est en train de payer est « réservée » sur sa fiche et dans le catalogue', async ({
    page,
    request,
    fixtures,
  }) => {
    const token = await superuserToken(fixtures)
    const piece = await createPiece(request, fixtures, token, 'Collier Reserve', { stock: 0, reserved: 1 })
    try {
      await page.goto(`/catalogue/${piece.slug}`)
      await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible()
      await expect(page.getByText('Pièce réservée', { exact: true })).toBeVisible()
      await expect(
        page.getByText(
          'Un autre client est en train de la payer. Si le paiement n’aboutit pas, elle sera remise en vente d’ici 15 minutes.',
        ),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Réservé' })).toBeDisabled()

      await page.goto(`/catalogue?q=${encodeURIComponent(piece.name)}`)
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: piece.name }) })
      await expect(card.getByText('Réservé', { exact: true })).toBeVisible()
      await expect(card.getByRole('button', { name: `Ajouter « ${piece.name} » au panier` })).toBeDisabled()
    } finally {
      await deletePiece(request, fixtures, token, piece)
    }
  })
})

// A category that products use cannot be deleted (pb_hooks/reference-deletes.pb.js, ADR 0053): the
// admin who tries is told why in French, and the category stays, still on its product. Self-contained:
// its category and product have unique names and are removed by the test itself.
import { expect, test, type Fixtures } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'

function recordsUrl(fixtures: Fixtures, collection: string, id = '') {
  return `${fixtures.pocketbaseUrl}/api/collections/${collection}/records${id ? `/${id}` : ''}`
}

test('une catégorie utilisée par un produit : la suppression est refusée en français, la catégorie reste', async ({
  page,
  fixtures,
  loginAs,
  request,
}) => {
  const token = await superuserToken(fixtures)
  const headers = { Authorization: token }
  const token6 = Date.now().toString(36)
  const name = `Colliers ${token6}`
  const category = (await (
    await request.post(recordsUrl(fixtures, 'categories'), { headers, data: { name, slug: `colliers-${token6}` } })
  ).json()) as { id: string }
  const productResponse = await request.post(recordsUrl(fixtures, 'products'), {
    headers,
    data: { name: `Collier ${token6}`, slug: `collier-${token6}`, price: 45, stock: 1, category: [category.id] },
  })
  expect(productResponse.ok()).toBe(true)
  const product = (await productResponse.json()) as { id: string }
  try {
    await loginAs('admin')
    await page.goto('/dashboard/categories')
    page.once('dialog', (question) => void question.accept())
    await page.getByRole('button', { name: `Supprimer ${name}` }).click()
    await expect(
      page.getByText(
        `Échec de la suppression de la catégorie. Impossible de supprimer « ${name} » : 1 produit l’utilise. Retirez d’abord cette catégorie de ce produit.`,
      ),
    ).toBeVisible()
    await page.reload()
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible()
    const saved = (await (await request.get(recordsUrl(fixtures, 'products', product.id), { headers })).json()) as { category: string[] }
    expect(saved.category).toEqual([category.id])
  } finally {
    await request.delete(recordsUrl(fixtures, 'products', product.id), { headers })
    await request.delete(recordsUrl(fixtures, 'categories', category.id), { headers })
  }
})

// Two people editing never silently overwrite each other (docs/adr/0083): the owner has the same
// product open in two tabs; tab B saves first, tab A's save is refused with the French sentence and
// nothing A typed is lost; A keeps its text and saves over, explicitly. Closing a form with unsaved
// changes asks first. Self-contained: its product is created through the superuser API and deleted.
import type { APIRequestContext } from '@playwright/test'
import { expect, test, type Fixtures } from './fixtures.ts'
import { expectAccessible, superuserToken } from './support/admin-api.ts'

const CONFLICT = 'Ce produit a été modifié par ailleurs depuis son ouverture.'
const LEAVE = 'Quitter sans enregistrer vos modifications ?'

async function stored(request: APIRequestContext, fixtures: Fixtures, token: string, id: string) {
  const response = await request.get(`${fixtures.pocketbaseUrl}/api/collections/products/records/${id}`, {
    headers: { Authorization: token },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { description: string; price: number; stock: number }
}

test('deux onglets sur un même produit : l’enregistrement du second est refusé, rien n’est perdu, il garde son texte', async ({
  page,
  request,
  fixtures,
  loginAs,
  saveScreenshot,
}) => {
  test.setTimeout(90_000)
  const token = await superuserToken(fixtures)
  const headers = { Authorization: token }
  const categories = await request.get(
    `${fixtures.pocketbaseUrl}/api/collections/categories/records?filter=${encodeURIComponent('slug = "bracelets"')}`,
    { headers },
  )
  const category = ((await categories.json()) as { items: Array<{ id: string }> }).items[0]
  const suffix = Date.now().toString(36)
  const name = `Bracelet Deux Onglets ${suffix}`
  const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/products/records`, {
    headers,
    data: { name, slug: `bracelet-deux-onglets-${suffix}`, description: 'Perles de 8 mm.', price: 40, stock: 4, category: [category!.id] },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const id = ((await created.json()) as { id: string }).id
  try {
    await loginAs('admin')
    await page.goto('/dashboard/products')
    // Tab B, in the same browser: the same session.
    const tabB = await page.context().newPage()
    await tabB.goto('/dashboard/products')

    // A opens the product and writes a new description.
    await page.getByRole('button', { name: `Modifier ${name}` }).click()
    const formA = page.getByRole('dialog', { name: 'Modifier le produit' })
    const descriptionA = formA.getByRole('textbox', { name: 'Description' })
    await descriptionA.fill('Perles de 8 mm, fermoir en argent.')

    // B opens it too, changes the price and saves first.
    await tabB.getByRole('button', { name: `Modifier ${name}` }).click()
    const formB = tabB.getByRole('dialog', { name: 'Modifier le produit' })
    await formB.getByRole('textbox', { name: 'Prix (€)' }).fill('45')
    await formB.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(tabB.getByText('Produit mis à jour avec succès !')).toBeVisible()
    await expect.poll(async () => (await stored(request, fixtures, token, id)).price).toBe(45)

    // A's save is refused: the sentence, the choice, the focus on it, and A's text still there.
    await formA.getByRole('button', { name: 'Enregistrer' }).click()
    const conflict = formA.getByRole('alert', { name: CONFLICT })
    await expect(conflict).toBeVisible()
    await expect(conflict).toBeFocused()
    await expect(conflict.getByRole('button', { name: 'Recharger' })).toBeVisible()
    await expect(descriptionA).toHaveValue('Perles de 8 mm, fermoir en argent.')
    expect(await stored(request, fixtures, token, id)).toMatchObject({ description: 'Perles de 8 mm.', price: 45 })
    await expectAccessible(page)
    await saveScreenshot('admin-produit-conflit')

    // A keeps its text: its form is saved over B's, explicitly.
    await conflict.getByRole('button', { name: 'Garder mon texte' }).click()
    await expect(page.getByText('Produit mis à jour avec succès !')).toBeVisible()
    await expect(formA).toBeHidden()
    expect(await stored(request, fixtures, token, id)).toMatchObject({
      description: 'Perles de 8 mm, fermoir en argent.',
      price: 40,
      stock: 4,
    })

    // In B, a form being typed is not closed without asking.
    await tabB.getByRole('button', { name: `Modifier ${name}` }).click()
    await formB.getByRole('textbox', { name: 'Description' }).fill('Un brouillon.')
    tabB.once('dialog', (question) => {
      expect(question.message()).toBe(LEAVE)
      void question.dismiss()
    })
    await tabB.keyboard.press('Escape')
    await expect(formB.getByRole('textbox', { name: 'Description' })).toHaveValue('Un brouillon.')
    tabB.once('dialog', (question) => {
      expect(question.message()).toBe(LEAVE)
      void question.accept()
    })
    await formB.getByRole('button', { name: 'Annuler' }).click()
    await expect(formB).toBeHidden()
    await tabB.close()
  } finally {
    await request.delete(`${fixtures.pocketbaseUrl}/api/collections/products/records/${id}`, { headers })
  }
})

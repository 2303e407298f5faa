// The address book on /account (docs/adr/0035): a new customer adds an address (the browser's message
// first, then the server stores it normalized), adds a second one, chooses it as the default and
// deletes it; everything survives a reload. A fresh account, so that no other test's addresses mix in.
import AxeBuilder from '@axe-core/playwright'
import { DESKTOP, PHONE, expect, location, test } from './fixtures.ts'

test('un client gère ses adresses depuis son compte', async ({ page, saveScreenshot }) => {
  const email = `adresses-${Date.now()}@bijoux.test`
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill('un-secret-solide')
  await page.getByLabel('Confirmation du mot de passe').fill('un-secret-solide')
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect.poll(() => location(page).pathname).toBe('/account')

  const book = page.getByRole('region', { name: 'Mes adresses' })
  await expect(book.getByText('Vous n’avez encore enregistré aucune adresse.')).toBeVisible()
  await book.getByRole('button', { name: 'Ajouter une adresse' }).click()

  const form = book.getByRole('form', { name: 'Nouvelle adresse' })
  await form.getByLabel('Nom et prénom').fill('Léa Dubois')
  await form.getByLabel('Adresse', { exact: true }).fill('5 place Bellecour')
  await form.getByLabel('Code postal').fill('6900')
  await form.getByLabel('Ville').fill('Lyon')
  await form.getByLabel('Téléphone').fill('06 98 76 54 32')
  await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click()
  await expect(form.getByText('Le code postal doit compter 5 chiffres (ex. 69001).')).toBeVisible()
  await expect(form.getByLabel('Code postal')).toBeFocused()
  await saveScreenshot('address-book-error')

  await form.getByLabel('Code postal').fill('69 002')
  await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click()
  await expect(page.getByText('Adresse ajoutée.')).toBeVisible()
  const cards = book.getByRole('list', { name: 'Mes adresses' }).getByRole('listitem')
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('69002 Lyon')
  await expect(cards.first()).toContainText('Par défaut')

  await book.getByRole('button', { name: 'Ajouter une adresse' }).click()
  await form.getByLabel('Nom et prénom').fill('Léa Dubois (atelier)')
  await form.getByLabel('Adresse', { exact: true }).fill('3 quai Antoine-Ier')
  await form.getByLabel('Pays').selectOption({ label: 'Monaco' })
  await form.getByLabel('Code postal').fill('98000')
  await form.getByLabel('Ville').fill('Monaco')
  await form.getByLabel('Téléphone').fill('+377 93 12 34 56')
  await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click()
  await expect(cards).toHaveCount(2)

  await cards.filter({ hasText: 'atelier' }).getByRole('button', { name: 'Définir par défaut' }).click()
  await expect(cards.first()).toContainText('Léa Dubois (atelier)')
  await expect(cards.first()).toContainText('Par défaut')

  await page.reload()
  await expect(cards).toHaveCount(2)
  await expect(cards.first()).toContainText('98000 Monaco')
  await expect(cards.first()).toContainText('Par défaut')
  await saveScreenshot('address-book')

  // The cards and an open form, on a phone, in both themes: no serious or critical axe violation.
  await page.setViewportSize(PHONE)
  await cards.last().getByRole('button', { name: 'Modifier' }).click()
  await expect(book.getByRole('form', { name: 'Modifier l’adresse' })).toBeVisible()
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
    const severe = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect.soft(severe, `axe, ${colorScheme} theme`).toEqual([])
    await saveScreenshot(`address-book-form-${colorScheme}`)
  }
  await book.getByRole('button', { name: 'Annuler' }).click()
  await page.setViewportSize(DESKTOP)

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Supprimer cette adresse de votre carnet ?')
    void dialog.accept()
  })
  await cards.first().getByRole('button', { name: 'Supprimer' }).click()
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('69002 Lyon')
  await expect(cards.first()).toContainText('Par défaut')
})

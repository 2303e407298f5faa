// The header search box sends the shopper to the catalogue with the text in `q`.
import { expect, location, searchInput, test } from './fixtures.ts'

test('la recherche du header mène au catalogue filtré', async ({ page }) => {
  await page.goto('/a-propos')
  await searchInput(page).fill('quartz rose')
  await searchInput(page).press('Enter')

  await expect.poll(() => location(page).pathname).toBe('/catalogue')
  expect(location(page).searchParams.get('q')).toBe('quartz rose')
})

test('une recherche accentuée arrive intacte dans l’adresse', async ({ page }) => {
  await page.goto('/')
  await searchInput(page).fill('Améthyste')
  await searchInput(page).press('Enter')

  await expect.poll(() => location(page).searchParams.get('q')).toBe('Améthyste')
  expect(location(page).pathname).toBe('/catalogue')
})

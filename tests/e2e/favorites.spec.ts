// Favourites (issue 27, point 4; docs/adr/0103): a visitor's heart is kept in the browser, joins the
// account at login, and « Mes favoris » lists the piece with its price and availability; logging out
// leaves nothing in the browser, and the account still has it.
import { expect, location, test } from './fixtures.ts'

const FAVORITES_KEY = 'eclat-favoris'

test('un favori de visiteur rejoint le compte à la connexion et s’affiche dans « Mes favoris »', async ({ page, fixtures, request }) => {
  const email = `favoris-${Date.now()}@bijoux.test`
  const password = 'secret-des-favoris-2026'
  const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/users/records`, {
    data: { email, password, passwordConfirm: password, name: 'Inès Favori' },
  })
  expect(created.ok(), `sign-up answered ${created.status()}`).toBe(true)
  const piece = fixtures.catalogue.regular

  // A visitor keeps the piece from its page: the heart is a pressed toggle button, kept in the browser.
  await page.goto(`/catalogue/${piece.slug}`)
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Ajouter aux favoris' }).click()
  await expect(main.getByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate((key) => window.localStorage.getItem(key), FAVORITES_KEY)).toBe(JSON.stringify([piece.id]))

  // « Mes favoris » asks a visitor to log in, then comes back with the piece joined to the account.
  await page.goto('/account/favoris')
  await expect.poll(() => location(page).pathname).toBe('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible()
  expect(location(page).pathname).toBe('/account/favoris')
  const list = page.getByRole('list', { name: 'Vos favoris' })
  await expect(list.getByRole('link', { name: piece.name })).toHaveAttribute('href', `/catalogue/${piece.slug}`)
  await expect(list.getByText('En stock')).toBeVisible()

  // Logging out leaves nothing personal in the browser; the heart is then empty.
  await page.getByRole('button', { name: 'Se déconnecter' }).first().click()
  await expect.poll(() => location(page).pathname).toBe('/')
  expect(await page.evaluate((key) => window.localStorage.getItem(key), FAVORITES_KEY)).toBeNull()
  await page.goto(`/catalogue/${piece.slug}`)
  await expect(main.getByRole('button', { name: 'Ajouter aux favoris' })).toHaveAttribute('aria-pressed', 'false')
})

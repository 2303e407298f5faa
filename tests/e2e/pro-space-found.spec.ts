// The pro area is found (issue 14, docs/adr/0054): a pro who logs in through the form lands on it, and
// « Espace pro » leads back to it from the header, the phone menu and the account; a customer sees
// none of these links.
import { expect, location, test } from './fixtures.ts'

test.describe('l’espace pro se trouve', () => {
  test('un pro se connecte, arrive dans l’espace pro et y revient par l’en-tête, le menu et son compte', async ({
    page,
    fixtures,
    saveScreenshot,
  }) => {
    const pro = fixtures.users.find((user) => user.kind === 'pro')!
    await page.goto('/login')
    await page.getByLabel('Email').fill(pro.email)
    await page.getByLabel('Mot de passe').fill(pro.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${pro.name}` })).toBeVisible()
    expect(location(page).pathname).toBe('/espace-pro')

    // The header, on a wide screen.
    await page.goto('/catalogue')
    await saveScreenshot('header-pro')
    await page.getByRole('banner').getByRole('link', { name: 'Espace pro' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${pro.name}` })).toBeVisible()

    // The account.
    await page.goto('/account')
    await expect(page.getByRole('heading', { level: 1, name: 'Mon Compte' })).toBeVisible()
    await saveScreenshot('account-pro')
    await page.getByRole('link', { name: 'Accéder à l’espace pro' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${pro.name}` })).toBeVisible()

    // The phone menu.
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await saveScreenshot('menu-pro')
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Espace pro' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${pro.name}` })).toBeVisible()
  })

  test('un client se connecte, arrive sur son compte et ne voit aucun lien vers l’espace pro', async ({ page, fixtures }) => {
    const customer = fixtures.users.find((user) => user.kind === 'customer')!
    await page.goto('/login')
    await page.getByLabel('Email').fill(customer.email)
    await page.getByLabel('Mot de passe').fill(customer.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mon Compte' })).toBeVisible()
    expect(location(page).pathname).toBe('/account')
    await expect(page.getByRole('link', { name: 'Mon compte' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Espace pro|Accéder à l’espace pro/ })).toHaveCount(0)
  })
})

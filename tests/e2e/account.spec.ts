// The header's account link goes where each kind of visitor expects; logout ends the session.
import { AUTH_KEY, expect, location, test, type UserKind } from './fixtures.ts'

const expected: Record<UserKind | 'anonymous', string> = {
  anonymous: '/login',
  customer: '/account',
  pro: '/account',
  admin: '/dashboard',
}

test.describe('lien « Mon compte »', () => {
  test('un visiteur anonyme est envoyé vers la connexion', async ({ page }) => {
    await page.goto('/')
    const account = page.getByRole('link', { name: 'Mon compte' })
    await expect(account).toHaveAttribute('href', expected.anonymous)
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0)
    await account.click()
    await expect.poll(() => location(page).pathname).toBe('/login')
  })

  for (const kind of ['customer', 'pro', 'admin'] as const) {
    test(`connecté (${kind}), le lien mène à ${expected[kind]}`, async ({ page, loginAs }) => {
      await loginAs(kind)
      await page.goto('/')
      await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible()
      const account = page.getByRole('link', { name: 'Mon compte' })
      await expect(account).toHaveAttribute('href', expected[kind])
      await account.click()
      await expect.poll(() => location(page).pathname).toBe(expected[kind])
      if (kind === 'admin') {
        await expect(page.getByRole('heading', { name: 'Tableau de Bord' })).toBeVisible()
      }
    })
  }
})

test('se déconnecter efface la session, même après un rechargement', async ({ page, loginAs, saveScreenshot }) => {
  await loginAs('customer')
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/account')
  await saveScreenshot('header-logged-in')

  await page.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/login')
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), AUTH_KEY)
  expect(stored === null || !(JSON.parse(stored) as { token?: string }).token).toBe(true)

  await page.reload()
  await expect(page.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/login')
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0)
})

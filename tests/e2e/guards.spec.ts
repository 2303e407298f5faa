// Route guards of the admin and pro areas, and the French 404 page.
import type { Page } from '@playwright/test'
import { expect, location, test, type UserKind } from './fixtures.ts'

/**
 * Waits until a guard has decided: the page has loaded, no 'Chargement...' is left, and a moment has
 * passed for a redirect to happen (proving that none follows needs a short pause).
 */
async function settled(page: Page) {
  await page.waitForLoadState('load')
  await expect(page.getByText('Chargement...')).toHaveCount(0)
  await page.waitForTimeout(750)
  await expect(page.getByText('Chargement...')).toHaveCount(0)
}

test.describe('/dashboard (administration)', () => {
  test('un visiteur anonyme est renvoyé à l’accueil', async ({ page }) => {
    await page.goto('/dashboard')
    await expect.poll(() => location(page).pathname).toBe('/')
  })

  for (const kind of ['customer', 'pro'] as const satisfies readonly UserKind[]) {
    test(`un compte ${kind} est renvoyé à l’accueil`, async ({ page, loginAs }) => {
      await loginAs(kind)
      await page.goto('/dashboard')
      await expect.poll(() => location(page).pathname).toBe('/')
    })
  }

  test('un administrateur y reste et voit le tableau de bord', async ({ page, loginAs, saveScreenshot }) => {
    await loginAs('admin')
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Tableau de Bord' })).toBeVisible()
    await settled(page)
    expect(location(page).pathname).toBe('/dashboard')
    await saveScreenshot('dashboard-admin')
  })
})

test.describe('/espace-pro', () => {
  test('un visiteur anonyme est envoyé vers la connexion', async ({ page }) => {
    await page.goto('/espace-pro')
    await expect.poll(() => location(page).pathname).toBe('/login')
  })

  test('un client sans rôle est envoyé vers la connexion', async ({ page, loginAs }) => {
    await loginAs('customer')
    await page.goto('/espace-pro')
    await expect.poll(() => location(page).pathname).toBe('/login')
  })

  for (const kind of ['pro', 'admin'] as const satisfies readonly UserKind[]) {
    test(`un compte ${kind} y entre`, async ({ page, loginAs, saveScreenshot }) => {
      await loginAs(kind)
      await page.goto('/espace-pro')
      await settled(page)
      expect(location(page).pathname).toBe('/espace-pro')
      if (kind === 'pro') await saveScreenshot('espace-pro')
    })
  }
})

test('une adresse inconnue montre la page 404 en français', async ({ page, saveScreenshot }) => {
  await page.goto('/cette-page-n-existe-pas')
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible()
  expect(location(page).pathname).toBe('/cette-page-n-existe-pas')
  await saveScreenshot('404')
})

// The public header and footer at desktop and phone widths (header contract of issue 2).
import { DESKTOP, FOOTER_LINKS, NAV_LINKS, PHONE, expect, location, searchInput, test } from './fixtures.ts'

const year = new Date().getFullYear()

test.describe('à 1280 px', () => {
  test.use({ viewport: DESKTOP })

  test('le visiteur voit le logo, la navigation, la recherche, le thème, le panier et son compte', async ({ page, saveScreenshot }) => {
    await page.goto('/')

    await expect(page.getByRole('link', { name: 'Éclat de Pierre — Accueil' })).toHaveAttribute('href', '/')

    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    await expect(nav).toBeVisible()
    for (const [name, path] of NAV_LINKS) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path)
    }

    await expect(searchInput(page)).toHaveAttribute('placeholder', 'Rechercher un produit...')

    await expect(page.getByRole('button', { name: 'Activer le thème sombre' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Panier (0 article)' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/login')
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden()

    const footer = page.getByRole('contentinfo')
    for (const [name, path] of FOOTER_LINKS) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path)
    }
    await expect(footer.getByText(`© ${year} Éclat de Pierre`)).toBeVisible()

    await saveScreenshot('header')
  })

  test('les liens de la navigation mènent à leurs pages', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    for (const [name, path] of [...NAV_LINKS.slice(1), NAV_LINKS[0]!]) {
      await nav.getByRole('link', { name, exact: true }).click()
      await expect.poll(() => location(page).pathname).toBe(path)
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'CGV', exact: true }).click()
    await expect.poll(() => location(page).pathname).toBe('/cgv')
    await page.getByRole('link', { name: 'Éclat de Pierre — Accueil' }).click()
    await expect.poll(() => location(page).pathname).toBe('/')
  })
})

test.describe('à 375 px', () => {
  test.use({ viewport: PHONE })

  test('le header tient sur un téléphone, avec le bouton du menu', async ({ page, saveScreenshot }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Éclat de Pierre — Accueil' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Panier (0 article)' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByText(`© ${year} Éclat de Pierre`)).toBeVisible()

    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)

    await saveScreenshot('header')
  })

  test('le menu s’ouvre en tiroir avec les mêmes liens et se ferme', async ({ page, saveScreenshot }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()

    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    for (const [name, path] of NAV_LINKS) {
      await expect(drawer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path)
    }
    await saveScreenshot('drawer')

    await page.getByRole('button', { name: 'Fermer le menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Catalogue', exact: true }).click()
    await expect.poll(() => location(page).pathname).toBe('/catalogue')
  })

  test('sur un téléphone, le compte et la déconnexion sont dans le menu', async ({ page, loginAs, saveScreenshot }) => {
    await loginAs('customer')
    await page.goto('/')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/account')
    await saveScreenshot('drawer-logged-in')

    await drawer.getByRole('button', { name: 'Se déconnecter' }).click()
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0)
    if (!(await drawer.isVisible())) await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/login')
  })
})

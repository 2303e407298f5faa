// Dark/light theme: class `dark` on <html>, saved under localStorage `theme`, kept after a reload.
import type { Page } from '@playwright/test'
import { PHONE, expect, test } from './fixtures.ts'

const html = (page: Page) => page.locator('html')
const savedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'))

test.describe('thème', () => {
  test('le thème sombre est gardé après un rechargement, puis le clair', async ({ page, saveScreenshot }) => {
    await page.goto('/')
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/)

    await page.getByRole('button', { name: 'Activer le thème sombre' }).click()
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/)
    await expect(page.getByRole('button', { name: 'Activer le thème clair' })).toBeVisible()
    expect(await savedTheme(page)).toBe('dark')

    await page.reload()
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/)
    await expect(page.getByRole('button', { name: 'Activer le thème clair' })).toBeVisible()
    await saveScreenshot('theme-dark')

    await page.getByRole('button', { name: 'Activer le thème clair' }).click()
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/)
    expect(await savedTheme(page)).toBe('light')

    await page.reload()
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/)
    await expect(page.getByRole('button', { name: 'Activer le thème sombre' })).toBeVisible()
  })

  test.describe('sur un téléphone réglé en sombre', () => {
    test.use({ colorScheme: 'dark', viewport: PHONE })

    test('sans choix enregistré, la boutique suit le réglage du système', async ({ page, saveScreenshot }) => {
      await page.goto('/')
      await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/)
      await saveScreenshot('theme-dark')
    })
  })
})

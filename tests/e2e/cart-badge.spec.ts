// The header's cart link counts the total quantity stored in localStorage `cartItems`.
import { DESKTOP, PHONE, expect, test } from './fixtures.ts'

test.describe('badge du panier', () => {
  test('un panier vide n’affiche pas de badge', async ({ page }) => {
    await page.goto('/')
    const cart = page.getByRole('link', { name: 'Panier (0 article)' })
    await expect(cart).toBeVisible()
    await expect(cart.getByText('0', { exact: true })).toBeHidden()
    await expect(cart).toHaveAttribute('href', '/cart')
  })

  test('le badge montre la quantité totale, au pluriel dès deux articles', async ({ page, fixtures, setCart, saveScreenshot }) => {
    const [bracelet, collier] = fixtures.products
    await setCart([
      { id: bracelet!.id, name: bracelet!.name, price: bracelet!.price, quantity: 2 },
      { id: collier!.id, name: collier!.name, price: collier!.price, quantity: 1 },
    ])
    await page.goto('/')
    const cart = page.getByRole('link', { name: 'Panier (3 articles)' })
    await expect(cart).toBeVisible()
    await expect(cart.getByText('3', { exact: true })).toBeVisible()
    await saveScreenshot('cart-badge')

    await page.setViewportSize(PHONE)
    await expect(cart.getByText('3', { exact: true })).toBeVisible()
    await saveScreenshot('cart-badge')
    await page.setViewportSize(DESKTOP)
  })

  test('un seul article s’écrit au singulier', async ({ page, fixtures, setCart }) => {
    const [bracelet] = fixtures.products
    await setCart([{ id: bracelet!.id, name: bracelet!.name, price: bracelet!.price, quantity: 1 }])
    await page.goto('/')
    const cart = page.getByRole('link', { name: 'Panier (1 article)' })
    await expect(cart).toBeVisible()
    await expect(cart.getByText('1', { exact: true })).toBeVisible()
  })

  test('le badge suit le panier après un rechargement', async ({ page, fixtures, setCart }) => {
    const [bracelet] = fixtures.products
    await setCart([{ id: bracelet!.id, name: bracelet!.name, price: bracelet!.price, quantity: 2 }])
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Panier (2 articles)' })).toBeVisible()
    // The cart's refresh at start (docs/adr/0057) writes the line back with its stock: let it end first.
    await expect
      .poll(() =>
        page.evaluate(() => (JSON.parse(window.localStorage.getItem('cartItems') ?? '[]') as Array<{ stock?: number }>)[0]?.stock),
      )
      .toBeGreaterThan(0)

    await page.evaluate(() => window.localStorage.removeItem('cartItems'))
    await page.reload()
    await expect(page.getByRole('link', { name: 'Panier (0 article)' })).toBeVisible()
  })

  test('un panier illisible ne casse pas la boutique', async ({ page, setCart }) => {
    await setCart('{pas du json')
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Éclat de Pierre — Accueil' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Panier (0 article)' })).toBeVisible()
  })
})

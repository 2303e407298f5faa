// The cart screen (/cart): lines from localStorage `cartItems`, quantities capped at the stock,
// removal, the empty text, and the refresh from the server that reports a changed price.
import { expect, needed, test, type CartLine, type FixtureProduct } from './fixtures.ts'

/** `1 234,50 €` with the no-break spaces the app prints. */
function euros(value: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value).replace(/[\u202f\u00a0 ]/g, '\u00a0')
}

type StoredLine = CartLine & { stock?: number; slug?: string }

function line(product: FixtureProduct, quantity: number, overrides: Partial<StoredLine> = {}): StoredLine {
  return { id: product.id, name: product.name, price: product.price, quantity, stock: product.stock, slug: product.slug, ...overrides }
}

test.describe('panier', () => {
  test('changer la quantité, plafonnée au stock, puis supprimer jusqu’au panier vide', async ({
    page,
    fixtures,
    setCart,
    saveScreenshot,
  }) => {
    const several = needed(
      fixtures.products.find((product) => product.stock >= 2),
      'a cart product with a stock of at least 2',
    )
    const other = needed(
      fixtures.products.find((product) => product !== several && product.stock >= 1),
      'a second in-stock cart product',
    )
    await setCart([line(several, 1), line(other, 1)])
    await page.goto('/cart')

    await expect(page.getByRole('heading', { level: 1, name: 'Votre Panier' })).toBeVisible()
    await expect(page.getByRole('link', { name: several.name })).toHaveAttribute('href', `/catalogue/${several.slug}`)
    const summary = page.getByRole('region', { name: 'Récapitulatif' })
    await expect(summary.getByText('Gratuite')).toBeVisible()
    await expect(summary).toContainText(euros(several.price + other.price))
    await expect(page.getByRole('link', { name: 'Passer au paiement' })).toHaveAttribute('href', '/checkout')
    await saveScreenshot('cart')

    const quantity = page.getByRole('spinbutton', { name: `Quantité de ${several.name}` })
    await page.getByRole('button', { name: `Augmenter la quantité de ${several.name}` }).click()
    await expect(quantity).toHaveValue('2')
    await expect(summary).toContainText(euros(several.price * 2 + other.price))

    // More than the stock: capped, and said.
    await quantity.fill(String(several.stock + 5))
    await expect(quantity).toHaveValue(String(several.stock))
    await expect(page.getByText(`Stock disponible : ${several.stock}.`)).toBeVisible()
    await expect(page.getByRole('link', { name: `Panier (${several.stock + 1} articles)` })).toBeVisible()

    // Below 1 is not accepted: leaving the field puts the quantity back.
    await quantity.fill('0')
    await quantity.blur()
    await expect(quantity).toHaveValue(String(several.stock))

    await page.getByRole('button', { name: `Supprimer ${other.name}` }).click()
    await expect(page.getByRole('link', { name: other.name })).toHaveCount(0)
    await page.getByRole('button', { name: `Supprimer ${several.name}` }).click()
    await expect(page.getByText('Votre panier est vide.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Découvrir nos bijoux' })).toHaveAttribute('href', '/products')
    expect(await page.evaluate(() => window.localStorage.getItem('cartItems'))).toBe('[]')
    await saveScreenshot('cart-empty')
  })

  test('un prix changé depuis l’ajout est rafraîchi, avec un message', async ({ page, fixtures, setCart }) => {
    const product = fixtures.catalogue.regular
    const stale = Math.round((product.price - 3) * 100) / 100
    await setCart([line(product, 1, { price: stale })])
    await page.goto('/cart')
    await expect(page.getByText('Votre panier a été mis à jour :')).toBeVisible()
    await expect(page.getByText(`Le prix de « ${product.name} » a changé : ${euros(stale)} → ${euros(product.price)}.`)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Récapitulatif' })).toContainText(euros(product.price))
  })

  test('une pièce épuisée ou introuvable est retirée, avec un message', async ({ page, fixtures, setCart }) => {
    const soldOut = fixtures.catalogue.outOfStock
    await setCart([line(soldOut, 1, { stock: 3 }), { id: 'introuvable0000', name: 'Bague disparue', price: 20, quantity: 1 }])
    await page.goto('/cart')
    await expect(page.getByText(`« ${soldOut.name} » est épuisé et a été retiré de votre panier.`)).toBeVisible()
    await expect(page.getByText('« Bague disparue » n’est plus disponible et a été retiré de votre panier.')).toBeVisible()
    await expect(page.getByText('Votre panier est vide.')).toBeVisible()
  })

  test('un panier illisible ne casse rien', async ({ page, setCart }) => {
    await setCart('{"pas du json')
    await page.goto('/cart')
    await expect(page.getByText('Votre panier est vide.')).toBeVisible()
  })
})

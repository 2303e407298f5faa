// The checkout (/checkout) in a real browser, against the built app, the payment function, the
// throwaway PocketBase with its order hook, and the stateful Stripe API stand-in (fixtures.stripeApiUrl),
// with Stripe.js replaced by support/stripe-js-stand-in.js: a customer pays and finds the order on
// /account, a declined card keeps the cart, a visitor is sent to /login, a pro pays the pro price, a
// piece sold during the payment is refunded and the server's message shown.
// Each test buys its own product (created through the superuser API, stock 50), so no other test's
// stock changes.
import { randomBytes } from 'node:crypto'
import { expect, test, type CartLine, type Fixtures } from './fixtures.ts'
import { serveStripeJsStandIn } from './support/stripe-js-stand-in.ts'

/** `1 234,50 €` with the no-break spaces the app prints. */
function euros(value: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value).replace(/[\u202f\u00a0 ]/g, '\u00a0')
}

interface TestProduct {
  id: string
  name: string
  price: number
  price_pro: number
  stock: number
}

async function superuserToken(fixtures: Fixtures): Promise<string> {
  const response = await fetch(`${fixtures.pocketbaseUrl}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: fixtures.superuser.email, password: fixtures.superuser.password }),
  })
  expect(response.ok, `superuser login answered ${response.status}`).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/** A product of this test's own (no stone, no category: invisible to the catalogue's filter journeys). */
async function createProduct(fixtures: Fixtures, label: string, price: number, pricePro: number): Promise<TestProduct> {
  const suffix = randomBytes(4).toString('hex')
  const response = await fetch(`${fixtures.pocketbaseUrl}/api/collections/products/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await superuserToken(fixtures) },
    body: JSON.stringify({
      name: `Pendentif d’essai ${label} ${suffix}`,
      slug: `pendentif-essai-${label}-${suffix}`,
      price,
      price_pro: pricePro,
      stock: 50,
    }),
  })
  expect(response.ok, `product creation answered ${response.status}: ${await response.clone().text()}`).toBe(true)
  return (await response.json()) as TestProduct
}

/** Sets a product's stock through the superuser API (another buyer, as far as the shop can tell). */
async function setStock(fixtures: Fixtures, id: string, stock: number): Promise<void> {
  const response = await fetch(`${fixtures.pocketbaseUrl}/api/collections/products/records/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: await superuserToken(fixtures) },
    body: JSON.stringify({ stock }),
  })
  expect(response.ok, `stock update answered ${response.status}`).toBe(true)
}

function line(product: TestProduct, quantity: number): CartLine & { stock: number } {
  return { id: product.id, name: product.name, price: product.price, quantity, stock: product.stock }
}

const CARD = 'Numéro de carte'

test.describe('paiement', () => {
  test.beforeEach(async ({ page, fixtures }) => {
    await serveStripeJsStandIn(page, fixtures.stripeApiUrl)
  })

  test('un client paie par carte, retrouve sa commande sur /account et son panier est vide', async ({
    page,
    fixtures,
    loginAs,
    setCart,
    saveScreenshot,
  }) => {
    const product = await createProduct(fixtures, 'client', 24.5, 18)
    await loginAs('customer')
    await setCart([line(product, 2)])
    await page.goto('/checkout')

    await expect(page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeVisible()
    const recap = page.getByRole('region', { name: 'Récapitulatif' })
    await expect(recap.getByRole('listitem')).toHaveText([new RegExp(`${product.name}\\s*2 × ${euros(24.5)}\\s*${euros(49)}`)])
    await expect(recap.getByText('Gratuite')).toBeVisible()
    await expect(recap).toContainText(`Total${euros(49)}`)
    await expect(page.getByRole('link', { name: 'Panier (2 articles)' })).toBeVisible()

    await page.getByRole('textbox', { name: CARD }).fill('4242 4242 4242 4242')
    await saveScreenshot('checkout-card')
    await page.getByRole('button', { name: `Payer ${euros(49)}` }).click()

    await expect(page.getByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    await expect(page.getByText('Paiement réussi ! Votre commande a bien été enregistrée.')).toBeVisible()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mon Compte' })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: product.name })
    await expect(row).toContainText(`2 × ${product.name}`)
    await expect(row).toContainText(euros(49))
    await expect(row).toContainText('Payée')
    await expect(page.getByRole('link', { name: 'Panier (0 article)' })).toBeVisible()
    await saveScreenshot('checkout-paid-account')

    // The server recorded it and took the stock.
    const stored = await fetch(`${fixtures.pocketbaseUrl}/api/collections/products/records/${product.id}`, {
      headers: { authorization: await superuserToken(fixtures) },
    })
    expect(((await stored.json()) as { stock: number }).stock).toBe(48)
  })

  test('une carte refusée affiche « Paiement échoué » et garde le panier', async ({ page, fixtures, loginAs, setCart, saveScreenshot }) => {
    const product = await createProduct(fixtures, 'refus', 31, 22)
    await loginAs('customer')
    await setCart([line(product, 1)])
    await page.goto('/checkout')

    await page.getByRole('textbox', { name: CARD }).fill('4000000000000002')
    await page.getByRole('button', { name: `Payer ${euros(31)}` }).click()

    await expect(page.getByRole('alert')).toHaveText('Paiement échoué: Votre carte a été refusée.')
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByRole('link', { name: 'Panier (1 article)' })).toBeVisible()
    await expect(page.getByRole('button', { name: `Payer ${euros(31)}` })).toBeEnabled()
    await saveScreenshot('checkout-declined')

    // Nothing recorded, nothing taken from the stock.
    const stored = await fetch(`${fixtures.pocketbaseUrl}/api/collections/products/records/${product.id}`, {
      headers: { authorization: await superuserToken(fixtures) },
    })
    expect(((await stored.json()) as { stock: number }).stock).toBe(50)
  })

  test('un visiteur est prévenu puis envoyé sur /login, son panier conservé', async ({ page, fixtures, setCart }) => {
    const [bracelet] = fixtures.products
    await setCart([{ id: bracelet!.id, name: bracelet!.name, price: bracelet!.price, quantity: 1 }])
    await page.goto('/checkout')

    await expect(page.getByRole('alert')).toHaveText('Vous devez être connecté pour passer une commande.')
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page).toHaveURL(/\/login$/, { timeout: 8000 })
    await expect(page.getByRole('link', { name: 'Panier (1 article)' })).toBeVisible()
  })

  test('un pro voit et paie le prix professionnel', async ({ page, fixtures, loginAs, setCart }) => {
    const product = await createProduct(fixtures, 'pro', 40, 28.5)
    await loginAs('pro')
    // Filled as a visitor would: no pro price in the stored cart; the checkout asks the server.
    await setCart([line(product, 2)])
    await page.goto('/checkout')

    const recap = page.getByRole('region', { name: 'Récapitulatif' })
    await expect(recap.getByRole('listitem')).toHaveText([
      new RegExp(`${product.name}\\s*2 × ${euros(28.5)}\\s*\\(prix professionnel\\)\\s*${euros(57)}`),
    ])
    await expect(recap).toContainText(`Total${euros(57)}`)

    await page.getByRole('textbox', { name: CARD }).fill('4242424242424242')
    await page.getByRole('button', { name: `Payer ${euros(57)}` }).click()
    await expect(page).toHaveURL(/\/account$/)
    const row = page.getByRole('row').filter({ hasText: product.name })
    await expect(row).toContainText(`2 × ${product.name}`)
    await expect(row).toContainText(euros(57))
  })

  test('une pièce vendue pendant le paiement : remboursée, le message du serveur reste, le panier est mis à jour', async ({
    page,
    fixtures,
    loginAs,
    setCart,
    saveScreenshot,
  }) => {
    const product = await createProduct(fixtures, 'vendu', 35, 25)
    await loginAs('customer')
    await setCart([line(product, 1)])
    await page.goto('/checkout')
    // Between the card payment and the order, the last piece goes to someone else.
    await page.route('**/api/collections/orders/records', async (route) => {
      if (route.request().method() === 'POST') await setStock(fixtures, product.id, 0)
      await route.continue()
    })

    await page.getByRole('textbox', { name: CARD }).fill('4242424242424242')
    await page.getByRole('button', { name: `Payer ${euros(35)}` }).click()

    await expect(page.getByRole('alert')).toContainText(`« ${product.name} » n'est plus disponible`)
    await expect(page.getByRole('alert')).toContainText('Votre paiement a été remboursé')
    await expect(page.getByText(`« ${product.name} » est épuisé et a été retiré de votre panier.`)).toBeVisible()
    await expect(page.getByText('Votre panier est vide.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Panier (0 article)' })).toBeVisible()
    await expect(page).toHaveURL(/\/checkout$/)
    await saveScreenshot('checkout-sold-out-refunded')
  })
})

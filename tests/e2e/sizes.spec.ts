// Two sizes of one bracelet (issue 27, point 1; docs/adr/0106): a customer opens a seeded bracelet
// sold in wrist sizes, chooses 16 then 17 cm (the address and the price follow; a sold-out size says
// « Épuisé » and offers the alert), adds both, finds two lines in the cart, pays, and the order carries
// both sizes while each size's stock went down by its own line.
import { expect, test, type Fixtures } from './fixtures.ts'
import { serveStripeJsStandIn } from './support/stripe-js-stand-in.ts'
import { superuserToken } from './support/admin-api.ts'

/** The seeded bracelet in sizes (pocketbase/seed/data/products.mjs): 16 cm at 58 €, 17 cm at 60 €, 18 cm sold out. */
const SLUG = 'bracelet-aurore-boreale-labradorite'
const NAME = 'Bracelet Aurore boréale – Labradorite'

function euros(value: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value).replace(/[\u202f\u00a0 ]/g, '\u00a0')
}

async function api<T>(fixtures: Fixtures, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${fixtures.pocketbaseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: await superuserToken(fixtures) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  expect(response.ok, `${path} answered ${response.status}: ${await response.clone().text()}`).toBe(true)
  return (await response.json()) as T
}

interface SizeRow {
  id: string
  option1: string
  stock: number
}

async function sizesOf(fixtures: Fixtures, productId: string): Promise<Record<string, SizeRow>> {
  const list = await api<{ items: SizeRow[] }>(
    fixtures,
    `/api/collections/product_variants/records?perPage=50&filter=${encodeURIComponent(`product = "${productId}"`)}`,
  )
  return Object.fromEntries(list.items.map((row) => [row.option1, row]))
}

test('un client choisit 16 puis 17 cm d’un bracelet, achète les deux tailles, et le stock de chacune baisse', async ({
  page,
  fixtures,
  newCustomer,
  saveScreenshot,
}) => {
  test.setTimeout(90_000)
  await serveStripeJsStandIn(page, fixtures.stripeApiUrl)
  const product = (
    await api<{ items: Array<{ id: string }> }>(
      fixtures,
      `/api/collections/products/records?filter=${encodeURIComponent(`slug = "${SLUG}"`)}`,
    )
  ).items[0]!
  const before = await sizesOf(fixtures, product.id)
  const buyer = await newCustomer('tailles', 'Camille Tailles')

  await page.goto(`/catalogue/${SLUG}`)
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible()
  const sizes = page.getByRole('radiogroup', { name: 'Tour de poignet' })
  const add = page.getByRole('button', { name: 'Ajouter au panier' })
  // No size yet: nothing to add, and the page says why.
  await expect(add).toBeDisabled()
  await expect(add).toHaveAccessibleDescription('Choisissez une taille pour ajouter ce bijou au panier.')
  await expect(page.getByRole('main').getByRole('link', { name: 'Guide des tailles' })).toHaveAttribute('href', '/guide-des-tailles')

  await sizes.getByRole('radio', { name: '16 cm' }).click()
  await expect(page).toHaveURL(new RegExp(`/catalogue/${SLUG}\\?taille=16$`))
  await expect(page.getByText(euros(58), { exact: true }).first()).toBeVisible()
  // The arrows move the choice (one radio group): 17 cm, its price and its address.
  await page.keyboard.press('ArrowRight')
  await expect(sizes.getByRole('radio', { name: '17 cm' })).toBeChecked()
  await expect(sizes.getByRole('radio', { name: '17 cm' })).toBeFocused()
  await expect(page).toHaveURL(new RegExp(`\\?taille=17$`))
  await expect(page.getByText(euros(60), { exact: true }).first()).toBeVisible()
  await saveScreenshot('product-sizes')
  await add.click()
  await expect(page.getByText(`« ${NAME} » a été ajouté au panier.`)).toBeVisible()

  // The sold-out size: shown, not addable, its alert offered.
  await sizes.getByRole('radio', { name: '18 cm, Épuisé' }).click()
  await expect(page.getByRole('button', { name: 'Épuisé' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Me prévenir du retour' })).toBeVisible()

  await sizes.getByRole('radio', { name: '16 cm' }).click()
  await page.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(page.getByRole('link', { name: 'Panier (2 articles)' })).toBeVisible()
  // The address was replaced, never pushed: one step back leaves the product.
  await page.goBack()
  await expect(page).not.toHaveURL(new RegExp(`/catalogue/${SLUG}`))

  // The cart: two lines, each with its size and its price.
  await page.goto('/cart')
  const lines = page.getByRole('region', { name: 'Articles du panier' }).getByRole('listitem')
  await expect(lines).toHaveCount(2)
  await expect(lines.nth(0)).toContainText('Tour de poignet\u00a0: 17 cm')
  await expect(lines.nth(0)).toContainText(euros(60))
  await expect(lines.nth(1)).toContainText('Tour de poignet\u00a0: 16 cm')
  await expect(lines.nth(1)).toContainText(euros(58))

  // The checkout: the recap names the sizes; the server prices them alike.
  await page.getByRole('link', { name: 'Passer au paiement' }).click()
  const recap = page.getByRole('region', { name: 'Récapitulatif' })
  await expect(recap).toContainText('Tour de poignet\u00a0: 17 cm')
  await expect(recap).toContainText('Tour de poignet\u00a0: 16 cm')
  await expect(recap).toContainText(`Total TTC${euros(118)}`)
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: `Payer ${euros(118)}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible()
  // The confirmation lists each size under the bracelet's name.
  await expect(page.getByRole('main')).toContainText('Tour de poignet\u00a0: 17 cm')
  await expect(page.getByRole('main')).toContainText('Tour de poignet\u00a0: 16 cm')

  // The order carries both sizes; each size's stock went down by its line, the sold-out one untouched.
  const orders = await api<{
    items: Array<{ items: Array<{ id: string; variant?: string; size?: string; quantity: number; price: number }> }>
  }>(fixtures, `/api/collections/orders/records?filter=${encodeURIComponent(`email = "${buyer.email}"`)}`)
  expect(orders.items[0]!.items.map(({ size, quantity, price }) => ({ size, quantity, price }))).toEqual([
    { size: 'Tour de poignet\u00a0: 17 cm', quantity: 1, price: 60 },
    { size: 'Tour de poignet\u00a0: 16 cm', quantity: 1, price: 58 },
  ])
  const after = await sizesOf(fixtures, product.id)
  expect(after['16 cm']!.stock).toBe(before['16 cm']!.stock - 1)
  expect(after['17 cm']!.stock).toBe(before['17 cm']!.stock - 1)
  expect(after['18 cm']!.stock).toBe(0)
})

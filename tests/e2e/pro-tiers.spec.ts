// A pro's quick order with prices by quantity and a minimum (issue 31 point 4, docs/adr/0132): under
// the product's minimum the selection bar says so in the checkout's words; at 10 pieces the tier's
// price, in the quick order, the cart, the checkout's recap and the order the server records.
import { randomBytes } from 'node:crypto'
import type { Locator } from '@playwright/test'
import { expect, test, type Fixtures } from './fixtures.ts'
import { serveStripeJsStandIn } from './support/stripe-js-stand-in.ts'
import { superuserToken } from './support/admin-api.ts'

/** `1 234,50 €` with the no-break spaces the app prints. */
function euros(value: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value).replace(/[\u202f\u00a0 ]/g, '\u00a0')
}

/** A product of this test's own: 30 € public, 24 € pro, 21 € from 5 pieces, 18 € from 10, at least 3 pieces. */
async function tieredProduct(fixtures: Fixtures): Promise<{ id: string; name: string }> {
  const suffix = randomBytes(4).toString('hex')
  const response = await fetch(`${fixtures.pocketbaseUrl}/api/collections/products/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await superuserToken(fixtures) },
    body: JSON.stringify({
      name: `Bracelet paliers ${suffix}`,
      slug: `bracelet-paliers-${suffix}`,
      price: 30,
      price_pro: 24,
      stock: 50,
      pro_min_qty: 3,
      pro_tiers: [
        { min: 5, price_pro: 21 },
        { min: 10, price_pro: 18 },
      ],
    }),
  })
  expect(response.ok, await response.clone().text()).toBe(true)
  return (await response.json()) as { id: string; name: string }
}

async function fillAddress(region: Locator, address: Record<string, string>) {
  const labels: Record<string, RegExp> = {
    full_name: /Nom et prénom/,
    company: /Société/,
    line1: /^Adresse/,
    postal_code: /Code postal/,
    city: /Ville/,
    phone: /Téléphone/,
    siret: /SIRET/,
  }
  for (const [field, value] of Object.entries(address)) await region.getByLabel(labels[field]!).fill(value)
}

test('un pro commande en commande rapide : le minimum du bijou, puis le prix du palier de 10 pièces jusqu’à la commande payée', async ({
  page,
  fixtures,
  loginAs,
  setCart,
  saveScreenshot,
}) => {
  test.setTimeout(90_000)
  await serveStripeJsStandIn(page, fixtures.stripeApiUrl)
  const product = await tieredProduct(fixtures)
  await loginAs('pro')
  await setCart([])

  await page.goto('/espace-pro/commande-rapide')
  await expect(page.getByRole('heading', { level: 1, name: 'Commande Rapide' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Rechercher par nom ou référence' }).fill(product.name)
  const quantity = page.getByRole('textbox', { name: product.name, exact: true })
  const row = page.getByRole('listitem').filter({ has: quantity })
  await expect(row).toContainText('10 pièces et plus : ')
  await expect(row).toContainText('Minimum 3 pièces pour les professionnels')

  await quantity.fill('2')
  await expect(page.getByText(`« ${product.name} » : minimum 3 pièces pour les professionnels (vous en avez 2).`)).toBeVisible()
  await quantity.fill('10')
  await expect(page.getByText(`Total : ${euros(180)}`)).toBeVisible()
  await expect(page.getByText(/minimum 3 pièces pour les professionnels \(vous en avez/)).toHaveCount(0)
  await saveScreenshot('pro-quick-order-tier')
  await quantity.press('Enter')
  await expect(page.getByText('Produits ajoutés au panier !')).toBeVisible()

  await page.goto('/cart')
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: product.name })
  await expect(line).toContainText('Prix par quantité : 10 pièces et plus')
  await expect(line).toContainText(euros(180))

  await page.goto('/checkout')
  const recap = page.getByRole('region', { name: 'Récapitulatif' })
  await expect(recap).toContainText(`10 × ${euros(18)}`)
  await expect(recap).toContainText(`Total TTC${euros(180)}`)
  const delivery = page.getByRole('region', { name: 'Adresse de livraison' })
  const newAddress = delivery.getByRole('radio', { name: 'Nouvelle adresse' })
  if (await newAddress.count()) await newAddress.check()
  await fillAddress(delivery, {
    full_name: 'Atelier Lumière',
    line1: '12 rue des Lilas',
    postal_code: '69001',
    city: 'Lyon',
    phone: '06 12 34 56 78',
  })
  await delivery.getByRole('checkbox', { name: 'Enregistrer cette adresse dans mon carnet' }).uncheck()
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4242424242424242')
  // The server prices the tier as the recap did: no « the amount changed ».
  await page.getByRole('button', { name: `Payer ${euros(180)}` }).click()
  await expect(page).toHaveURL(/\/account\/commandes\/[a-z0-9]{15}\?merci$/)
  await expect(page.getByRole('row').filter({ hasText: product.name })).toContainText(`10${euros(18)}${euros(180)}`)
})

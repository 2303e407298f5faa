// A discount code from the cart to the invoice (docs/adr/0116): a customer types a code in the cart's
// « Code promo » and reads « Remise (CODE) » and the total the server priced; the checkout shows the
// same discount and names the discounted amount on its button; the order is paid (the Stripe
// stand-in: the e2e harness never runs the demo mode), carries the discount, the confirmation e-mail
// (the local inbox) and the invoice PDF read « Remise (CODE) ».
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { inbox } from '../support/inbox.ts'
import { pdfText } from '../support/pdf-kit.ts'
import { expect, test } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'
import { serveStripeJsStandIn } from './support/stripe-js-stand-in.ts'

const euros = (value: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value).replace(/[\u202f\u00a0 ]/g, '\u00a0')

test('un code promo saisi dans le panier : la remise au paiement, la commande payée, « Remise (CODE) » sur l’e-mail et la facture', async ({
  page,
  request,
  fixtures,
  newCustomer,
  setCart,
  saveScreenshot,
}) => {
  await serveStripeJsStandIn(page, fixtures.stripeApiUrl)
  const token = await superuserToken(fixtures)
  const suffix = randomBytes(4).toString('hex')
  const as = { headers: { Authorization: token } }
  const post = async <T>(path: string, data: Record<string, unknown>): Promise<T> => {
    const answer = await request.post(`${fixtures.pocketbaseUrl}${path}`, { ...as, data })
    expect(answer.ok(), await answer.text()).toBe(true)
    return (await answer.json()) as T
  }
  // Its own piece (80 €), its own code (10 % on the order) and its own buyer with an address on file.
  const product = await post<{ id: string; name: string }>('/api/collections/products/records', {
    name: `Collier d’essai remise ${suffix}`,
    slug: `collier-essai-remise-${suffix}`,
    price: 80,
    price_pro: 60,
    stock: 5,
  })
  const code = `E2E${suffix.toUpperCase()}`
  await post('/api/collections/discount_codes/records', { code, kind: 'percent', value: 10, scope: 'order', audience: 'all', active: true })
  const { email } = await newCustomer('remise')
  await setCart([{ id: product.id, name: product.name, price: 80, quantity: 1 }])

  // The cart: the code typed in lower case, priced by the server.
  await page.goto('/cart')
  await page.getByRole('textbox', { name: 'Code promo' }).fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Appliquer' }).click()
  await expect(page.getByText(`Code ${code} appliqué`)).toBeVisible()
  const summary = page.getByRole('region', { name: 'Récapitulatif' })
  await expect(summary.getByText(`Remise (${code})`)).toBeVisible()
  await expect(summary).toContainText(`-${euros(8)}`)
  await expect(summary).toContainText(`Total${euros(72)}`)
  await saveScreenshot('panier-code-promo')

  // The checkout: the same discount, the discounted amount on the button.
  await page.getByRole('link', { name: 'Passer au paiement' }).click()
  const recap = page.getByRole('region', { name: 'Récapitulatif' })
  await expect(recap.getByText(`Remise (${code})`)).toBeVisible()
  await expect(recap).toContainText(`Total TTC${euros(72)}`)
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: `Payer ${euros(72)}` }).click()
  await expect(page.getByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
  await expect(page).toHaveURL(/\/account\/commandes\/[a-z0-9]{15}\?merci$/)
  await expect(page.getByText(`Remise (${code})`)).toBeVisible()

  // The confirmation e-mail and the invoice show the discount.
  const mail = await inbox(fixtures.mailUrl).waitFor({ to: email, subject: 'Confirmation de votre commande' }, 15_000)
  expect(mail.text).toContain(`Remise (${code})`)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: /^Télécharger la facture / }).click()
  const bytes = readFileSync(await (await downloading).path())
  const text = pdfText(bytes)
  expect(text).toContain(`Remise (${code})`)
  expect(text).toContain(product.name)
})

// Payment on invoice for approved pros (docs/adr/0131): a pro the owner allows chooses « Virement à 30
// jours » at the checkout (no card), the order page says what to pay and when; the admin finds the
// invoice on « Paiements à recevoir » and records the transfer received: the invoice is settled.
import { randomBytes } from 'node:crypto'
import { AUTH_KEY, CART_KEY, expect, test } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'
import { serveStripeJsStandIn } from './support/stripe-js-stand-in.ts'

test('un pro commande en virement à 30 jours, l’administrateur enregistre le virement reçu', async ({
  page,
  browser,
  fixtures,
  loginAs,
}) => {
  test.setTimeout(90_000)
  const token = await superuserToken(fixtures)
  const api = `${fixtures.pocketbaseUrl}/api/collections`
  const post = async (path: string, data: unknown) => {
    const response = await fetch(`${api}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: token },
      body: JSON.stringify(data),
    })
    expect(response.ok, await response.clone().text()).toBe(true)
    return (await response.json()) as { id: string }
  }
  // A pro of the test's own, approved, allowed up to 1 000 €, with an address on file.
  const suffix = randomBytes(4).toString('hex')
  const email = `virement-${suffix}@e2e.test`
  const password = `mot-de-passe-${suffix}`
  const name = `Atelier Virement ${suffix}`
  const pro = await post('users/records', { email, password, passwordConfirm: password, name, role: 'professionnel', verified: true })
  await post('pro_applications/records', {
    user: pro.id,
    company: name,
    siret: '73282932000074',
    activity: 'Boutique de créateurs',
    status: 'approved',
    decided_at: '2026-01-15 09:30:00.000Z',
  })
  await post('addresses/records', {
    user: pro.id,
    label: 'Atelier',
    full_name: name,
    line1: '5 rue Mercière',
    postal_code: '69002',
    city: 'Lyon',
    phone: '04 78 00 00 00',
    country: 'FR',
    is_default: true,
  })
  await post('pro_terms/records', { user: pro.id, transfer_allowed: true, credit_ceiling: 1000 })

  const product = fixtures.catalogue.regular
  const unit = product.price_pro > 0 ? product.price_pro : product.price
  const login = await fetch(`${api}/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password }),
  })
  const session = JSON.stringify(await login.json())
  // The pro's browser.
  await loginAs('admin')
  await page.goto('/dashboard')
  const baseURL = new URL(page.url()).origin
  const buyerContext = await browser.newContext({ baseURL })
  const buyer = await buyerContext.newPage()
  await serveStripeJsStandIn(buyer, fixtures.stripeApiUrl)
  await buyer.addInitScript(
    ({ entries }) => {
      if (window.sessionStorage.getItem('__e2e_pro_seeded')) return
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
      window.sessionStorage.setItem('__e2e_pro_seeded', '1')
    },
    { entries: { [AUTH_KEY]: session, [CART_KEY]: JSON.stringify([{ id: product.id, name: product.name, price: unit, quantity: 1 }]) } },
  )
  try {
    await buyer.goto('/checkout')
    const choice = buyer.getByRole('group', { name: 'Mode de règlement' })
    await choice.getByRole('radio', { name: /Virement à 30 jours/ }).check()
    await expect(choice).toContainText('Encours disponible : 1 000,00')
    await expect(buyer.getByRole('textbox', { name: 'Numéro de carte' })).toHaveCount(0)
    await buyer.getByRole('button', { name: /^Commander .* règlement par virement à 30 jours/ }).click()
    await expect(buyer.getByText(/Facture payable par virement : .* à régler avant le /)).toBeVisible({ timeout: 20_000 })
  } finally {
    await buyerContext.close()
  }

  // The admin: the invoice on « Paiements à recevoir », the transfer received.
  await page.goto('/dashboard/paiements')
  await page.getByRole('searchbox', { name: 'Rechercher (client, facture, commande)' }).fill(suffix)
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('À régler')
  await row.getByText('Enregistrer un paiement').click()
  const form = page.getByRole('form', { name: /Paiement reçu pour la facture/ })
  await form.getByRole('button', { name: 'Enregistrer le paiement' }).click()
  await expect(page.getByText(/Paiement enregistré sur la facture /)).toBeVisible()
  await expect(row).toContainText('Réglée')
})

// Shipping (docs/adr/0050): the admin marks a paid order shipped with its carrier and tracking number;
// the customer finds the « Votre commande est expédiée » e-mail with the tracking link in the inbox,
// and the tracking on /account. The order is the test's own (created through the superuser API:
// orders are the server's, ADR 0032); it stays, shipped, with its history (events keep their order).
import { inbox } from '../support/inbox.ts'
import { AUTH_KEY, expect, test } from './fixtures.ts'
import { expectAccessible, superuserToken } from './support/admin-api.ts'

const SHIPPING = {
  full_name: 'Camille Cliente',
  company: '',
  line1: '12 rue des Lilas',
  line2: '',
  postal_code: '69003',
  city: 'Lyon',
  country: 'FR',
  phone: '06 12 34 56 78',
  siret: '',
  vat_number: '',
}

test('l’administratrice expédie une commande ; la cliente reçoit l’e-mail avec le suivi et le retrouve sur son compte', async ({
  page,
  request,
  fixtures,
  loginAs,
  saveScreenshot,
}) => {
  const customer = fixtures.users.find((user) => user.kind === 'customer')!
  const product = fixtures.catalogue.regular
  const token = await superuserToken(fixtures)
  const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/orders/records`, {
    headers: { Authorization: token },
    data: {
      user: customer.id,
      items: [{ id: product.id, name: product.name, quantity: 1, price: product.price }],
      products: [product.id],
      total: product.price,
      status: 'paid',
      email: customer.email,
      customer_name: customer.name,
      shipping_address: SHIPPING,
      billing_address: SHIPPING,
      payment_mode: 'demo',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const order = (await created.json()) as { id: string }
  const number = `n° ${order.id.slice(0, 8)}`
  const trackingUrl = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789'

  // The admin: the order is on the list to prepare, then shipped from the orders screen.
  await loginAs('admin')
  await page.goto('/dashboard/orders/a-preparer')
  await expect(page.getByRole('article', { name: `Commande ${number}` })).toContainText('12 rue des Lilas')
  await expectAccessible(page)
  // Printed: the list alone, without the back-office's navigation.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeHidden()
  await expect(page.getByRole('article', { name: `Commande ${number}` })).toBeVisible()
  await saveScreenshot('commandes-a-preparer-impression')
  await page.emulateMedia({ media: 'screen' })
  await page.getByRole('link', { name: 'Retour aux commandes' }).click()
  await page.getByRole('button', { name: `Marquer comme expédiée la commande ${number}` }).click()
  const dialog = page.getByRole('dialog', { name: `Expédier la commande ${number}` })
  await dialog.getByRole('combobox', { name: /Transporteur/ }).selectOption({ label: 'La Poste Colissimo' })
  await dialog.getByRole('textbox', { name: /Numéro de suivi/ }).fill('6A123456789')
  await expectAccessible(page)
  await saveScreenshot('admin-expedier-commande')
  await dialog.getByRole('button', { name: 'Marquer comme expédiée' }).click()
  await expect(page.getByText('Commande expédiée : le client est prévenu par e-mail.')).toBeVisible()
  await expect(page.getByRole('combobox', { name: `Statut de la commande ${number}` })).toHaveValue('shipped')
  await page.getByRole('button', { name: `Voir la commande ${number}` }).click()
  const details = page.getByRole('dialog', { name: 'Détails de la commande' })
  await expect(details.getByRole('region', { name: 'Expédition' })).toContainText('Colissimo')
  await expect(details.getByRole('region', { name: 'Historique' })).toContainText('Expédiée — Colissimo, n° 6A123456789')
  await expectAccessible(page)

  // The customer's e-mail, with the tracking link.
  const mail = await inbox(fixtures.mailUrl).waitFor(
    { to: customer.email, subject: `Votre commande n°\u00a0${order.id.slice(0, 8)} est expédiée` },
    15_000,
  )
  expect(mail.text).toContain(`Suivre votre colis : ${trackingUrl}`)
  expect(mail.html).toContain(`href="${trackingUrl}"`)

  // The customer, on her account.
  const login = await request.post(`${fixtures.pocketbaseUrl}/api/collections/users/auth-with-password`, {
    data: { identity: customer.email, password: customer.password },
  })
  const session = (await login.json()) as { token: string; record: unknown }
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [AUTH_KEY, JSON.stringify(session)] as const)
  await page.goto('/account')
  await expect(page.getByText('Expédiée le', { exact: false }).first()).toBeVisible()
  const link = page.getByRole('link', { name: `Suivre le colis de la commande ${number} (nouvelle fenêtre)` })
  await expect(link).toHaveAttribute('href', trackingUrl)
  await expect(link.locator('xpath=..')).toContainText('Colissimo, n° 6A123456789')
  await expectAccessible(page)
  await saveScreenshot('compte-suivi-colis')
})

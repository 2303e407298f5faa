// The online withdrawal function (docs/adr/0049): a visitor opens « Renoncer au contrat ici » from the
// footer, gives their name, the order number and the e-mail, confirms on the second step, sees the
// date and time of the declaration, and finds the acknowledgement in the inbox.
import { inbox } from '../support/inbox.ts'
import { expect, test, type Fixtures } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'

/** A paid order of the customer fixture, with its own e-mail copy (as the checkout writes it). */
async function paidOrder(fixtures: Fixtures, email: string): Promise<{ id: string }> {
  const product = fixtures.products[0]!
  const response = await fetch(`${fixtures.pocketbaseUrl}/api/collections/orders/records`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: await superuserToken(fixtures) },
    body: JSON.stringify({
      user: fixtures.users.find((user) => user.kind === 'customer')!.id,
      email,
      customer_name: 'Léa Martin',
      items: [{ id: product.id, name: product.name, quantity: 1, price: product.price }],
      total: product.price,
      status: 'paid',
      stripePaymentIntentId: `pi_e2e_${Date.now()}`,
    }),
  })
  expect(response.ok).toBe(true)
  return (await response.json()) as { id: string }
}

test('un visiteur se rétracte depuis le pied de page et reçoit l’accusé de réception', async ({ page, fixtures, saveScreenshot }) => {
  const email = `retractation-${Date.now()}@exemple.fr`
  const order = await paidOrder(fixtures, email)
  const number = order.id.slice(0, 8)

  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Renoncer au contrat ici' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Renoncer au contrat ici' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Nom et prénom' }).fill('Léa Martin')
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email)
  await page.getByRole('textbox', { name: 'Numéro de commande' }).fill(`n° ${number}`)
  await page.getByRole('button', { name: 'Continuer' }).click()

  await expect(page.getByRole('heading', { name: 'Vérifiez votre déclaration' })).toBeVisible()
  await expect(page.getByText(`n° ${number}`)).toBeVisible()
  await saveScreenshot('withdrawal-summary')
  await page.getByRole('button', { name: 'Confirmer la rétractation' }).click()

  await expect(page.getByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeVisible()
  const confirmation = page.getByText(/^Nous avons reçu votre rétractation de la commande/)
  await expect(confirmation).toContainText(`n° ${number}`)
  await expect(confirmation).toContainText(email)
  await saveScreenshot('withdrawal-done')
  const shown = (await confirmation.textContent())!.match(/le (.+ à \d{1,2}\s*h\s*\d{2})/)![1]!

  const ack = await inbox(fixtures.mailUrl).waitFor({ to: email, subject: 'Accusé de réception de votre rétractation' })
  expect(ack.text).toContain('Nom : Léa Martin')
  expect(ack.text).toContain(`Adresse e-mail : ${email}`)
  expect(ack.text.replace(/\u00a0/g, ' ')).toContain(`Envoyée le : ${shown.replace(/\u00a0/g, ' ')} (heure de Paris)`)
})

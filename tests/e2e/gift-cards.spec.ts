// Gift cards (docs/adr/0117): a customer buys a 50 € card for a friend; the buyer's e-mail (in the
// local inbox) gives its code; its link opens the balance page, where the code reads 50,00 €; the
// card shows on /account. The purchase goes through the same checkout as jewellery (the shop's API,
// the payment function, the Stripe stand-in): the storefront's « Cartes cadeaux » page is not built yet.
import { inbox } from '../support/inbox.ts'
import { STAND_IN_SECRET_KEY } from '../support/stripe-api-stand-in.mjs'
import { expect, test } from './fixtures.ts'

const SHIPPING = {
  full_name: 'Léa Martin',
  line1: '12 rue des Lilas',
  postal_code: '69003',
  city: 'Lyon',
  country: 'FR',
  phone: '06 12 34 56 78',
}

test('une carte cadeau achetée : son code arrive par e-mail, son solde se lit sur la page du solde et sur le compte', async ({
  page,
  request,
  fixtures,
  loginAs,
  saveScreenshot,
}) => {
  const customer = fixtures.users.find((user) => user.kind === 'customer')!
  const login = await request.post(`${fixtures.pocketbaseUrl}/api/collections/users/auth-with-password`, {
    data: { identity: customer.email, password: customer.password },
  })
  const { token } = (await login.json()) as { token: string }

  // The checkout prices the card from the shop's amounts; the card is paid like any order.
  const started = await request.post(`${fixtures.pocketbaseUrl}/api/shop/checkouts`, {
    headers: { Authorization: token },
    data: {
      items: [{ gift_card: { amount: 50, recipient_name: 'Camille', message: 'Joyeux Noël !' } }],
      shipping: SHIPPING,
      billing: null,
    },
  })
  expect(started.ok(), await started.text()).toBe(true)
  const checkout = (await started.json()) as { id: string; amount: number }
  expect(checkout.amount).toBe(5000)
  const intent = await request.post('/api/create-payment-intent', { headers: { Authorization: token }, data: { checkout: checkout.id } })
  expect(intent.ok(), await intent.text()).toBe(true)
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string }
  const paid = await request.post(`${fixtures.stripeApiUrl}/v1/payment_intents/${paymentIntentId}/confirm`, {
    headers: { Authorization: `Bearer ${STAND_IN_SECRET_KEY}` },
    form: { payment_method: 'pm_card_visa' },
  })
  expect(paid.ok(), await paid.text()).toBe(true)
  const confirmed = await request.post(`${fixtures.pocketbaseUrl}/api/shop/checkouts/${checkout.id}/confirm`, {
    headers: { Authorization: token },
    data: { paymentIntentId },
  })
  expect(confirmed.ok(), await confirmed.text()).toBe(true)

  // The buyer's e-mail: the code and its validity, and the link to the balance page.
  const mail = await inbox(fixtures.mailUrl).waitFor({ to: customer.email, subject: 'Votre carte cadeau de 50,00' }, 15_000)
  const code = /[A-HJKMNP-Z2-9]{4}(?:-[A-HJKMNP-Z2-9]{4}){3}/.exec(mail.text)?.[0]
  expect(code, mail.text).toBeTruthy()
  expect(mail.text).toMatch(/Valable jusqu’au .+ inclus/)
  const link = /https?:\/\/\S+\/cartes-cadeaux\/solde/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()

  // The balance page, from the e-mail's link, without an account.
  await page.goto(new URL(link!).pathname)
  await expect(page.getByRole('heading', { level: 1, name: 'Solde d’une carte cadeau' })).toBeVisible()
  await page.getByLabel(/Code de la carte/).fill(code!.toLowerCase())
  await page.getByRole('button', { name: 'Consulter le solde' }).click()
  await expect(page.getByText(/^Solde : 50,00\s€$/)).toBeVisible()
  await expect(page.getByText(/^Valable jusqu’au .+ inclus/)).toBeVisible()
  await saveScreenshot('carte-cadeau-solde')

  // The buyer's account lists it.
  await loginAs('customer')
  await page.goto('/account')
  const cards = page.getByRole('region', { name: 'Mes cartes cadeaux' })
  await expect(cards).toContainText(code!)
  await expect(cards).toContainText(/Solde : 50,00\s€ sur 50,00\s€/)
})

// Gift cards (docs/adr/0117): a customer picks a 50 € card on « Cartes cadeaux », finds it in the cart,
// pays it through the checkout (the Stripe stand-in); her e-mail (in the local inbox) gives its code;
// its link opens the balance page, where the code reads 50,00 €; the card shows on /account; then the
// card pays a 30 € piece wholly and a 40 € one in part (the bank card the rest), leaving 0,00 €.
import { randomBytes } from 'node:crypto'
import { inbox } from '../support/inbox.ts'
import { expect, test } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'
import { serveStripeJsStandIn } from './support/stripe-js-stand-in.ts'

const euros = (value: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value).replace(/[\u202f\u00a0 ]/g, '\u00a0')

test('une carte cadeau choisie, payée par la commande, son code reçu par e-mail, son solde lu sur la page du solde et sur le compte', async ({
  page,
  request,
  fixtures,
  newCustomer,
  saveScreenshot,
}) => {
  await serveStripeJsStandIn(page, fixtures.stripeApiUrl)
  // A buyer of her own, with an address on file (the checkout preselects it: the card's billing
  // address, then the pieces' delivery address).
  const token = await superuserToken(fixtures)
  const { email } = await newCustomer('carte')

  // « Cartes cadeaux »: an amount, a message; into the cart.
  await page.goto('/cartes-cadeaux')
  await expect(page.getByRole('heading', { level: 1, name: 'Cartes cadeaux' })).toBeVisible()
  await page.getByRole('radio', { name: euros(50) }).check()
  await page.getByLabel('Message (facultatif)').fill('Joyeux Noël !')
  await saveScreenshot('cartes-cadeaux')
  await page.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { name: `Carte cadeau ${euros(50)}` })).toBeVisible()
  await expect(page.getByText('Son code vous est envoyé par e-mail dès le paiement.')).toBeVisible()

  // Paid through the checkout, as any order; nothing shipped, a billing address only (docs/adr/0119).
  await page.goto('/checkout')
  const billing = page.getByRole('region', { name: 'Adresse de facturation' })
  await expect(billing.getByRole('radio', { name: /Léa Martin, 12 rue des Lilas/ })).toBeChecked()
  await expect(page.getByRole('region', { name: 'Adresse de livraison' })).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: `Payer ${euros(50)}` }).click()
  await expect(page.getByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()

  // The buyer's e-mail: the code and its validity, and the link to the balance page.
  const mail = await inbox(fixtures.mailUrl).waitFor({ to: email, subject: `Votre carte cadeau de ${euros(50)}` }, 15_000)
  const code = /[A-HJKMNP-Z2-9]{4}(?:-[A-HJKMNP-Z2-9]{4}){3}/.exec(mail.text)?.[0]
  expect(code, mail.text).toBeTruthy()
  expect(mail.text).toMatch(/Valable jusqu’au .+ inclus/)
  const link = /https?:\/\/\S+\/cartes-cadeaux\/solde/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()

  // The balance page, from the e-mail's link.
  await page.goto(new URL(link!).pathname)
  await expect(page.getByRole('heading', { level: 1, name: 'Solde d’une carte cadeau' })).toBeVisible()
  await page.getByLabel(/Code de la carte/).fill(code!.toLowerCase())
  await page.getByRole('button', { name: 'Consulter le solde' }).click()
  await expect(page.getByText(/^Solde : 50,00\s€$/)).toBeVisible()
  await expect(page.getByText(/^Valable jusqu’au .+ inclus/)).toBeVisible()
  await saveScreenshot('carte-cadeau-solde')

  // The buyer's account lists it.
  await page.goto('/account')
  const cards = page.getByRole('region', { name: 'Mes cartes cadeaux' })
  await expect(cards).toContainText(code!)
  await expect(cards).toContainText(/Solde : 50,00\s€ sur 50,00\s€/)

  // Spent in two orders (docs/adr/0117): a 30 € piece paid wholly by the card, no bank card asked…
  const piece = async (price: number) => {
    const suffix = randomBytes(4).toString('hex')
    const response = await request.post(`${fixtures.pocketbaseUrl}/api/collections/products/records`, {
      headers: { Authorization: token },
      data: { name: `Bague d’essai ${suffix}`, slug: `bague-essai-${suffix}`, price, stock: 5, published: true },
    })
    expect(response.ok(), await response.text()).toBe(true)
    return (await response.json()) as { slug: string }
  }
  const payWithCard = async (slug: string, used: number, rest: number) => {
    await page.goto(`/catalogue/${slug}`)
    await page.getByRole('button', { name: 'Ajouter au panier' }).click()
    await page.goto('/checkout')
    const giftCard = page.getByRole('region', { name: 'Carte cadeau' })
    await giftCard.getByLabel(/Code de la carte cadeau/).fill(code!)
    await giftCard.getByRole('button', { name: 'Utiliser' }).click()
    await expect(giftCard.getByText(`−${euros(used)}`)).toBeVisible()
    await expect(giftCard).toContainText(`Reste à payer${euros(rest)}`)
  }
  // The balance page, read again after each order: the balance goes down as the card is spent.
  const balanceReads = async (value: number) => {
    await page.goto('/cartes-cadeaux/solde')
    await page.getByLabel(/Code de la carte/).fill(code!)
    await page.getByRole('button', { name: 'Consulter le solde' }).click()
    await expect(page.getByText(new RegExp(`^Solde : ${value.toFixed(2).replace('.', ',')}\\s€$`))).toBeVisible()
  }
  await payWithCard((await piece(30)).slug, 30, 0)
  await expect(page.getByRole('textbox', { name: 'Numéro de carte' })).toHaveCount(0)
  await saveScreenshot('carte-cadeau-paiement')
  await page.getByRole('button', { name: 'Payer avec la carte cadeau — commande avec obligation de paiement' }).click()
  await expect(page.getByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
  await expect(page).toHaveURL(/\/account\/commandes\/\w+\?merci$/)
  await balanceReads(20)

  // …then 40 €: the card's last 20 €, the bank card the other 20 €.
  await payWithCard((await piece(40)).slug, 20, 20)
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: `Payer ${euros(20)}` }).click()
  await expect(page.getByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
  await expect(page).toHaveURL(/\/account\/commandes\/\w+\?merci$/)
  await balanceReads(0)
  await page.goto('/account')
  await expect(page.getByRole('region', { name: 'Mes cartes cadeaux' })).toContainText(/Solde : 0,00\s€ sur 50,00\s€/)
})

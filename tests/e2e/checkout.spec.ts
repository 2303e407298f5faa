// The checkout (/checkout, docs/adr/0032 and 0036) in a real browser, against the built app, the
// payment function, the throwaway PocketBase with its checkout routes and webhook, the stateful Stripe
// API stand-in (fixtures.stripeApiUrl, which also sends Stripe's signed webhooks) and the mail capture
// server (fixtures.mailUrl), with Stripe.js replaced by support/stripe-js-stand-in.js (a Payment
// Element): a customer buys with a new address and finds the confirmation e-mail; a customer who
// closes the tab right after paying still gets the order and the e-mail (the webhook); a second buyer
// of a held unique piece is told before paying and never charged; a declined card keeps the cart; a
// visitor is sent to /login; a pro pays the pro price with a company billing address.
// Each test buys its own product (created through the superuser API) and, where the address book or
// the orders matter, is its own new customer, so no other test's state changes.
import { randomBytes } from 'node:crypto'
import type { Locator, Page, Request } from '@playwright/test'
import { inbox } from '../support/inbox.ts'
import { AUTH_KEY, expect, test, type CartLine, type Fixtures } from './fixtures.ts'
import { serveStripeJsStandIn } from './support/stripe-js-stand-in.ts'
import { expectAccessible, superuserToken } from './support/admin-api.ts'

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

interface Buyer {
  id: string
  email: string
  password: string
  name: string
}

const ADDRESS = {
  full_name: 'Camille Rousseau',
  line1: '12 rue des Lilas',
  postal_code: '69001',
  city: 'Lyon',
  phone: '06 12 34 56 78',
}

/** A superuser call to PocketBase's API; fails the test on an error answer. */
async function asSuperuser<T>(fixtures: Fixtures, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${fixtures.pocketbaseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: await superuserToken(fixtures) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  expect(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.clone().text()}`).toBe(true)
  return (await response.json()) as T
}

/** A product of this test's own (no stone, no category: invisible to the catalogue's filter journeys). */
async function createProduct(fixtures: Fixtures, label: string, price: number, pricePro: number, stock = 50): Promise<TestProduct> {
  const suffix = randomBytes(4).toString('hex')
  return asSuperuser<TestProduct>(fixtures, '/api/collections/products/records', {
    method: 'POST',
    body: { name: `Pendentif d’essai ${label} ${suffix}`, slug: `pendentif-essai-${label}-${suffix}`, price, price_pro: pricePro, stock },
  })
}

async function readProduct(fixtures: Fixtures, id: string): Promise<{ stock: number; reserved: number }> {
  const product = await asSuperuser<{ stock: number; reserved?: number }>(fixtures, `/api/collections/products/records/${id}`)
  return { stock: product.stock, reserved: product.reserved ?? 0 }
}

/** A new customer of this test's own (an empty address book, no orders). */
async function createBuyer(fixtures: Fixtures, label: string): Promise<Buyer> {
  const suffix = randomBytes(4).toString('hex')
  const email = `acheteur-${label}-${suffix}@e2e.test`
  const password = `mot-de-passe-${suffix}`
  const name = `Acheteur ${label}`
  const record = await asSuperuser<{ id: string }>(fixtures, '/api/collections/users/records', {
    method: 'POST',
    body: { email, password, passwordConfirm: password, name, verified: true, emailVisibility: true },
  })
  return { id: record.id, email, password, name }
}

/** Gives a buyer an address book entry (the checkout then preselects it). */
async function addAddress(fixtures: Fixtures, buyer: Buyer): Promise<void> {
  await asSuperuser(fixtures, '/api/collections/addresses/records', {
    method: 'POST',
    body: {
      user: buyer.id,
      label: 'Maison',
      ...ADDRESS,
      company: '',
      line2: '',
      country: 'FR',
      siret: '',
      vat_number: '',
      is_default: true,
    },
  })
}

async function tokenOf(fixtures: Fixtures, buyer: Buyer): Promise<{ token: string; record: unknown }> {
  const response = await fetch(`${fixtures.pocketbaseUrl}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: buyer.email, password: buyer.password }),
  })
  expect(response.ok, `login of ${buyer.email} answered ${response.status}`).toBe(true)
  return (await response.json()) as { token: string; record: unknown }
}

/** Logs the buyer in in this page (the SDK's stored session), once, before the app starts. */
async function logIn(page: Page, fixtures: Fixtures, buyer: Buyer): Promise<void> {
  const session = JSON.stringify(await tokenOf(fixtures, buyer))
  await page.addInitScript(
    ({ key, session }) => {
      try {
        if (window.sessionStorage.getItem('__e2e_buyer_seeded')) return
        window.localStorage.setItem(key, session)
        window.sessionStorage.setItem('__e2e_buyer_seeded', '1')
      } catch {
        // about:blank has no storage
      }
    },
    { key: AUTH_KEY, session },
  )
}

/** The buyer's orders, as the superuser reads them. */
async function ordersOf(fixtures: Fixtures, buyer: Buyer) {
  const filter = encodeURIComponent(`email = "${buyer.email}"`)
  const list = await asSuperuser<{ items: Array<{ id: string; status: string; total: number; shipping_address: Record<string, string> }> }>(
    fixtures,
    `/api/collections/orders/records?filter=${filter}`,
  )
  return list.items
}

function line(product: TestProduct, quantity: number): CartLine & { stock: number } {
  return { id: product.id, name: product.name, price: product.price, quantity, stock: product.stock }
}

const CARD = 'Numéro de carte'

/** Types an address in the fields of a region (the delivery or the billing address). */
async function fillAddress(region: Locator, address: Partial<typeof ADDRESS> & { company?: string; siret?: string } = ADDRESS) {
  if (address.full_name !== undefined) await region.getByLabel(/Nom et prénom/).fill(address.full_name)
  if (address.company !== undefined) await region.getByLabel(/Société/).fill(address.company)
  if (address.line1 !== undefined) await region.getByLabel(/^Adresse/).fill(address.line1)
  if (address.postal_code !== undefined) await region.getByLabel(/Code postal/).fill(address.postal_code)
  if (address.city !== undefined) await region.getByLabel(/Ville/).fill(address.city)
  if (address.phone !== undefined) await region.getByLabel(/Téléphone/).fill(address.phone)
  if (address.siret !== undefined) await region.getByLabel(/SIRET/).fill(address.siret)
}

test.describe('paiement', () => {
  test.beforeEach(async ({ page, fixtures }) => {
    await serveStripeJsStandIn(page, fixtures.stripeApiUrl)
  })

  test('un client paie avec une nouvelle adresse, lit la confirmation, retrouve sa commande, reçoit l’e-mail, puis se rétracte et le voit sur la commande', async ({
    page,
    fixtures,
    setCart,
    saveScreenshot,
  }) => {
    // A whole journey: the payment, the order's page, the account, the withdrawal and the order again.
    test.setTimeout(90_000)
    const product = await createProduct(fixtures, 'client', 24.5, 18)
    const buyer = await createBuyer(fixtures, 'adresse')
    await logIn(page, fixtures, buyer)
    await setCart([line(product, 2)])
    await page.goto('/checkout')

    await expect(page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeVisible()
    const recap = page.getByRole('region', { name: 'Récapitulatif' })
    await expect(recap.getByRole('listitem')).toHaveText([new RegExp(`${product.name}\\s*2 × ${euros(24.5)}\\s*${euros(49)}`)])
    await expect(recap).toContainText(`Total TTC${euros(49)}`)
    // Before the order button (docs/adr/0048): the delivery time, the commitment, the CGV and the EU notice.
    await expect(recap).toContainText('Délai de livraison2 à 5 jours ouvrés')
    await expect(
      page.getByRole('region', { name: 'Paiement' }).getByRole('link', { name: 'conditions générales de vente' }),
    ).toHaveAttribute('href', '/cgv')
    const notice = page.getByRole('region', { name: 'Garantie légale de conformité' })
    await expect(notice).toContainText(
      'Protection offerte par la garantie légale minimale de deux ans sur des biens vendus dans l’Union européenne.',
    )
    await expect(notice.getByRole('link', { name: 'europa.eu/youreurope/garanties' })).toHaveAttribute(
      'href',
      'https://europa.eu/youreurope/garanties',
    )
    await expect(page.getByRole('button', { name: `Payer ${euros(49)} — commande avec obligation de paiement`, exact: true })).toBeVisible()

    // An empty address book: the new address form, to be kept in the book.
    const delivery = page.getByRole('region', { name: 'Adresse de livraison' })
    await expect(delivery.getByRole('checkbox', { name: 'Enregistrer cette adresse dans mon carnet' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Identique à l’adresse de livraison' })).toBeChecked()
    // A wrong postal code is caught before anything is sent.
    await fillAddress(delivery, { ...ADDRESS, postal_code: '6900' })
    await page.getByRole('textbox', { name: CARD }).fill('4242 4242 4242 4242')
    await page.getByRole('button', { name: `Payer ${euros(49)}` }).click()
    await expect(delivery.getByLabel(/Code postal/)).toBeFocused()
    await expect(delivery.getByText('Le code postal doit compter 5 chiffres (ex. 69001).')).toBeVisible()

    await delivery.getByLabel(/Code postal/).fill(ADDRESS.postal_code)
    await saveScreenshot('checkout-address')
    await page.getByRole('button', { name: `Payer ${euros(49)}` }).click()

    await expect(page.getByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    await expect(page.getByText('Paiement réussi ! Votre commande a bien été enregistrée.')).toBeVisible()
    // The order's page says so (docs/adr/0080): number, lines, addresses, delivery time, next step, invoice.
    await expect(page).toHaveURL(/\/account\/commandes\/[a-z0-9]{15}\?merci$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible()
    const [order] = await ordersOf(fixtures, buyer)
    const number = order!.id.slice(0, 8)
    await expect(page.getByText(`la commande n° ${number} est enregistrée`)).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: product.name })).toContainText(`2${euros(24.5)}${euros(49)}`)
    await expect(page.getByRole('region', { name: 'Adresses' })).toContainText(ADDRESS.line1)
    await expect(page.getByRole('region', { name: 'Et maintenant ?' })).toContainText('Délai de livraison : 2 à 5 jours ouvrés')
    await expect(page.getByRole('button', { name: /^Télécharger la facture / })).toBeVisible()
    await saveScreenshot('order-confirmation')
    await expect(page.getByRole('link', { name: 'Panier (0 article)' })).toBeVisible()

    // /account lists it and opens its page.
    await page.getByRole('link', { name: 'Retour à mon compte' }).click()
    const row = page.getByRole('row').filter({ hasText: product.name })
    await expect(row).toContainText(`2 × ${product.name}`)
    await expect(row).toContainText(euros(49))
    await expect(row).toContainText('Payée')
    await row.getByRole('link', { name: `Voir la commande n° ${number}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Commande n° ${number}` })).toBeVisible()

    // The withdrawal, from the order: the name, the e-mail and the number are there; declared once.
    await page
      .getByRole('region', { name: 'Rétractation' })
      .getByRole('link', { name: /^Renoncer au contrat ici/ })
      .click()
    await expect(page.getByRole('textbox', { name: 'Numéro de commande' })).toHaveValue(number)
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(buyer.email)
    await expect(page.getByRole('textbox', { name: 'Nom et prénom' })).toHaveValue(buyer.name)
    await page.getByRole('button', { name: 'Continuer' }).click()
    await page.getByRole('button', { name: 'Confirmer la rétractation' }).dblclick()
    await expect(page.getByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Votre rétractation est déjà enregistrée' })).toHaveCount(0)

    // The order now says so, and no longer offers it.
    await page.goto('/account')
    await expect(page.getByRole('row').filter({ hasText: product.name })).toContainText(/Rétractation reçue le \d{1,2}(er)? \S+ 20\d\d à/)
    await page.getByRole('link', { name: `Voir la commande n° ${number}` }).click()
    const withdrawal = page.getByRole('region', { name: 'Rétractation' })
    await expect(withdrawal).toContainText(/^RétractationRétractation reçue le \d{1,2}(er)? \S+ 20\d\d à \d{1,2}\sh\s\d\d$/)
    await expect(withdrawal.getByRole('link')).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Historique' })).toContainText('Rétractation reçue')
    await expectAccessible(page)
    await saveScreenshot('order-withdrawal')

    // The order keeps the address; the book has it; the stock is taken.
    expect(order?.shipping_address).toMatchObject({
      full_name: ADDRESS.full_name,
      line1: ADDRESS.line1,
      postal_code: '69001',
      city: 'Lyon',
    })
    const book = await asSuperuser<{ items: Array<{ line1: string; is_default: boolean }> }>(
      fixtures,
      `/api/collections/addresses/records?filter=${encodeURIComponent(`user = "${buyer.id}"`)}`,
    )
    expect(book.items).toEqual([expect.objectContaining({ line1: ADDRESS.line1, is_default: true })])
    expect(await readProduct(fixtures, product.id)).toEqual({ stock: 48, reserved: 0 })

    const mail = await inbox(fixtures.mailUrl).waitFor({ to: buyer.email, subject: 'Confirmation de votre commande' }, 15_000)
    expect(mail.text).toContain(product.name)
    expect(mail.text).toContain(ADDRESS.line1)
  })

  test('un client qui ferme l’onglet juste après avoir payé reçoit quand même sa commande et l’e-mail', async ({
    page,
    fixtures,
    setCart,
  }) => {
    const product = await createProduct(fixtures, 'onglet', 33, 24)
    const buyer = await createBuyer(fixtures, 'onglet')
    await addAddress(fixtures, buyer)
    await logIn(page, fixtures, buyer)
    await setCart([line(product, 1)])
    await page.goto('/checkout')

    // The card is confirmed with Stripe; the browser's confirmation to the shop never leaves.
    let confirmCalled: () => void = () => {}
    const confirmReached = new Promise<void>((resolve) => (confirmCalled = resolve))
    await page.route('**/api/shop/checkouts/*/confirm', async (route) => {
      // Never reaches PocketBase (a request left pending could still be sent as the page closes).
      await route.abort('failed')
      confirmCalled()
    })
    await expect(
      page.getByRole('region', { name: 'Adresse de livraison' }).getByRole('radio', { name: new RegExp(ADDRESS.line1) }),
    ).toBeChecked()
    await page.getByRole('textbox', { name: CARD }).fill('4242424242424242')
    await page.getByRole('button', { name: `Payer ${euros(33)}` }).click()
    await confirmReached
    await page.close()

    // Stripe's webhook finishes what the browser did not.
    await expect
      .poll(async () => (await ordersOf(fixtures, buyer)).map((order) => [order.status, order.total]), { timeout: 15_000 })
      .toEqual([['paid', 33]])
    expect(await readProduct(fixtures, product.id)).toEqual({ stock: 49, reserved: 0 })
    const mail = await inbox(fixtures.mailUrl).waitFor({ to: buyer.email, subject: 'Confirmation de votre commande' }, 15_000)
    expect(mail.text).toContain(product.name)
  })

  test('une pièce unique réservée par un autre acheteur : le second est prévenu avant de payer, sans débit', async ({
    page,
    fixtures,
    setCart,
    saveScreenshot,
  }) => {
    const piece = await createProduct(fixtures, 'unique', 120, 90, 1)
    // The first buyer is paying: their checkout holds the piece.
    const first = await createBuyer(fixtures, 'premier')
    const held = await fetch(`${fixtures.pocketbaseUrl}/api/shop/checkouts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: (await tokenOf(fixtures, first)).token },
      body: JSON.stringify({
        items: [{ id: piece.id, quantity: 1 }],
        shipping: { ...ADDRESS, company: '', line2: '', country: 'FR', siret: '', vat_number: '' },
        billing: null,
      }),
    })
    expect(held.status, await held.clone().text()).toBe(200)
    expect(await readProduct(fixtures, piece.id)).toEqual({ stock: 0, reserved: 1 })

    const second = await createBuyer(fixtures, 'second')
    await addAddress(fixtures, second)
    await logIn(page, fixtures, second)
    await setCart([line(piece, 1)])
    const paymentCalls: Request[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/create-payment-intent') || request.url().includes('/v1/payment_intents')) paymentCalls.push(request)
    })
    await page.goto('/checkout')
    await page.getByRole('textbox', { name: CARD }).fill('4242424242424242')
    await page.getByRole('button', { name: `Payer ${euros(120)}` }).click()

    await expect(page.getByRole('alert')).toContainText(`« ${piece.name} » est réservé par un autre client`)
    await expect(page.getByRole('alert')).toContainText('Aucun montant n’a été débité.')
    await saveScreenshot('checkout-reserved')
    // No intent was asked for, nothing confirmed with Stripe, no order; the hold is still the first buyer's.
    expect(paymentCalls).toEqual([])
    expect(await ordersOf(fixtures, second)).toEqual([])
    expect(await readProduct(fixtures, piece.id)).toEqual({ stock: 0, reserved: 1 })
  })

  test('une carte refusée affiche « Paiement échoué » et garde le panier', async ({ page, fixtures, setCart, saveScreenshot }) => {
    const product = await createProduct(fixtures, 'refus', 31, 22)
    const buyer = await createBuyer(fixtures, 'refus')
    await addAddress(fixtures, buyer)
    await logIn(page, fixtures, buyer)
    await setCart([line(product, 1)])
    await page.goto('/checkout')

    await page.getByRole('textbox', { name: CARD }).fill('4000 0000 0000 0002')
    await page.getByRole('button', { name: `Payer ${euros(31)}` }).click()

    await expect(page.getByRole('alert')).toHaveText('Paiement échoué: Votre carte a été refusée.')
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByRole('link', { name: 'Panier (1 article)' })).toBeVisible()
    await expect(page.getByRole('button', { name: `Payer ${euros(31)}` })).toBeEnabled()
    await saveScreenshot('checkout-declined')

    // Nothing recorded.
    expect(await ordersOf(fixtures, buyer)).toEqual([])

    // A second try with a good card goes through; the first try's hold was given back.
    await page.getByRole('textbox', { name: CARD }).fill('4242 4242 4242 4242')
    await page.getByRole('button', { name: `Payer ${euros(31)}` }).click()
    await expect(page).toHaveURL(/\/account\/commandes\/[a-z0-9]{15}\?merci$/)
    expect((await ordersOf(fixtures, buyer)).map((order) => order.status)).toEqual(['paid'])
    expect(await readProduct(fixtures, product.id)).toEqual({ stock: 49, reserved: 0 })
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

  test('un pro voit et paie le prix professionnel, facturé à sa société', async ({ page, fixtures, loginAs, setCart }) => {
    const product = await createProduct(fixtures, 'pro', 40, 28.5)
    await loginAs('pro')
    // Filled as a visitor would: no pro price in the stored cart; the checkout asks the server.
    await setCart([line(product, 2)])
    await page.goto('/checkout')

    const recap = page.getByRole('region', { name: 'Récapitulatif' })
    await expect(recap.getByRole('listitem')).toHaveText([
      new RegExp(`${product.name}\\s*2 × ${euros(28.5)}\\s*\\(prix professionnel\\)\\s*${euros(57)}`),
    ])
    await expect(recap).toContainText(`Total TTC${euros(57)}`)

    // The pro's book may already hold an address (another run of this test): a new one, not kept.
    const delivery = page.getByRole('region', { name: 'Adresse de livraison' })
    const newAddress = delivery.getByRole('radio', { name: 'Nouvelle adresse' })
    if (await newAddress.count()) await newAddress.check()
    await fillAddress(delivery, { ...ADDRESS, full_name: 'Atelier Lumière' })
    await delivery.getByRole('checkbox', { name: 'Enregistrer cette adresse dans mon carnet' }).uncheck()
    await page.getByRole('checkbox', { name: 'Identique à l’adresse de livraison' }).uncheck()
    const billing = page.getByRole('region', { name: 'Adresse de facturation' })
    await fillAddress(billing, {
      ...ADDRESS,
      full_name: 'Claire Lumière',
      company: 'Atelier Lumière SARL',
      siret: '732 829 320 00074',
      phone: '',
    })

    await page.getByRole('textbox', { name: CARD }).fill('4242424242424242')
    await page.getByRole('button', { name: `Payer ${euros(57)}` }).click()
    await expect(page).toHaveURL(/\/account\/commandes\/[a-z0-9]{15}\?merci$/)
    await expect(page.getByRole('row').filter({ hasText: product.name })).toContainText(`2${euros(28.5)}${euros(57)}`)
    // A pro's order is B2B (docs/adr/0080): billed to the company, no consumer withdrawal.
    await expect(page.getByRole('region', { name: 'Adresses' })).toContainText('Atelier Lumière SARL')
    await expect(page.getByRole('region', { name: 'Rétractation' })).toContainText('Commande professionnelle : sans droit de rétractation.')
  })
})

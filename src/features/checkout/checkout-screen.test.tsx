import { http, HttpResponse, delay } from 'msw'
import { useImperativeHandle, useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleError, expectConsoleWarn } from '@/testing/console'
import { CART_STORAGE_KEY, type CartItem } from '@/lib/cart'
import { MADE_TO_ORDER_NOTICE } from '@/lib/made-to-order'
import type { AddressesRecord, ProductsRecord, UsersRecord } from '@/lib/pocketbase-types'
import {
  authToken,
  createAddress,
  createCartLine as line,
  createProduct as product,
  createShopIdentity,
  createOrder,
  DEMO_PASSWORD,
  demoUsers,
  userIdFromToken,
} from '@/testing/data-generators'
import { addUser, db, seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { act, findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import type { PaymentFieldProps, PaymentStepResult } from './payment-adapter'

/*
 * The Stripe module boundary is replaced by a fake payment field (jsdom has no Stripe.js): an input
 * named like the stand-in's field, complete at 16 digits, whose submit and confirmation the test
 * decides.
 */
const stripeFake = vi.hoisted(() => ({
  loadFails: false,
  submit: null as null | (() => Promise<PaymentStepResult>),
  confirm: null as null | ((clientSecret: string, options: { returnUrl: string; email: string }) => Promise<PaymentStepResult>),
}))

vi.mock('./stripe-adapter', () => ({
  createStripeAdapter: async () => {
    if (stripeFake.loadFails) throw new Error('Failed to load Stripe.js')
    function PaymentField({ ref, disabled, labelId }: PaymentFieldProps) {
      const input = useRef<HTMLInputElement>(null)
      useImperativeHandle(ref, () => ({
        isComplete: () => (input.current?.value.replace(/\D/g, '').length ?? 0) >= 16,
        focus: () => input.current?.focus(),
        submit: () => stripeFake.submit!(),
        confirm: (clientSecret, options) => stripeFake.confirm!(clientSecret, options),
      }))
      return <input ref={input} aria-label="Numéro de carte" aria-describedby={labelId} disabled={disabled} />
    }
    return { mode: 'stripe', PaymentField }
  },
}))

const NOW = '2026-11-21 10:00:00.000Z'

const amethyst = product({ id: 'p1', name: 'Bracelet Améthyste', price: 39.9, price_pro: 27.9, stock: 5 })
const jade = product({ id: 'p2', name: 'Collier Jade', price: 54, stock: 3 })

const CART = [line(amethyst, 2), line(jade, 1)] // 2 × 39,90 + 54 = 133,80 €

const HOME = {
  full_name: 'Camille Martin',
  company: '',
  line1: '12 rue des Lilas',
  line2: '',
  postal_code: '69001',
  city: 'Lyon',
  country: 'FR' as const,
  phone: '06 12 34 56 78',
  siret: '',
  vat_number: '',
}

function bookEntry(userId: string, overrides: Partial<AddressesRecord> = {}): AddressesRecord {
  return createAddress({ id: 'addr1', user: userId, label: '', is_default: true, ...HOME, ...overrides })
}

interface Recorded<T> {
  path: string
  authorization: string | null
  body: T
}

interface CheckoutBody {
  items: Array<{ id: string; quantity: number }>
  shipping: Record<string, string>
  billing: Record<string, string> | null
  payment_method?: string
}

/** `POST /api/shop/checkouts`: `answer` decides each response; returns the requests received. */
function serveCheckouts(answer: (body: CheckoutBody, index: number) => Response | Promise<Response> = () => checkoutAnswer(13380)) {
  const requests: Recorded<CheckoutBody>[] = []
  server.use(
    http.post('*/api/shop/checkouts', async ({ request }) => {
      const body = (await request.json()) as CheckoutBody
      requests.push({ path: new URL(request.url).pathname, authorization: request.headers.get('Authorization'), body })
      return answer(body, requests.length - 1)
    }),
  )
  return requests
}

function checkoutAnswer(amount: number, mode: 'stripe' | 'demo' = 'stripe', id = 'co_1') {
  return HttpResponse.json({ id, amount, currency: 'eur', expires: '2026-11-21 10:15:00.000Z', lines: [], mode })
}

/** The payment function: `answer` decides each response; returns the requests it received. */
function serveFunction(answer: (body: { checkout: string }, index: number) => Response | Promise<Response> = () => intentAnswer(13380)) {
  const requests: Recorded<{ checkout: string }>[] = []
  server.use(
    http.post('*/api/create-payment-intent', async ({ request }) => {
      const body = (await request.json()) as { checkout: string }
      requests.push({ path: new URL(request.url).pathname, authorization: request.headers.get('Authorization'), body })
      return answer(body, requests.length - 1)
    }),
  )
  return requests
}

function intentAnswer(amount: number, mode: 'stripe' | 'demo' = 'stripe', id = 'pi_123') {
  return HttpResponse.json({ clientSecret: `${id}_secret_abc`, paymentIntentId: id, amount, currency: 'eur', mode })
}

/** `POST /api/shop/checkouts/:id/confirm`: `answer` decides; returns the requests received. */
/** The order the confirmation answers (its page follows the payment, docs/adr/0080). */
const PAID_ORDER = 'order1xxxxxxxxx'

/** The paid order as its page reads it. */
function servePaidOrder(userId: string) {
  seed('orders', [
    createOrder({
      id: PAID_ORDER,
      user: userId,
      email: 'client@bijoux.test',
      total: 133.8,
      items: [{ id: 'p1', name: 'Bracelet Améthyste', quantity: 2, price: 39.9 }],
    }),
  ])
}

function serveConfirm(answer: (index: number) => Response = () => HttpResponse.json({ order: { id: PAID_ORDER, status: 'paid' } })) {
  const requests: Recorded<{ paymentIntentId: string }>[] = []
  server.use(
    http.post('*/api/shop/checkouts/:id/confirm', async ({ request }) => {
      requests.push({
        path: new URL(request.url).pathname,
        authorization: request.headers.get('Authorization'),
        body: (await request.json()) as { paymentIntentId: string },
      })
      return answer(requests.length - 1)
    }),
  )
  return requests
}

/** `DELETE /api/shop/checkouts/:id` (a hold given back); returns the paths. */
function serveRelease() {
  const paths: string[] = []
  server.use(
    http.delete('*/api/shop/checkouts/:id', ({ request }) => {
      paths.push(new URL(request.url).pathname)
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return paths
}

/** The address book's creation: returns the bodies; the record is echoed back. */
function serveAddressCreation(answer?: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.post('*/api/collections/addresses/records', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      if (answer) return answer(body)
      return HttpResponse.json({
        ...body,
        id: `addr_new${bodies.length}`,
        collectionId: 'pbc_addresses',
        collectionName: 'addresses',
        created: NOW,
        updated: NOW,
      })
    }),
  )
  return bodies
}

function pbError(status: number, message: string, data: Record<string, unknown> = {}) {
  return HttpResponse.json({ status, message, data }, { status })
}

/**
 * The products as PocketBase returns them to the cart check (price_pro only for pro and admin);
 * returns the requests' URLs.
 */
function serveProducts(products: ProductsRecord[]) {
  const requests: URL[] = []
  server.use(
    http.get('*/api/collections/products/records', ({ request }) => {
      const url = new URL(request.url)
      requests.push(url)
      const ids = [...(url.searchParams.get('filter') ?? '').matchAll(/id = "([^"]+)"/g)].map((m) => m[1] ?? '')
      const role = db.users.find((u) => u.id === userIdFromToken(request.headers.get('Authorization')))?.role
      const seesPro = role === 'professionnel' || role === 'admin'
      const items = products
        .filter((p) => ids.includes(p.id))
        .map((p) => {
          const visible: Partial<ProductsRecord> = { ...p }
          if (!seesPro) delete visible.price_pro
          return visible
        })
      return HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items })
    }),
  )
  return requests
}

function storedCart(): CartItem[] {
  return JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartItem[]
}

function payButton() {
  return screen.getByRole('button', { name: /^Payer/ })
}

async function openCheckout({
  user = demoUsers.customer() as UsersRecord,
  cart = CART,
  stripe = true,
  book = 'default' as 'default' | 'empty',
  route = '/checkout',
  products = [amethyst, jade],
} = {}) {
  vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', stripe ? 'pk_test_fake' : '')
  if (book === 'default') seed('addresses', [bookEntry(user.id)])
  const productRequests = serveProducts(products)
  const app = renderApp(route, { user, cart })
  expect(await findPageHeading('Finaliser ma commande')).toBeVisible()
  return { ...app, productRequests, user }
}

type Events = ReturnType<typeof renderApp>['events']

async function typeCard(events: Events, number = '4242424242424242') {
  await events.type(await screen.findByRole('textbox', { name: 'Numéro de carte' }), number)
}

function delivery() {
  return screen.getByRole('region', { name: 'Adresse de livraison' })
}

/** Types a delivery address in the new address form (the name is prefilled with the account's). */
async function typeNewAddress(events: Events, values: Partial<typeof HOME> = {}) {
  const address = { ...HOME, ...values }
  const region = delivery()
  const name = within(region).getByLabelText(/Nom et prénom/)
  await events.clear(name)
  await events.type(name, address.full_name)
  await events.type(within(region).getByLabelText(/^Adresse/), address.line1)
  await events.type(within(region).getByLabelText(/Code postal/), address.postal_code)
  await events.type(within(region).getByLabelText(/Ville/), address.city)
  await events.type(within(region).getByLabelText(/Téléphone/), address.phone)
}

beforeEach(() => {
  stripeFake.loadFails = false
  stripeFake.submit = async () => ({ ok: true })
  stripeFake.confirm = async () => ({ ok: true })
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  window.sessionStorage.clear()
})

describe('checkout (/checkout): refusals', () => {
  it('tells a visitor to log in, then sends them to /login after 3 s with the cart kept; logging in brings them back', async () => {
    const customer = demoUsers.customer()
    const { router, events } = renderApp('/checkout', { cart: CART })
    serveProducts([amethyst, jade])
    expect(await findPageHeading('Finaliser ma commande')).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('Vous devez être connecté pour passer une commande.')
    expect(router.state.location.pathname).toBe('/checkout')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4500 })
    expect(storedCart()).toHaveLength(2)

    // The login screen returns to the page the visitor was sent away from.
    addUser(customer, DEMO_PASSWORD)
    await events.type(await screen.findByLabelText(/Email/), 'client@bijoux.test')
    await events.type(screen.getByLabelText(/Mot de passe/), DEMO_PASSWORD)
    await events.click(screen.getByRole('button', { name: /Se connecter/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'))
    expect(await screen.findByText('Bracelet Améthyste')).toBeVisible()
  }, 15_000)

  it('offers to retry, without sending the customer to /login, when the session cannot be checked (PocketBase down)', async () => {
    server.use(http.post('*/api/collections/users/auth-refresh', () => HttpResponse.error(), { once: true }))
    const { router } = renderApp('/checkout', { cart: CART, user: demoUsers.customer() })
    serveProducts([amethyst, jade])
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Impossible de joindre le serveur' })).toBeVisible()
    expect(screen.queryByText('Vous devez être connecté pour passer une commande.')).not.toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 3200))
    expect(router.state.location.pathname).toBe('/checkout')
  }, 15_000)

  it('says the cart is empty to a logged-in customer with nothing in it, and offers no payment', async () => {
    await openCheckout({ cart: [] })
    expect(screen.getByText('Votre panier est vide.')).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Découvrir nos bijoux' })).toHaveAttribute('href', '/products')
  })
})

describe('checkout (/checkout): recap', () => {
  it('lists the lines with quantity, unit price and line total, free delivery and the total', async () => {
    await openCheckout()
    const recap = screen.getByRole('region', { name: 'Récapitulatif' })
    const lines = within(recap).getAllByRole('listitem')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toHaveTextContent(/Bracelet Améthyste\s*2 × 39,90\s€\s*79,80\s€/)
    expect(lines[1]).toHaveTextContent(/Collier Jade\s*1 × 54,00\s€\s*54,00\s€/)
    expect(within(recap).getByText('Gratuite')).toBeVisible()
    // The information notice names the « Votre avis » request and its refusal (docs/adr/0105).
    expect(
      screen.getByText(/nous pourrons vous demander votre avis par e-mail : chaque message permet de ne plus en recevoir/),
    ).toBeVisible()
    expect(within(recap).getByText('Total TTC').nextElementSibling).toHaveTextContent('133,80 €')
    // Disabled while the payment field loads, then ready.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Payer 133,80\s€ — commande avec obligation de paiement$/ })).toBeEnabled(),
    )
    // The recap comes before the pay button in the page (on a phone, above it: issue 14).
    expect(recap.compareDocumentPosition(payButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('before the order button: the total TTC with delivery, the shop’s delivery time, what the button commits to and the CGV', async () => {
    seed('shop_identity', [createShopIdentity({ delivery_time: '3 à 4 jours ouvrés' })])
    await openCheckout()
    const recap = screen.getByRole('region', { name: 'Récapitulatif' })
    expect(within(recap).getByText('Délai de livraison').nextElementSibling).toHaveTextContent('3 à 4 jours ouvrés')
    const payment = screen.getByRole('region', { name: 'Paiement' })
    expect(within(payment).getByText('Total TTC, livraison comprise').nextElementSibling).toHaveTextContent('133,80 €')
    expect(within(payment).getByText(/Livraison gratuite, expédition sous 3 à 4 jours ouvrés\./)).toBeVisible()
    expect(within(payment).getByText(/vous passez une commande avec obligation de paiement/)).toBeVisible()
    expect(within(payment).getByRole('link', { name: 'conditions générales de vente' })).toHaveAttribute('href', '/cgv')
    // The commitment comes before the button in the page's order.
    const button = payButton()
    const cgv = within(payment).getByRole('link', { name: 'conditions générales de vente' })
    expect(cgv.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows the EU harmonised notice on the legal guarantee of conformity, with its Your Europe link', async () => {
    await openCheckout()
    const notice = screen.getByRole('region', { name: 'Garantie légale de conformité' })
    expect(notice).toHaveTextContent(
      'Protection offerte par la garantie légale minimale de deux ans sur des biens vendus dans l’Union européenne.',
    )
    expect(notice).toHaveTextContent(/une réparation gratuite ou un remplacement gratuit/)
    expect(notice).toHaveTextContent(/Fournissez une preuve d’achat, telle qu’un reçu, une facture ou un relevé bancaire\./)
    expect(within(notice).getByRole('link', { name: 'europa.eu/youreurope/garanties' })).toHaveAttribute(
      'href',
      'https://europa.eu/youreurope/garanties',
    )
    // The QR code it asks to scan: the shop's own image (tests/unit/legal-guarantee.test.ts reads it), beside the link.
    const qr = within(notice).getByRole('img', { name: 'Code QR vers europa.eu/youreurope/garanties' })
    expect(qr).toHaveAttribute('src', '/garantie-legale-qr.png')
    expect(qr.parentElement).toContainElement(within(notice).getByRole('link', { name: 'europa.eu/youreurope/garanties' }))
  })

  it('shows the default delivery time when the shop has not set one', async () => {
    await openCheckout()
    const recap = screen.getByRole('region', { name: 'Récapitulatif' })
    expect(within(recap).getByText('Délai de livraison').nextElementSibling).toHaveTextContent('2 à 5 jours ouvrés')
  })

  it.each([
    ['a pro', demoUsers.pro],
    ['an admin', demoUsers.admin],
  ])('shows %s the pro price, even for a cart filled before logging in', async (_, who) => {
    await openCheckout({ user: who() })
    const recap = screen.getByRole('region', { name: 'Récapitulatif' })
    // The stored cart had no pro price: the check against the server brings it.
    await waitFor(() =>
      expect(within(recap).getAllByRole('listitem')[0]).toHaveTextContent(/2 × 27,90\s€\s*\(prix professionnel\)\s*55,80\s€/),
    )
    expect(within(recap).getByText('Total TTC').nextElementSibling).toHaveTextContent('109,80 €')
    expect(await screen.findByRole('button', { name: /^Payer 109,80\s€ — commande avec obligation de paiement$/ })).toBeVisible()
  })
})

describe('checkout (/checkout): addresses', () => {
  it('preselects the default address of the book; billing is the same by default', async () => {
    const customer = demoUsers.customer()
    seed('addresses', [
      bookEntry(customer.id, { id: 'addr0', is_default: false, full_name: 'Atelier Martin', line1: '3 quai Saint-Antoine' }),
    ])
    const checkouts = serveCheckouts()
    serveFunction()
    serveConfirm()
    const { events } = await openCheckout({ user: customer })
    expect(within(delivery()).getByRole('radio', { name: /Camille Martin, 12 rue des Lilas, 69001 Lyon, France/ })).toBeChecked()
    expect(within(delivery()).getByRole('radio', { name: /Atelier Martin/ })).not.toBeChecked()
    expect(within(delivery()).getByRole('radio', { name: 'Nouvelle adresse' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Identique à l’adresse de livraison' })).toBeChecked()

    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(checkouts[0]!.body).toEqual({
      items: [
        { id: 'p1', quantity: 2 },
        { id: 'p2', quantity: 1 },
      ],
      shipping: HOME,
      billing: null,
    })
  })

  it('asks for the address before sending anything, and focuses the first field in error', async () => {
    const checkouts = serveCheckouts()
    const { events } = await openCheckout({ book: 'empty' })
    // No book: the new address form is shown, to be kept in the book.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(within(delivery()).getByRole('checkbox', { name: 'Enregistrer cette adresse dans mon carnet' })).toBeChecked()
    await typeCard(events)
    await events.click(payButton())

    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez corriger les champs signalés.')
    const line1 = within(delivery()).getByLabelText(/^Adresse/)
    expect(line1).toHaveAccessibleDescription(expect.stringContaining('Indiquez l’adresse (numéro et rue).'))
    expect(within(delivery()).getByLabelText(/Code postal/)).toHaveAccessibleDescription(
      expect.stringContaining('Indiquez le code postal.'),
    )
    expect(within(delivery()).getByLabelText(/Téléphone/)).toHaveAccessibleDescription(
      expect.stringContaining('Indiquez un numéro de téléphone pour le transporteur.'),
    )
    await waitFor(() => expect(line1).toHaveFocus())
    expect(checkouts).toHaveLength(0)
  })

  it('says what is wrong with a postal code', async () => {
    const checkouts = serveCheckouts()
    const { events } = await openCheckout({ book: 'empty' })
    await typeNewAddress(events, { postal_code: '6900' })
    await typeCard(events)
    await events.click(payButton())
    const postalCode = within(delivery()).getByLabelText(/Code postal/)
    expect(postalCode).toHaveAccessibleDescription(expect.stringContaining('Le code postal doit compter 5 chiffres (ex. 69001).'))
    await waitFor(() => expect(postalCode).toHaveFocus())
    expect(checkouts).toHaveLength(0)
  })

  it('keeps a new address in the book before paying, then pays with it', async () => {
    const saved = serveAddressCreation()
    const checkouts = serveCheckouts()
    serveFunction()
    serveConfirm()
    const { events, user } = await openCheckout({ book: 'empty' })
    await typeNewAddress(events)
    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(saved).toEqual([{ ...HOME, user: user.id, is_default: true }])
    expect(checkouts[0]!.body.shipping).toEqual(HOME)
  })

  it('does not keep the address when unticked', async () => {
    const saved = serveAddressCreation()
    const checkouts = serveCheckouts()
    serveFunction()
    serveConfirm()
    const { events } = await openCheckout()
    await events.click(within(delivery()).getByRole('radio', { name: 'Nouvelle adresse' }))
    await typeNewAddress(events, { line1: '8 place Bellecour', postal_code: '69002' })
    await events.click(within(delivery()).getByRole('checkbox', { name: 'Enregistrer cette adresse dans mon carnet' }))
    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(saved).toHaveLength(0)
    expect(checkouts[0]!.body.shipping).toMatchObject({ line1: '8 place Bellecour', postal_code: '69002' })
  })

  it('shows PocketBase’s refusal while the shop’s legal identity is incomplete, and asks for no payment', async () => {
    const incomplete =
      'La boutique ne peut pas encore encaisser de paiement : ses mentions légales sont incomplètes. Aucun montant n’a été débité. Veuillez réessayer plus tard.'
    serveCheckouts(() => pbError(503, incomplete))
    const intents = serveFunction()
    const { events } = await openCheckout()
    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(incomplete)
    expect(intents).toHaveLength(0)
  })

  it("shows the server's field error by its field and focuses it", async () => {
    const monaco = 'Un code postal de Monaco commence par 980.'
    serveCheckouts(() =>
      pbError(400, 'Adresse invalide.', { shipping: { postal_code: { code: 'shop_address_postal_code', message: monaco } } }),
    )
    const intents = serveFunction()
    const { events } = await openCheckout()
    await events.click(within(delivery()).getByRole('radio', { name: 'Nouvelle adresse' }))
    await events.click(within(delivery()).getByRole('checkbox', { name: 'Enregistrer cette adresse dans mon carnet' }))
    await typeNewAddress(events)
    await typeCard(events)
    await events.click(payButton())
    const postalCode = within(delivery()).getByLabelText(/Code postal/)
    await waitFor(() => expect(postalCode).toHaveAccessibleDescription(expect.stringContaining(monaco)))
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez corriger les champs signalés.')
    await waitFor(() => expect(postalCode).toHaveFocus())
    expect(intents).toHaveLength(0)
  })

  it('a different billing address: a pro gives company, SIRET and VAT number', async () => {
    const checkouts = serveCheckouts(() => checkoutAnswer(10980))
    serveFunction(() => intentAnswer(10980))
    serveConfirm()
    const { events } = await openCheckout({ user: demoUsers.pro() })
    await screen.findByRole('button', { name: /^Payer 109,80\s€ — commande avec obligation de paiement$/ })
    await events.click(screen.getByRole('checkbox', { name: 'Identique à l’adresse de livraison' }))
    const billing = screen.getByRole('region', { name: 'Adresse de facturation' })
    await events.type(within(billing).getByLabelText(/Nom et prénom/), 'Atelier Lumière')
    await events.type(within(billing).getByLabelText(/Société/), 'Atelier Lumière SARL')
    await events.type(within(billing).getByLabelText(/^Adresse/), '5 rue Mercière')
    await events.type(within(billing).getByLabelText(/Code postal/), '69002')
    await events.type(within(billing).getByLabelText(/Ville/), 'Lyon')
    await events.type(within(billing).getByLabelText(/Numéro SIRET/), '73282932000074')
    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(checkouts[0]!.body.billing).toMatchObject({
      full_name: 'Atelier Lumière',
      company: 'Atelier Lumière SARL',
      siret: '73282932000074',
    })
  })

  it('a pro is billed as their company on file: shown with « Identique… », pre-filled without; no consumer notice, the pro terms (docs/adr/0080)', async () => {
    const pro = demoUsers.pro()
    seed('pro_applications', [
      {
        id: 'proapplication1',
        collectionId: 'pbc_pa',
        collectionName: 'pro_applications',
        created: '2026-01-10 10:00:00.000Z',
        updated: '2026-01-15 10:00:00.000Z',
        user: pro.id,
        company: 'Atelier Lumière',
        siret: '73282932000074',
        vat_number: 'FR44732829320',
        activity: 'Boutique de créateurs',
        status: 'approved',
      },
    ])
    const checkouts = serveCheckouts(() => checkoutAnswer(10980))
    serveFunction(() => intentAnswer(10980))
    serveConfirm()
    const { events } = await openCheckout({ user: pro })
    const billing = screen.getByRole('region', { name: 'Adresse de facturation' })
    expect((await within(billing).findByText(/Facture au nom de :/)).closest('p')).toHaveTextContent(
      'Facture au nom de : Atelier Lumière · SIRET 73282932000074 · TVA FR44732829320',
    )
    expect(screen.queryByRole('region', { name: 'Garantie légale de conformité' })).toBeNull()
    expect(
      within(screen.getByRole('region', { name: 'Paiement' })).getByRole('link', { name: /conditions générales de vente/ }),
    ).toHaveAttribute('href', '/cgv-professionnels')

    await events.click(screen.getByRole('checkbox', { name: 'Identique à l’adresse de livraison' }))
    expect(within(billing).getByLabelText(/Société/)).toHaveValue('Atelier Lumière')
    expect(within(billing).getByLabelText(/Numéro SIRET/)).toHaveValue('73282932000074')
    expect(within(billing).getByLabelText(/TVA/)).toHaveValue('FR44732829320')
    await events.click(screen.getByRole('checkbox', { name: 'Identique à l’adresse de livraison' }))
    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    // « Identique… »: the server bills the company on file (b2b-orders.test.ts).
    expect(checkouts[0]!.body.billing).toBeNull()
  })

  it('a customer’s billing address has no company fields', async () => {
    const { events } = await openCheckout()
    await events.click(screen.getByRole('checkbox', { name: 'Identique à l’adresse de livraison' }))
    const billing = screen.getByRole('region', { name: 'Adresse de facturation' })
    expect(within(billing).getByLabelText(/Nom et prénom/)).toBeVisible()
    expect(within(billing).queryByLabelText(/SIRET/)).not.toBeInTheDocument()
  })

  it('keeps what was typed when the page is opened again (a reload)', async () => {
    const { events, unmount, user } = await openCheckout({ book: 'empty' })
    await typeNewAddress(events, { line1: '4 impasse des Tilleuls' })
    await events.click(screen.getByRole('checkbox', { name: 'Identique à l’adresse de livraison' }))
    await events.type(within(screen.getByRole('region', { name: 'Adresse de facturation' })).getByLabelText(/Ville/), 'Villeurbanne')
    unmount()

    renderApp('/checkout', { user, cart: CART })
    expect(await findPageHeading('Finaliser ma commande')).toBeVisible()
    expect(within(delivery()).getByLabelText(/^Adresse/)).toHaveValue('4 impasse des Tilleuls')
    expect(within(delivery()).getByLabelText(/Téléphone/)).toHaveValue(HOME.phone)
    expect(screen.getByRole('checkbox', { name: 'Identique à l’adresse de livraison' })).not.toBeChecked()
    expect(within(screen.getByRole('region', { name: 'Adresse de facturation' })).getByLabelText(/Ville/)).toHaveValue('Villeurbanne')
  })
})

describe('checkout (/checkout): payment', () => {
  it('pays: Traitement..., then the checkout, the intent, the payment and the order; the cart and the draft cleared, the order’s page reached', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const checkouts = serveCheckouts()
    const intents = serveFunction(async () => {
      await held
      return intentAnswer(13380)
    })
    const confirms = serveConfirm()
    const confirm = vi.fn(async () => ({ ok: true }) as const)
    stripeFake.confirm = confirm
    const customer = demoUsers.customer()
    servePaidOrder(customer.id)
    const { events, router } = await openCheckout({ user: customer })
    await typeCard(events)
    await events.click(payButton())

    const busy = screen.getByRole('button', { name: 'Traitement...' })
    expect(busy).toBeDisabled()
    expect(screen.getByRole('textbox', { name: 'Numéro de carte' })).toBeDisabled()
    release()

    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeDisabled()
    expect(screen.getByText('Paiement réussi ! Votre commande a bien été enregistrée.')).toBeVisible()
    expect(checkouts).toHaveLength(1)
    expect(checkouts[0]!.authorization).toBe(authToken(customer.id))
    expect(intents).toEqual([{ path: '/api/create-payment-intent', authorization: authToken(customer.id), body: { checkout: 'co_1' } }])
    expect(confirm).toHaveBeenCalledWith('pi_123_secret_abc', {
      returnUrl: `${window.location.origin}/checkout/retour?checkout=co_1`,
      email: customer.email,
    })
    expect(confirms).toEqual([
      { path: '/api/shop/checkouts/co_1/confirm', authorization: authToken(customer.id), body: { paymentIntentId: 'pi_123' } },
    ])
    await waitFor(() => expect(storedCart()).toEqual([])) // written by the cart provider's effect, after the render
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('checkoutDraft'))).toEqual([])
    // The recap still shows what was paid for while the redirection is under way.
    expect(screen.getByText('Bracelet Améthyste')).toBeVisible()
    // The order's page, opening with the thanks (docs/adr/0080).
    await waitFor(() => expect(router.state.location.pathname).toBe(`/account/commandes/${PAID_ORDER}`))
    expect(router.state.location.search).toBe('?merci')
    expect(await findPageHeading('Merci pour votre commande !')).toBeVisible()
  })

  it('shows a declined card as "Paiement échoué: …", keeps the cart, records no order, and lets the person try again', async () => {
    const checkouts = serveCheckouts((_, index) => checkoutAnswer(13380, 'stripe', `co_${index}`))
    serveFunction((body) => intentAnswer(13380, 'stripe', `pi_${body.checkout}`))
    const confirms = serveConfirm()
    stripeFake.confirm = async () => ({ ok: false, message: 'Votre carte a été refusée.' })
    const { events, router } = await openCheckout()
    await typeCard(events, '4000000000000002')
    await events.click(payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Paiement échoué: Votre carte a été refusée\.$/)
    expect(confirms).toHaveLength(0)
    expect(storedCart()).toHaveLength(2)
    expect(router.state.location.pathname).toBe('/checkout')
    expect(payButton()).toBeEnabled()
    expect(payButton()).toHaveFocus()

    // A second try is a new checkout (the server releases the first one), and can succeed.
    stripeFake.confirm = async () => ({ ok: true })
    await events.click(payButton())
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(checkouts).toHaveLength(2)
    expect(confirms.map((request) => request.path)).toEqual(['/api/shop/checkouts/co_1/confirm'])
    expect(confirms[0]!.body).toEqual({ paymentIntentId: 'pi_co_1' })
  })

  it('pays once however fast the button is clicked', async () => {
    const checkouts = serveCheckouts(async () => {
      await delay(50)
      return checkoutAnswer(13380)
    })
    const intents = serveFunction()
    const confirms = serveConfirm()
    const { events } = await openCheckout()
    await typeCard(events)
    const button = payButton()
    const form = button.closest('form')!
    // Two submits in the same tick, before React re-renders the disabled button.
    act(() => {
      form.requestSubmit()
      form.requestSubmit()
    })
    await events.dblClick(button)
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(checkouts).toHaveLength(1)
    expect(intents).toHaveLength(1)
    expect(confirms).toHaveLength(1)
  })

  it('asks for the card details before contacting the server', async () => {
    const checkouts = serveCheckouts()
    const { events } = await openCheckout()
    await typeCard(events, '4242')
    await events.click(payButton())
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez compléter les informations de votre carte.')
    expect(screen.getByRole('textbox', { name: 'Numéro de carte' })).toHaveFocus()
    expect(checkouts).toHaveLength(0)
  })

  it('stops when the payment field refuses what is typed (elements.submit), before any checkout', async () => {
    const checkouts = serveCheckouts()
    stripeFake.submit = async () => ({ ok: false, message: 'Le numéro de carte est invalide.' })
    const { events } = await openCheckout()
    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez compléter les informations de votre carte.')
    expect(checkouts).toHaveLength(0)
  })

  it('says so when Stripe.js cannot be loaded, and can try again', async () => {
    stripeFake.loadFails = true
    expectConsoleWarn('Stripe.js indisponible')
    const { events } = await openCheckout()
    expect(
      await screen.findByText('Le formulaire de paiement n’a pas pu être chargé. Vérifiez votre connexion puis réessayez.'),
    ).toBeVisible()
    expect(payButton()).toBeDisabled()
    stripeFake.loadFails = false
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('textbox', { name: 'Numéro de carte' })).toBeVisible()
    expect(payButton()).toBeEnabled()
  })
})

describe('checkout (/checkout): server refusals', () => {
  it('a piece held by another buyer (409): its message, the cart checked again, nothing charged', async () => {
    const reserved = '« Collier Jade » est réservé par un autre client pour quelques minutes. Réessayez plus tard.'
    serveCheckouts(() => pbError(409, reserved))
    const intents = serveFunction()
    const confirm = vi.fn(async () => ({ ok: true }) as const)
    stripeFake.confirm = confirm
    const { events, productRequests } = await openCheckout()
    await typeCard(events)
    await waitFor(() => expect(productRequests).toHaveLength(1))
    await events.click(payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(reserved)
    expect(intents).toHaveLength(0)
    expect(confirm).not.toHaveBeenCalled()
    await waitFor(() => expect(productRequests).toHaveLength(2))
  })

  it('keeps a piece held by a checkout in the cart (it may come back): paying tells whether it is still held', async () => {
    const { productRequests } = await openCheckout({ cart: [line(jade, 1)], products: [amethyst, { ...jade, stock: 0, reserved: 1 }] })
    await waitFor(() => expect(productRequests).toHaveLength(1))
    const recap = screen.getByRole('region', { name: 'Récapitulatif' })
    expect(within(recap).getByText('Collier Jade')).toBeVisible()
    expect(screen.queryByText(/est épuisé/)).not.toBeInTheDocument()
    expect(storedCart()).toEqual([expect.objectContaining({ id: 'p2', quantity: 1 })])
  })

  it("shows the function's error as returned and charges nothing", async () => {
    serveCheckouts()
    serveFunction(() => HttpResponse.json({ error: 'Votre réservation a expiré : veuillez recommencer le paiement.' }, { status: 409 }))
    const confirm = vi.fn(async () => ({ ok: true }) as const)
    stripeFake.confirm = confirm
    const { events } = await openCheckout()
    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Votre réservation a expiré : veuillez recommencer le paiement\.$/)
    expect(confirm).not.toHaveBeenCalled()
    expect(storedCart()).toHaveLength(2)
  })

  it('shows a French text when the function cannot be reached or answers something unreadable', async () => {
    serveCheckouts()
    serveFunction((_, index) => (index === 0 ? HttpResponse.error() : new HttpResponse('<html>Bad gateway</html>', { status: 502 })))
    const { events } = await openCheckout()
    await typeCard(events)
    await events.click(payButton())
    const unreachable = /^Le service de paiement est momentanément indisponible\. Aucun montant n’a été débité\./
    expect(await screen.findByRole('alert')).toHaveTextContent(unreachable)
    await events.click(payButton())
    await waitFor(() => expect(payButton()).toBeEnabled())
    expect(screen.getByRole('alert')).toHaveTextContent(unreachable)
  })

  it('does not charge another amount than the recap shows: the hold is released and the cart checked again', async () => {
    serveCheckouts(() => checkoutAnswer(14380))
    const intents = serveFunction()
    const released = serveRelease()
    const confirm = vi.fn(async () => ({ ok: true }) as const)
    stripeFake.confirm = confirm
    const { events, productRequests } = await openCheckout()
    await typeCard(events)
    // The check on arrival.
    await waitFor(() => expect(productRequests).toHaveLength(1))
    await events.click(payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Le montant de votre commande a changé (143,80 €)')
    expect(intents).toHaveLength(0)
    expect(confirm).not.toHaveBeenCalled()
    await waitFor(() => expect(released).toEqual(['/api/shop/checkouts/co_1']))
    // Checked again after the mismatch.
    await waitFor(() => expect(productRequests).toHaveLength(2))
  })

  it('paid but not saved: the spec text, the cart kept, the intent logged, and only the confirmation can be retried', async () => {
    const intents = serveFunction()
    serveCheckouts()
    const confirms = serveConfirm((index) =>
      index === 0 ? pbError(500, 'Something went wrong.') : HttpResponse.json({ order: { id: PAID_ORDER } }),
    )
    expectConsoleError('Commande non enregistrée pour le paiement pi_123')
    const { events, router, user } = await openCheckout()
    servePaidOrder(user.id)
    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Paiement réussi, mais erreur lors de la sauvegarde de la commande\. Veuillez nous contacter\.$/,
    )
    expect(storedCart()).toHaveLength(2)
    expect(screen.queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument()

    await events.click(screen.getByRole('button', { name: 'Réessayer l’enregistrement' }))
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(intents).toHaveLength(1)
    expect(confirms.map((request) => [request.path, request.body.paymentIntentId])).toEqual([
      ['/api/shop/checkouts/co_1/confirm', 'pi_123'],
      ['/api/shop/checkouts/co_1/confirm', 'pi_123'],
    ])
    await waitFor(() => expect(storedCart()).toEqual([]))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/account/commandes/${PAID_ORDER}`))
  })

  it("a piece that could not be honoured after payment (409, refunded): the server's message stays, and the cart drops the piece", async () => {
    serveCheckouts(() => checkoutAnswer(5400))
    serveFunction(() => intentAnswer(5400))
    const refunded =
      'Désolé, « Collier Jade » n’est plus disponible : quelqu’un l’a acheté pendant votre paiement. Votre paiement a été remboursé et aucune commande n’a été enregistrée.'
    serveConfirm(() => pbError(409, refunded))
    const { events, router } = await openCheckout({ cart: [line(jade, 1)] })
    // From now on the server has no Collier Jade left.
    serveProducts([amethyst, { ...jade, stock: 0 }])
    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByText('« Collier Jade » est épuisé et a été retiré de votre panier.')).toBeVisible()
    expect(screen.getByText('Votre panier est vide.')).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(refunded)
    expect(router.state.location.pathname).toBe('/checkout')
    await waitFor(() => expect(storedCart()).toEqual([]))
  })
})

describe('checkout (/checkout): demonstration mode', () => {
  it('says no real payment is made, asks for no card, and confirms the checkout with the demonstration intent', async () => {
    serveCheckouts(() => checkoutAnswer(13380, 'demo'))
    const intents = serveFunction(() => intentAnswer(13380, 'demo', 'demo_abc'))
    const confirms = serveConfirm()
    const { events, router, user } = await openCheckout({ stripe: false })
    servePaidOrder(user.id)
    const notice = await screen.findByRole('note', { name: 'Mode démonstration' })
    expect(notice).toHaveTextContent('Mode démonstration : aucun paiement réel ne sera effectué.')
    expect(screen.queryByRole('textbox', { name: 'Numéro de carte' })).not.toBeInTheDocument()
    await events.click(payButton())
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(intents).toHaveLength(1)
    expect(confirms).toEqual([expect.objectContaining({ path: '/api/shop/checkouts/co_1/confirm', body: { paymentIntentId: 'demo_abc' } })])
    await waitFor(() => expect(router.state.location.pathname).toBe(`/account/commandes/${PAID_ORDER}`))
    expect(await findPageHeading('Merci pour votre commande !')).toBeVisible()
  })

  it('refuses to take a card payment it cannot confirm (server in Stripe mode, build without a key)', async () => {
    serveCheckouts(() => checkoutAnswer(13380, 'stripe'))
    const intents = serveFunction()
    const released = serveRelease()
    const confirms = serveConfirm()
    const { events } = await openCheckout({ stripe: false })
    await screen.findByRole('note', { name: 'Mode démonstration' })
    await events.click(payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Le paiement par carte est momentanément indisponible.')
    expect(intents).toHaveLength(0)
    expect(confirms).toHaveLength(0)
    await waitFor(() => expect(released).toHaveLength(1))
  })
})

describe('/checkout/retour (back from the bank’s page)', () => {
  it('confirms the checkout with the intent Stripe names, then shows the order’s page with its thanks', async () => {
    const confirms = serveConfirm()
    const customer = demoUsers.customer()
    servePaidOrder(customer.id)
    window.sessionStorage.setItem(`checkoutDraft:${customer.id}`, JSON.stringify({ delivery: 'new' }))
    const { router } = renderApp(
      '/checkout/retour?checkout=co_9&payment_intent=pi_9&payment_intent_client_secret=pi_9_secret_x&redirect_status=succeeded',
      {
        user: customer,
        cart: CART,
      },
    )
    await waitFor(() => expect(router.state.location.pathname).toBe(`/account/commandes/${PAID_ORDER}`))
    expect(await findPageHeading('Merci pour votre commande !')).toBeVisible()
    expect(screen.getByText('Paiement réussi ! Votre commande a bien été enregistrée.')).toBeVisible()
    expect(confirms).toEqual([expect.objectContaining({ path: '/api/shop/checkouts/co_9/confirm', body: { paymentIntentId: 'pi_9' } })])
    expect(storedCart()).toEqual([])
    expect(window.sessionStorage.getItem(`checkoutDraft:${customer.id}`)).toBeNull()
  })

  it('a failed bank payment: says nothing was charged and leads back to the checkout, cart kept', async () => {
    const confirms = serveConfirm()
    renderApp('/checkout/retour?checkout=co_9&payment_intent=pi_9&redirect_status=failed', { user: demoUsers.customer(), cart: CART })
    expect(await findPageHeading('Finalisation du paiement')).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('Le paiement n’a pas abouti : aucun montant n’a été débité.')
    expect(screen.getByRole('link', { name: 'Revenir au paiement' })).toHaveAttribute('href', '/checkout')
    expect(confirms).toHaveLength(0)
    expect(storedCart()).toHaveLength(2)
  })
})

describe('checkout (/checkout): « Code promo » (docs/adr/0116)', () => {
  /** The server's preview: 10 % off the 133,80 € cart. */
  function servePreview(
    answer: () => Response = () => HttpResponse.json({ code: 'BIENVENUE', subtotal: 13380, discount: 1338, amount: 12042 }),
  ) {
    const bodies: unknown[] = []
    server.use(
      http.post('*/api/shop/discount-codes/preview', async ({ request }) => {
        bodies.push(await request.json())
        return answer()
      }),
    )
    return bodies
  }

  it('the code applied in the cart: « Remise (CODE) », the discounted total on the button, sent with the order and paid', async () => {
    window.sessionStorage.setItem('checkoutDraft:discountCode', '"BIENVENUE"')
    servePreview()
    const checkouts = serveCheckouts(() => checkoutAnswer(12042, 'demo'))
    serveFunction(() => intentAnswer(12042, 'demo', 'demo_abc'))
    serveConfirm()
    const { events, user } = await openCheckout({ stripe: false })
    servePaidOrder(user.id)
    const recap = within(screen.getByRole('region', { name: 'Récapitulatif' }))
    expect(await recap.findByText('Remise (BIENVENUE)')).toBeVisible()
    expect(recap.getByText('Remise (BIENVENUE)').nextSibling).toHaveTextContent('-13,38 €')
    expect(recap.getByText('Total TTC').nextSibling).toHaveTextContent('120,42 €')
    await waitFor(() => expect(payButton()).toHaveAccessibleName(/^Payer 120,42\s€ — commande avec obligation de paiement$/))
    await events.click(payButton())
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(checkouts[0]!.body).toMatchObject({ code: 'BIENVENUE' })
    // The recap keeps the discount it was paid with; the code is forgotten for the next order.
    expect(recap.getByText('Remise (BIENVENUE)')).toBeVisible()
    expect(window.sessionStorage.getItem('checkoutDraft:discountCode')).toBeNull()
  })

  it('a code refused by the checkout itself (used up meanwhile): its sentence, under the field too, the discount gone, nothing charged', async () => {
    window.sessionStorage.setItem('checkoutDraft:discountCode', '"BIENVENUE"')
    servePreview()
    const usedUp = 'Ce code a déjà été utilisé autant de fois que prévu.'
    serveCheckouts(() => pbError(409, usedUp, { code: { code: 'shop_discount_code', message: usedUp } }))
    const intents = serveFunction()
    const { events } = await openCheckout({ stripe: false })
    const recap = within(screen.getByRole('region', { name: 'Récapitulatif' }))
    expect(await recap.findByText('Remise (BIENVENUE)')).toBeVisible()
    await events.click(payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(usedUp)
    expect(await screen.findByRole('textbox', { name: 'Code promo' })).toHaveAccessibleDescription(usedUp)
    expect(screen.getByRole('textbox', { name: 'Code promo' })).toHaveValue('BIENVENUE')
    expect(recap.queryByText(/Remise/)).not.toBeInTheDocument()
    expect(recap.getByText('Total TTC').nextSibling).toHaveTextContent('133,80 €')
    expect(intents).toHaveLength(0)
  })

  it('a code typed at the checkout is priced by the server and refused under the field in French', async () => {
    servePreview(() =>
      pbError(400, 'Ce code est réservé à la première commande.', {
        code: { code: 'shop_discount_code', message: 'Ce code est réservé à la première commande.' },
      }),
    )
    const { events } = await openCheckout({ stripe: false })
    await events.type(screen.getByRole('textbox', { name: 'Code promo' }), 'premiere{Enter}')
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Code promo' })).toHaveAccessibleDescription(
        'Ce code est réservé à la première commande.',
      ),
    )
    expect(screen.getByRole('textbox', { name: 'Code promo' })).toHaveFocus()
  })
})

describe('checkout (/checkout): a gift card (docs/adr/0117)', () => {
  function serveBalance(answer: () => Response) {
    const bodies: unknown[] = []
    server.use(
      http.post('*/api/shop/gift-cards/balance', async ({ request }) => {
        bodies.push(await request.json())
        return answer()
      }),
    )
    return bodies
  }
  const card = (balance: number, status = 'active') =>
    HttpResponse.json({ code: 'K7PQ-M3RT-9XWA-B2HD', balance, expires: '2027-11-21T22:59:59.999Z', status })
  const withCard = (amount: number, cardCents: number, mode: 'stripe' | 'demo' = 'stripe') =>
    HttpResponse.json({
      id: 'co_1',
      amount,
      currency: 'eur',
      expires: '2026-11-21 10:15:00.000Z',
      lines: [],
      mode,
      gift_card: { code: 'XXXX-…-B2HD', amount: cardCents },
    })

  async function useCard(events: Events, code = 'k7pq m3rt 9xwa b2hd') {
    const region = screen.getByRole('region', { name: 'Carte cadeau' })
    await events.type(within(region).getByLabelText(/Code de la carte cadeau/), code)
    await events.click(within(region).getByRole('button', { name: 'Utiliser' }))
    return region
  }

  it('pays part by card: the balance used and the rest, from the server; the bank card pays the rest', async () => {
    const balances = serveBalance(() => card(50))
    const checkouts = serveCheckouts(() => withCard(8380, 5000))
    const intents = serveFunction(() => intentAnswer(8380))
    const confirms = serveConfirm()
    const { events, user } = await openCheckout()
    servePaidOrder(user.id)
    const region = await useCard(events)
    expect(await within(region).findByText('−50,00 €')).toBeVisible()
    expect(within(region).getByText('Reste à payer').nextElementSibling).toHaveTextContent('83,80 €')
    expect(balances).toEqual([{ code: 'k7pq m3rt 9xwa b2hd' }])
    expect(payButton()).toHaveTextContent('Payer 83,80 €')
    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(checkouts[0]!.body).toMatchObject({ gift_card: 'k7pq m3rt 9xwa b2hd' })
    expect(intents).toHaveLength(1)
    expect(confirms.map((c) => c.body)).toEqual([{ paymentIntentId: 'pi_123' }])
  })

  it('pays all by card: no bank card asked, no payment intent, the checkout confirmed by the card', async () => {
    serveBalance(() => card(200))
    serveCheckouts(() => withCard(0, 13380))
    const intents = serveFunction()
    const confirms = serveConfirm()
    const { events, user } = await openCheckout()
    servePaidOrder(user.id)
    const region = await useCard(events)
    expect(await within(region).findByText('−133,80 €')).toBeVisible()
    expect(screen.queryByRole('textbox', { name: 'Numéro de carte' })).not.toBeInTheDocument()
    expect(payButton()).toHaveTextContent('Payer avec la carte cadeau — commande avec obligation de paiement')
    await events.click(payButton())
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(intents).toEqual([])
    expect(confirms.map((c) => c.body)).toEqual([{ paymentIntentId: 'giftcard_co_1' }])
  })

  it('says in French why a card cannot be used, and keeps the code typed', async () => {
    let answer = () => pbError(404, 'Ce code de carte cadeau n’est pas valable.')
    serveBalance(() => answer())
    const { events } = await openCheckout()
    const region = await useCard(events, 'AAAA-BBBB-CCCC-DDDD')
    expect(await within(region).findByText('Ce code de carte cadeau n’est pas valable.')).toBeVisible()
    expect(within(region).getByLabelText(/Code de la carte cadeau/)).toHaveValue('AAAA-BBBB-CCCC-DDDD')
    answer = () => card(50, 'expired')
    await events.click(within(region).getByRole('button', { name: 'Utiliser' }))
    expect(await within(region).findByText('Cette carte cadeau a expiré.')).toBeVisible()
    answer = () => card(0)
    await events.click(within(region).getByRole('button', { name: 'Utiliser' }))
    expect(await within(region).findByText('Le solde de cette carte cadeau est épuisé.')).toBeVisible()
  })

  it('a card part the server no longer grants: the hold is released and nothing is charged', async () => {
    serveBalance(() => card(50))
    serveCheckouts(() => withCard(10380, 3000))
    const intents = serveFunction()
    const released = serveRelease()
    const { events } = await openCheckout()
    const region = await useCard(events)
    await within(region).findByText('−50,00 €')
    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByText(/Le solde de votre carte cadeau a changé entre-temps/)).toBeVisible()
    expect(released).toEqual(['/api/shop/checkouts/co_1'])
    expect(intents).toEqual([])
  })
})

describe('checkout (/checkout): gift cards alone (docs/adr/0117)', () => {
  const cardLine: CartItem = { id: 'gift-card-abcd1234', name: 'Carte cadeau 50,00 €', price: 50, stock: 1, quantity: 1, gift_card: {} }

  function billingRegion() {
    return screen.getByRole('region', { name: 'Adresse de facturation' })
  }

  it('ships nothing: no free delivery nor delivery time, sent by e-mail; no card field to pay a card', async () => {
    await openCheckout({ cart: [cardLine], products: [] })
    const recap = screen.getByRole('region', { name: 'Récapitulatif' })
    expect(within(recap).queryByText('Gratuite')).not.toBeInTheDocument()
    expect(within(recap).queryByText('Délai de livraison')).not.toBeInTheDocument()
    expect(within(recap).getByText('Par e-mail')).toBeVisible()
    expect(screen.queryByText(/Livraison gratuite, expédition sous/)).not.toBeInTheDocument()
    expect(screen.getByText('Carte cadeau envoyée par e-mail, dès le paiement ou à la date choisie.')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Carte cadeau' })).not.toBeInTheDocument()
  })

  // docs/adr/0119: a billing address only.
  it('asks no delivery address: a billing address picked from the book, sent without shipping', async () => {
    const customer = demoUsers.customer()
    seed('addresses', [
      bookEntry(customer.id, { id: 'addr0', is_default: false, full_name: 'Atelier Martin', line1: '3 quai Saint-Antoine' }),
    ])
    const checkouts = serveCheckouts(() => checkoutAnswer(5000))
    serveFunction(() => intentAnswer(5000))
    serveConfirm()
    const { events } = await openCheckout({ user: customer, cart: [cardLine], products: [] })
    expect(screen.queryByRole('region', { name: 'Adresse de livraison' })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: 'Identique à l’adresse de livraison' })).not.toBeInTheDocument()
    expect(
      within(billingRegion()).getByText(
        'Les cartes cadeaux sont envoyées par e-mail : aucune livraison. Cette adresse figure sur votre facture.',
      ),
    ).toBeVisible()
    const choices = within(billingRegion()).getByRole('group', { name: 'Choisissez l’adresse de facturation' })
    expect(within(choices).getByRole('radio', { name: /Camille Martin, 12 rue des Lilas, 69001 Lyon, France/ })).toBeChecked()
    await events.click(within(choices).getByRole('radio', { name: /Atelier Martin/ }))

    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(checkouts[0]!.body).not.toHaveProperty('shipping')
    expect(checkouts[0]!.body.billing).toEqual({ ...HOME, full_name: 'Atelier Martin', line1: '3 quai Saint-Antoine' })
  })

  it('requires the billing fields with the usual French texts, but no phone; a new address is not kept in the book', async () => {
    const saved = serveAddressCreation()
    const checkouts = serveCheckouts(() => checkoutAnswer(5000))
    serveFunction(() => intentAnswer(5000))
    serveConfirm()
    const { events } = await openCheckout({ cart: [cardLine], products: [], book: 'empty' })
    expect(within(billingRegion()).queryByRole('checkbox', { name: 'Enregistrer cette adresse dans mon carnet' })).not.toBeInTheDocument()
    await typeCard(events)
    await events.click(payButton())

    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez corriger les champs signalés.')
    const line1 = within(billingRegion()).getByLabelText(/^Adresse/)
    expect(line1).toHaveAccessibleDescription(expect.stringContaining('Indiquez l’adresse (numéro et rue).'))
    expect(within(billingRegion()).getByLabelText(/Code postal/)).toHaveAccessibleDescription(
      expect.stringContaining('Indiquez le code postal.'),
    )
    expect(within(billingRegion()).getByLabelText(/Ville/)).toHaveAccessibleDescription(expect.stringContaining('Indiquez la ville.'))
    const phone = within(billingRegion()).getByLabelText(/Téléphone/)
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Facultatif.'))
    expect(phone).not.toHaveAccessibleDescription(expect.stringContaining('Indiquez un numéro de téléphone'))
    await waitFor(() => expect(line1).toHaveFocus())
    expect(checkouts).toHaveLength(0)

    await events.type(line1, HOME.line1)
    await events.type(within(billingRegion()).getByLabelText(/Code postal/), HOME.postal_code)
    await events.type(within(billingRegion()).getByLabelText(/Ville/), HOME.city)
    await events.click(payButton())
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(checkouts[0]!.body).not.toHaveProperty('shipping')
    expect(checkouts[0]!.body.billing).toMatchObject({ line1: HOME.line1, postal_code: '69001', city: 'Lyon', phone: '' })
    expect(saved).toEqual([])
  })

  it('shows the server’s refusal of the billing address by its field', async () => {
    const monaco = 'Un code postal de Monaco commence par 980.'
    serveCheckouts(() =>
      pbError(400, 'Adresse invalide.', { billing: { postal_code: { code: 'shop_address_postal_code', message: monaco } } }),
    )
    const intents = serveFunction()
    const { events } = await openCheckout({ cart: [cardLine], products: [] })
    await typeCard(events)
    await events.click(payButton())
    // A book entry the server refuses: its message is listed under the choice.
    expect(await within(billingRegion()).findByText(monaco)).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez corriger les champs signalés.')
    expect(intents).toHaveLength(0)
  })

  it('keeps the billing address typed when the page is opened again (a reload)', async () => {
    const { events, unmount, user } = await openCheckout({ cart: [cardLine], products: [], book: 'empty' })
    await events.type(within(billingRegion()).getByLabelText(/^Adresse/), '4 impasse des Tilleuls')
    unmount()
    renderApp('/checkout', { user, cart: [cardLine] })
    expect(await findPageHeading('Finaliser ma commande')).toBeVisible()
    expect(within(billingRegion()).getByLabelText(/^Adresse/)).toHaveValue('4 impasse des Tilleuls')
  })

  it('a pro: billed as the company on file', async () => {
    const pro = demoUsers.pro()
    seed('pro_applications', [
      {
        id: 'proapplication1',
        collectionId: 'pbc_pa',
        collectionName: 'pro_applications',
        created: '2026-01-10 10:00:00.000Z',
        updated: '2026-01-15 10:00:00.000Z',
        user: pro.id,
        company: 'Atelier Lumière',
        siret: '73282932000074',
        vat_number: 'FR44732829320',
        activity: 'Boutique de créateurs',
        status: 'approved',
      },
    ])
    await openCheckout({ user: pro, cart: [cardLine], products: [] })
    expect((await within(billingRegion()).findByText(/Facture au nom de :/)).closest('p')).toHaveTextContent(
      'Facture au nom de : Atelier Lumière · SIRET 73282932000074 · TVA FR44732829320',
    )
    expect(screen.queryByRole('region', { name: 'Adresse de livraison' })).not.toBeInTheDocument()
  })
})

describe('checkout (/checkout?devis=…&part=…): paying a quote (docs/adr/0128)', () => {
  const QUOTE = 'quote1xxxxxxxxx'
  const LINE = {
    id: `quote-${QUOTE}`,
    name: 'Acompte (arrhes) — devis DEV-2026-0007',
    quantity: 1,
    price: 40,
    made_to_order: true,
    quote: QUOTE,
    quote_number: 'DEV-2026-0007',
    quote_part: 'deposit',
  }

  it('shows the server’s line and the made-to-order notice before the pay button, sends `{ quote, part }`, keeps the cart', async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/shop/quotes/:id/payment', ({ request }) => {
        asked.push(new URL(request.url).pathname + new URL(request.url).search)
        return HttpResponse.json({ line: LINE })
      }),
    )
    const checkouts = serveCheckouts(() => checkoutAnswer(4000))
    serveFunction(() => intentAnswer(4000))
    serveConfirm()
    const { events, user } = await openCheckout({ route: `/checkout?devis=${QUOTE}&part=deposit` })
    servePaidOrder(user.id)
    const recap = screen.getByRole('region', { name: 'Récapitulatif' })
    expect(within(recap).getByText('Acompte (arrhes) — devis DEV-2026-0007')).toBeVisible()
    // The cart's pieces are not this order's.
    expect(within(recap).queryByText('Bracelet Améthyste')).toBeNull()
    expect(screen.queryByRole('textbox', { name: /Code promo/ })).toBeNull()
    const notice = screen.getByRole('note')
    expect(notice).toHaveTextContent(MADE_TO_ORDER_NOTICE)
    // Before the payment button, in the page's order.
    expect(notice.compareDocumentPosition(payButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(payButton()).toHaveAccessibleName(/^Payer 40,00\s€/)
    expect(asked).toEqual([`/api/shop/quotes/${QUOTE}/payment?part=deposit`])

    await typeCard(events)
    await events.click(payButton())
    await waitFor(() => expect(checkouts).toHaveLength(1))
    expect(checkouts[0]!.body.items).toEqual([{ quote: QUOTE, part: 'deposit' }])
    await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })
    expect(storedCart()).toHaveLength(2)
  })

  it('says the server’s refusal in place of the form (a quote already paid, not accepted, not yours)', async () => {
    server.use(
      http.get('*/api/shop/quotes/:id/payment', () => pbError(409, 'L’acompte de ce devis est déjà réglé : il reste à payer le solde.')),
    )
    await openCheckout({ route: `/checkout?devis=${QUOTE}&part=deposit` })
    expect(screen.getByRole('alert')).toHaveTextContent('L’acompte de ce devis est déjà réglé : il reste à payer le solde.')
    expect(screen.queryByRole('button', { name: /^Payer/ })).toBeNull()
  })
})

describe('checkout (/checkout): « Virement à 30 jours » (docs/adr/0131)', () => {
  const allowTransfer = () =>
    server.use(
      http.get('*/api/shop/payment-terms', () =>
        HttpResponse.json({ allowed: true, ceiling: 200000, unpaid: 50000, available: 150000, days: 30 }),
      ),
    )

  it('an allowed pro orders on account: no card, the choice sent, confirmed as a transfer', async () => {
    allowTransfer()
    const checkouts = serveCheckouts(() => checkoutAnswer(10980))
    const intents = serveFunction(() => intentAnswer(10980))
    const confirms = serveConfirm()
    const { events } = await openCheckout({ user: demoUsers.pro() })
    const choice = await screen.findByRole('group', { name: 'Mode de règlement' })
    expect(within(choice).getByRole('radio', { name: 'Carte bancaire' })).toBeChecked()
    await events.click(within(choice).getByRole('radio', { name: /Virement à 30 jours/ }))
    expect(choice).toHaveTextContent('Encours disponible : 1 500,00 € sur 2 000,00 €.')
    expect(screen.queryByRole('textbox', { name: 'Numéro de carte' })).not.toBeInTheDocument()
    // 2 × 27,90 € (pro price) + 54 € = 109,80 €.
    await events.click(
      screen.getByRole('button', {
        name: /^Commander 109,80\s€ — règlement par virement à 30 jours, commande avec obligation de paiement$/,
      }),
    )
    expect(await screen.findByRole('button', { name: 'Commande confirmée ! Redirection...' })).toBeVisible()
    expect(checkouts[0]!.body).toMatchObject({ payment_method: 'transfer' })
    expect(intents).toHaveLength(0)
    expect(confirms[0]!.body).toEqual({ paymentIntentId: 'transfer_co_1' })
  })

  it('the server’s refusal over the ceiling is shown as it is', async () => {
    allowTransfer()
    const refusal =
      'Votre encours autorisé est de 2 000,00 € : il reste 100,00 € disponibles, cette commande en fait 109,80 €. Réglez une facture en attente ou payez cette commande par carte.'
    serveCheckouts(() => HttpResponse.json({ status: 409, message: refusal, data: {} }, { status: 409 }))
    const { events } = await openCheckout({ user: demoUsers.pro() })
    await events.click(await screen.findByRole('radio', { name: /Virement à 30 jours/ }))
    await events.click(screen.getByRole('button', { name: /^Commander/ }))
    expect(await screen.findByText(refusal)).toBeVisible()
  })

  it('a pro the owner has not allowed, and a customer, see the card alone', async () => {
    await openCheckout({ user: demoUsers.pro() })
    await screen.findByRole('textbox', { name: 'Numéro de carte' })
    expect(screen.queryByRole('group', { name: 'Mode de règlement' })).not.toBeInTheDocument()
  })
})

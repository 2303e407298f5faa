import { http, HttpResponse, delay } from 'msw'
import { useImperativeHandle, useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CART_STORAGE_KEY, type CartItem } from '@/lib/cart'
import type { ProductsRecord, UsersRecord } from '@/lib/pocketbase-types'
import { authToken, DEMO_PASSWORD, demoUsers, userIdFromToken } from '@/testing/data-generators'
import { addUser, db } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import type { CardFormProps, ConfirmResult } from './payment-adapter'

/*
 * The Stripe module boundary is replaced by a fake card form (jsdom has no Stripe.js): an input
 * named like the real field, complete at 16 digits, whose confirmation the test decides.
 */
const stripeFake = vi.hoisted(() => ({
  loadFails: false,
  confirm: null as null | ((clientSecret: string, billing: { email: string }) => Promise<ConfirmResult>),
}))

vi.mock('./stripe-adapter', () => ({
  createStripeAdapter: async () => {
    if (stripeFake.loadFails) throw new Error('Failed to load Stripe.js')
    function CardForm({ ref, disabled, labelId }: CardFormProps) {
      const input = useRef<HTMLInputElement>(null)
      useImperativeHandle(ref, () => ({
        isComplete: () => (input.current?.value.replace(/\D/g, '').length ?? 0) >= 16,
        focus: () => input.current?.focus(),
        confirm: (clientSecret, billing) => stripeFake.confirm!(clientSecret, billing),
      }))
      return <input ref={input} aria-label="Numéro de carte" aria-describedby={labelId} disabled={disabled} />
    }
    return { mode: 'stripe', CardForm }
  },
}))

const NOW = '2026-11-21 10:00:00.000Z'

function product(overrides: Partial<ProductsRecord> & Pick<ProductsRecord, 'id' | 'name' | 'price'>): ProductsRecord {
  return { collectionId: 'pbc_products', collectionName: 'products', created: NOW, updated: NOW, slug: overrides.id, stock: 5, ...overrides }
}

const amethyst = product({ id: 'p1', name: 'Bracelet Améthyste', price: 39.9, price_pro: 27.9, stock: 5 })
const jade = product({ id: 'p2', name: 'Collier Jade', price: 54, stock: 3 })

function line(p: ProductsRecord, quantity: number, overrides: Partial<CartItem> = {}): CartItem {
  return { id: p.id, name: p.name, price: p.price, stock: p.stock, quantity, ...overrides }
}

const CART = [line(amethyst, 2), line(jade, 1)] // 2 × 39,90 + 54 = 133,80 €

interface IntentRequest {
  authorization: string | null
  body: { items: Array<{ id: string; quantity: number }>; attemptId: string }
}

/** The payment function: `answer` decides each response; returns the requests it received. */
function serveFunction(answer: (request: IntentRequest, index: number) => Response | Promise<Response>) {
  const requests: IntentRequest[] = []
  server.use(
    http.post('*/api/create-payment-intent', async ({ request }) => {
      const received = { authorization: request.headers.get('Authorization'), body: (await request.json()) as IntentRequest['body'] }
      requests.push(received)
      return answer(received, requests.length - 1)
    }),
  )
  return requests
}

function intentAnswer(amount: number, mode: 'stripe' | 'demo' = 'stripe', id = 'pi_123') {
  return HttpResponse.json({ clientSecret: `${id}_secret_abc`, paymentIntentId: id, amount, currency: 'eur', mode })
}

/** PocketBase's order creation: `answer` decides; returns the bodies received. */
function serveOrders(answer: (index: number) => Response = () => HttpResponse.json({ id: 'order1', status: 'paid' })) {
  const bodies: unknown[] = []
  server.use(
    http.post('*/api/collections/orders/records', async ({ request }) => {
      bodies.push(await request.json())
      return answer(bodies.length - 1)
    }),
  )
  return bodies
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

/** Also serves the account's orders, so the redirect to /account lands on a working screen. */
function serveAccountOrders() {
  server.use(
    http.get('*/api/collections/orders/records', () =>
      HttpResponse.json({ page: 1, perPage: 500, totalItems: 0, totalPages: 1, items: [] }),
    ),
  )
}

function storedCart(): CartItem[] {
  return JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartItem[]
}

function payButton() {
  return screen.getByRole('button', { name: /^Payer/ })
}

async function openCheckout({ user = demoUsers.customer() as UsersRecord, cart = CART, stripe = true } = {}) {
  if (stripe) vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_fake')
  else vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '')
  const productRequests = serveProducts([amethyst, jade])
  serveAccountOrders()
  const app = renderApp('/checkout', { user, cart })
  expect(await findPageHeading('Finaliser ma commande')).toBeVisible()
  return { ...app, productRequests }
}

async function typeCard(events: ReturnType<typeof renderApp>['events'], number = '4242424242424242') {
  await events.type(await screen.findByRole('textbox', { name: 'Numéro de carte' }), number)
}

beforeEach(() => {
  stripeFake.loadFails = false
  stripeFake.confirm = async () => ({ ok: true })
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
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

  it('says the cart is empty to a logged-in customer with nothing in it, and offers no payment', async () => {
    await openCheckout({ cart: [] })
    expect(screen.getByText('Votre panier est vide.')).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Découvrir nos bijoux' })).toHaveAttribute('href', '/products')
  })
})

describe('checkout (/checkout): recap', () => {
  it('lists the lines with quantity, unit price and line total, free delivery and the total', async () => {
    serveFunction(() => intentAnswer(13380))
    await openCheckout()
    const recap = screen.getByRole('region', { name: 'Récapitulatif' })
    const lines = within(recap).getAllByRole('listitem')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toHaveTextContent(/Bracelet Améthyste\s*2 × 39,90\s€\s*79,80\s€/)
    expect(lines[1]).toHaveTextContent(/Collier Jade\s*1 × 54,00\s€\s*54,00\s€/)
    expect(within(recap).getByText('Gratuite')).toBeVisible()
    expect(within(recap).getByText('Total').nextElementSibling).toHaveTextContent('133,80 €')
    // Disabled while the card form loads, then ready.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Payer 133,80\s€$/ })).toBeEnabled())
  })

  it.each([
    ['a pro', demoUsers.pro],
    ['an admin', demoUsers.admin],
  ])('shows %s the pro price, even for a cart filled before logging in', async (_, who) => {
    await openCheckout({ user: who() })
    const recap = screen.getByRole('region', { name: 'Récapitulatif' })
    // The stored cart had no pro price: the check against the server brings it.
    await waitFor(() => expect(within(recap).getAllByRole('listitem')[0]).toHaveTextContent(/2 × 27,90\s€\s*\(prix professionnel\)\s*55,80\s€/))
    expect(within(recap).getByText('Total').nextElementSibling).toHaveTextContent('109,80 €')
    expect(await screen.findByRole('button', { name: /^Payer 109,80\s€$/ })).toBeVisible()
  })
})

describe('checkout (/checkout): card payment', () => {
  it('pays: Traitement..., then the order is saved, the cart cleared, the alert shown and /account reached', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const requests = serveFunction(async () => {
      await held
      return intentAnswer(13380)
    })
    const orders = serveOrders()
    const confirm = vi.fn(async () => ({ ok: true }) as const)
    stripeFake.confirm = confirm
    const customer = demoUsers.customer()
    const { events, router } = await openCheckout({ user: customer })
    await typeCard(events)
    await events.click(payButton())

    const busy = screen.getByRole('button', { name: 'Traitement...' })
    expect(busy).toBeDisabled()
    expect(screen.getByRole('textbox', { name: 'Numéro de carte' })).toBeDisabled()
    release()

    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeDisabled()
    expect(screen.getByText('Paiement réussi ! Votre commande a bien été enregistrée.')).toBeVisible()
    expect(requests).toHaveLength(1)
    expect(requests[0]!.authorization).toBe(authToken(customer.id))
    expect(requests[0]!.body.items).toEqual([
      { id: 'p1', quantity: 2 },
      { id: 'p2', quantity: 1 },
    ])
    expect(requests[0]!.body.attemptId).toMatch(/^[\w-]{16,}$/)
    expect(confirm).toHaveBeenCalledWith('pi_123_secret_abc', { email: customer.email })
    expect(orders).toEqual([{ stripePaymentIntentId: 'pi_123', items: [{ id: 'p1', quantity: 2 }, { id: 'p2', quantity: 1 }] }])
    expect(storedCart()).toEqual([])
    // The recap still shows what was paid for while the redirection is under way.
    expect(screen.getByText('Bracelet Améthyste')).toBeVisible()
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'))
    expect(await findPageHeading('Mon Compte')).toBeVisible()
  })

  it('shows a declined card as "Paiement échoué: …", keeps the cart, records no order, and lets the person try again', async () => {
    const requests = serveFunction((_, index) => intentAnswer(13380, 'stripe', `pi_${index}`))
    const orders = serveOrders()
    stripeFake.confirm = async () => ({ ok: false, message: 'Votre carte a été refusée.' })
    const { events, router } = await openCheckout()
    await typeCard(events, '4000000000000002')
    await events.click(payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Paiement échoué: Votre carte a été refusée\.$/)
    expect(orders).toHaveLength(0)
    expect(storedCart()).toHaveLength(2)
    expect(router.state.location.pathname).toBe('/checkout')
    expect(payButton()).toBeEnabled()
    expect(payButton()).toHaveFocus()

    // A second try is a new attempt (a new idempotency key), and can succeed.
    stripeFake.confirm = async () => ({ ok: true })
    await events.click(payButton())
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(requests).toHaveLength(2)
    expect(requests[1]!.body.attemptId).not.toBe(requests[0]!.body.attemptId)
    expect(orders).toEqual([expect.objectContaining({ stripePaymentIntentId: 'pi_1' })])
  })

  it('pays once however fast the button is clicked', async () => {
    const requests = serveFunction(async () => {
      await delay(50)
      return intentAnswer(13380)
    })
    const orders = serveOrders()
    const { events } = await openCheckout()
    await typeCard(events)
    const button = payButton()
    const form = button.closest('form')!
    // Two submits in the same tick, before React re-renders the disabled button.
    form.requestSubmit()
    form.requestSubmit()
    await events.dblClick(button)
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(requests).toHaveLength(1)
    expect(orders).toHaveLength(1)
  })

  it('asks for the card details before contacting the server', async () => {
    const requests = serveFunction(() => intentAnswer(13380))
    const { events } = await openCheckout()
    await typeCard(events, '4242')
    await events.click(payButton())
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez compléter les informations de votre carte.')
    expect(screen.getByRole('textbox', { name: 'Numéro de carte' })).toHaveFocus()
    expect(requests).toHaveLength(0)
  })

  it('says so when Stripe.js cannot be loaded, and can try again', async () => {
    stripeFake.loadFails = true
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { events } = await openCheckout()
    expect(await screen.findByText('Le formulaire de paiement n’a pas pu être chargé. Vérifiez votre connexion puis réessayez.')).toBeVisible()
    expect(payButton()).toBeDisabled()
    stripeFake.loadFails = false
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('textbox', { name: 'Numéro de carte' })).toBeVisible()
    expect(payButton()).toBeEnabled()
  })
})

describe('checkout (/checkout): server refusals', () => {
  it("shows the function's error as returned and charges nothing", async () => {
    serveFunction(() => HttpResponse.json({ error: 'Le produit « Collier Jade » n’est plus en stock.' }, { status: 409 }))
    const confirm = vi.fn(async () => ({ ok: true }) as const)
    stripeFake.confirm = confirm
    const { events } = await openCheckout()
    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Le produit « Collier Jade » n’est plus en stock\.$/)
    expect(confirm).not.toHaveBeenCalled()
    expect(storedCart()).toHaveLength(2)
  })

  it('shows a French text when the function cannot be reached or answers something unreadable', async () => {
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

  it('does not charge another amount than the recap shows: the cart is checked again', async () => {
    const requests = serveFunction(() => intentAnswer(14380))
    const confirm = vi.fn(async () => ({ ok: true }) as const)
    stripeFake.confirm = confirm
    const { events, productRequests } = await openCheckout()
    await typeCard(events)
    // The check on arrival.
    await waitFor(() => expect(productRequests).toHaveLength(1))
    await events.click(payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Le montant de votre commande a changé (143,80 €)')
    expect(requests).toHaveLength(1)
    expect(confirm).not.toHaveBeenCalled()
    // Checked again after the mismatch.
    await waitFor(() => expect(productRequests).toHaveLength(2))
  })

  it('paid but not saved: the spec text, the cart kept, the intent logged, and only saving can be retried', async () => {
    const requests = serveFunction(() => intentAnswer(13380))
    const orders = serveOrders((index) =>
      index === 0 ? HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 }) : HttpResponse.json({ id: 'order1' }),
    )
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { events, router } = await openCheckout()
    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Paiement réussi, mais erreur lors de la sauvegarde de la commande\. Veuillez nous contacter\.$/,
    )
    expect(storedCart()).toHaveLength(2)
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('pi_123'), expect.anything())
    expect(screen.queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument()

    await events.click(screen.getByRole('button', { name: 'Réessayer l’enregistrement' }))
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(requests).toHaveLength(1)
    expect(orders).toHaveLength(2)
    expect(orders[1]).toEqual(expect.objectContaining({ stripePaymentIntentId: 'pi_123' }))
    expect(storedCart()).toEqual([])
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'))
  })

  it("a piece sold out after payment (409): the server's message stays, and the cart drops the piece", async () => {
    serveFunction(() => intentAnswer(5400))
    const refunded = 'Désolé, « Collier Jade » n’est plus disponible : quelqu’un l’a acheté pendant votre paiement. Votre paiement a été remboursé et aucune commande n’a été enregistrée.'
    serveOrders(() => HttpResponse.json({ status: 409, message: refunded, data: {} }, { status: 409 }))
    const { events, router } = await openCheckout({ cart: [line(jade, 1)] })
    // From now on the server has no Collier Jade left.
    serveProducts([amethyst, { ...jade, stock: 0 }])
    await typeCard(events)
    await events.click(payButton())
    expect(await screen.findByText('« Collier Jade » est épuisé et a été retiré de votre panier.')).toBeVisible()
    expect(screen.getByText('Votre panier est vide.')).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(refunded)
    expect(router.state.location.pathname).toBe('/checkout')
    expect(storedCart()).toEqual([])
  })
})

describe('checkout (/checkout): demonstration mode', () => {
  it('says no real payment is made, asks for no card, and records the order', async () => {
    const requests = serveFunction(() => intentAnswer(13380, 'demo', 'demo_abc'))
    const orders = serveOrders()
    const { events, router } = await openCheckout({ stripe: false })
    const notice = await screen.findByRole('note', { name: 'Mode démonstration' })
    expect(notice).toHaveTextContent('Mode démonstration : aucun paiement réel ne sera effectué.')
    expect(screen.queryByRole('textbox', { name: 'Numéro de carte' })).not.toBeInTheDocument()
    await events.click(payButton())
    expect(await screen.findByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    expect(requests).toHaveLength(1)
    expect(orders).toEqual([expect.objectContaining({ stripePaymentIntentId: 'demo_abc' })])
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'))
  })

  it('refuses to take a card payment it cannot confirm (server in Stripe mode, build without a key)', async () => {
    serveFunction(() => intentAnswer(13380, 'stripe'))
    const orders = serveOrders()
    const { events } = await openCheckout({ stripe: false })
    await screen.findByRole('note', { name: 'Mode démonstration' })
    await events.click(payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Le paiement par carte est momentanément indisponible.')
    expect(orders).toHaveLength(0)
  })
})

import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { MAX_CART_LINES, type CartItem } from '@/lib/cart'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { createCartLine as line, createProduct as product, createShopIdentity, demoUsers, userIdFromToken } from '@/testing/data-generators'
import { db, seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'

const amethyst = product({ id: 'p1', name: 'Bracelet Améthyste', price: 39.9, price_pro: 27.9, stock: 5 })
const jade = product({ id: 'p2', name: 'Collier Jade', price: 54, stock: 2 })

/**
 * PocketBase's products list as the cart asks for it: a filter by ids; `price_pro` only for pro
 * and admin users, and a 403 when anyone else names it in the query. Returns the requests it received.
 */
function serveProducts(products: ProductsRecord[], { fail = false } = {}) {
  const requests: URL[] = []
  server.use(
    http.get('*/api/collections/products/records', ({ request }) => {
      const url = new URL(request.url)
      requests.push(url)
      if (fail) return HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 })
      const ids = [...(url.searchParams.get('filter') ?? '').matchAll(/id = "([^"]+)"/g)].map((m) => m[1])
      const userId = userIdFromToken(request.headers.get('Authorization'))
      const role = db.users.find((u) => u.id === userId)?.role
      const seesPro = role === 'professionnel' || role === 'admin'
      if (!seesPro && url.search.includes('price_pro')) {
        return HttpResponse.json(
          { status: 403, message: 'Le filtre et le tri sur le prix professionnel sont réservés aux comptes professionnels.', data: {} },
          { status: 403 },
        )
      }
      const items = products
        .filter((p) => ids.includes(p.id))
        .map((p) => {
          if (seesPro) return p
          const visible: Partial<ProductsRecord> = { ...p }
          delete visible.price_pro
          return visible
        })
      return HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items })
    }),
  )
  return requests
}

function summary() {
  return within(screen.getByRole('region', { name: 'Récapitulatif' }))
}

describe('cart screen', () => {
  it('shows the empty text with a way to the catalogue, and asks the server nothing', async () => {
    const requests = serveProducts([])
    renderApp('/cart')
    expect(await findPageHeading('Votre Panier')).toBeVisible()
    expect(screen.getByText('Votre panier est vide.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Découvrir nos bijoux' })).toHaveAttribute('href', '/products')
    await waitFor(() => expect(document.title).toBe('Panier — Éclat de Pierre'))
    expect(requests).toHaveLength(0)
  })

  it('lists each line with its link, unit price, quantity and the summary', async () => {
    const requests = serveProducts([amethyst, jade])
    renderApp('/cart', { cart: [line(amethyst, 2), line(jade, 1)] })
    expect(await findPageHeading('Votre Panier')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Bracelet Améthyste' })).toHaveAttribute('href', '/catalogue/bracelet-am%C3%A9thyste') // the slug encoded (lib/paths href)
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Bracelet Améthyste' })).toHaveValue(2)
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Collier Jade' })).toHaveValue(1)
    expect(screen.getAllByText('39,90 €')[0]).toBeVisible()
    expect(summary().getByText('Sous-total').nextSibling).toHaveTextContent('133,80 €')
    expect(summary().getByText('Livraison').nextSibling).toHaveTextContent('Gratuite')
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('133,80 €')
    expect(screen.getByRole('link', { name: 'Passer au paiement' })).toHaveAttribute('href', '/checkout')
    // One request, filtered by the cart's ids.
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]?.searchParams.get('filter')).toBe('id = "p1" || id = "p2"')
    // A customer never names price_pro: the server would refuse the whole request.
    expect(requests[0]?.searchParams.get('fields')).not.toContain('price_pro')
    expect(screen.queryByText(/Impossible de vérifier/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Votre panier a été mis à jour/)).not.toBeInTheDocument()
  })

  it('keeps a name’s dash on the line of the word before it', async () => {
    const piece = product({ id: 'p3', name: 'Bague Nuit étoilée – Lapis-lazuli', price: 89, stock: 1 })
    serveProducts([piece])
    renderApp('/cart', { cart: [line(piece, 1)] })
    const link = await screen.findByRole('link', { name: 'Bague Nuit étoilée – Lapis-lazuli' })
    expect(within(link).getByText('étoilée –')).toHaveClass('whitespace-nowrap')
  })

  it('changes a quantity, never above the stock nor below 1, and ignores garbage', async () => {
    serveProducts([amethyst, jade])
    const { events } = renderApp('/cart', { cart: [line(jade, 1)] })
    const input = await screen.findByRole('spinbutton', { name: 'Quantité de Collier Jade' })
    await events.click(screen.getByRole('button', { name: 'Augmenter la quantité de Collier Jade' }))
    expect(input).toHaveValue(2)
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('108,00 €')
    const more = screen.getByRole('button', { name: 'Augmenter la quantité de Collier Jade' })
    expect(more).toHaveAttribute('aria-disabled', 'true')
    await events.click(more)
    expect(input).toHaveValue(2)

    await events.clear(input)
    await events.type(input, '9')
    expect(input).toHaveValue(2)
    expect(screen.getByText('Stock disponible : 2.')).toBeVisible()

    await events.clear(input)
    await events.type(input, '0')
    await events.tab()
    expect(input).toHaveValue(2)
    expect(JSON.parse(window.localStorage.getItem('cartItems') ?? '[]')).toMatchObject([{ id: 'p2', quantity: 2 }])

    await events.click(screen.getByRole('button', { name: 'Diminuer la quantité de Collier Jade' }))
    expect(input).toHaveValue(1)
    const less = screen.getByRole('button', { name: 'Diminuer la quantité de Collier Jade' })
    expect(less).toHaveAttribute('aria-disabled', 'true')
    await events.click(less)
    expect(input).toHaveValue(1)
  })

  it('stops a quantity at 99 (the most a checkout line takes) even with more in stock, and says why', async () => {
    const plenty = product({ id: 'p5', name: 'Perles de Jaspe', price: 2, stock: 500 })
    serveProducts([plenty])
    const { events } = renderApp('/cart', { cart: [line(plenty, 98)] })
    const more = await screen.findByRole('button', { name: 'Augmenter la quantité de Perles de Jaspe' })
    await events.click(more)
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Perles de Jaspe' })).toHaveValue(99)
    expect(more).toHaveAttribute('aria-disabled', 'true')
    await events.click(more)
    expect(screen.getByText('99 exemplaires au maximum par article et par commande.')).toBeVisible()
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('198,00 €')
  })

  it('removes a line with “Supprimer”, then shows the empty text', async () => {
    serveProducts([jade])
    const { events } = renderApp('/cart', { cart: [line(jade, 1)] })
    await events.click(await screen.findByRole('button', { name: 'Supprimer Collier Jade' }))
    expect(screen.getByText('Votre panier est vide.')).toBeVisible()
    expect(await screen.findByText('« Collier Jade » a été retiré de votre panier.')).toBeInTheDocument()
    expect(window.localStorage.getItem('cartItems')).toBe('[]')
  })

  it('refreshes prices and stock from the server and says what changed', async () => {
    serveProducts([
      { ...amethyst, price: 42 },
      { ...jade, stock: 1 },
    ])
    const ghost = product({ id: 'p9', name: 'Pendentif Opale', price: 80 })
    renderApp('/cart', { cart: [line(amethyst, 1), line(jade, 2), line(ghost, 1)] })
    const notice = await screen.findByText('Votre panier a été mis à jour :')
    const messages = within(notice.parentElement as HTMLElement)
    expect(messages.getByText('Le prix de « Bracelet Améthyste » a changé : 39,90 € → 42,00 €.')).toBeVisible()
    expect(messages.getByText('Il ne reste qu’un exemplaire de « Collier Jade » : la quantité a été ajustée.')).toBeVisible()
    expect(messages.getByText('« Pendentif Opale » n’est plus disponible et a été retiré de votre panier.')).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Pendentif Opale' })).not.toBeInTheDocument()
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Collier Jade' })).toHaveValue(1)
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('96,00 €')
  })

  it('removes a sold-out piece and says so', async () => {
    serveProducts([{ ...jade, stock: 0 }])
    renderApp('/cart', { cart: [line(jade, 1)] })
    expect(await screen.findByText('« Collier Jade » est épuisé et a été retiré de votre panier.')).toBeVisible()
    expect(screen.getByText('Votre panier est vide.')).toBeVisible()
  })

  it('removes a piece another buyer is paying for, saying it is reserved and may come back', async () => {
    const requests = serveProducts([{ ...jade, stock: 0, reserved: 1 }])
    renderApp('/cart', { cart: [line(jade, 1)] })
    expect(
      await screen.findByText(
        '« Collier Jade » est réservé : un autre client est en train de le payer. Il a été retiré de votre panier ; si le paiement n’aboutit pas, il sera remis en vente d’ici 15 minutes.',
      ),
    ).toBeVisible()
    expect(screen.getByText('Votre panier est vide.')).toBeVisible()
    expect(requests.at(-1)?.searchParams.get('fields')?.split(',')).toContain('reserved')
  })

  it.each([
    ['a pro', demoUsers.pro],
    ['an admin', demoUsers.admin],
  ])('charges %s the pro price, refreshed from the server', async (_, who) => {
    const requests = serveProducts([{ ...amethyst, price_pro: 25 }])
    renderApp('/cart', { user: who(), cart: [line(amethyst, 2, { price_pro: 27.9 })] })
    expect(await findPageHeading('Votre Panier')).toBeVisible()
    expect(await screen.findByText('Prix pro')).toBeVisible()
    expect(await screen.findByText('Le prix de « Bracelet Améthyste » a changé : 27,90 € → 25,00 €.')).toBeVisible()
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('50,00 €')
    expect(requests.at(-1)?.searchParams.get('fields')).toContain('price_pro')
  })

  it('shows a pro each unit price and the total HT and TTC at the shop’s VAT rate; a customer sees neither', async () => {
    seed('shop_identity', [createShopIdentity({ vat_exempt: false, vat_rate: 20, vat_number: 'FR44732829320' })])
    serveProducts([{ ...amethyst, price_pro: 25 }, jade])
    const { unmount } = renderApp('/cart', { user: demoUsers.pro(), cart: [line(amethyst, 2, { price_pro: 25 }), line(jade, 1)] })
    // 25,00 € TTC at 20 %: 20,83 € HT; the total is split per line as the invoice does: 41,67 + 45,00.
    expect(await screen.findByText('20,83 € HT · 25,00 € TTC')).toBeVisible()
    expect(screen.getByText('45,00 € HT · 54,00 € TTC')).toBeVisible()
    expect(summary().getByText('86,67 € HT · 104,00 € TTC')).toBeVisible()
    unmount()

    serveProducts([amethyst, jade])
    renderApp('/cart', { user: demoUsers.customer(), cart: [line(amethyst, 2), line(jade, 1)] })
    expect(await findPageHeading('Votre Panier')).toBeVisible()
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('133,80 €')
    expect(screen.queryByText(/HT/)).not.toBeInTheDocument()
  })

  it('prices a pro’s line at the tier of its quantity, says the next tier and the minimums; a customer sees none (docs/adr/0132)', async () => {
    seed('shop_identity', [createShopIdentity({ vat_exempt: false, vat_rate: 20, vat_number: 'FR44732829320', pro_min_order: 150 })])
    const tiered = {
      ...amethyst,
      price: 30,
      price_pro: 24,
      stock: 40,
      pro_tiers: [
        { min: 5, price_pro: 21 },
        { min: 10, price_pro: 18 },
      ],
      pro_min_qty: 3,
    }
    const requests = serveProducts([tiered])
    const { events, unmount } = renderApp('/cart', { user: demoUsers.pro(), cart: [line(tiered, 2, { price_pro: 24 })] })
    // 2 × 24 €: under the product's minimum and the order's (40 € HT of 150 €).
    expect(await screen.findByText('« Bracelet Améthyste » : minimum 3 pièces pour les professionnels (vous en avez 2).')).toBeVisible()
    expect(requests.at(-1)?.searchParams.get('fields')?.split(',')).toEqual(expect.arrayContaining(['pro_tiers', 'pro_min_qty']))
    expect(screen.getByText('Commande minimum professionnelle : 150,00 € HT. Il manque 110,00 €.')).toBeVisible()
    expect(screen.getByText('Encore 3 pièces pour 21,00 €')).toBeVisible()
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('48,00 €')

    const quantity = screen.getByRole('spinbutton')
    await events.clear(quantity)
    await events.type(quantity, '10')
    // 10 × 18 € = 180 € TTC = 150 € HT: the last tier, every minimum reached.
    await waitFor(() => expect(summary().getByText('Total').nextSibling).toHaveTextContent('180,00 €'))
    expect(screen.getByText('Prix par quantité : 10 pièces et plus')).toBeVisible()
    expect(screen.getByText('15,00 € HT · 18,00 € TTC')).toBeVisible()
    expect(screen.queryByText(/^Encore/)).toBeNull()
    expect(screen.queryByText(/minimum/i)).toBeNull()
    unmount()

    serveProducts([tiered])
    renderApp('/cart', { user: demoUsers.customer(), cart: [line(tiered, 10)] })
    expect(await findPageHeading('Votre Panier')).toBeVisible()
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('300,00 €')
    expect(screen.queryByText(/pièces/)).toBeNull()
  })

  it('shows a pro no HT/TVA for gift cards: their sale bears no VAT (docs/adr/0117)', async () => {
    seed('shop_identity', [createShopIdentity({ vat_exempt: false, vat_rate: 20, vat_number: 'FR44732829320' })])
    serveProducts([jade])
    const card: CartItem = { id: 'gift-card-abcd1234', name: 'Carte cadeau 50,00 €', price: 50, stock: 1, quantity: 1, gift_card: {} }
    const { unmount } = renderApp('/cart', { user: demoUsers.pro(), cart: [card, line(jade, 1)] })
    // The jewel's line and the total read both ways; the card's line does not.
    expect(await screen.findByText('45,00 € HT · 54,00 € TTC')).toBeVisible()
    expect(screen.getAllByText(/ HT · /)).toHaveLength(2)
    unmount()

    // Cards alone (the rate is known by now): no HT/TVA at all.
    renderApp('/cart', { user: demoUsers.pro(), cart: [card] })
    expect(await findPageHeading('Votre Panier')).toBeVisible()
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('50,00 €')
    expect(screen.queryByText(/HT/)).not.toBeInTheDocument()
  })

  it('keeps the cart as it is when the server cannot be reached, and says prices will be confirmed', async () => {
    serveProducts([], { fail: true })
    renderApp('/cart', { cart: [line(jade, 1)] })
    expect(
      await screen.findByText('Impossible de vérifier les prix et les stocks pour le moment : ils seront confirmés au paiement.'),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Collier Jade' })).toBeVisible()
  })

  it('survives a corrupt cartItems value', async () => {
    serveProducts([])
    renderApp('/cart', { cart: '{"oops": [' })
    expect(await screen.findByText('Votre panier est vide.')).toBeVisible()
  })

  it('refreshes a cart at the bound in one request whose filter PocketBase accepts, and keeps 20 of 25 stored lines', async () => {
    // Real record ids (15 characters), so the filter is as long as it gets.
    const pieces = Array.from({ length: 25 }, (_, i) =>
      product({ id: `piece${String(i).padStart(10, '0')}`, name: `Bijou ${i + 1}`, price: 10, stock: 200 }),
    )
    const requests = serveProducts(pieces.map((p, i) => (i === 19 ? { ...p, price: 12 } : p)))
    renderApp('/cart', { cart: pieces.map((p) => line(p, 1e308)) })
    expect(await screen.findByText('Votre panier a été mis à jour :')).toBeVisible()
    expect(screen.getByText('Le prix de « Bijou 20 » a changé : 10,00 € → 12,00 €.')).toBeVisible()
    expect(requests).toHaveLength(1)
    const filter = requests[0]?.searchParams.get('filter') ?? ''
    expect(filter.match(/id = /g)).toHaveLength(MAX_CART_LINES)
    // PocketBase refuses a filter longer than 3,500 characters (tools/search/provider.go MaxFilterLength).
    expect(filter.length).toBeLessThan(600)
    expect(screen.getAllByRole('spinbutton')).toHaveLength(MAX_CART_LINES)
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Bijou 1' })).toHaveValue(99)
    expect(screen.queryByRole('link', { name: 'Bijou 21' })).not.toBeInTheDocument()
    expect(summary().getByText('Total').nextSibling).toHaveTextContent(/^19\s?998,00\s€$/)
  })

  it('keeps two sizes of one bracelet as two lines with their sizes and their own stock, and drops a line stored before the sizes', async () => {
    const bracelet = product({ id: 'p9', name: 'Bracelet Aurore', price: 58, stock: 5 })
    const sized = {
      ...bracelet,
      options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }],
      expand: {
        product_variants_via_product: [
          { id: 'v16', stock: 3, reserved: 0, price: 0 },
          { id: 'v17', stock: 1, reserved: 0, price: 60 },
        ],
      },
    } as unknown as ProductsRecord
    const requests = serveProducts([sized, { ...amethyst, options: [{ name: 'Tour de poignet', values: ['17 cm'] }] } as ProductsRecord])
    const { events } = renderApp('/cart', {
      cart: [
        line(bracelet, 2, { variant: 'v16', size: 'Tour de poignet\u00a0: 16 cm', stock: 3 }),
        line(bracelet, 1, { variant: 'v17', size: 'Tour de poignet\u00a0: 17 cm', price: 60, stock: 1 }),
        line(amethyst, 1),
      ],
    })
    expect(
      await screen.findByText(
        '« Bracelet Améthyste » existe désormais en plusieurs tailles : il a été retiré de votre panier, choisissez la vôtre sur sa page.',
      ),
    ).toBeVisible()
    expect(requests[0]?.searchParams.get('expand')).toBe('product_variants_via_product')
    const lines = within(screen.getByRole('region', { name: 'Articles du panier' })).getAllByRole('listitem')
    expect(lines.map((item) => within(item).getByText(/^Tour de poignet/).textContent)).toEqual([
      'Tour de poignet\u00a0: 16 cm',
      'Tour de poignet\u00a0: 17 cm',
    ])
    expect(summary().getAllByText('176,00 €', { selector: 'dd' })).toHaveLength(2)
    // Each size is capped at its own stock.
    const seventeen = screen.getByRole('spinbutton', { name: 'Quantité de Bracelet Aurore (Tour de poignet\u00a0: 17 cm)' })
    expect(seventeen).toHaveAttribute('max', '1')
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Bracelet Aurore (Tour de poignet\u00a0: 16 cm)' })).toHaveAttribute(
      'max',
      '3',
    )
    await events.click(screen.getByRole('button', { name: 'Supprimer Bracelet Aurore (Tour de poignet\u00a0: 16 cm)' }))
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Articles du panier' })).getAllByRole('listitem')).toHaveLength(1))
    expect(within(screen.getByRole('region', { name: 'Articles du panier' })).getByText(/^Tour de poignet.*17 cm$/)).toBeInTheDocument()
  })
})

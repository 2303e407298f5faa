import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { CART_STORAGE_KEY, parseCart, type CartItem } from '@/lib/cart'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { createProduct, createShopIdentity, demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { serveCartAsStored } from '@/testing/cart-refresh'

function product(id: string, name: string, price: number, stock: number, price_pro?: number): ProductsRecord {
  return createProduct({ id, slug: id, name, price, stock, ...(price_pro === undefined ? {} : { price_pro }) })
}

// In the server's order (sort=name).
const PRODUCTS = [
  product('p4', 'Bague Quartz', 30, 5),
  product('p1', 'Bracelet Améthyste', 39.9, 10, 25),
  product('p2', 'Collier Jade', 54, 3, 40.5),
  product('p3', 'Pendentif Labradorite', 120, 0, 90),
]

/** The products list as PocketBase answers the pro; returns the requests' URLs. */
function serveProducts(products: ProductsRecord[] | 'error') {
  const requests: URL[] = []
  server.use(
    http.get('*/api/collections/products/records', ({ request }) => {
      requests.push(new URL(request.url))
      if (products === 'error') return HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 })
      return HttpResponse.json({ page: 1, perPage: 500, totalItems: products.length, totalPages: 1, items: products })
    }),
  )
  return requests
}

function storedCart(): CartItem[] {
  return parseCart(window.localStorage.getItem(CART_STORAGE_KEY))
}

const input = (name: string) => screen.getByRole('textbox', { name })
const addButton = () => screen.getByRole('button', { name: 'Ajouter la sélection au panier' })

/** The status region next to the button, found by one of its sentences. */
async function report(sentence: string) {
  const region = (await screen.findByText(sentence)).closest('[role="status"]')
  expect(region).not.toBeNull()
  // Next to the button (in the sticky bar that stays on screen), not after the list, off-screen.
  const bar = region!.parentElement!
  expect(bar).toContainElement(addButton())
  expect(within(bar).queryAllByRole('textbox')).toHaveLength(0)
  return region as HTMLElement
}

describe('pro quick order (/espace-pro/commande-rapide)', () => {
  it('lists the products sorted by name with the pro price, or the base price when none', async () => {
    const requests = serveProducts(PRODUCTS)
    renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro() })
    expect(await findPageHeading('Commande Rapide')).toBeVisible()
    await screen.findByRole('textbox', { name: 'Bracelet Améthyste' })
    expect(requests[0]?.searchParams.get('sort')).toBe('name')
    expect(requests[0]?.searchParams.get('fields')).toContain('price_pro')
    const row = input('Bracelet Améthyste').closest('li')!
    expect(within(row).getByText('25,00 €')).toBeVisible()
    expect(await within(row).findByText('Prix pro')).toBeVisible()
    expect(within(input('Bague Quartz').closest('li')!).getByText('30,00 €')).toBeVisible()
    // Out of stock: shown, disabled.
    expect(input('Pendentif Labradorite')).toBeDisabled()
    expect(within(input('Pendentif Labradorite').closest('li')!).getByText('Rupture de stock')).toBeVisible()
  })

  it('gives a product sold in sizes a row per size, with the size’s reference, stock and pro price (docs/adr/0109)', async () => {
    const aurore = {
      ...product('p9', 'Bracelet Aurore', 40, 0, 24),
      options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm', '18 cm'] }],
    }
    serveProducts([aurore, product('p4', 'Bague Quartz', 30, 5)])
    const size = (id: string, option1: string, position: number, fields: Record<string, unknown>) => ({
      id,
      collectionId: 'pbc_variants',
      collectionName: 'product_variants',
      created: '',
      updated: '',
      product: 'p9',
      option1,
      position,
      reserved: 0,
      ...fields,
    })
    server.use(
      http.get('*/api/collections/product_variants/records', () =>
        HttpResponse.json({
          page: 1,
          perPage: 500,
          totalItems: 3,
          totalPages: 1,
          items: [
            size('v17', '17 cm', 1, { sku: 'AUR-17', stock: 4, price: 45, price_pro: 27 }),
            size('v16', '16 cm', 0, { stock: 2, price: 0, price_pro: 0 }),
            size('v18', '18 cm', 2, { stock: 0, price: 0, price_pro: 0 }),
          ],
        }),
      ),
    )
    const { events } = renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro() })
    const s16 = await screen.findByRole('textbox', { name: 'Bracelet Aurore Tour de poignet\u00a0: 16 cm' })
    const s17 = input('Bracelet Aurore Tour de poignet\u00a0: 17 cm')
    // No row for the product itself: it is sold in its sizes only, in their order.
    expect(screen.queryByRole('textbox', { name: 'Bracelet Aurore' })).toBeNull()
    expect(screen.getAllByRole('textbox', { name: /Bracelet Aurore/ })).toEqual([
      s16,
      s17,
      input('Bracelet Aurore Tour de poignet\u00a0: 18 cm'),
    ])
    expect(input('Bracelet Aurore Tour de poignet\u00a0: 18 cm')).toBeDisabled()
    // The 16 cm at the product's pro price, the 17 cm at its own, with its own reference.
    expect(within(s16.closest('li')!).getByText('24,00 €')).toBeVisible()
    const row17 = within(s17.closest('li')!)
    expect(row17.getByText('27,00 €')).toBeVisible()
    expect(row17.getByText(/Réf\. AUR-17/)).toBeVisible()
    await events.type(s16, '3')
    expect(s16).toHaveValue('2')
    await events.type(s17, '2')
    expect(screen.getByText(/Total : 102,00/)).toBeVisible()
  })

  it('says « Réservé » on a product whose last units another buyer is paying for, and asks for `reserved`', async () => {
    const requests = serveProducts([{ ...product('p5', 'Bracelet Lune', 42, 0), reserved: 1 }])
    renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro() })
    const row = (await screen.findByRole('textbox', { name: 'Bracelet Lune' })).closest('li')!
    expect(within(row).getByText('Réservé')).toBeVisible()
    expect(input('Bracelet Lune')).toBeDisabled()
    expect(requests[0]?.searchParams.get('fields')?.split(',')).toContain('reserved')
  })

  it('totals the selection, caps at the stock, ignores bad entries, adds to the cart and resets', async () => {
    serveProducts(PRODUCTS)
    const { events } = renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro() })
    await screen.findByRole('textbox', { name: 'Bracelet Améthyste' })

    await events.type(input('Bracelet Améthyste'), '2')
    await events.type(input('Collier Jade'), '7')
    expect(input('Collier Jade')).toHaveValue('3')
    expect(screen.getByText('Stock disponible : 3. Quantité ramenée à 3.')).toBeVisible()
    await events.type(input('Bague Quartz'), '-1')
    expect(screen.getByText('Saisie ignorée : entrez un nombre entier positif.')).toBeVisible()
    expect(within(input('Bracelet Améthyste').closest('li')!).getByText('50,00 €')).toHaveTextContent('Total de la ligne : 50,00 €')
    expect(within(input('Collier Jade').closest('li')!).getByText('121,50 €')).toHaveTextContent('Total de la ligne : 121,50 €')
    // 2 × 25 + 3 × 40,50 = 171,50 (the bad entry counts for nothing).
    expect(screen.getByText('Total : 171,50 €')).toBeVisible()
    expect(screen.getByText(/Sélection : 5 articles/)).toBeVisible()

    await events.click(screen.getByRole('button', { name: 'Ajouter la sélection au panier' }))
    expect(await screen.findByText('Produits ajoutés au panier !')).toBeVisible()
    await waitFor(() =>
      expect(storedCart().map((item) => [item.id, item.quantity])).toEqual([
        ['p1', 2],
        ['p2', 3],
      ]),
    )
    expect(input('Bracelet Améthyste')).toHaveValue('')
    expect(input('Collier Jade')).toHaveValue('')
    expect(screen.getByText('Total : 0,00 €')).toBeVisible()
  })

  it('shows the toasts at the top while its selection bar is stuck to the bottom, and at the bottom again once left', async () => {
    serveProducts(PRODUCTS)
    const { events, router } = renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro() })
    await screen.findByRole('textbox', { name: 'Bracelet Améthyste' })
    const notifications = screen.getByRole('status', { name: 'Notifications' })
    await waitFor(() => expect(notifications).toHaveAttribute('data-place', 'top'))
    expect(notifications).toHaveClass('top-0')
    expect(notifications).not.toHaveClass('bottom-0')
    await events.type(input('Bracelet Améthyste'), '1')
    await events.click(addButton())
    expect(await within(notifications).findByText('Produits ajoutés au panier !')).toBeVisible()
    await events.click(screen.getByRole('link', { name: 'Voir le panier' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
    await waitFor(() => expect(screen.getByRole('status', { name: 'Notifications' })).toHaveAttribute('data-place', 'bottom'))
  })

  it('keeps the typed quantities through a search, and Enter in a quantity adds the selection', async () => {
    serveProducts(PRODUCTS)
    const { events } = renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro() })
    await screen.findByRole('textbox', { name: 'Bracelet Améthyste' })
    await events.type(input('Bracelet Améthyste'), '4')
    await events.type(screen.getByRole('searchbox', { name: 'Rechercher par nom ou référence' }), 'jade')
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Bracelet Améthyste' })).not.toBeInTheDocument())
    expect(screen.getByText('1 produit affiché')).toBeVisible()
    await events.type(input('Collier Jade'), '1')
    await events.clear(screen.getByRole('searchbox', { name: 'Rechercher par nom ou référence' }))
    expect(await screen.findByRole('textbox', { name: 'Bracelet Améthyste' })).toHaveValue('4')
    expect(screen.getByText('Total : 140,50 €')).toBeVisible()

    // Tab goes from one quantity to the next.
    input('Bague Quartz').focus()
    await events.tab()
    expect(input('Bracelet Améthyste')).toHaveFocus()
    // The out-of-stock row is skipped: from the last orderable quantity, Tab reaches the button.
    input('Collier Jade').focus()
    await events.tab()
    expect(screen.getByRole('button', { name: 'Ajouter la sélection au panier' })).toHaveFocus()
    await events.type(input('Bague Quartz'), '1{Enter}')
    expect(await screen.findByText('Produits ajoutés au panier !')).toBeVisible()
    await waitFor(() => expect(storedCart()).toHaveLength(3))
  })

  it('counts what the cart already holds against the stock and keeps what could not go in', async () => {
    serveProducts(PRODUCTS)
    const inCart: CartItem[] = [{ id: 'p2', name: 'Collier Jade', price: 54, price_pro: 40.5, stock: 3, quantity: 3 }]
    const { events } = renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro(), cart: inCart })
    await screen.findByRole('textbox', { name: 'Collier Jade' })
    await events.type(input('Collier Jade'), '2{Enter}')
    const region = await report('Rien n’a été ajouté au panier.')
    expect(region).toHaveTextContent('Stock insuffisant : Collier Jade, 0 ajouté sur 2 demandés (votre panier en contient déjà 3).')
    expect(screen.queryByText('Produits ajoutés au panier !')).not.toBeInTheDocument()
    expect(input('Collier Jade')).toHaveValue('2')
    expect(storedCart()).toEqual([expect.objectContaining({ id: 'p2', quantity: 3 })])
  })

  it('adds to the lines already in a full cart, but no new line, and says the cart is full (20 lines per order)', async () => {
    serveProducts(PRODUCTS)
    const others: CartItem[] = Array.from({ length: 19 }, (_, i) => ({ id: `x${i}`, name: `Autre ${i}`, price: 10, stock: 5, quantity: 1 }))
    const inCart: CartItem[] = [{ id: 'p1', name: 'Bracelet Améthyste', price: 39.9, price_pro: 25, stock: 10, quantity: 1 }, ...others]
    serveCartAsStored(inCart)
    const { events } = renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro(), cart: inCart })
    await screen.findByRole('textbox', { name: 'Collier Jade' })
    await events.type(input('Bague Quartz'), '1')
    await events.type(input('Bracelet Améthyste'), '2')
    await events.type(input('Collier Jade'), '1{Enter}')
    const region = await report('Ajouté au panier : Bracelet Améthyste × 2.')
    expect(region).toHaveTextContent(
      'Panier complet (20 articles différents au maximum par commande), non ajouté : Bague Quartz, Collier Jade.',
    )
    expect(await screen.findByText('2 articles ajoutés au panier, 2 produits refusés : voir le détail près du bouton.')).toBeVisible()
    expect(screen.queryByText('Produits ajoutés au panier !')).not.toBeInTheDocument()
    expect(storedCart()).toHaveLength(20)
    expect(storedCart()[0]).toMatchObject({ id: 'p1', quantity: 3 })
    expect(input('Collier Jade')).toHaveValue('1')
  })

  it('stops a line at 99 (the most a checkout line takes) when more are in stock, and says why', async () => {
    serveProducts([product('p6', 'Perles de Jaspe', 2, 500, 1.5)])
    const { events } = renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro() })
    await screen.findByRole('textbox', { name: 'Perles de Jaspe' })
    await events.type(input('Perles de Jaspe'), '150{Enter}')
    const region = await report('Ajouté au panier : Perles de Jaspe × 99.')
    expect(region).toHaveTextContent(
      '99 exemplaires au maximum par article et par commande : Perles de Jaspe, 99 ajoutés sur 150 demandés.',
    )
    expect(await screen.findByText('99 articles ajoutés au panier, 1 produit limité : voir le détail près du bouton.')).toBeVisible()
    expect(screen.queryByText(/Stock insuffisant/)).not.toBeInTheDocument()
    expect(storedCart()).toEqual([expect.objectContaining({ id: 'p6', quantity: 99 })])
  })

  it('searches like the catalogue: blind to case, accents and œ/oe', async () => {
    serveProducts([...PRODUCTS, product('p7', 'Pendentif Œil-de-tigre', 35, 4)])
    const { events } = renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro() })
    await screen.findByRole('textbox', { name: 'Bracelet Améthyste' })
    const search = screen.getByRole('searchbox', { name: 'Rechercher par nom ou référence' })
    await events.type(search, 'amethyste')
    await waitFor(() => expect(screen.getByText('1 produit affiché')).toBeVisible())
    expect(screen.getAllByRole('textbox').map((element) => element.id)).toEqual(['qo-p1'])
    await events.clear(search)
    await events.type(search, 'OEIL')
    await waitFor(() => expect(screen.getAllByRole('textbox').map((element) => element.id)).toEqual(['qo-p7']))
    expect(screen.getByText('1 produit affiché')).toBeVisible()
  })

  it('shows each reference and the price HT and TTC, and finds a product by its reference', async () => {
    seed('shop_identity', [createShopIdentity({ vat_exempt: false, vat_rate: 20, vat_number: 'FR44732829320' })])
    const requests = serveProducts([{ ...PRODUCTS[0]!, sku: 'EDP-BAG-001' }, { ...PRODUCTS[1]!, sku: 'EDP-BRA-001' }, PRODUCTS[2]!])
    const { events } = renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro() })
    await screen.findByRole('textbox', { name: 'Bracelet Améthyste' })
    expect(requests[0]?.searchParams.get('fields')?.split(',')).toContain('sku')
    const row = input('Bracelet Améthyste').closest('li')!
    expect(within(row).getByText(/Réf\. EDP-BRA-001/)).toBeVisible()
    // 25,00 € TTC at 20 %.
    expect(await within(row).findByText('20,83 € HT · 25,00 € TTC')).toBeVisible()
    expect(within(input('Collier Jade').closest('li')!).queryByText(/Réf\./)).not.toBeInTheDocument()

    const search = screen.getByRole('searchbox', { name: 'Rechercher par nom ou référence' })
    await events.type(search, 'edp-bra')
    await waitFor(() => expect(screen.getAllByRole('textbox').map((element) => element.id)).toEqual(['qo-p1']))
    await events.clear(search)
    await events.type(search, 'bag-001')
    await waitFor(() => expect(screen.getAllByRole('textbox').map((element) => element.id)).toEqual(['qo-p4']))
    // A search never runs from the name into the reference.
    await events.clear(search)
    await events.type(search, 'quartz edp')
    await waitFor(() => expect(screen.getByText('0 produit affiché')).toBeVisible())
  })

  it('lists the names in French order, É with E and Œ with O (the server sorts them after Z)', async () => {
    // PocketBase's sort=name compares code points: É and Œ come after every plain letter.
    serveProducts([...PRODUCTS, product('p8', 'Écrin Opale', 60, 2), product('p7', 'Œil-de-tigre Bracelet', 35, 4)])
    renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro() })
    await screen.findByRole('textbox', { name: 'Écrin Opale' })
    const names = screen.getAllByRole('textbox').map((element) => element.closest('li')!.querySelector('label')!.textContent)
    expect(names).toEqual([
      'Bague Quartz',
      'Bracelet Améthyste',
      'Collier Jade',
      'Écrin Opale',
      'Œil-de-tigre Bracelet',
      'Pendentif Labradorite',
    ])
  })

  it('shows next to the button what went in and what the stock cut short, and the toast never claims it all went in', async () => {
    serveProducts(PRODUCTS)
    const inCart: CartItem[] = [{ id: 'p2', name: 'Collier Jade', price: 54, price_pro: 40.5, stock: 3, quantity: 2 }]
    const { events } = renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro(), cart: inCart })
    await screen.findByRole('textbox', { name: 'Collier Jade' })
    await events.type(input('Bracelet Améthyste'), '4')
    await events.type(input('Collier Jade'), '3')
    await events.click(addButton())
    const region = await report('Ajouté au panier : Bracelet Améthyste × 4, Collier Jade × 1.')
    expect(region).toHaveTextContent('Stock insuffisant : Collier Jade, 1 ajouté sur 3 demandés (votre panier en contient déjà 2).')
    expect(await screen.findByText('5 articles ajoutés au panier, 1 produit limité : voir le détail près du bouton.')).toBeVisible()
    expect(screen.queryByText('Produits ajoutés au panier !')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(storedCart().map((item) => [item.id, item.quantity])).toEqual([
        ['p2', 3],
        ['p1', 4],
      ]),
    )
    // Typing again clears the report of the last add.
    await events.type(input('Bague Quartz'), '1')
    expect(screen.queryByText(/Ajouté au panier :/)).not.toBeInTheDocument()
  })

  it('asks for a quantity when nothing is selected', async () => {
    serveProducts(PRODUCTS)
    const { events } = renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro() })
    await screen.findByRole('textbox', { name: 'Collier Jade' })
    await events.click(addButton())
    await report('Saisissez au moins une quantité avant d’ajouter au panier.')
  })

  it('says so in French when the products cannot be loaded, and retries', async () => {
    serveProducts('error')
    const { events } = renderApp('/espace-pro/commande-rapide', { user: demoUsers.pro() })
    expect(await screen.findByText('Impossible de charger les produits.')).toBeVisible()
    serveProducts(PRODUCTS)
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('textbox', { name: 'Collier Jade' })).toBeVisible()
  })
})

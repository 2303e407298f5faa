import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { expectConsoleError } from '@/testing/console'
import { demoUsers } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { serveCartAsStored } from '@/testing/cart-refresh'
import { act, renderApp, screen, waitFor, within } from '@/testing/test-utils'
import { clearCatalogueCache } from './api/use-catalogue'
import { productRecord, refs } from './testing-data'

const SLOW = { timeout: 8000 }

function seedCatalogue() {
  seed('categories', [refs.bracelets, refs.colliers])
  seed('stones', [refs.amethyste, refs.quartz])
  seed('materials', [refs.argent])
  seed('colors', [refs.violet])
  seed('products', [
    productRecord({ created: '2026-03-01 10:00:00.000Z' }),
    productRecord({
      name: 'Collier Tendresse – Quartz rose',
      slug: 'collier-tendresse',
      price: 58,
      price_pro: 30,
      stock: 1,
      created: '2026-02-01 10:00:00.000Z',
      category: [refs.colliers.id],
      stones: [refs.quartz.id],
      materials: [],
      colors: [],
      expand: { category: [refs.colliers], stones: [refs.quartz] },
    }),
    productRecord({
      name: 'Bracelet Ancrage – Jaspe',
      slug: 'bracelet-ancrage',
      price: 120,
      stock: 0,
      created: '2026-01-01 10:00:00.000Z',
      stones: [],
      materials: [],
      colors: [],
      expand: { category: [refs.bracelets], stones: [] },
    }),
  ])
}

/** The names of the product cards, in order. */
function cardNames() {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
}

async function findCards() {
  await screen.findAllByRole('article', {}, SLOW)
  return cardNames()
}

/** The side panel, once its choices are shown (they render just after the cards). */
async function findFilters() {
  const filters = screen.getByRole('complementary', { name: 'Filtres' })
  await within(filters).findAllByRole('checkbox', {}, SLOW)
  return filters
}

// Each test waits for the lazy screen and the 500 ms loading delay: room for a busy machine.
describe('catalogue', { timeout: 15_000 }, () => {
  beforeEach(() => clearCatalogueCache())

  it('shows a loading state, then every product newest first with its price and stock wording', async () => {
    seedCatalogue()
    renderApp('/catalogue')
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' }, SLOW)).toBeVisible()
    expect(screen.getByText('Chargement des produits...')).toBeInTheDocument()
    expect(await findCards()).toEqual(['Bracelet Sérénité – Améthyste', 'Collier Tendresse – Quartz rose', 'Bracelet Ancrage – Jaspe'])
    expect(screen.queryByText('Chargement des produits...')).not.toBeInTheDocument()
    expect(screen.getByText('3 produits')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Catalogue — Éclat de Pierre'))

    const [serenite, tendresse, ancrage] = screen.getAllByRole('article')
    expect(within(serenite!).getByText('34,90 €')).toBeInTheDocument()
    expect(within(serenite!).getByText('En stock : 24')).toBeInTheDocument()
    expect(within(tendresse!).getByText('58,00 €')).toBeInTheDocument()
    expect(within(tendresse!).getByText('Pièce unique')).toBeInTheDocument()
    expect(within(ancrage!).getByText('Rupture de stock')).toBeInTheDocument()
    expect(within(ancrage!).getByRole('button', { name: 'Ajouter « Bracelet Ancrage – Jaspe » au panier' })).toBeDisabled()
    expect(within(serenite!).getByRole('link', { name: 'Bracelet Sérénité – Améthyste' })).toHaveAttribute(
      'href',
      '/catalogue/bracelet-serenite-amethyste',
    )
    const image = serenite!.querySelector('img')!
    expect(image).toHaveAttribute('width', '400')
    expect(image).toHaveAttribute('height', '400')
    expect(image.getAttribute('src')).toContain('?thumb=400x400')
  })

  it('says « Réservé » on a card whose last piece another buyer is paying for, with the add button disabled', async () => {
    seed('categories', [refs.bracelets])
    seed('products', [productRecord({ stock: 0, reserved: 1, is_unique: true })])
    renderApp('/catalogue')
    const [card] = await screen.findAllByRole('article', {}, SLOW)
    // The shared mock answers only the fields asked for: 'Réservé' proves the catalogue asks for `reserved`.
    expect(within(card!).getByText('Réservé')).toBeInTheDocument()
    expect(within(card!).queryByText('Rupture de stock')).not.toBeInTheDocument()
    expect(within(card!).getByRole('button', { name: 'Ajouter « Bracelet Sérénité – Améthyste » au panier' })).toBeDisabled()
  })

  it('filters by size (« Tailles », ?taille=): the sizes of the products, a product shown for a size it has in stock; its card says « Plusieurs tailles »', async () => {
    seed('categories', [refs.bracelets])
    seed('products', [
      productRecord({
        name: 'Bracelet Lune',
        slug: 'bracelet-lune',
        stock: 9,
        created: '2026-03-01 10:00:00.000Z',
        sizes: [
          { size: '16 cm', stock: 0, reserved: 1 },
          { size: '17 cm', stock: 2, reserved: 0 },
        ],
      }),
      productRecord({
        name: 'Collier Nuit',
        slug: 'collier-nuit',
        stock: 9,
        created: '2026-02-01 10:00:00.000Z',
        sizes: [
          { size: '40 cm', stock: 0, reserved: 0 },
          { size: '16 cm', stock: 1, reserved: 0 },
        ],
      }),
      productRecord({ name: 'Bague Soleil', slug: 'bague-soleil', stock: 3, created: '2026-01-01 10:00:00.000Z' }),
    ])
    const { events, router } = renderApp('/catalogue')
    expect(await findCards()).toEqual(['Bracelet Lune', 'Collier Nuit', 'Bague Soleil'])
    const [lune, nuit, soleil] = screen.getAllByRole('article')
    // In stock by its sizes, never by its own stock (9): 2 in 17 cm.
    expect(within(lune!).getByText('Plusieurs tailles')).toBeInTheDocument()
    expect(within(lune!).getByText('En stock : 2')).toBeInTheDocument()
    expect(within(nuit!).getByText('En stock : 1')).toBeInTheDocument()
    expect(within(soleil!).queryByText('Plusieurs tailles')).not.toBeInTheDocument()

    const filters = await findFilters()
    await events.click(within(filters).getByText('Tailles', { selector: 'summary > span' }))
    const sizes = within(filters).getByRole('group', { name: 'Tailles' })
    expect(
      within(sizes)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['16 cm', '17 cm', '40 cm'])

    await events.click(within(sizes).getByRole('checkbox', { name: '16 cm' }))
    expect(router.state.location.search).toBe('?taille=16')
    // The 16 cm of « Bracelet Lune » is held by a checkout: not in stock at that size.
    expect(cardNames()).toEqual(['Collier Nuit'])
    await events.click(within(sizes).getByRole('checkbox', { name: '17 cm' }))
    expect(cardNames()).toEqual(['Bracelet Lune', 'Collier Nuit'])
    await events.click(within(sizes).getByRole('checkbox', { name: '16 cm' }))
    await events.click(within(sizes).getByRole('checkbox', { name: '17 cm' }))
    await events.click(within(sizes).getByRole('checkbox', { name: '40 cm' }))
    expect(router.state.location.search).toBe('?taille=40')
    expect(screen.getByText('Aucun produit ne correspond à votre sélection.')).toBeInTheDocument()
  })

  it('reads the size from a shared link', async () => {
    seed('categories', [refs.bracelets])
    seed('products', [
      productRecord({ name: 'Bracelet Lune', slug: 'bracelet-lune', sizes: [{ size: '17 cm', stock: 1, reserved: 0 }] }),
      productRecord({ name: 'Bague Soleil', slug: 'bague-soleil' }),
    ])
    renderApp('/catalogue?taille=17')
    expect(await findCards()).toEqual(['Bracelet Lune'])
    expect(within(await findFilters()).getByRole('checkbox', { name: '17 cm' })).toBeChecked()
  })

  it('/products is the same catalogue', async () => {
    seedCatalogue()
    renderApp('/products')
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' }, SLOW)).toBeVisible()
    expect(await findCards()).toHaveLength(3)
  })

  it('filters with the panel, keeps the choice in the address, and explains an empty result', async () => {
    seedCatalogue()
    const { events, router } = renderApp('/catalogue')
    await findCards()
    const filters = await findFilters()

    await events.click(within(filters).getByRole('checkbox', { name: 'Améthyste' }))
    expect(router.state.location.search).toBe('?pierre=amethyste')
    expect(cardNames()).toEqual(['Bracelet Sérénité – Améthyste'])

    await events.click(within(filters).getByRole('checkbox', { name: 'Quartz rose' }))
    expect(cardNames()).toEqual(['Bracelet Sérénité – Améthyste', 'Collier Tendresse – Quartz rose'])

    await events.click(within(filters).getByRole('radio', { name: 'Plus de 200 €' }))
    expect(router.state.location.search).toBe('?pierre=amethyste%2Cquartz-rose&budget=plus-de-200')
    expect(screen.getByText('Aucun produit ne correspond à votre sélection.')).toBeInTheDocument()
    expect(screen.queryAllByRole('article')).toHaveLength(0)

    await events.click(within(screen.getByRole('region', { name: 'Produits' })).getByRole('button', { name: 'Effacer les filtres' }))
    expect(router.state.location.search).toBe('')
    expect(cardNames()).toHaveLength(3)
  })

  it('reads search, filters, budget and sort from the address (a shared link), and the back button undoes a choice', async () => {
    seedCatalogue()
    const { events, router } = renderApp('/catalogue?categorie=bracelets&budget=moins-de-50')
    expect(await findCards()).toEqual(['Bracelet Sérénité – Améthyste'])
    const filters = await findFilters()
    expect(within(filters).getByRole('checkbox', { name: 'Bracelets' })).toBeChecked()
    expect(within(filters).getByRole('radio', { name: 'Moins de 50 €' })).toBeChecked()

    await events.click(within(filters).getByRole('radio', { name: 'Tous les prix' }))
    expect(cardNames()).toEqual(['Bracelet Sérénité – Améthyste', 'Bracelet Ancrage – Jaspe'])

    await events.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Prix décroissant')
    expect(router.state.location.search).toBe('?categorie=bracelets&tri=price-desc')
    expect(cardNames()).toEqual(['Bracelet Ancrage – Jaspe', 'Bracelet Sérénité – Améthyste'])

    await act(() => router.navigate(-1))
    await waitFor(() => expect(cardNames()).toEqual(['Bracelet Sérénité – Améthyste', 'Bracelet Ancrage – Jaspe']))
    await act(() => router.navigate(-1))
    await waitFor(() => expect(cardNames()).toEqual(['Bracelet Sérénité – Améthyste']))
    expect(within(filters).getByRole('radio', { name: 'Moins de 50 €' })).toBeChecked()
  })

  it('comes back from a product to the same filtered list at once, without loading again', async () => {
    seedCatalogue()
    const { router } = renderApp('/catalogue?pierre=amethyste')
    expect(await findCards()).toEqual(['Bracelet Sérénité – Améthyste'])
    await act(() => router.navigate('/catalogue/bracelet-serenite-amethyste'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Bracelet Sérénité – Améthyste' }, SLOW)).toBeVisible()
    await act(() => router.navigate(-1))
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' }, SLOW)).toBeVisible()
    expect(screen.queryByText('Chargement des produits...')).not.toBeInTheDocument()
    expect(cardNames()).toEqual(['Bracelet Sérénité – Améthyste'])
    expect(router.state.location.search).toBe('?pierre=amethyste')
  })

  it('searches the names as the shopper types, whatever the case and accents', async () => {
    seedCatalogue()
    const { events, router } = renderApp('/catalogue?q=bracelet')
    expect(await findCards()).toEqual(['Bracelet Sérénité – Améthyste', 'Bracelet Ancrage – Jaspe'])
    const search = within(screen.getByRole('search', { name: 'Recherche dans le catalogue' })).getByRole('searchbox', {
      name: 'Rechercher un produit',
    })
    expect(search).toHaveValue('bracelet')
    expect(search).toHaveAttribute('placeholder', 'Rechercher un produit...')
    await events.clear(search)
    await events.type(search, 'SÉRÉNITÉ')
    expect(cardNames()).toEqual(['Bracelet Sérénité – Améthyste'])
    expect(router.state.location.search).toBe('?q=S%C3%89R%C3%89NIT%C3%89')
  })

  it('shows the pro price to a pro, and sorts by it', async () => {
    seedCatalogue()
    const { events } = renderApp('/catalogue?tri=price-asc', { user: demoUsers.pro() })
    expect(await findCards()).toEqual(['Collier Tendresse – Quartz rose', 'Bracelet Sérénité – Améthyste', 'Bracelet Ancrage – Jaspe'])
    const collier = screen.getAllByRole('article')[0]!
    expect(within(collier).getByText('30,00 €')).toBeInTheDocument()
    expect(await within(collier).findByText('Prix pro')).toBeInTheDocument()
    await events.click(within(await findFilters()).getByRole('radio', { name: 'Moins de 50 €' }))
    expect(cardNames()).toEqual(['Collier Tendresse – Quartz rose', 'Bracelet Sérénité – Améthyste'])
  })

  it('adds to the cart with a toast; a unique piece then shows « Déjà dans le panier », a link to the cart, and no error', async () => {
    seedCatalogue()
    const { events, router } = renderApp('/catalogue')
    await findCards()
    await events.click(screen.getByRole('button', { name: 'Ajouter « Collier Tendresse – Quartz rose » au panier' }))
    expect(await screen.findByText('« Collier Tendresse – Quartz rose » a été ajouté au panier.', {}, SLOW)).toBeInTheDocument()
    expect(within(screen.getByRole('status', { name: 'Notifications' })).getByRole('link', { name: 'Voir le panier' })).toHaveAttribute(
      'href',
      '/cart',
    )
    expect(screen.getByRole('link', { name: 'Panier (1 article)' })).toBeInTheDocument()
    const inCart = screen.getByRole('link', { name: '« Collier Tendresse – Quartz rose » est déjà dans le panier : voir le panier' })
    expect(inCart).toHaveAttribute('title', 'Déjà dans le panier')
    expect(inCart).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Ajouter « Collier Tendresse – Quartz rose » au panier' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Stock insuffisant/)).not.toBeInTheDocument()
    await events.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
  })

  it('says in French that a full cart (20 different pieces, the most an order takes) cannot take a new piece', async () => {
    seedCatalogue()
    const cart = Array.from({ length: 20 }, (_, i) => ({ id: `x${i}`, name: `Autre ${i}`, price: 10, stock: 5, quantity: 1 }))
    serveCartAsStored(cart)
    const { events } = renderApp('/catalogue', { cart })
    await findCards()
    await events.click(screen.getByRole('button', { name: 'Ajouter « Collier Tendresse – Quartz rose » au panier' }))
    expect(
      await screen.findByText(
        'Votre panier contient déjà 20 articles différents, le maximum pour une commande : passez commande ou retirez un article pour en ajouter un autre.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Panier (20 articles)' })).toBeInTheDocument()
  })

  it('opens the filters in a dialog with « Affiner votre recherche » on small screens', async () => {
    seedCatalogue()
    const { events } = renderApp('/catalogue')
    await findCards()
    await events.click(screen.getByRole('button', { name: 'Affiner votre recherche' }))
    const dialog = await screen.findByRole('dialog', { name: 'Affiner votre recherche' })
    // The lists are read once the first card's image is on screen.
    await events.click(await within(dialog).findByRole('checkbox', { name: 'Colliers' }, SLOW))
    expect(cardNames()).toEqual(['Collier Tendresse – Quartz rose'])
    await events.click(within(dialog).getByRole('button', { name: 'Voir 1 produit' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Affiner votre recherche\s*\(1 filtre actif\)$/ })).toBeInTheDocument()
  })

  it('keeps working when a reference list cannot be loaded: that group says so', async () => {
    seedCatalogue()
    expectConsoleError('Catalogue : échec du chargement de stones')
    server.use(
      http.get('*/api/collections/stones/records', () => HttpResponse.json({ status: 500, message: 'boom', data: {} }, { status: 500 })),
    )
    renderApp('/catalogue')
    expect(await findCards()).toHaveLength(3)
    const filters = await findFilters()
    const stones = within(filters).getByText('Pierres').closest('details')!
    expect(within(stones).getByText('Aucun choix disponible.')).toBeInTheDocument()
    expect(within(stones).queryByRole('checkbox')).not.toBeInTheDocument()
    expect(within(filters).getByRole('checkbox', { name: 'Bracelets' })).toBeInTheDocument()
  })

  it('says in French when the products cannot be loaded, and tries again', async () => {
    seedCatalogue()
    expectConsoleError('Catalogue : échec du chargement des produits')
    server.use(
      http.get('*/api/collections/products/records', () => HttpResponse.json({ status: 500, message: 'boom', data: {} }, { status: 500 }), {
        once: true,
      }),
    )
    const { events } = renderApp('/catalogue')
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Le catalogue n’a pas pu être chargé.')
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    await events.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await findCards()).toHaveLength(3)
  })

  it('with many products, shows the newest first page, then filters the whole list once it has arrived', async () => {
    seed('categories', [refs.bracelets, refs.colliers])
    seed('stones', [refs.amethyste, refs.quartz])
    const many = Array.from({ length: 60 }, (_, i) =>
      productRecord({
        id: `p${String(i).padStart(14, '0')}`,
        name: `Bijou ${i + 1}`,
        slug: `bijou-${i + 1}`,
        created: `2026-01-01 10:${String(59 - i).padStart(2, '0')}:00.000Z`,
        stones: [i === 55 ? refs.quartz.id : refs.amethyste.id],
      }),
    )
    seed('products', many)
    const { events } = renderApp('/catalogue')
    expect(await screen.findByText('60 produits', {}, SLOW)).toBeInTheDocument()
    // The first row at once, the rest of the page just after.
    await waitFor(() => expect(cardNames()).toHaveLength(24))
    expect(cardNames()[0]).toBe('Bijou 1')
    expect(screen.getByRole('button', { name: 'Afficher plus de produits (36 restants)' })).toBeInTheDocument()

    await events.click(within(await findFilters()).getByRole('checkbox', { name: 'Quartz rose' }))
    // The 56th product is not in the first page: the whole list is waited for, then filtered.
    await waitFor(() => expect(cardNames()).toEqual(['Bijou 56']), { timeout: 8000 })
    expect(screen.getByText('1 produit')).toBeInTheDocument()
  })

  it('coming back to the catalogue shows the whole page at once (the browser can restore the scroll position)', async () => {
    seed(
      'products',
      Array.from({ length: 30 }, (_, i) =>
        productRecord({ id: `q${String(i).padStart(14, '0')}`, name: `Bijou ${i + 1}`, slug: `bijou-${i + 1}` }),
      ),
    )
    const { router } = renderApp('/catalogue')
    await waitFor(() => expect(cardNames()).toHaveLength(24), SLOW)
    await act(() => router.navigate('/a-propos'))
    // How many cards the first paint of the grid holds (a mutation observer runs before any later render).
    let firstPaint = 0
    const observer = new MutationObserver(() => {
      if (!firstPaint) firstPaint = document.querySelectorAll('article').length
    })
    observer.observe(document.body, { childList: true, subtree: true })
    await act(() => router.navigate(-1))
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' }, SLOW)).toBeVisible()
    await waitFor(() => expect(firstPaint).toBeGreaterThan(0))
    observer.disconnect()
    expect(firstPaint).toBe(24)
  })

  it('on a first visit, the other cards’ images wait until the first card’s image is painted', async () => {
    // The first card's image "decodes" when the test says so (jsdom has no decode()).
    let decoded: () => void = () => {}
    const decode = vi.fn(() => new Promise<void>((resolve) => (decoded = resolve)))
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true })
    onTestFinished(() => void delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode)
    seed(
      'products',
      Array.from({ length: 8 }, (_, i) =>
        productRecord({ id: `i${String(i).padStart(14, '0')}`, name: `Bijou ${i + 1}`, slug: `bijou-${i + 1}`, image: [`b${i}.jpg`] }),
      ),
    )
    renderApp('/catalogue')
    await waitFor(() => expect(cardNames()).toHaveLength(8), SLOW)
    const images = () => screen.getAllByRole('article').map((card) => card.querySelector('img')?.getAttribute('src') ?? null)
    // The first row (four cards wide) at once, the others as empty frames.
    await waitFor(() => expect(decode).toHaveBeenCalled())
    expect(
      images()
        .slice(0, 4)
        .every((src) => src?.includes('thumb=400x400')),
    ).toBe(true)
    expect(images().slice(4)).toEqual([null, null, null, null])
    act(() => decoded())
    await waitFor(() => expect(images().every((src) => src?.includes('thumb=400x400'))).toBe(true))
  })
})

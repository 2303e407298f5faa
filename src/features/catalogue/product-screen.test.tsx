import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createShopIdentity, demoUsers } from '@/testing/data-generators'
import { db, seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { serveCartAsStored } from '@/testing/cart-refresh'
import { holdRequests } from '@/testing/hold-requests'
import { renderApp, screen, waitFor, within } from '@/testing/test-utils'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { productRecord, refs } from './testing-data'

/** PocketBase's answer to `filter=slug = "…"` (the shared handler ignores filters). */
function servesProductsBySlug() {
  server.use(
    http.get('*/api/collections/products/records', ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter') ?? ''
      const slug = /slug\s*=\s*["']([^"']*)["']/.exec(filter)?.[1]
      const items = ((db.collections.get('products') ?? []) as ProductsRecord[]).filter((p) => p.slug === slug)
      return HttpResponse.json({ page: 1, perPage: 1, totalItems: -1, totalPages: -1, items })
    }),
  )
}

const SLOW = { timeout: 8000 }

function meta(selector: string) {
  return document.head.querySelector<HTMLMetaElement>(selector)?.content
}

describe('product detail', { timeout: 15_000 }, () => {
  it('shows « Chargement du trésor... », then the product: price, stock badge, description, lists and meta', async () => {
    servesProductsBySlug()
    seed('products', [
      productRecord({ expand: { category: [refs.bracelets], stones: [refs.amethyste, refs.quartz], materials: [refs.argent] } }),
    ])
    const release = holdRequests('*/api/collections/products/records')
    renderApp('/catalogue/bracelet-serenite-amethyste')
    expect(await screen.findByText('Chargement du trésor...', {}, SLOW)).toBeInTheDocument()
    release()
    expect(await screen.findByRole('heading', { level: 1, name: 'Bracelet Sérénité – Améthyste' }, SLOW)).toBeVisible()
    expect(screen.getByText('34,90 €')).toBeInTheDocument()
    expect(screen.getByText('24 en stock')).toBeInTheDocument()
    expect(screen.getByText(/Un bracelet tout en douceur/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled()
    // The size guide (docs/adr/0101), beside the button.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Guide des tailles' })).toHaveAttribute('href', '/guide-des-tailles')

    expect(within(screen.getByRole('list', { name: 'Catégories' })).getByRole('link', { name: 'Bracelets' })).toHaveAttribute(
      'href',
      '/catalogue?categorie=bracelets',
    )
    const stones = within(screen.getByRole('list', { name: 'Pierres' })).getAllByRole('link')
    expect(stones.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Améthyste', '/catalogue?pierre=amethyste'],
      ['Quartz rose', '/catalogue?pierre=quartz-rose'],
    ])
    expect(within(screen.getByRole('list', { name: 'Matériaux' })).getByRole('link', { name: 'Argent 925' })).toBeInTheDocument()

    await waitFor(() => expect(document.title).toBe('Bracelet Sérénité – Améthyste — Éclat de Pierre'))
    expect(meta('meta[name="description"]')).toMatch(/^Un bracelet tout en douceur/)
    expect(meta('meta[property="og:type"]')).toBe('product')
    expect(meta('meta[property="og:image"]')).toMatch(/^https?:\/\/.+\/api\/files\/products\/.+\/serenite_1\.jpg\?thumb=800x0$/)
    // The schema.org Product a search engine reads: the public price, every image, the page's own address.
    const data = JSON.parse(document.getElementById('structured-data')?.textContent ?? '{}') as Record<string, unknown>
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Bracelet Sérénité – Améthyste',
      url: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/catalogue\/bracelet-serenite-amethyste$/),
      offers: { price: '34.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    })
    expect(data.image).toEqual([expect.stringMatching(/\/serenite_1\.jpg$/), expect.stringMatching(/\/serenite_2\.jpg$/)])
  })

  it('switches the main image with a thumbnail, by click or keyboard', async () => {
    servesProductsBySlug()
    seed('products', [productRecord({ image: ['a.jpg', 'b.jpg', 'c.jpg'] })])
    const { events } = renderApp('/catalogue/bracelet-serenite-amethyste')
    const main = await screen.findByRole('img', { name: 'Bracelet Sérénité – Améthyste — image 1 sur 3' }, SLOW)
    expect(main.getAttribute('src')).toMatch(/a\.jpg\?thumb=800x0$/)
    expect(main).toHaveAttribute('width', '800')

    const second = screen.getByRole('button', { name: 'Afficher l’image 2 sur 3' })
    // The thumbnails load once the main image has been painted.
    await waitFor(() => expect(second.querySelector('img')?.getAttribute('src')).toMatch(/b\.jpg\?thumb=100x100$/))
    await events.click(second)
    expect(second).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('img', { name: 'Bracelet Sérénité – Améthyste — image 2 sur 3' }).getAttribute('src')).toMatch(/b\.jpg/)

    await events.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: 'Afficher l’image 3 sur 3' })).toHaveFocus()
    expect(screen.getByRole('img', { name: 'Bracelet Sérénité – Améthyste — image 3 sur 3' }).getAttribute('src')).toMatch(/c\.jpg/)
    await events.keyboard('{Shift>}{Tab}{/Shift}{Enter}')
    expect(screen.getByRole('img', { name: 'Bracelet Sérénité – Améthyste — image 2 sur 3' })).toBeInTheDocument()
  })

  it('adds to the cart and updates the header badge', async () => {
    servesProductsBySlug()
    seed('products', [productRecord()])
    const { events } = renderApp('/catalogue/bracelet-serenite-amethyste')
    await events.click(await screen.findByRole('button', { name: 'Ajouter au panier' }, SLOW))
    expect(await screen.findByText('« Bracelet Sérénité – Améthyste » a été ajouté au panier.', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Panier (1 article)' })).toBeInTheDocument()
  })

  it('the add-to-cart toast offers « Voir le panier », a link to the cart that closes the toast', async () => {
    servesProductsBySlug()
    seed('products', [productRecord()])
    const { events, router } = renderApp('/catalogue/bracelet-serenite-amethyste')
    await events.click(await screen.findByRole('button', { name: 'Ajouter au panier' }, SLOW))
    const notifications = screen.getByRole('status', { name: 'Notifications' })
    const seeCart = await within(notifications).findByRole('link', { name: 'Voir le panier' }, SLOW)
    expect(seeCart).toHaveAttribute('href', '/cart')
    await events.click(seeCart)
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
    expect(within(notifications).queryByText(/a été ajouté au panier/)).not.toBeInTheDocument()
  })

  it('never starts a line with the name’s dash or a unit: « Sérénité – » and « 10 × 8 mm » stay on one line, the text as typed', async () => {
    servesProductsBySlug()
    seed('products', [productRecord({ description: 'Un cabochon ovale de 10 × 8 mm serti clos.' })])
    renderApp('/catalogue/bracelet-serenite-amethyste')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Bracelet Sérénité – Améthyste' }, SLOW)
    expect(within(heading).getByText('Sérénité –')).toHaveClass('whitespace-nowrap')
    expect(screen.getByText('10 × 8 mm')).toHaveClass('whitespace-nowrap')
    expect(screen.getByText('10 × 8 mm').closest('p')).toHaveTextContent('Un cabochon ovale de 10 × 8 mm serti clos.')
  })

  it('shows « Déjà dans le panier », a link to the cart, for a unique piece already in the cart (no add button, no error)', async () => {
    servesProductsBySlug()
    const piece = productRecord({ stock: 1, is_unique: true })
    seed('products', [piece])
    const cart = [{ id: piece.id, name: piece.name, price: piece.price, stock: 1, quantity: 1 }]
    serveCartAsStored(cart)
    const { events, router } = renderApp('/catalogue/bracelet-serenite-amethyste', { cart })
    const link = await screen.findByRole('link', { name: 'Déjà dans le panier' }, SLOW)
    expect(link).toHaveAttribute('href', '/cart')
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).not.toBeInTheDocument()
    await events.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
  })

  it('turns « Ajouter au panier » into « Déjà dans le panier » once the whole stock is in the cart, keeping the focus', async () => {
    servesProductsBySlug()
    seed('products', [productRecord({ stock: 2, is_unique: false })])
    const { events } = renderApp('/catalogue/bracelet-serenite-amethyste')
    await events.click(await screen.findByRole('button', { name: 'Ajouter au panier' }, SLOW))
    await events.click(screen.getByRole('button', { name: 'Ajouter au panier' }))
    expect(await screen.findByRole('link', { name: 'Déjà dans le panier' }, SLOW)).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Panier (2 articles)' })).toBeInTheDocument()
    expect(screen.queryByText(/Stock insuffisant/)).not.toBeInTheDocument()
  })

  it.each([
    [{ stock: 0, is_unique: false }, 'Épuisé'],
    [{ stock: 0, is_unique: true }, 'Vendu'],
  ])('reads « Épuisé » on a disabled button when the stock is out (%o → badge « %s »)', async (fields, badge) => {
    servesProductsBySlug()
    seed('products', [productRecord(fields)])
    renderApp('/catalogue/bracelet-serenite-amethyste')
    expect(await screen.findByRole('button', { name: 'Épuisé' }, SLOW)).toBeDisabled()
    expect(screen.getAllByText(badge).length).toBeGreaterThanOrEqual(1)
  })

  it('says a unique piece being paid for by another buyer is reserved, and may come back within 15 minutes', async () => {
    servesProductsBySlug()
    seed('products', [productRecord({ stock: 0, reserved: 1, is_unique: true })])
    renderApp('/catalogue/bracelet-serenite-amethyste')
    expect(await screen.findByRole('button', { name: 'Réservé' }, SLOW)).toBeDisabled()
    expect(screen.getByText('Pièce réservée')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Un autre client est en train de la payer. Si le paiement n’aboutit pas, elle sera remise en vente d’ici 15 minutes.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Vendu')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Épuisé' })).not.toBeInTheDocument()
  })

  it('says « Réservé » for an ordinary product whose last units are being paid for', async () => {
    servesProductsBySlug()
    seed('products', [productRecord({ stock: 0, reserved: 2, is_unique: false })])
    renderApp('/catalogue/bracelet-serenite-amethyste')
    expect(await screen.findByRole('button', { name: 'Réservé' }, SLOW)).toBeDisabled()
    expect(screen.getAllByText('Réservé')).toHaveLength(2)
    expect(screen.queryByText('Épuisé')).not.toBeInTheDocument()
  })

  it('shows « Pièce unique disponible » for a unique piece in stock, and the pro price to a pro', async () => {
    servesProductsBySlug()
    seed('products', [productRecord({ stock: 1, is_unique: true, price_pro: 20.9 })])
    renderApp('/catalogue/bracelet-serenite-amethyste', { user: demoUsers.pro() })
    expect(await screen.findByText('Pièce unique disponible', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('20,90 €')).toBeInTheDocument()
    expect(await screen.findByText('Prix pro')).toBeInTheDocument()
  })

  it('shows a pro of a VAT-exempt shop the reference and the art. 293 B mention', async () => {
    servesProductsBySlug()
    seed('shop_identity', [createShopIdentity({ vat_exempt: true, vat_rate: 0 })])
    seed('products', [productRecord({ sku: 'EDP-BRA-001', price_pro: 20.9 })])
    renderApp('/catalogue/bracelet-serenite-amethyste', { user: demoUsers.pro() })
    expect(await screen.findByText('Réf. EDP-BRA-001', {}, SLOW)).toBeVisible()
    expect(await screen.findByText('TVA non applicable, art. 293 B du CGI')).toBeVisible()
    expect(screen.getByText('20,90 €')).toBeVisible()
  })

  it('shows a visitor the reference, and nothing of the VAT', async () => {
    servesProductsBySlug()
    seed('shop_identity', [createShopIdentity({ vat_exempt: true, vat_rate: 0 })])
    seed('products', [productRecord({ sku: 'EDP-BRA-001', price_pro: 20.9 })])
    renderApp('/catalogue/bracelet-serenite-amethyste')
    expect(await screen.findByText('Réf. EDP-BRA-001', {}, SLOW)).toBeVisible()
    expect(screen.queryByText(/TVA|HT/)).not.toBeInTheDocument()
  })

  it('says « Produit non trouvé » when there is no such product (or it is exclusive)', async () => {
    servesProductsBySlug()
    renderApp('/catalogue/inconnu')
    expect(await screen.findByRole('heading', { level: 1, name: 'Produit non trouvé' }, SLOW)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Retour au catalogue' })).toHaveAttribute('href', '/catalogue')
  })

  it('goes from a renamed product’s old address to its live one, in place of it, the query kept (docs/adr/0084)', async () => {
    servesProductsBySlug()
    const product = productRecord()
    seed('products', [product])
    seed('former_slugs', [
      { ...productRecord({ id: 'formerslug00001' }), kind: 'products', slug: 'bracelet-serenite', product: product.id },
    ])
    const { router } = renderApp('/catalogue/bracelet-serenite?utm_source=pinterest')
    expect(await screen.findByRole('heading', { level: 1, name: 'Bracelet Sérénité – Améthyste' }, SLOW)).toBeVisible()
    expect(router.state.location.pathname).toBe('/catalogue/bracelet-serenite-amethyste')
    expect(router.state.location.search).toBe('?utm_source=pinterest')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('says « Erreur lors du chargement du produit » on another failure', async () => {
    server.use(
      http.get('*/api/collections/products/records', () => HttpResponse.json({ status: 500, message: 'boom', data: {} }, { status: 500 })),
    )
    renderApp('/catalogue/bracelet-serenite-amethyste')
    expect(await screen.findByRole('heading', { level: 1, name: 'Erreur lors du chargement du produit' }, SLOW)).toBeVisible()
    expect(screen.getByRole('alert')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument()
  })

  it('says « Ce produit semble s’être volatilisé. » when the server answers with an empty product', async () => {
    server.use(
      http.get('*/api/collections/products/records', () =>
        HttpResponse.json({ page: 1, perPage: 1, totalItems: -1, totalPages: -1, items: [null] }),
      ),
    )
    renderApp('/catalogue/bracelet-serenite-amethyste')
    expect(await screen.findByRole('heading', { level: 1, name: "Ce produit semble s'être volatilisé." }, SLOW)).toBeVisible()
  })
})

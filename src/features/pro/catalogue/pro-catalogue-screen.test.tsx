import { describe, expect, it } from 'vitest'
import type { BaseRecord } from '@/lib/pocketbase-types'
import { createProduct, createShopIdentity, demoUsers, recordId } from '@/testing/data-generators'
import { seed } from '@/testing/mocks/db'
import { act, findPageHeading, renderApp, screen, waitFor, within } from '@/testing/test-utils'

const SLOW = { timeout: 8000 }

function reference<T extends Record<string, unknown>>(collectionName: string, fields: T): BaseRecord & T {
  const at = '2026-01-01 10:00:00.000Z'
  return { id: recordId('x'), collectionId: collectionName, collectionName, created: at, updated: at, ...fields }
}

const bracelets = reference('categories', { name: 'Bracelets', slug: 'bracelets' })
const colliers = reference('categories', { name: 'Colliers', slug: 'colliers' })
const amethyste = reference('stones', { name: 'Améthyste', virtues: 'Calme' })
const malachite = reference('stones', { name: 'Malachite', virtues: 'Protection' })
const argent = reference('materials', { name: 'Argent 925' })
const violet = reference('colors', { name: 'Violet', hex_code: '#7B4FA3' })

/** Newest first: the exclusive piece (58 €, 45 € for pros), a bracelet with a pro price, a necklace without. */
function seedCatalogue() {
  seed('categories', [bracelets, colliers])
  seed('stones', [amethyste, malachite])
  seed('materials', [argent])
  seed('colors', [violet])
  seed('products', [
    createProduct({
      name: 'Bracelet Forêt profonde',
      slug: 'bracelet-foret-profonde',
      price: 58,
      price_pro: 45,
      exclusive: true,
      created: '2026-03-01 10:00:00.000Z',
      category: [bracelets.id],
      stones: [malachite.id],
    }),
    createProduct({
      name: 'Bracelet Sérénité',
      slug: 'bracelet-serenite',
      price: 34.9,
      price_pro: 27.9,
      created: '2026-02-01 10:00:00.000Z',
      category: [bracelets.id],
      stones: [amethyste.id],
      materials: [argent.id],
      colors: [violet.id],
    }),
    createProduct({
      name: 'Collier Lune',
      slug: 'collier-lune',
      price: 120,
      created: '2026-01-01 10:00:00.000Z',
      category: [colliers.id],
      stones: [amethyste.id],
    }),
  ])
}

function cardNames() {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
}

async function findCards() {
  await screen.findAllByRole('article', {}, SLOW)
  return cardNames()
}

function filters() {
  return within(screen.getByRole('complementary', { name: 'Filtres' }))
}

describe('pro catalogue (/espace-pro/catalogue)', { timeout: 15_000 }, () => {
  it('lists every product, exclusive ones included, with the pro prices and the four filters of the spec', async () => {
    seedCatalogue()
    seed('shop_identity', [createShopIdentity({ vat_exempt: false, vat_rate: 20, vat_number: 'FR44732829320' })])
    renderApp('/espace-pro/catalogue', { user: demoUsers.pro() })
    expect(await findPageHeading('Catalogue Professionnel')).toBeVisible()
    expect(await findCards()).toEqual(['Bracelet Forêt profonde', 'Bracelet Sérénité', 'Collier Lune'])
    await waitFor(() => expect(document.title).toBe('Catalogue pro — Éclat de Pierre'))
    const [foret, , collier] = screen.getAllByRole('article')
    expect(within(foret!).getByText('45,00 €')).toBeVisible()
    expect(await within(foret!).findByText('Prix pro')).toBeVisible()
    // Each price HT and TTC at the shop's rate (45,00 € TTC at 20 %: 37,50 € HT).
    expect(await within(foret!).findByText('37,50 € HT · 45,00 € TTC')).toBeVisible()
    expect(within(collier!).getByText('100,00 € HT · 120,00 € TTC')).toBeVisible()
    expect(within(collier!).getByText('120,00 €')).toBeVisible()
    expect(within(collier!).queryByText('Prix pro')).not.toBeInTheDocument()
    // Category, budget, stone, material; not the storefront's other groups.
    const groups = screen.getByRole('complementary', { name: 'Filtres' }).querySelectorAll('summary')
    expect([...groups].map((summary) => summary.textContent)).toEqual(['Catégories', 'Budget', 'Pierres', 'Matériaux'])
    expect(screen.getByRole('link', { name: 'Retour à l’espace pro' })).toHaveAttribute('href', '/espace-pro')
    // A card opens the shop's product page.
    expect(within(foret!).getByRole('link', { name: 'Bracelet Forêt profonde' })).toHaveAttribute(
      'href',
      '/catalogue/bracelet-foret-profonde',
    )
  })

  it('applies the budget to the pro price, and keeps the choice in the address of the pro catalogue', async () => {
    seedCatalogue()
    const { events, router } = renderApp('/espace-pro/catalogue', { user: demoUsers.pro() })
    await findCards()
    await events.click(await filters().findByRole('radio', { name: 'Moins de 50 €' }))
    // 58 € for a visitor, 45 € for a pro: under 50 €.
    expect(cardNames()).toEqual(['Bracelet Forêt profonde', 'Bracelet Sérénité'])
    expect(router.state.location.pathname).toBe('/espace-pro/catalogue')
    expect(router.state.location.search).toBe('?budget=moins-de-50')

    await events.click(await filters().findByRole('checkbox', { name: 'Améthyste' }))
    expect(cardNames()).toEqual(['Bracelet Sérénité'])
    expect(router.state.location.search).toBe('?pierre=amethyste&budget=moins-de-50')

    await act(() => router.navigate(-1))
    await waitFor(() => expect(cardNames()).toEqual(['Bracelet Forêt profonde', 'Bracelet Sérénité']))
    expect(router.state.location.pathname).toBe('/espace-pro/catalogue')
  })

  it('reads a shared address, ignoring the filters the pro catalogue does not offer', async () => {
    seedCatalogue()
    renderApp('/espace-pro/catalogue?categorie=bracelets&couleur=violet&matiere=argent-925', { user: demoUsers.pro() })
    // The colour is not a pro filter: only the category and the material apply.
    expect(await findCards()).toEqual(['Bracelet Sérénité'])
    // The panel's checkboxes are rendered just after the cards (ADR 0028).
    expect(await filters().findByRole('checkbox', { name: 'Bracelets' })).toBeChecked()
    expect(filters().getByRole('checkbox', { name: 'Argent 925' })).toBeChecked()
    expect(screen.queryByRole('checkbox', { name: 'Violet' })).not.toBeInTheDocument()
  })

  it('shows an admin the pro prices too, and filters on them', async () => {
    seedCatalogue()
    const { events } = renderApp('/espace-pro/catalogue?tri=price-asc', { user: demoUsers.admin() })
    expect(await findCards()).toEqual(['Bracelet Sérénité', 'Bracelet Forêt profonde', 'Collier Lune'])
    expect(within(screen.getAllByRole('article')[0]!).getByText('27,90 €')).toBeVisible()
    await events.click(await filters().findByRole('radio', { name: 'De 50 à 100 €' }))
    expect(screen.getByText('Aucun produit ne correspond à votre sélection.')).toBeVisible()
  })
})

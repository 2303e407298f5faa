// The pro area (issue 5): a pro logs in, is greeted by name, goes through every tile of the dashboard
// and back, sees an exclusive piece at its pro price, and filters the pro catalogue by a budget on
// the pro prices; visitors and customers are sent to /login (docs/product/states.md#route-guards). Relies on the seeded demo
// catalogue (pocketbase/seed/data/products.mjs) and the fixture users.
import type { Page } from '@playwright/test'
import { expect, location, test } from './fixtures.ts'

/** Each tile of the dashboard: its title and the <h1> of the page it opens. */
const TILES = [
  { title: 'Mon compte', path: '/account', heading: 'Mon Compte' },
  { title: 'Catalogue pro', path: '/espace-pro/catalogue', heading: 'Catalogue Professionnel' },
  { title: 'Produits exclusifs', path: '/espace-pro/produits-exclusifs', heading: 'Produits Exclusifs' },
  { title: 'Commande rapide', path: '/espace-pro/commande-rapide', heading: 'Commande Rapide' },
  { title: 'Historique des commandes', path: '/espace-pro/historique', heading: 'Historique des Commandes' },
  { title: 'Documents & informations', path: '/espace-pro/informations', heading: 'Documents & Informations' },
] as const

function tiles(page: Page) {
  return page.getByRole('list', { name: 'Accès rapides' })
}

/** A price as the shop writes it (`38,40 €`, with a narrow or plain no-break space), in euros. */
function euros(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'))
}

test.describe('espace professionnel', () => {
  test('un pro se connecte, est accueilli par son nom, ouvre chaque tuile et revient au tableau de bord', async ({
    page,
    fixtures,
    saveScreenshot,
  }) => {
    const pro = fixtures.users.find((user) => user.kind === 'pro')!
    await page.goto('/login')
    await page.getByLabel('Email').fill(pro.email)
    await page.getByLabel('Mot de passe').fill(pro.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    // A pro lands on the pro area (docs/adr/0054).
    await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${pro.name}` })).toBeVisible()
    expect(location(page).pathname).toBe('/espace-pro')
    await expect(page).toHaveTitle('Espace Professionnel — Éclat de Pierre')
    await saveScreenshot('pro-dashboard')

    for (const tile of TILES) {
      await tiles(page)
        .getByRole('link', { name: new RegExp(`^${tile.title}`) })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: tile.heading })).toBeVisible()
      expect(location(page).pathname).toBe(tile.path)
      if (tile.path === '/account') {
        // The account page is not in the pro area: the browser's back button returns.
        await page.goBack()
      } else {
        await page.getByRole('link', { name: 'Retour à l’espace pro' }).click()
      }
      await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${pro.name}` })).toBeVisible()
      expect(location(page).pathname).toBe('/espace-pro')
    }
  })

  test('un pro voit un produit exclusif à son prix pro, et l’ouvre', async ({ page, fixtures, loginAs, saveScreenshot }) => {
    const { exclusive } = fixtures.catalogue
    expect(exclusive.exclusive).toBe(true)
    expect(exclusive.price_pro).toBeGreaterThan(0)
    await loginAs('pro')
    await page.goto('/espace-pro/produits-exclusifs')
    await expect(page.getByRole('heading', { level: 1, name: 'Produits Exclusifs' })).toBeVisible()
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: exclusive.name }) })
    await expect(card).toBeVisible()
    // The price just before its « Prix pro » label (the HT/TTC line follows it, docs/adr/0061).
    const price = card.getByText('Prix pro').locator('xpath=preceding-sibling::span[1]')
    expect(euros(await price.innerText())).toBe(exclusive.price_pro)
    await saveScreenshot('pro-exclusive')

    await card.getByRole('link', { name: exclusive.name }).click()
    await expect(page.getByRole('heading', { level: 1, name: exclusive.name })).toBeVisible()
    expect(location(page).pathname).toBe(`/catalogue/${exclusive.slug}`)
    // The piece's own badge (« Vous aimerez aussi » below may show others).
    await expect(page.getByRole('main').getByText('Prix pro').first()).toBeVisible()
  })

  test('le catalogue pro filtre par budget sur les prix pro, exclusivités comprises', async ({
    page,
    fixtures,
    loginAs,
    saveScreenshot,
  }) => {
    const { exclusive } = fixtures.catalogue
    // The fixture's exclusive piece costs more than 50 € but less than 50 € for a pro.
    expect(exclusive.price).toBeGreaterThanOrEqual(50)
    expect(exclusive.price_pro).toBeLessThan(50)
    await loginAs('pro')
    await page.goto('/espace-pro/catalogue')
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue Professionnel' })).toBeVisible()
    const results = page.getByRole('region', { name: 'Produits' })
    await expect(results.getByRole('article').first()).toBeVisible()

    const filters = page.getByRole('complementary', { name: 'Filtres' })
    await expect(filters.getByText('Couleurs')).toHaveCount(0)
    await filters.getByRole('radio', { name: 'Moins de 50 €' }).check()
    await expect.poll(() => location(page).searchParams.get('budget')).toBe('moins-de-50')
    expect(location(page).pathname).toBe('/espace-pro/catalogue')

    // Every card shown is under 50 € at the price the pro pays, and the exclusive piece is among them.
    const card = results.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: exclusive.name }) })
    await expect(card).toBeVisible()
    await expect(card.getByText('Prix pro')).toBeVisible()
    const prices = await results.getByRole('article').locator('span.font-display > span:first-child').allInnerTexts()
    expect(prices.length).toBeGreaterThan(0)
    for (const text of prices) expect(euros(text)).toBeLessThan(50)
    await saveScreenshot('pro-catalogue-budget')

    // The address keeps the choice: a reload shows the same list.
    await page.reload()
    await expect(filters.getByRole('radio', { name: 'Moins de 50 €' })).toBeChecked()
    await expect(card).toBeVisible()
  })

  test('un visiteur anonyme envoyé vers /espace-pro arrive sur la connexion', async ({ page }) => {
    await page.goto('/espace-pro/produits-exclusifs')
    await expect.poll(() => location(page).pathname).toBe('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible()
  })

  test('un client sans rôle pro est envoyé vers la connexion', async ({ page, loginAs }) => {
    await loginAs('customer')
    await page.goto('/espace-pro/catalogue')
    await expect.poll(() => location(page).pathname).toBe('/login')
    await expect(page.getByRole('heading', { name: 'Catalogue Professionnel' })).toHaveCount(0)
  })
})

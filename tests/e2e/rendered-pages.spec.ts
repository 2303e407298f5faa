// The storefront's pages arrive rendered (issue 16, docs/adr/0076): they read with JavaScript off,
// the app takes them over without a console error or a second render, what only the browser knows
// (a pro's prices, the cart, the theme) shows once it has, and the other pages are still drawn in
// the browser.
import { randomBytes } from 'node:crypto'
import type { Browser, ConsoleMessage, Page } from '@playwright/test'
import { AUTH_KEY, CART_KEY, expect, needed, test, type Fixtures } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'

/** The price as the shop writes it (« 1 234,50 € »), spaces of any kind. */
const euros = (amount: number) =>
  new RegExp(
    amount
      .toFixed(2)
      .replace('.', ',')
      .replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?') + '\\s€',
  )

/** Every public page that is rendered, and what it must show without JavaScript. */
function renderedPages(fixtures: Fixtures) {
  const product = fixtures.catalogue.regular
  const article = needed(fixtures.articles[0], 'the seed has no article')
  const stone = needed(fixtures.stones[0], 'the seed has no stone')
  return [
    { path: '/', heading: 'Accueil', text: 'La force des pierres, la douceur du fait main' },
    { path: '/a-propos', heading: 'Notre Histoire, Votre Harmonie', text: 'atelier' },
    // Other tests add products meanwhile: the count is checked in the catalogue's own test.
    { path: '/catalogue', heading: 'Catalogue', text: /\d+ produits/ },
    { path: `/catalogue/${product.slug}`, heading: product.name, text: euros(product.price) },
    { path: '/tableaux-des-pierres', heading: 'Le Grimoire des Pierres', text: stone.name },
    { path: '/blog', heading: 'Le Journal', text: article.title },
    { path: `/blog/${article.slug}`, heading: article.title, text: article.title },
    { path: '/cgv', heading: 'Conditions générales de vente', text: 'rétractation' },
    { path: '/mentions-legales', heading: 'Mentions légales', text: 'Hébergement' },
    { path: '/politique-confidentialite', heading: 'Politique de confidentialité', text: 'données' },
    { path: '/guide-des-tailles', heading: 'Guide des tailles', text: 'Du tour de poignet à la taille du bracelet' },
    { path: '/faq', heading: 'Questions fréquentes', text: 'Comment choisir la taille de mon bracelet ?' },
  ] as const
}

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' })
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}

/** What the page said in the console: errors and warnings (the header's unknown features aside). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (!['error', 'warning'].includes(message.type())) return
    if (/Permissions-Policy header/.test(message.text())) return
    problems.push(`${message.type()}: ${message.text()}`)
  })
  return problems
}

test.describe('pages rendues par le serveur', () => {
  test('sans JavaScript, chaque page publique se lit : son titre et son contenu sont dans le HTML', async ({ browser, fixtures }) => {
    await withoutJavaScript(browser, async (page) => {
      for (const { path, heading, text } of renderedPages(fixtures)) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading)
        await expect(page.getByRole('main'), path).toContainText(text)
        // The page says nothing about needing JavaScript: it reads without it.
        await expect(page.getByText('a besoin de JavaScript'), path).toHaveCount(0)
      }
    })
  })

  test('sans JavaScript, le catalogue montre ses produits et un produit son prix, sa disponibilité et sa photo', async ({
    browser,
    fixtures,
  }) => {
    const { regular, outOfStock } = fixtures.catalogue
    await withoutJavaScript(browser, async (page) => {
      // What a visitor may see now (other tests add products meanwhile), as PocketBase counts it.
      const visible = async () => {
        const answer = await page.request.get(`${fixtures.pocketbaseUrl}/api/collections/products/records?perPage=1`)
        return ((await answer.json()) as { totalItems: number }).totalItems
      }
      const before = await visible()
      await page.goto('/catalogue')
      const shown = Number(/^(\d+) produits$/.exec((await page.getByRole('status').first().textContent()) ?? '')?.[1])
      const after = await visible()
      expect(shown).toBeGreaterThanOrEqual(Math.min(before, after))
      expect(shown).toBeLessThanOrEqual(Math.max(before, after))
      await expect(page.getByRole('region', { name: 'Produits' }).getByRole('article')).toHaveCount(Math.min(24, shown))
      // The exclusive pieces are a pro's: never in a visitor's page.
      await expect(page.getByText(fixtures.catalogue.exclusive.name)).toHaveCount(0)

      await page.goto(`/catalogue/${regular.slug}`)
      await expect(page.getByRole('main')).toContainText(euros(regular.price))
      await expect(page.getByRole('main').getByRole('img', { name: regular.name }).first()).toBeVisible()
      await expect(page.getByRole('button', { name: /Ajouter au panier/ })).toBeVisible()

      await page.goto(`/catalogue/${outOfStock.slug}`)
      await expect(page.getByRole('main')).toContainText(/Rupture de stock|Épuisé|Vendu/)
    })
  })

  test('les pages du compte, du panier et du paiement restent dessinées par le navigateur', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      for (const path of ['/cart', '/checkout', '/account', '/login', '/dashboard', '/espace-pro']) {
        await page.goto(path)
        await expect(page.locator('#root'), path).toBeEmpty()
        expect(await page.content(), path).toContain('Éclat de Pierre a besoin de JavaScript pour fonctionner.')
      }
    })
  })

  test('une page produit inconnue répond 404, avec le message de la boutique', async ({ page }) => {
    const problems = consoleProblems(page)
    const response = await page.goto('/catalogue/ce-bijou-n-existe-pas')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produit non trouvé')
    // Served rendered (docs/adr/0084), then taken over as it is: the 404 travelled as the page's data.
    expect(await (await page.request.get('/catalogue/ce-bijou-n-existe-pas', { headers: { accept: 'text/html' } })).text()).toContain(
      'id="router-data"',
    )
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([])
  })

  test('un produit renommé par l’administratrice garde son ancienne adresse, qui mène à la nouvelle ; une adresse inconnue répond 404', async ({
    page,
    browser,
    baseURL,
    fixtures,
    loginAs,
  }) => {
    // The test's own product, in the seeded 'Bracelets' category (the admin's form requires one).
    const suffix = randomBytes(4).toString('hex')
    const token = await superuserToken(fixtures)
    const superuser = { 'content-type': 'application/json', authorization: token }
    const categories = (await (
      await fetch(`${fixtures.pocketbaseUrl}/api/collections/categories/records?filter=${encodeURIComponent('slug = "bracelets"')}`, {
        headers: superuser,
      })
    ).json()) as { items: Array<{ id: string }> }
    const created = await fetch(`${fixtures.pocketbaseUrl}/api/collections/products/records`, {
      method: 'POST',
      headers: superuser,
      body: JSON.stringify({
        name: `Bracelet Lune ${suffix}`,
        slug: `bracelet-lune-${suffix}`,
        price: 30,
        stock: 2,
        category: categories.items.map((c) => c.id),
      }),
    })
    expect(created.ok, `product creation answered ${created.status}`).toBe(true)

    // The admin renames it: the name writes the new slug.
    await loginAs('admin')
    await page.goto('/dashboard/products')
    await page.getByRole('button', { name: `Modifier Bracelet Lune ${suffix}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Modifier le produit' })
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(`Bracelet Soleil ${suffix}`)
    await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue(`bracelet-soleil-${suffix}`)
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Produit mis à jour avec succès !')).toBeVisible()

    // A visitor follows the old link (shared, bookmarked, indexed): a permanent redirect to the new address.
    const visitor = await browser.newContext({ baseURL, locale: 'fr-FR' })
    try {
      const visitorPage = await visitor.newPage()
      const problems = consoleProblems(visitorPage)
      const response = needed(await visitorPage.goto(`/catalogue/bracelet-lune-${suffix}?utm_source=lettre`), 'an answer')
      expect(response.status()).toBe(200)
      const redirect = needed(await response.request().redirectedFrom()?.response(), 'the redirect')
      expect(redirect.status()).toBe(301)
      expect(new URL(visitorPage.url()).pathname + new URL(visitorPage.url()).search).toBe(
        `/catalogue/bracelet-soleil-${suffix}?utm_source=lettre`,
      )
      await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(`Bracelet Soleil ${suffix}`)
      // The sitemap names the new address only.
      const sitemap = await (await visitorPage.request.get('/sitemap.xml')).text()
      expect(sitemap).toContain(`/catalogue/bracelet-soleil-${suffix}</loc>`)
      expect(sitemap).not.toContain(`/catalogue/bracelet-lune-${suffix}</loc>`)

      // An address no page has: HTTP 404, the French page, taken over by the app without a console message.
      const unknown = needed(await visitorPage.goto('/cette-adresse-n-existe-pas'), 'an answer')
      expect(unknown.status()).toBe(404)
      await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
      await expect(visitorPage).toHaveTitle('Page introuvable — Éclat de Pierre')
      // Chromium logs the document's own 404; nothing else may be said.
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([])
    } finally {
      await visitor.close()
    }
  })

  test('l’application reprend chaque page sans erreur ni avertissement dans la console, sans la redessiner', async ({ page, fixtures }) => {
    const problems = consoleProblems(page)
    // The headings the HTML parser inserts (the served ones), kept aside before any script runs: the
    // first <h1>, and the sections' (a product's reviews and suggestions, below the fold: their code
    // loads once near the screen, docs/adr/0111).
    await page.addInitScript(() => {
      const served = new Map<string, Element>()
      ;(window as unknown as { __served: Map<string, Element> }).__served = served
      const observer = new MutationObserver(() => {
        for (const heading of document.querySelectorAll('h1, h2[id]')) {
          const key = heading.id || 'h1'
          if (!served.has(key)) served.set(key, heading)
        }
      })
      observer.observe(document, { childList: true, subtree: true })
      document.addEventListener('DOMContentLoaded', () => observer.disconnect())
    })
    for (const { path, heading } of renderedPages(fixtures)) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading)
      // Hydration kept the served elements (a render of its own would have replaced them).
      const replaced = await page.evaluate(() =>
        [...(window as unknown as { __served: Map<string, Element> }).__served]
          .filter(([key, element]) => (key === 'h1' ? document.querySelector('h1') : document.getElementById(key)) !== element)
          .map(([key]) => key),
      )
      expect(replaced, path).toEqual([])
    }
    // The product page's served sections were among them.
    await page.goto(`/catalogue/${fixtures.catalogue.regular.slug}`)
    expect(await page.evaluate(() => [...(window as unknown as { __served: Map<string, Element> }).__served.keys()])).toEqual(
      expect.arrayContaining(['h1', 'reviews-title', 'vous-aimerez-aussi']),
    )
    expect(problems).toEqual([])
  })

  test('après la reprise, les liens naviguent dans l’application et le panier répond', async ({ page, fixtures }) => {
    const product = fixtures.catalogue.regular
    await page.goto('/catalogue')
    // A full page load would drop this mark: a navigation inside the app keeps it.
    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true))
    await page.getByRole('search', { name: 'Recherche dans le catalogue' }).getByRole('searchbox').fill(product.name)
    await page.getByRole('region', { name: 'Produits' }).getByRole('link', { name: product.name }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true)
    await page.getByRole('button', { name: /Ajouter au panier/ }).click()
    await expect(page.getByRole('link', { name: 'Panier (1 article)' })).toBeVisible()
  })

  test('un professionnel voit ses prix, un panier son badge et le thème sombre son bouton, une fois la page reprise', async ({
    page,
    fixtures,
    loginAs,
    setCart,
    setTheme,
  }) => {
    const problems = consoleProblems(page)
    const product = needed(
      fixtures.products.find((candidate) => candidate.price_pro > 0),
      'no in-stock product of the fixtures has a pro price',
    )
    await loginAs('pro')
    await setCart([{ id: product.id, name: product.name, price: product.price, quantity: 2 }])
    await setTheme('dark')
    await page.goto(`/catalogue/${product.slug}`)
    await expect(page.getByRole('main')).toContainText(euros(product.price_pro))
    await expect(page.getByRole('link', { name: 'Panier (2 articles)' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Activer le thème clair' }).first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    // Neither the session nor the cart stored were lost while the page showed a visitor's state.
    expect(await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key) !== null), [AUTH_KEY, CART_KEY])).toEqual([true, true])
    expect(problems).toEqual([])
  })

  test('la page servie porte ses données et le script de l’application n’est demandé qu’après sa plus grande image', async ({
    page,
    fixtures,
  }) => {
    const html = await (
      await page.request.get(`/catalogue/${fixtures.catalogue.regular.slug}`, { headers: { accept: 'text/html' } })
    ).text()
    expect(html).toContain('id="router-data"')
    expect(html).toMatch(/<meta name="app-entry" content="\/assets\/[^"]+\.js"/)
    expect(html).not.toMatch(/<script type="module"[^>]*src=/)
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i)
    // A page drawn in the browser loads the app at once, as before.
    const cart = await (await page.request.get('/cart', { headers: { accept: 'text/html' } })).text()
    expect(cart).toMatch(/<script type="module"[^>]*src="\/assets\/[^"]+\.js"/)
    expect(cart).not.toContain('id="router-data"')
  })
})

// The pro's ordering journey (issue 5): quick order with a search and an ignored bad entry, the cart
// at pro prices, the order history, the price grid downloaded as CSV and the catalogue PDF's photos.
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { expect, location, test, type FixtureProduct, type Fixtures } from './fixtures.ts'

/** `1 234,50 €` with the no-break spaces the app prints. */
function euros(value: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value).replace(/[\u202f\u00a0 ]/g, '\u00a0')
}

/** What a pro pays for a product. */
const proPrice = (product: FixtureProduct) => (product.price_pro > 0 ? product.price_pro : product.price)

async function superuserToken(request: import('@playwright/test').APIRequestContext, fixtures: Fixtures): Promise<string> {
  const auth = await request.post(`${fixtures.pocketbaseUrl}/api/collections/_superusers/auth-with-password`, {
    data: { identity: fixtures.superuser.email, password: fixtures.superuser.password },
  })
  expect(auth.ok()).toBe(true)
  return ((await auth.json()) as { token: string }).token
}

test.describe('espace pro : commandes', () => {
  test('le pro commande trois produits en commande rapide et retrouve son panier aux prix pro', async ({
    page,
    fixtures,
    loginAs,
    saveScreenshot,
  }) => {
    const pro = await loginAs('pro')
    const [first, second] = fixtures.products as [FixtureProduct, FixtureProduct]
    const exclusive = fixtures.catalogue.exclusive
    const unique = fixtures.catalogue.unique
    const wanted: [FixtureProduct, number][] = [
      [first, Math.min(2, first.stock)],
      [second, 1],
      [exclusive, 1],
    ]

    await page.goto('/espace-pro')
    await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${pro.name}` })).toBeVisible()
    await page
      .getByRole('main')
      .getByRole('link', { name: /Commande rapide/i })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Commande Rapide' })).toBeVisible()
    const quantity = (product: FixtureProduct) => page.getByRole('textbox', { name: product.name, exact: true })

    await quantity(first).fill(String(wanted[0][1]))
    await quantity(second).fill('1')
    // The exclusive piece, found by a search; the quantities typed before stay.
    const search = page.getByRole('searchbox', { name: 'Rechercher par nom ou référence' })
    await search.fill(exclusive.name.slice(0, 18))
    await expect(quantity(first)).toBeHidden()
    await quantity(exclusive).fill('1')
    // A bad entry is ignored, quietly.
    await search.fill('')
    await quantity(unique).fill('-3')
    await expect(page.getByText('Saisie ignorée : entrez un nombre entier positif.')).toBeVisible()
    await expect(quantity(first)).toHaveValue(String(wanted[0][1]))

    const total = wanted.reduce((sum, [product, n]) => sum + Math.round(proPrice(product) * 100) * n, 0) / 100
    await expect(page.getByText(`Total : ${euros(total)}`)).toBeVisible()
    await saveScreenshot('pro-quick-order-filled')
    // Enter in a quantity adds the selection (ADR 0030).
    await quantity(second).press('Enter')
    await expect(page.getByText('Produits ajoutés au panier !')).toBeVisible()
    await expect(quantity(first)).toHaveValue('')

    await page.goto('/cart')
    for (const [product, n] of wanted) {
      const line = page.getByRole('main').getByRole('listitem').filter({ hasText: product.name })
      await expect(line).toContainText(euros(proPrice(product)))
      await expect(line.getByRole('spinbutton', { name: `Quantité de ${product.name}` })).toHaveValue(String(n))
    }
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: unique.name })).toHaveCount(0)
    await expect(page.getByRole('main')).toContainText(euros(total))
    expect(location(page).pathname).toBe('/cart')
  })

  test('la commande rapide cherche sans accents, trie à la française et dit près du bouton ce qui n’est pas entré ; le toast ne cache pas la barre', async ({
    page,
    fixtures,
    loginAs,
    setCart,
  }) => {
    const { unique, regular } = fixtures.catalogue
    await loginAs('pro')
    // The unique piece is already in the cart: asking for it again adds nothing.
    await setCart([{ id: unique.id, name: unique.name, price: unique.price, quantity: 1 }])
    // A 390 px phone: the selection bar, stuck to the bottom, is most of what is left of the screen.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/espace-pro/commande-rapide')
    await expect(page.getByRole('heading', { level: 1, name: 'Commande Rapide' })).toBeVisible()
    const quantity = (product: FixtureProduct) => page.getByRole('textbox', { name: product.name, exact: true })
    await expect(quantity(regular)).toBeVisible()

    // French order: the list as the pro sees it is the list sorted with the French collation.
    const names = await page.locator('main li label').allTextContents()
    expect(names.length).toBeGreaterThan(10)
    expect(names).toEqual([...names].sort(new Intl.Collator('fr', { sensitivity: 'base', numeric: true }).compare))

    // The unique piece's name has accents (« Étoilée »): its slug's words, without them, find it.
    expect(unique.name).not.toBe(unique.name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    const search = page.getByRole('searchbox', { name: 'Rechercher par nom ou référence' })
    await search.fill(unique.slug.split('-').slice(1, 3).join(' '))
    await expect(quantity(regular)).toBeHidden()
    await quantity(unique).fill('1')
    await search.fill('')
    await quantity(regular).fill('1')

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('button', { name: 'Ajouter la sélection au panier' }).click()
    const report = page.getByRole('status').filter({ hasText: 'Stock insuffisant' })
    await expect(report).toBeInViewport()
    await expect(report).toContainText(`Ajouté au panier : ${regular.name} × 1.`)
    await expect(report).toContainText(`Stock insuffisant : ${unique.name}, 0 ajouté sur 1 demandé (votre panier en contient déjà 1).`)
    await expect(page.getByText('1 article ajouté au panier, 1 produit refusé : voir le détail près du bouton.')).toBeVisible()
    await expect(page.getByText('Produits ajoutés au panier !')).toHaveCount(0)

    // The toast never covers the bar (its button, its total, its report), at 390 px and at 1280 px (docs/adr/0085).
    const toast = page
      .getByRole('status', { name: 'Notifications' })
      .locator('div')
      .filter({ hasText: '1 article ajouté au panier, 1 produit refusé' })
      .first()
    const bar = page.locator('form div.sticky').filter({ has: page.getByRole('button', { name: 'Ajouter la sélection au panier' }) })
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size)
      // The list's top at the top of the screen: the bar is stuck to the bottom of the screen.
      await bar.evaluate((element) => window.scrollTo(0, element.closest('form')!.getBoundingClientRect().top + window.scrollY))
      await expect(bar).toBeInViewport()
      const [t, b] = [(await toast.boundingBox())!, (await bar.boundingBox())!]
      expect(Math.abs(b.y + b.height - size.height)).toBeLessThan(2)
      const overlap = Math.min(t.y + t.height, b.y + b.height) - Math.max(t.y, b.y)
      const sideways = Math.min(t.x + t.width, b.x + b.width) - Math.max(t.x, b.x)
      expect(overlap <= 0 || sideways <= 0, `toast ${JSON.stringify(t)} over the bar ${JSON.stringify(b)} at ${size.width} px`).toBe(true)
    }
  })

  test('le pro voit ses commandes passées dans l’historique', async ({ page, fixtures, loginAs, request, saveScreenshot }) => {
    const pro = fixtures.users.find((user) => user.kind === 'pro')!
    const product = fixtures.catalogue.regular
    const token = await superuserToken(request, fixtures)
    const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/orders/records`, {
      headers: { Authorization: token },
      data: {
        user: pro.id,
        items: [{ id: product.id, name: product.name, quantity: 3, price: proPrice(product) }],
        products: [product.id],
        total: proPrice(product) * 3,
        status: 'paid',
      },
    })
    expect(created.ok(), `order creation answered ${created.status()}`).toBe(true)
    const order = (await created.json()) as { id: string }
    try {
      await loginAs('pro')
      await page.goto('/espace-pro/historique')
      await expect(page.getByRole('heading', { level: 1, name: 'Historique des Commandes' })).toBeVisible()
      const card = page.getByRole('article', { name: `Commande ${order.id.slice(0, 8)}` })
      await expect(card).toContainText(`3 × ${product.name}`)
      await expect(card).toContainText(euros(proPrice(product) * 3))
      await expect(card.getByText('Payée')).toBeVisible()
      await saveScreenshot('pro-history')
      // « Commander à nouveau »: the lines go back into the cart, at today's price, within the stock.
      const again = Math.min(3, product.stock)
      await card.getByRole('button', { name: 'Commander à nouveau' }).click()
      await expect(card.getByRole('status')).toContainText(`Ajouté au panier : ${product.name} × ${again}.`)
      await card.getByRole('link', { name: 'Voir le panier' }).click()
      const line = page.getByRole('main').getByRole('listitem').filter({ hasText: product.name })
      await expect(line.getByRole('spinbutton', { name: `Quantité de ${product.name}` })).toHaveValue(String(again))
      await expect(line).toContainText(euros(proPrice(product)))
      await page.goto('/espace-pro/historique')
      await page.getByRole('link', { name: 'Retour à l’espace pro' }).click()
      await expect.poll(() => location(page).pathname).toBe('/espace-pro')
    } finally {
      await request.delete(`${fixtures.pocketbaseUrl}/api/collections/orders/records/${order.id}`, { headers: { Authorization: token } })
    }
  })

  test('le pro télécharge la grille tarifaire en CSV, avec ses prix pro', async ({ page, fixtures, loginAs }) => {
    await loginAs('pro')
    await page.goto('/espace-pro/informations')
    await expect(page.getByRole('heading', { level: 1, name: 'Documents & Informations' })).toBeVisible()
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Télécharger la grille tarifaire (CSV)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('eclat-de-pierre-grille-tarifaire.csv')
    const bytes = await readFile((await download.path())!)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = bytes.subarray(3).toString('utf8')
    const comma = (value: number) => value.toFixed(2).replace('.', ',')
    const regular = fixtures.catalogue.regular
    const exclusive = fixtures.catalogue.exclusive
    // The reference first (the demo's EDP-…), then the name (docs/adr/0061).
    const rowOf = (product: FixtureProduct) => csv.split('\r\n').find((row) => row.includes(`;${product.name};`))
    expect(rowOf(regular)).toMatch(/^EDP-[A-Z]{3}-\d{3};/)
    // The demo shop is VAT-exempt: one pro price, and the header says why there is no HT.
    expect(csv.split('\r\n')[0]).toContain('Prix professionnel (€), TVA non applicable, art. 293 B du CGI')
    expect(rowOf(regular)).toContain(`;${comma(regular.price)};${comma(proPrice(regular))};`)
    expect(rowOf(exclusive)).toMatch(/;Oui$/)

    // A PDF too (pdf-lib loaded on demand).
    const pdfDownloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Télécharger la grille tarifaire (PDF)' }).click()
    const pdf = await readFile((await (await pdfDownloading).path())!)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  for (const served of ['JPEG', 'WebP'] as const) {
    test(`le catalogue PDF montre la photo de chaque pièce, servie en ${served}`, async ({ page, fixtures, loginAs }) => {
      const thumbnails: string[] = []
      page.on('request', (request) => {
        if (/\/api\/files\/products\/.*thumb=200x200/.test(request.url())) thumbnails.push(request.url())
      })
      if (served === 'WebP') {
        // Every thumbnail is answered in WebP, which a PDF cannot hold: the browser must redraw each as
        // JPEG on a canvas (docs/adr/0061). The demo's own thumbnails are JPEG, embedded as they are.
        const webp = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 120, g: 70, b: 160 } } })
          .webp()
          .toBuffer()
        await page.route(/\/api\/files\/products\/.*thumb=200x200/, (route) =>
          route.fulfill({ status: 200, contentType: 'image/webp', body: webp }),
        )
      }
      await loginAs('pro')
      await page.goto('/espace-pro/informations')
      const downloading = page.waitForEvent('download')
      // The catalogue is this year's (docs/adr/0085).
      const year = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date())
      await page.getByRole('button', { name: `Télécharger le catalogue ${year} (PDF)` }).click()
      const pdf = (await readFile((await (await downloading).path())!)).toString('latin1')
      // One photo per product (every demo piece has one), each a JPEG (DCTDecode).
      expect(thumbnails).toHaveLength(fixtures.counts.products)
      const images = [...pdf.matchAll(/<<[^>]*\/Subtype \/Image[^>]*>>/g)].map((match) => match[0])
      expect(images).toHaveLength(fixtures.counts.products)
      for (const image of images) expect(image).toContain('/DCTDecode')
    })
  }
})

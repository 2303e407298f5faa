// A visitor browses the demo catalogue: filters (stone + budget + search + sort), opens a product,
// switches its images, adds it to the cart, and the back button brings the filtered list back.
// Self-contained: it relies only on the seeded demo catalogue (pocketbase/seed/data/products.mjs).
import { PHONE, expect, location, test } from './fixtures.ts'
import type { Page } from '@playwright/test'

/** The names on the product cards, in order. */
function cardNames(page: Page) {
  return page.getByRole('region', { name: 'Produits' }).getByRole('article').getByRole('heading', { level: 3 })
}

test.describe('catalogue', () => {
  test('un visiteur filtre, ouvre un bijou, change d’image, l’ajoute au panier et retrouve ses filtres', async ({
    page,
    saveScreenshot,
  }) => {
    await page.goto('/catalogue')
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible()
    await expect(cardNames(page).first()).toBeVisible()
    await expect(page).toHaveTitle('Catalogue — Éclat de Pierre')

    const filters = page.getByRole('complementary', { name: 'Filtres' })
    await filters.getByRole('checkbox', { name: 'Améthyste' }).check()
    await expect(page.getByText('5 produits')).toBeVisible()

    await filters.getByRole('radio', { name: 'Moins de 50 €' }).check()
    await expect(page.getByText('3 produits')).toBeVisible()
    expect((await cardNames(page).allInnerTexts()).sort()).toEqual([
      "Boucles d'oreilles Gouttes d'améthyste",
      'Bracelet 7 chakras',
      'Bracelet Sérénité – Améthyste',
    ])

    await page.getByRole('search', { name: 'Recherche dans le catalogue' }).getByRole('searchbox').fill('BRACELET')
    await page.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Prix décroissant' })
    await expect(cardNames(page)).toHaveText(['Bracelet 7 chakras', 'Bracelet Sérénité – Améthyste'])
    const filtered = location(page)
    expect(filtered.searchParams.get('pierre')).toBe('amethyste')
    expect(filtered.searchParams.get('budget')).toBe('moins-de-50')
    expect(filtered.searchParams.get('q')).toBe('BRACELET')
    expect(filtered.searchParams.get('tri')).toBe('price-desc')
    await saveScreenshot('catalogue-filtre')

    // The same address, shared, shows the same list.
    await page.goto(`/catalogue${filtered.search}`)
    await expect(cardNames(page)).toHaveText(['Bracelet 7 chakras', 'Bracelet Sérénité – Améthyste'])

    await page.getByRole('link', { name: 'Bracelet 7 chakras' }).click()
    await expect(page).toHaveURL(/\/catalogue\/bracelet-sept-chakras$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Bracelet 7 chakras' })).toBeVisible()
    await expect(page.getByText('49,00 €')).toBeVisible()
    await expect(page.getByText('15 en stock')).toBeVisible()
    await expect(page).toHaveTitle('Bracelet 7 chakras — Éclat de Pierre')
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product')

    const main = page.getByRole('img', { name: /^Bracelet 7 chakras — image \d sur 4$/ })
    await expect(main).toHaveAttribute('alt', 'Bracelet 7 chakras — image 1 sur 4')
    const firstSrc = await main.getAttribute('src')
    await page.getByRole('button', { name: 'Afficher l’image 3 sur 4' }).click()
    await expect(main).toHaveAttribute('alt', 'Bracelet 7 chakras — image 3 sur 4')
    expect(await main.getAttribute('src')).not.toBe(firstSrc)
    // The keyboard works too.
    await page.keyboard.press('ArrowRight')
    await expect(main).toHaveAttribute('alt', 'Bracelet 7 chakras — image 4 sur 4')
    await expect(page.getByRole('button', { name: 'Afficher l’image 4 sur 4' })).toBeFocused()
    await expect(main).toHaveJSProperty('complete', true)
    expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await saveScreenshot('produit')

    await expect(page.getByRole('link', { name: 'Panier (0 article)' })).toBeVisible()
    await page.getByRole('button', { name: 'Ajouter au panier' }).click()
    await expect(page.getByText('« Bracelet 7 chakras » a été ajouté au panier.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Panier (1 article)' })).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(/\/catalogue\?/)
    expect(location(page).search).toBe(filtered.search)
    await expect(cardNames(page)).toHaveText(['Bracelet 7 chakras', 'Bracelet Sérénité – Améthyste'])
    await expect(filters.getByRole('checkbox', { name: 'Améthyste' })).toBeChecked()
    await expect(filters.getByRole('radio', { name: 'Moins de 50 €' })).toBeChecked()
    await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('price-desc')
  })

  test('sur téléphone, « Affiner votre recherche » ouvre les filtres et une sélection vide l’explique', async ({
    page,
    saveScreenshot,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/catalogue?q=introuvable-xyz')
    await expect(page.getByText('Aucun produit ne correspond à votre sélection.')).toBeVisible()
    await page.getByRole('button', { name: 'Effacer les filtres' }).click()
    await expect(cardNames(page).first()).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Filtres' })).toBeHidden()

    await page.getByRole('button', { name: 'Affiner votre recherche' }).click()
    const dialog = page.getByRole('dialog', { name: 'Affiner votre recherche' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('checkbox', { name: 'Colliers' }).check()
    await dialog.getByRole('radio', { name: 'Plus de 200 €' }).check()
    await saveScreenshot('catalogue-filtres-mobile')
    await dialog.getByRole('button', { name: /^Voir / }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Affiner votre recherche (2 filtres actifs)' })).toBeVisible()
    const names = await cardNames(page).allInnerTexts()
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => name.startsWith('Collier'))).toBe(true)
  })
})

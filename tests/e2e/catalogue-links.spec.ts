// Shared catalogue links (issue 14, docs/adr/0056): a filtered or category-sorted link, opened with
// the filter lists answering late, paints nothing before its true result (never « 0 produit », never
// another order first); a list that fails shows the catalogue's error and « Réessayer ». After a
// navigation the focus is on the new page's heading, and « Aller aux résultats » leads to the first
// product in two key presses. The search keeps punctuation.
// Self-contained: it relies only on the seeded demo catalogue (pocketbase/seed/data/products.mjs).
import type { Page, Route } from '@playwright/test'
import { PHONE, expect, test } from './fixtures.ts'

const LISTS = ['categories', 'stones', 'materials', 'colors', 'stone_properties', 'chakras', 'astrological_signs']
const LIST_URL = new RegExp(`/api/collections/(${LISTS.join('|')})/records`)

interface Painted {
  status: string
  empty: boolean
  names: string[]
}

/**
 * Records every state of the results the page goes through, from its first script on: a mutation
 * observer's callback runs before the browser paints, so no painted state is missed.
 */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    const states: Array<{ status: string; empty: boolean; names: string[] }> = []
    ;(window as unknown as { __paints: typeof states }).__paints = states
    const record = () => {
      const region = document.querySelector('section[aria-labelledby="resultats"]')
      if (!region) return
      const state = {
        status: region.querySelector('[role="status"]')?.textContent ?? '',
        empty: /Aucun produit/.test(region.textContent ?? ''),
        names: [...region.querySelectorAll('article h3')].map((heading) => heading.textContent ?? ''),
      }
      const last = states[states.length - 1]
      if (!last || JSON.stringify(last) !== JSON.stringify(state)) states.push(state)
    }
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { __paints: Painted[] }).__paints)
}

/** The filter lists answer `ms` late (a slow network), every time. */
async function delayLists(page: Page, ms: number) {
  await page.route(LIST_URL, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

/**
 * The card names once nothing can change any more: past the lists' delay, the 500 ms loading delay
 * and the 2.5 s the lists may wait for the first image (a later repaint would be the defect).
 */
async function settledNames(page: Page) {
  await page.waitForTimeout(5000)
  return cards(page).getByRole('heading', { level: 3 }).allInnerTexts()
}

function cards(page: Page) {
  return page.getByRole('region', { name: 'Produits' }).getByRole('article')
}

/** Every painted list of cards is the start of the final one: nothing else, in no other order. */
function expectOnlyTrueResult(states: Painted[], finalNames: string[]) {
  expect(
    states.filter((state) => state.empty),
    'an empty-result text was painted',
  ).toEqual([])
  expect(
    states.filter((state) => /^0 produit/.test(state.status)),
    '« 0 produit » was painted',
  ).toEqual([])
  for (const state of states) expect(finalNames.slice(0, state.names.length)).toEqual(state.names)
}

test.describe('liens partagés du catalogue', () => {
  test('un lien filtré par catégorie, listes lentes : le chargement dure jusqu’aux vrais résultats', async ({ page }) => {
    const paints = await recordPaints(page)
    await delayLists(page, 1500)
    await page.goto('/catalogue?categorie=bracelets')
    await expect(page.getByText(/^\d+ produits?$/)).toBeVisible({ timeout: 15_000 })
    const finalNames = await settledNames(page)
    expect(finalNames.length).toBeGreaterThan(1)
    expect(finalNames.every((name) => /bracelet/i.test(name))).toBe(true)
    expectOnlyTrueResult(await paints(), finalNames)
  })

  test('un lien trié par catégorie, listes lentes : un seul ordre affiché', async ({ page }) => {
    const paints = await recordPaints(page)
    await delayLists(page, 1500)
    await page.goto('/catalogue?tri=category-desc')
    await expect(page.getByText(/^\d+ produits$/)).toBeVisible({ timeout: 15_000 })
    await expect(cards(page)).toHaveCount(24)
    const finalNames = await settledNames(page)
    // Z → A: the pendants (or another category after « Bracelets ») first, not the newest piece.
    expect(finalNames[0]).not.toMatch(/^Bracelet/)
    expectOnlyTrueResult(await paints(), finalNames)
  })

  test('le catalogue pro, lien filtré, listes lentes : jamais « 0 produit »', async ({ page, loginAs }) => {
    await loginAs('pro')
    const paints = await recordPaints(page)
    await delayLists(page, 1500)
    await page.goto('/espace-pro/catalogue?categorie=bracelets')
    await expect(page.getByText(/^\d+ produits?$/)).toBeVisible({ timeout: 15_000 })
    const finalNames = await settledNames(page)
    expect(finalNames.length).toBeGreaterThan(1)
    expectOnlyTrueResult(await paints(), finalNames)
  })

  test('une liste de filtres en échec : l’erreur du catalogue, puis « Réessayer » montre les résultats', async ({ page }) => {
    const paints = await recordPaints(page)
    let failures = 0
    await page.route('**/api/collections/categories/records**', async (route) => {
      failures += 1
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 500, message: 'boom', data: {} }),
      })
    })
    await page.goto('/catalogue?categorie=bracelets')
    const alert = page.getByRole('alert').filter({ hasText: 'Le catalogue n’a pas pu être chargé.' })
    await expect(alert).toBeVisible({ timeout: 15_000 })
    expect(failures).toBeGreaterThan(0)
    await page.unroute('**/api/collections/categories/records**')
    await alert.getByRole('button', { name: 'Réessayer' }).click()
    await expect(page.getByText(/^\d+ produits$/)).toBeVisible({ timeout: 15_000 })
    await expect(alert).toBeHidden()
    expect((await paints()).filter((state) => state.empty)).toEqual([])
  })
})

test.describe('focus après une navigation', () => {
  test('le lien « Catalogue » du menu met le focus sur le titre ; « Aller aux résultats » mène au premier produit', async ({ page }) => {
    await page.goto('/a-propos')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The first load leaves the focus to the browser.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

    await page.getByRole('banner').getByRole('link', { name: 'Catalogue', exact: true }).first().focus()
    await page.keyboard.press('Enter')
    const heading = page.getByRole('heading', { level: 1, name: 'Catalogue' })
    await expect(heading).toBeFocused()
    await expect(cards(page).first()).toBeVisible()

    // From the heading: the skip link, visible once focused, then the results, then the first product.
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Aller aux résultats' })
    await expect(skip).toBeFocused()
    const box = await skip.boundingBox()
    expect(box && box.width > 20 && box.height > 10).toBe(true)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    const firstCard = cards(page).first()
    expect(await firstCard.evaluate((card) => card.contains(document.activeElement))).toBe(true)
  })

  test('depuis le haut d’une page ouverte par un lien, peu de tabulations jusqu’au premier produit', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Catalogue', exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeFocused()
    await expect(cards(page).first()).toBeVisible()
    const firstCard = cards(page).first()
    let presses = 0
    while (presses < 60 && !(await firstCard.evaluate((card) => card.contains(document.activeElement)))) {
      await page.keyboard.press(presses === 1 ? 'Enter' : 'Tab')
      presses += 1
    }
    // Tab (the skip link), Enter, Tab: three presses, instead of 54 from the body.
    expect(presses).toBe(3)
  })

  test('sur téléphone, un lien du menu met le focus sur le titre, pas sur le bouton du menu', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/a-propos')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Catalogue', exact: true }).press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeFocused()
  })

  test('un filtre garde le focus dans sa case', async ({ page }) => {
    await page.goto('/catalogue')
    const checkbox = page.getByRole('complementary', { name: 'Filtres' }).getByRole('checkbox', { name: 'Améthyste' })
    await checkbox.focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/pierre=amethyste/)
    await expect(checkbox).toBeFocused()
  })
})

test.describe('recherche', () => {
  test('la ponctuation compte : « d’or » ne trouve pas la labradorite, « – Q » seulement les noms qui l’ont', async ({ page }) => {
    await page.goto(`/catalogue?q=${encodeURIComponent('d’or')}`)
    await expect(page.getByText(/^\d+ produits?$/)).toBeVisible()
    const withApostrophe = await cards(page).getByRole('heading', { level: 3 }).allInnerTexts()
    expect(withApostrophe.length).toBeGreaterThan(0)
    expect(withApostrophe.filter((name) => !/d['’]or/i.test(name))).toEqual([])

    await page.goto(`/catalogue?q=${encodeURIComponent(' – Q')}`)
    await expect(page.getByText(/^\d+ produits?$/)).toBeVisible()
    const withDash = await cards(page).getByRole('heading', { level: 3 }).allInnerTexts()
    expect(withDash.length).toBeGreaterThan(0)
    expect(withDash.filter((name) => !/\s–\sQ/.test(name))).toEqual([])
  })
})

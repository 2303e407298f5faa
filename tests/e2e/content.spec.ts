// The content pages a visitor reads: the stones, the journal and an article, the legal pages.
import { expect, FOOTER_LINKS, needed, test } from './fixtures.ts'

test.describe('contenus', () => {
  test('le grimoire montre chaque pierre, avec sa description nettoyée', async ({ page, fixtures }) => {
    await page.goto('/tableaux-des-pierres')
    await expect(page.getByRole('heading', { level: 1, name: 'Le Grimoire des Pierres' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(fixtures.counts.stones)
    const first = needed(fixtures.stones[0], 'a seeded stone')
    const card = page.getByRole('article', { name: first.name })
    await expect(card.getByRole('img', { name: first.name })).toHaveJSProperty('complete', true)
    await expect(card.locator('script')).toHaveCount(0)

    // The index at the top leads to the stone, and the stone to its jewels (docs/adr/0102).
    await page.getByRole('navigation', { name: 'Index des pierres' }).getByRole('link', { name: first.name, exact: true }).click()
    await expect(card).toBeInViewport()
    await card.getByRole('link', { name: `Voir les bijoux en ${first.name}` }).click()
    await expect(page).toHaveURL(/\/catalogue\?pierre=/)
    await expect(
      page.getByRole('complementary', { name: 'Filtres' }).getByRole('checkbox', { name: first.name, exact: true }),
    ).toBeChecked()
  })

  test('du Journal à un article, puis retour', async ({ page, fixtures }) => {
    const newest = needed(fixtures.articles[0], 'a seeded article')
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Le Journal' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(fixtures.counts.articles)
    await page.getByRole('link', { name: newest.title }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${newest.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible()
    await expect(page).toHaveTitle(`${newest.title} — Éclat de Pierre`)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await page.getByRole('link', { name: 'Retour au Journal' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Le Journal' })).toBeVisible()
  })

  test('un article inconnu est annoncé en français', async ({ page }) => {
    await page.goto('/blog/inconnu123456789')
    await expect(page.getByRole('heading', { level: 1, name: 'Article introuvable' })).toBeVisible()
  })

  test('les pages légales sont accessibles depuis le pied de page', async ({ page }) => {
    const headings: Record<string, string> = {
      '/cgv': 'Conditions générales de vente',
      '/mentions-legales': 'Mentions légales',
      '/politique-confidentialite': 'Politique de confidentialité',
      '/retractation': 'Renoncer au contrat ici',
      '/cartes-cadeaux': 'Cartes cadeaux',
    }
    await page.goto('/')
    for (const [name, path] of FOOTER_LINKS) {
      await page.getByRole('contentinfo').getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1, name: headings[path] })).toBeVisible()
    }
  })

  test('le guide des tailles s’ouvre depuis le pied de page, et la FAQ se déplie (ADR 0101)', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Aide' }).getByRole('link', { name: 'Guide des tailles' }).click()
    await expect(page).toHaveURL(/\/guide-des-tailles$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Guide des tailles' })).toBeVisible()
    await expect(page.getByRole('cell', { name: '16 cm' }).first()).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible()
    const answer = page.getByText(/^Rien : la livraison est offerte/)
    await expect(answer).toBeHidden()
    await page.getByText('Combien coûte la livraison ?').click()
    await expect(answer).toBeVisible()
  })

  test('les CGV citent l’identité de la boutique sans crochet ni lien vers la plateforme européenne fermée', async ({ page }) => {
    await page.goto('/cgv')
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeVisible()
    const main = page.getByRole('main')
    // The demo seed's identity, flagged fictional.
    await expect(page.getByRole('note', { name: 'Identité fictive de démonstration' })).toBeVisible()
    await expect(main).toContainText('SIRET 000 000 000 00000')
    const mediation = page.getByRole('region', { name: /Réclamations et médiation/ })
    await expect(mediation.getByRole('link', { name: 'Médiateur fictif de la consommation' })).toHaveAttribute(
      'href',
      'https://mediateur.example',
    )
    expect(await main.innerText()).not.toContain('[')
    const hrefs = await main.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs.filter((href) => href.includes('ec.europa.eu/consumers/odr'))).toEqual([])
    await expect(main).not.toContainText('règlement en ligne des litiges')
  })
})

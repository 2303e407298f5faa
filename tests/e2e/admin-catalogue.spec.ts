// The shop owner manages the catalogue from the back-office: creates a product with three images,
// puts them in order (drag and drop, then the keyboard), finds it in the shop with its gallery in that
// order, changes its price, deletes it after the confirmation; adds, edits and deletes a category.
// Self-contained: its product and category have unique names and are removed by the test itself.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { png as drawPng } from '../support/png.ts'
import { DESKTOP, PHONE, expect, test } from './fixtures.ts'

/** A valid 8×8 PNG of one colour. */
const png = (rgb: [number, number, number]) => drawPng(rgb, 8)

/** The image list of the product dialog, in order, by the picked files' names. */
async function imageOrder(page: Page): Promise<string[]> {
  const alts = await page
    .getByRole('dialog')
    .getByTestId('image-item')
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''))
  return alts.map((alt) => alt.replace(/^Image \d+ sur \d+ : /, ''))
}

test.describe('administration du catalogue', () => {
  test('l’administratrice crée un produit avec trois images ordonnées, le retrouve en boutique, change son prix puis le supprime', async ({
    page,
    loginAs,
    saveScreenshot,
  }) => {
    test.setTimeout(90_000)
    await loginAs('admin')
    const token = Date.now().toString(36)
    const name = `Bracelet Essai ${token}`
    const slug = `bracelet-essai-${token}`

    await page.goto('/dashboard/products')
    await expect(page.getByRole('heading', { level: 1, name: 'Produits' })).toBeVisible()
    await page.getByRole('button', { name: 'Ajouter un produit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ajouter un produit' })
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(name)
    await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug)
    // French decimal commas (issue 14: « 72,50 » was once read a hundred times too high), and a pro
    // price, a hidden field PocketBase would drop from an admin's body if the shop did not keep it.
    await dialog.getByRole('textbox', { name: 'Prix (€)' }).fill('47,50')
    await dialog.getByRole('textbox', { name: 'Prix professionnel (€)' }).fill('31,90')
    await dialog.getByRole('spinbutton', { name: 'Stock' }).fill('3')
    await dialog
      .getByRole('group', { name: /Catégories/ })
      .getByRole('checkbox', { name: 'Bracelets' })
      .check()
    await dialog.getByLabel('Ajouter des images').setInputFiles([
      { name: 'essai-rouge.png', mimeType: 'image/png', buffer: png([200, 30, 30]) },
      { name: 'essai-vert.png', mimeType: 'image/png', buffer: png([30, 160, 60]) },
      { name: 'essai-bleu.png', mimeType: 'image/png', buffer: png([40, 60, 200]) },
    ])
    await expect.poll(() => imageOrder(page)).toEqual(['essai-rouge.png', 'essai-vert.png', 'essai-bleu.png'])

    // Blue dragged on top, then red moved down with the keyboard.
    const items = dialog.getByTestId('image-item')
    await items.nth(2).dragTo(items.nth(0))
    await expect.poll(() => imageOrder(page)).toEqual(['essai-bleu.png', 'essai-rouge.png', 'essai-vert.png'])
    await dialog.getByRole('button', { name: "Descendre l'image 2 sur 3" }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => imageOrder(page)).toEqual(['essai-bleu.png', 'essai-vert.png', 'essai-rouge.png'])
    await saveScreenshot('admin-produit-formulaire')

    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Produit créé avec succès !')).toBeVisible()
    await expect(dialog).toBeHidden()
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })
    await expect(row.getByRole('cell', { name: '47,50 €' })).toBeVisible()
    await expect(row.getByRole('cell', { name: '31,90 €' })).toBeVisible()
    await expect(row.getByRole('cell', { name: 'Bracelets' })).toBeVisible()

    // The shop shows the gallery in the chosen order.
    await page.goto(`/catalogue/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    // An admin sees the pro price in the shop (docs/product/rules.md#pro-price: admins see the pro price).
    await expect(page.getByText('31,90 €').first()).toBeVisible()
    // The thumbnails are decorative (alt=""): their buttons carry the names.
    const thumbs = page.getByRole('list', { name: 'Images du produit' }).locator('img')
    await expect(thumbs).toHaveCount(3)
    const sources = await thumbs.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
    expect(sources[0]).toMatch(/essai_bleu_\w+\.png/)
    expect(sources[1]).toMatch(/essai_vert_\w+\.png/)
    expect(sources[2]).toMatch(/essai_rouge_\w+\.png/)
    await expect(page.getByRole('img', { name: `${name} — image 1 sur 3` })).toHaveAttribute('src', /essai_bleu_\w+\.png/)

    // A new price, seen by the shop.
    await page.goto('/dashboard/products')
    await page.getByRole('button', { name: `Modifier ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Modifier le produit' })
    await expect
      .poll(() => imageOrder(page))
      .toEqual([expect.stringMatching(/^essai_bleu_/), expect.stringMatching(/^essai_vert_/), expect.stringMatching(/^essai_rouge_/)])
    await edit.getByRole('textbox', { name: 'Prix (€)' }).fill('52')
    await edit.getByRole('textbox', { name: 'Prix professionnel (€)' }).fill('')
    await edit.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Produit mis à jour avec succès !')).toBeVisible()
    await page.goto(`/catalogue/${slug}`)
    await expect(page.getByText('52,00 €').first()).toBeVisible()

    // Deleting asks first: refused, nothing happens; accepted, the product is gone from the shop.
    await page.goto('/dashboard/products')
    const questions: string[] = []
    page.once('dialog', (question) => {
      questions.push(question.message())
      void question.dismiss()
    })
    await page.getByRole('button', { name: `Supprimer ${name}` }).click()
    await expect.poll(() => questions).toEqual(['Êtes-vous sûr de vouloir supprimer ce produit ?'])
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible()
    page.once('dialog', (question) => void question.accept())
    await page.getByRole('button', { name: `Supprimer ${name}` }).click()
    await expect(page.getByRole('cell', { name, exact: true })).toBeHidden()
    await page.goto(`/catalogue/${slug}`)
    await expect(page.getByText('Produit non trouvé')).toBeVisible()
  })

  test('l’administratrice ajoute, renomme et supprime une catégorie', async ({ page, loginAs }) => {
    await loginAs('admin')
    const token = Date.now().toString(36)
    const name = `Chevillères ${token}`

    await page.goto('/dashboard/categories')
    await expect(page.getByRole('heading', { level: 1, name: 'Catégories' })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Bracelets', exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Ajouter une catégorie' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ajouter une catégorie' })
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(name)
    await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue(`chevilleres-${token}`)
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Catégorie créée avec succès !')).toBeVisible()
    await expect(page.getByRole('cell', { name: `chevilleres-${token}`, exact: true })).toBeVisible()

    await page.getByRole('button', { name: `Modifier ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Modifier la catégorie' })
    await edit.getByRole('textbox', { name: 'Nom' }).fill(`${name} fines`)
    await expect(edit.getByRole('textbox', { name: 'Slug' })).toHaveValue(`chevilleres-${token}-fines`)
    await edit.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Catégorie mise à jour avec succès !')).toBeVisible()
    await expect(page.getByRole('cell', { name: `${name} fines`, exact: true })).toBeVisible()

    const questions: string[] = []
    page.once('dialog', (question) => {
      questions.push(question.message())
      void question.accept()
    })
    await page.getByRole('button', { name: `Supprimer ${name} fines` }).click()
    await expect(page.getByRole('cell', { name: `${name} fines`, exact: true })).toBeHidden()
    expect(questions).toEqual(['Êtes-vous sûr de vouloir supprimer cette catégorie ?'])
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`les formulaires produit, pierre et article sont accessibles (thème ${theme === 'dark' ? 'sombre' : 'clair'}, 375 et 1280 px)`, async ({
      page,
      loginAs,
      setTheme,
      saveScreenshot,
    }) => {
      test.setTimeout(60_000)
      await setTheme(theme)
      await loginAs('admin')
      const dialogs = [
        { path: '/dashboard/products', open: 'Ajouter un produit', ready: 'Bracelets', shot: 'produit' },
        { path: '/dashboard/stones', open: 'Ajouter une pierre', ready: 'Vertus', shot: 'pierre' },
        { path: '/dashboard/articles', open: 'Ajouter un article', ready: 'Titre', shot: 'article' },
      ]
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport)
        for (const { path, open, ready, shot } of dialogs) {
          await page.goto(path)
          await page.getByRole('button', { name: open }).click()
          const dialog = page.getByRole('dialog', { name: open })
          await expect(dialog.getByLabel(ready, { exact: true })).toBeVisible()
          await saveScreenshot(`admin-dialogue-${shot}-${theme}`)
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          expect.soft(overflow, `${open}: horizontal overflow at ${viewport.width} px`).toBeLessThanOrEqual(0)
          const axe = await new AxeBuilder({ page })
            .include('[role="dialog"]')
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
            .analyze()
          const severe = axe.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }))
          expect.soft(severe, `${open}: serious or critical axe violations at ${viewport.width} px`).toEqual([])
        }
      }
    })
  }
})

// Issue 14's storefront and sign-in defects (docs/adr/0057): a piece already in the cart, the cart
// refreshed when the app starts, PocketBase unreachable, the custom request's image field.
import { expect, location, test } from './fixtures.ts'

test.describe('panier', () => {
  test('une pièce unique déjà dans le panier affiche « Déjà dans le panier », un lien vers le panier, sans erreur', async ({
    page,
    fixtures,
    setCart,
  }) => {
    const unique = fixtures.catalogue.unique
    await setCart([{ id: unique.id, name: unique.name, price: unique.price, quantity: 1 }])
    await page.goto(`/catalogue/${unique.slug}`)
    const link = page.getByRole('link', { name: 'Déjà dans le panier' })
    await expect(link).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toHaveCount(0)
    await link.click()
    await expect.poll(() => location(page).pathname).toBe('/cart')
    await expect(page.getByRole('link', { name: unique.name })).toBeVisible()
  })

  test('au démarrage, un produit supprimé et une quantité corrompue quittent le badge sans ouvrir le panier', async ({
    page,
    fixtures,
    setCart,
  }) => {
    const [bracelet] = fixtures.products
    await setCart(
      JSON.stringify([
        { id: bracelet!.id, name: bracelet!.name, price: bracelet!.price, quantity: 2 },
        { id: 'supprime0000000', name: 'Bague disparue', price: 25, quantity: 1_000_000_000 },
      ]),
    )
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Panier (2 articles)' })).toBeVisible()
    await expect(page.getByText('1000000000')).toHaveCount(0)
    await expect(page.getByText(/« Bague disparue » n’est plus disponible et a été retiré de votre panier\./)).toBeVisible()
  })
})

test.describe('PocketBase injoignable', () => {
  test('recharger une page d’administration garde la session et propose de réessayer', async ({ page, fixtures, loginAs }) => {
    await loginAs('admin')
    await page.route(`${fixtures.pocketbaseUrl}/api/**`, (route) => route.abort('connectionrefused'))
    await page.goto('/dashboard/products')
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'Impossible de joindre le serveur' })).toBeVisible()
    await expect(alert).toContainText('Vérifiez votre connexion puis réessayez.')
    expect(location(page).pathname).toBe('/dashboard/products')

    await page.unroute(`${fixtures.pocketbaseUrl}/api/**`)
    await alert.getByRole('button', { name: 'Réessayer' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Produits' })).toBeVisible()
    expect(location(page).pathname).toBe('/dashboard/products')
  })

  test('la connexion dit que le serveur ne répond pas, pas que les identifiants sont faux', async ({ page, fixtures }) => {
    const admin = fixtures.users.find((user) => user.kind === 'admin')!
    await page.goto('/login')
    await page.route(`${fixtures.pocketbaseUrl}/api/**`, (route) => route.abort('connectionrefused'))
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Mot de passe').fill(admin.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('alert')).toHaveText('Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.')
  })
})

test.describe('sur-mesure', () => {
  test('l’image d’inspiration se choisit en français, à la taille des autres champs, au clavier aussi', async ({ page }) => {
    await page.goto('/sur-mesure')
    const input = page.getByLabel('Image d’inspiration (facultatif)')
    await expect(page.getByText('Choisir une image')).toBeVisible()
    await expect(page.getByText('Aucun fichier choisi')).toBeVisible()
    // The box reads in the font size of the other fields.
    const box = page.getByText('Aucun fichier choisi')
    const name = page.getByRole('textbox', { name: 'Nom' })
    const size = (locator: typeof box) => locator.evaluate((element) => getComputedStyle(element).fontSize)
    expect(await size(box)).toBe(await size(name))

    await input.focus()
    await expect(input).toBeFocused()
    await input.setInputFiles({ name: 'bague-lune.png', mimeType: 'image/png', buffer: Buffer.from('png') })
    await expect(page.getByText('bague-lune.png')).toBeVisible()
  })
})

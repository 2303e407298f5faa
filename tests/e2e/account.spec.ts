// The header's account link goes where each kind of visitor expects; logout ends the session.
import { AUTH_KEY, expect, location, test, type UserKind } from './fixtures.ts'

const expected: Record<UserKind | 'anonymous', string> = {
  anonymous: '/login',
  customer: '/account',
  pro: '/account',
  admin: '/dashboard',
}

test.describe('lien « Mon compte »', () => {
  test('un visiteur anonyme est envoyé vers la connexion', async ({ page }) => {
    await page.goto('/')
    const account = page.getByRole('link', { name: 'Mon compte' })
    await expect(account).toHaveAttribute('href', expected.anonymous)
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0)
    await account.click()
    await expect.poll(() => location(page).pathname).toBe('/login')
  })

  for (const kind of ['customer', 'pro', 'admin'] as const) {
    test(`connecté (${kind}), le lien mène à ${expected[kind]}`, async ({ page, loginAs }) => {
      await loginAs(kind)
      await page.goto('/')
      await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible()
      const account = page.getByRole('link', { name: 'Mon compte' })
      await expect(account).toHaveAttribute('href', expected[kind])
      await account.click()
      await expect.poll(() => location(page).pathname).toBe(expected[kind])
      if (kind === 'admin') {
        await expect(page.getByRole('heading', { name: 'Tableau de Bord' })).toBeVisible()
      }
    })
  }
})

test('se déconnecter efface la session, même après un rechargement', async ({ page, loginAs, saveScreenshot }) => {
  await loginAs('customer')
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/account')
  await saveScreenshot('header-logged-in')

  await page.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/login')
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), AUTH_KEY)
  expect(stored === null || !(JSON.parse(stored) as { token?: string }).token).toBe(true)

  await page.reload()
  await expect(page.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/login')
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0)
})

test.describe('inscription, connexion et compte', () => {
  test('un visiteur s’inscrit par le formulaire et arrive sur son compte', async ({ page, saveScreenshot }) => {
    const email = `inscription-${Date.now()}@bijoux.test`
    await page.goto('/signup')
    await expect(page.getByRole('heading', { level: 1, name: 'Inscription' })).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Mot de passe', { exact: true }).fill('un-secret-solide')
    await page.getByLabel('Confirmation du mot de passe').fill('un-autre-secret')
    await page.getByRole('button', { name: 'Créer mon compte' }).click()
    await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible()
    await saveScreenshot('signup-errors')

    await page.getByLabel('Confirmation du mot de passe').fill('un-secret-solide')
    await page.getByRole('button', { name: 'Créer mon compte' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mon Compte' })).toBeVisible()
    await expect.poll(() => location(page).pathname).toBe('/account')
    await expect(page.getByRole('region', { name: 'Mes informations' }).getByText(email)).toBeVisible()
    await expect(page.getByText("Vous n'avez encore passé aucune commande.")).toBeVisible()
  })

  test('un email déjà utilisé : le texte d’échec, rien de perdu', async ({ page, fixtures }) => {
    const customer = fixtures.users.find((user) => user.kind === 'customer')!
    await page.goto('/signup')
    await page.getByLabel('Email').fill(customer.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill('un-secret-solide')
    await page.getByLabel('Confirmation du mot de passe').fill('un-secret-solide')
    await page.getByRole('button', { name: 'Créer mon compte' }).click()
    await expect(page.getByRole('alert')).toHaveText("Échec de l'inscription. Cet email est peut-être déjà utilisé.")
    await expect(page.getByLabel('Email')).toHaveValue(customer.email)
  })

  test('une connexion refusée affiche le texte d’échec et garde la saisie', async ({ page, fixtures, saveScreenshot }) => {
    const customer = fixtures.users.find((user) => user.kind === 'customer')!
    await page.goto('/login')
    await page.getByLabel('Email').fill(customer.email)
    await page.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe')
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('alert')).toHaveText('Échec de la connexion. Vérifiez vos identifiants.')
    await expect(page.getByLabel('Email')).toHaveValue(customer.email)
    await expect.poll(() => location(page).pathname).toBe('/login')
    await saveScreenshot('login-failed')

    await page.getByLabel('Mot de passe').fill(customer.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mon Compte' })).toBeVisible()
  })

  test('le client voit ses commandes passées', async ({ page, fixtures, loginAs, saveScreenshot, request }) => {
    const customer = fixtures.users.find((user) => user.kind === 'customer')!
    const product = fixtures.catalogue.regular
    const auth = await request.post(`${fixtures.pocketbaseUrl}/api/collections/_superusers/auth-with-password`, {
      data: { identity: fixtures.superuser.email, password: fixtures.superuser.password },
    })
    expect(auth.ok()).toBe(true)
    const { token } = (await auth.json()) as { token: string }
    const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/orders/records`, {
      headers: { Authorization: token },
      data: {
        user: customer.id,
        items: [{ id: product.id, name: product.name, quantity: 2, price: product.price }],
        products: [product.id],
        total: product.price * 2,
        status: 'shipped',
      },
    })
    expect(created.ok(), `order creation answered ${created.status()}`).toBe(true)
    const order = (await created.json()) as { id: string }

    try {
      await loginAs('customer')
      await page.goto('/account')
      await expect(page.getByRole('heading', { level: 1, name: 'Mon Compte' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Mes informations' }).getByText(customer.email)).toBeVisible()
      const row = page.getByRole('row').filter({ hasText: `n° ${order.id.slice(0, 8)}` })
      await expect(row).toContainText(`2 × ${product.name}`)
      await expect(row).toContainText('Expédiée')
      await saveScreenshot('account')
    } finally {
      await request.delete(`${fixtures.pocketbaseUrl}/api/collections/orders/records/${order.id}`, {
        headers: { Authorization: token },
      })
    }
  })
})

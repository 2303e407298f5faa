// A forgotten password is reset through the e-mail's link (docs/adr/0034): the customer asks from
// /login, finds PocketBase's French e-mail in the local inbox, opens its link (the shop's page, not
// PocketBase's), chooses a new password and logs in with it.
import { inbox } from '../support/inbox.ts'
import { expect, location, test } from './fixtures.ts'

test('mot de passe oublié : l’e-mail de la boutique, son lien, un nouveau mot de passe, la connexion', async ({
  page,
  fixtures,
  request,
  saveScreenshot,
}) => {
  const email = `oubli-${Date.now()}@bijoux.test`
  const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/users/records`, {
    data: { email, password: 'ancien-secret-2026', passwordConfirm: 'ancien-secret-2026', name: 'Inès Oublieuse' },
  })
  expect(created.ok(), `sign-up answered ${created.status()}`).toBe(true)

  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Réinitialiser le mot de passe' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByRole('button', { name: 'Envoyer le lien' }).click()
  await expect(page.getByText(/^Si un compte existe pour cette adresse, un e-mail vous a été envoyé/)).toBeVisible()
  await saveScreenshot('password-reset-requested')

  const mail = await inbox(fixtures.mailUrl).waitFor({ to: email, subject: 'Réinitialisation de votre mot de passe' }, 15_000)
  expect(mail.subject).toBe('Réinitialisation de votre mot de passe – Éclat de Pierre')
  const href = /href="([^"]*\/reinitialiser-mot-de-passe\/[^"]+)"/.exec(mail.html)?.[1]
  expect(href, 'the e-mail links to the shop’s reset page').toBeTruthy()
  const link = new URL(href!)
  expect(link.origin).toBe(location(page).origin)

  await page.goto(link.toString())
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible()
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-secret-2026')
  await page.getByLabel('Confirmation du mot de passe').fill('nouveau-secret-2027')
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible()
  await page.getByLabel('Confirmation du mot de passe').fill('nouveau-secret-2026')
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible()
  await expect.poll(() => location(page).pathname).toBe('/login')
  await expect(page.getByText('Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill('nouveau-secret-2026')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Compte' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Mes informations' }).getByText(email)).toBeVisible()

  // The link served once: opened again, it says so and offers to ask for a new one.
  await page.goto(link.toString())
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('encore-un-secret-2026')
  await page.getByLabel('Confirmation du mot de passe').fill('encore-un-secret-2026')
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ce lien n’est plus valable' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible()
})

// The account's settings in a browser (docs/adr/0034): a new customer confirms their address with
// the link of the e-mail caught by the local inbox; a customer deletes their account.
import { inbox } from '../support/inbox.ts'
import { expect, location, test } from './fixtures.ts'

test('une nouvelle cliente confirme son adresse avec le lien de l’e-mail', async ({ page, saveScreenshot, fixtures }) => {
  // The mail is sent right after the sign-up's answer, or by the queue's cron (every minute) when an
  // earlier mail failed moments before (lib/mail.js).
  test.setTimeout(120_000)
  const email = `verification-${Date.now()}@bijoux.test`
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill('un-secret-solide')
  await page.getByLabel('Confirmation du mot de passe').fill('un-secret-solide')
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Compte' })).toBeVisible()
  const banner = page.getByRole('region', { name: 'Confirmez votre adresse email' })
  await expect(banner).toContainText(email)

  const mail = await inbox(fixtures.mailUrl).waitFor({ to: email, subject: 'Confirmez votre adresse e-mail' }, 75_000)
  const href = /href="([^"]*\/verifier-email\/[^"]+)"/.exec(mail.html)?.[1]
  expect(href, 'the e-mail links to the shop’s verification page').toBeTruthy()
  expect(new URL(href!).origin).toBe(location(page).origin)

  await page.goto(href!)
  await expect(page.getByRole('heading', { level: 1, name: 'Adresse email confirmée' })).toBeVisible()
  await saveScreenshot('email-verified')
  await page.getByRole('main').getByRole('link', { name: 'Mon compte' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Compte' })).toBeVisible()
  await expect(banner).toHaveCount(0)
})

test('un client supprime son compte : mot de passe, confirmation du navigateur, retour à l’accueil', async ({
  page,
  fixtures,
  request,
  saveScreenshot,
}) => {
  const email = `depart-${Date.now()}@bijoux.test`
  const password = 'secret-de-depart-2026'
  const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/users/records`, {
    data: { email, password, passwordConfirm: password, name: 'Léa Partante' },
  })
  expect(created.ok(), `sign-up answered ${created.status()}`).toBe(true)

  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Compte' })).toBeVisible()
  // Not verified yet: the banner offers to send the e-mail again.
  await expect(page.getByRole('button', { name: 'Renvoyer l’e-mail de vérification' })).toBeVisible()
  await saveScreenshot('account-settings')

  const deletion = page.getByRole('region', { name: 'Supprimer mon compte' })
  await deletion.getByLabel('Mot de passe').fill(password)
  const dialogs: string[] = []
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
  await deletion.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click()
  await expect.poll(() => location(page).pathname).toBe('/')
  await expect(page.getByText(/^Votre compte a été supprimé\./)).toBeVisible()
  expect(dialogs).toEqual([
    'Supprimer définitivement votre compte ? Votre compte, votre carnet d’adresses et vos informations personnelles seront effacés ; vos commandes seront conservées pour la durée légale. Cette action est irréversible.',
  ])
  await expect(page.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/login')

  const login = await request.post(`${fixtures.pocketbaseUrl}/api/collections/users/auth-with-password`, {
    data: { identity: email, password },
  })
  expect(login.status()).toBe(400)
})

// The pro application (issue 14, docs/adr/0060): a customer asks for a professional account from
// their account, the admin sees the waiting application in /dashboard/users and accepts it on the
// customer's page, the customer finds the e-mail in the local inbox and, after a reload, the
// « Espace pro » link that leads to the pro space. The customer is the test's own account (created
// through the superuser API), so that the shared fixtures keep their roles.
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { inbox } from '../support/inbox.ts'
import { AUTH_KEY, SCREENSHOT_DIR, expect, location, test, type Fixtures } from './fixtures.ts'
import { expectAccessible, superuserToken } from './support/admin-api.ts'

/** Opens this account's session in `page` before the app starts (as the fixtures' loginAs does). */
async function openSession(page: Page, fixtures: Fixtures, email: string, password: string) {
  const response = await page.request.post(`${fixtures.pocketbaseUrl}/api/collections/users/auth-with-password`, {
    data: { identity: email, password },
  })
  expect(response.ok()).toBe(true)
  const { token, record } = (await response.json()) as { token: string; record: unknown }
  await page.addInitScript(
    ({ key, value }) => {
      if (!window.sessionStorage.getItem('__e2e_session')) {
        window.localStorage.setItem(key, value)
        window.sessionStorage.setItem('__e2e_session', '1')
      }
    },
    { key: AUTH_KEY, value: JSON.stringify({ token, record }) },
  )
}

test('une cliente demande un compte pro, l’administratrice l’accepte, la cliente reçoit l’e-mail et entre dans l’espace pro', async ({
  page,
  browser,
  request,
  fixtures,
  saveScreenshot,
}) => {
  const stamp = Date.now().toString(36)
  const email = `pro-demande-${stamp}@bijoux.test`
  const password = 'Pierre-de-lune-2026'
  const name = `Léa Demande ${stamp}`
  const token = await superuserToken(fixtures)
  const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/users/records`, {
    headers: { Authorization: token },
    data: { email, password, passwordConfirm: password, name, verified: true },
  })
  expect(created.ok()).toBe(true)

  // The customer applies from her account.
  await openSession(page, fixtures, email, password)
  await page.goto('/account')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Espace pro' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Demander un compte pro' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Devenir professionnel' })).toBeVisible()
  await page.getByLabel('Nom de l’entreprise').fill(`Atelier des Cimes ${stamp}`)
  await page.getByLabel('Numéro SIREN ou SIRET').fill('732 829 320 00074')
  await page.getByLabel('Numéro de TVA intracommunautaire (facultatif)').fill('FR44732829320')
  await page.getByLabel('Activité').fill('Boutique de créateurs')
  await page.getByLabel('Message (facultatif)').fill('Nous aimerions proposer vos bracelets.')
  await saveScreenshot('pro-application-form')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(page.getByText('Merci ! Votre demande a bien été envoyée : nous l’examinons et vous répondrons par e-mail.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Votre demande est en cours d’examen' })).toBeVisible()
  const mails = inbox(fixtures.mailUrl)
  await mails.waitFor({ to: email, subject: 'Nous avons bien reçu votre demande de compte professionnel' })

  // The admin finds it in /dashboard/users (filter and badge) and accepts it on the customer's page.
  const admin = fixtures.users.find((user) => user.kind === 'admin')!
  const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const adminPage = await adminContext.newPage()
  await openSession(adminPage, fixtures, admin.email, admin.password)
  await adminPage.goto('/dashboard/users')
  await adminPage.getByLabel('Afficher').selectOption('demandes-pro')
  // The address follows once the navigation (and the area's guard) has run: waited for, not read at once.
  await expect.poll(() => new URL(adminPage.url()).searchParams.get('statut')).toBe('demandes-pro')
  await adminPage.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill(`lea demande ${stamp}`)
  const row = adminPage.getByRole('row').filter({ hasText: email })
  await expect(row.getByText('Demande pro en attente')).toBeVisible()
  await adminPage.screenshot({ path: join(SCREENSHOT_DIR, 'admin-users-pending-1280.png'), fullPage: true })
  await row.getByRole('link', { name: `Voir ${name}` }).click()
  await expect(adminPage.getByRole('heading', { level: 1, name })).toBeVisible()
  const panel = adminPage.getByRole('region', { name: /Demande de compte professionnel/ })
  await expect(panel.getByText('73282932000074')).toBeVisible()
  await expectAccessible(adminPage)
  await adminPage.screenshot({ path: join(SCREENSHOT_DIR, 'admin-customer-page-1280.png'), fullPage: true })
  await panel.getByRole('button', { name: 'Accepter la demande' }).click()
  await expect(
    adminPage.getByText('Demande acceptée : le compte est maintenant professionnel et le demandeur est prévenu par e-mail.'),
  ).toBeVisible()
  await expect(panel.getByText('Acceptée')).toBeVisible()
  await expect(adminPage.getByText('Professionnel', { exact: true })).toBeVisible()
  await adminContext.close()

  // The e-mail arrives; after a reload the customer's session reads her new role.
  const mail = await mails.waitFor({ to: email, subject: 'Votre compte professionnel est ouvert' })
  expect(mail.text).toContain('/espace-pro')
  await page.reload()
  const proLink = page.getByRole('banner').getByRole('link', { name: 'Espace pro' })
  await expect(proLink).toBeVisible()
  await proLink.click()
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${name}` })).toBeVisible()
  expect(location(page).pathname).toBe('/espace-pro')
})

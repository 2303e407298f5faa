// A quote, from the shop to the customer (issue 30; docs/adr/0127): the admin writes a quote for a
// request on its details page and sends it; the customer, not signed in, opens the e-mail's signed
// link, reads the quote (deposit text, made-to-order notice) and accepts it; the payment links show
// (paying them is docs/adr/0128's journey).
import { randomBytes } from 'node:crypto'
import { inbox } from '../support/inbox.ts'
import { AUTH_KEY, expect, test } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'

test('un devis écrit et envoyé par l’atelier, lu et accepté par le client depuis le lien de l’e-mail', async ({
  page,
  request,
  fixtures,
  loginAs,
}) => {
  const token = await superuserToken(fixtures)
  const email = `devis-${randomBytes(4).toString('hex')}@e2e.test`
  const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/custom_requests/records`, {
    headers: { Authorization: token },
    data: {
      name: 'Inès Devis',
      email,
      jewelry_type: 'Bracelet',
      main_stone: 'Améthyste',
      bead_size: '8mm',
      wrist_size: 17,
      clasp_type: 'Élastique',
    },
  })
  expect(created.ok()).toBe(true)
  const { id } = (await created.json()) as { id: string }

  // The admin's quote: two lines, a making time, arrhes.
  await loginAs('admin')
  await page.goto(`/dashboard/requests/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Demande de Inès Devis' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Devis' })
  await form.getByLabel('Libellé de la ligne 1').fill('Bracelet d’améthyste 8 mm')
  await form.getByLabel('Prix unitaire (€ TTC)').fill('45')
  await form.getByRole('button', { name: 'Ajouter une ligne' }).click()
  await form.getByLabel('Libellé de la ligne 2').fill('Breloque Chouette')
  await form.getByLabel('Prix unitaire (€ TTC)').nth(1).fill('6')
  await expect(form.getByText(/^Total TTC : 51,00/)).toBeVisible()
  await form.getByLabel('Délai de réalisation').fill('3 semaines')
  await form.getByLabel('Montant versé à la commande (€)').fill('15')
  await form.getByRole('button', { name: 'Envoyer le devis' }).click()
  // Said in the new, blank editor the page starts once the quote is listed as sent (the send took
  // 0.4 s in the run where this line once waited for 26 s: the editor's remount lost its answer).
  await expect(form.getByText('Devis envoyé au client.')).toBeVisible()
  const sent = page.getByRole('region', { name: /^Devis DEV-\d{4}-\d{4}$/ })
  await expect(sent).toBeVisible()
  const number = ((await sent.getAttribute('aria-label')) ?? '').replace('Devis ', '')

  // The customer, signed out, from the e-mail's link.
  await page.evaluate((key) => window.localStorage.removeItem(key), AUTH_KEY)
  const mail = await inbox(fixtures.mailUrl).waitFor({ to: email, subject: number }, 15_000)
  const link = /https?:\/\/\S+\/sur-mesure\/demande\/\w+\?jeton=\S+/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()
  const address = new URL(link!)
  await page.goto(`${address.pathname}${address.search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Votre demande sur-mesure' })).toBeVisible()
  const quote = page.getByRole('region', { name: `Devis ${number}` })
  await expect(quote.getByText(/^Total TTC : 51,00/)).toBeVisible()
  await expect(quote.getByText(/Arrhes : en cas d’annulation, vous les perdez/)).toBeVisible()
  await expect(quote.getByText(/exclu du droit de rétractation/)).toBeVisible()
  await expect(quote.getByRole('link', { name: `Télécharger le devis ${number} (PDF)` })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Échange et devis' })).toHaveAttribute('aria-current', 'step')

  await page.getByRole('button', { name: 'Accepter le devis' }).click()
  await expect(page.getByText('Merci ! Votre devis est accepté.')).toBeVisible()
  await expect(page.getByText('Statut : Accepté')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Payer les arrhes/ })).toHaveAttribute('href', /\/checkout\?devis=\w+&part=deposit$/)
  await expect(page.getByRole('link', { name: /^Payer la totalité/ })).toHaveAttribute('href', /\/checkout\?devis=\w+&part=full$/)
})

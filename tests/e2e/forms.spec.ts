// A visitor sends a contact message and a custom request; both then exist in PocketBase, as the
// server recorded them (status forced by the hooks, no user for a visitor), and the visitor's
// acknowledgement and the shop's alert are in the mail capture server's inbox.
import { inbox } from '../support/inbox.ts'
import { expect, test, type Fixtures } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'

const SHOP_EMAIL = 'bonjour@eclat-de-pierre.fr'

async function findRecords(fixtures: Fixtures, collection: string, filter: string): Promise<Array<Record<string, unknown>>> {
  const token = await superuserToken(fixtures)
  const url = `${fixtures.pocketbaseUrl}/api/collections/${collection}/records?filter=${encodeURIComponent(filter)}`
  const response = await fetch(url, { headers: { Authorization: token } })
  expect(response.ok).toBe(true)
  return ((await response.json()) as { items: Array<Record<string, unknown>> }).items
}

test.describe('formulaires', () => {
  test('un visiteur envoie un message de contact, enregistré dans PocketBase', async ({ page, fixtures }) => {
    const email = `contact-${Date.now()}@exemple.fr`
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()

    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByText('Veuillez indiquer votre nom.')).toBeVisible()

    await page.getByRole('textbox', { name: 'Nom' }).fill('Camille Martin')
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('textbox', { name: 'Sujet' }).fill('Taille de bracelet')
    await page.getByRole('textbox', { name: 'Message' }).fill('Bonjour, faites-vous des tailles enfant ?')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()

    await expect(page.getByText('Merci pour votre message ! Nous vous répondrons dans les plus brefs délais.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveValue('')

    const [message] = await findRecords(fixtures, 'contact_messages', `email = "${email}"`)
    expect(message).toMatchObject({ name: 'Camille Martin', subject: 'Taille de bracelet', status: 'new' })

    const mails = inbox(fixtures.mailUrl)
    const ack = await mails.waitFor({ to: email, subject: 'Nous avons bien reçu votre message' })
    expect(ack.text).toContain('Bonjour Camille Martin,')
    const alert = await mails.waitFor({ to: SHOP_EMAIL, subject: 'Nouveau message : Taille de bracelet' })
    expect(alert.text).toContain(`E-mail : ${email}`)
    expect(alert.text).toContain('Bonjour, faites-vous des tailles enfant ?')
  })

  test('un visiteur envoie une demande sur-mesure, enregistrée dans PocketBase', async ({ page, fixtures }) => {
    expect(fixtures.stones.length, 'the harness seeds at least 12 stones').toBeGreaterThanOrEqual(12)
    const email = `sur-mesure-${Date.now()}@exemple.fr`
    const [main, ...others] = fixtures.stones.map((stone) => stone.name)
    await page.goto('/sur-mesure')
    await expect(page.getByRole('heading', { level: 1, name: 'Votre Bijou, Votre Âme' })).toBeVisible()

    await page.getByRole('textbox', { name: 'Nom' }).fill('Léa Dubois')
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('combobox', { name: 'Pierre principale' }).selectOption(main!)
    for (const name of others.slice(0, 10)) await page.getByRole('checkbox', { name, exact: true }).check()
    await page.getByRole('checkbox', { name: others[10]!, exact: true }).click()
    await expect(page.getByText('Vous ne pouvez sélectionner que 10 pierres au maximum.')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: others[10]!, exact: true })).not.toBeChecked()

    await page.getByRole('radio', { name: '10mm' }).check()
    await page.getByRole('spinbutton', { name: 'Tour de poignet (cm)' }).fill('16.5')
    await page.getByRole('radio', { name: 'Avec fermoir' }).check()
    await page.getByRole('checkbox', { name: 'Fleur de Lotus' }).check()
    await page.getByRole('textbox', { name: 'Message' }).fill('Pour un anniversaire.')
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click()

    await expect(
      page.getByText('Merci ! Votre demande sur-mesure a bien été envoyée. Nous revenons vers vous très vite pour en parler ensemble.'),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('')

    const [request] = await findRecords(fixtures, 'custom_requests', `email = "${email}"`)
    expect(request).toMatchObject({
      name: 'Léa Dubois',
      jewelry_type: 'Bracelet',
      main_stone: main,
      secondary_stones: others.slice(0, 10),
      bead_size: '10mm',
      wrist_size: 16.5,
      clasp_type: 'Avec fermoir',
      charms: ['Fleur de Lotus'],
      message: 'Pour un anniversaire.',
      status: 'pending',
      user: '',
    })

    const mails = inbox(fixtures.mailUrl)
    const ack = await mails.waitFor({ to: email, subject: 'Nous avons bien reçu votre demande sur-mesure' })
    expect(ack.text).toContain(`Pierre principale : ${main}`)
    expect(ack.text).toContain('Tour de poignet : 16,5 cm')
    const alert = await mails.waitFor({ to: SHOP_EMAIL, subject: 'Nouvelle demande sur-mesure de Léa Dubois' })
    expect(alert.text).toContain('Message : Pour un anniversaire.')
  })
})

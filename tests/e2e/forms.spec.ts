// A visitor sends a contact message and a custom request; both then exist in PocketBase, as the
// server recorded them (status forced by the hooks, no user for a visitor), and the visitor's
// acknowledgement and the shop's alert are in the mail capture server's inbox. What is typed survives
// a reload, a double click sends once, and an image over the limit is refused before any upload
// (issue 24 points 4 and 7, docs/adr/0082).
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
    await expect(page.getByRole('link', { name: 'Vos données et vos droits' })).toBeVisible()

    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByText('Veuillez indiquer votre nom.')).toBeVisible()

    await page.getByRole('textbox', { name: 'Nom' }).fill('Camille Martin')
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('textbox', { name: 'Sujet' }).fill('Taille de bracelet')
    await page.getByRole('textbox', { name: 'Message' }).fill('Bonjour, faites-vous des tailles enfant ?')

    // A reload (or a tab the phone discarded) keeps the draft.
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Bonjour, faites-vous des tailles enfant ?')
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)

    // A double click sends once: one record, one acknowledgement.
    await page.getByRole('button', { name: 'Envoyer le message' }).dblclick()

    await expect(page.getByText('Merci pour votre message ! Nous vous répondrons dans les plus brefs délais.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveValue('')

    const messages = await findRecords(fixtures, 'contact_messages', `email = "${email}"`)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ name: 'Camille Martin', subject: 'Taille de bracelet', status: 'new' })

    const mails = inbox(fixtures.mailUrl)
    const ack = await mails.waitFor({ to: email, subject: 'Nous avons bien reçu votre message' })
    // In the shop's words only: nothing the visitor typed goes to the address they typed.
    expect(ack.text).toContain('Nous avons bien reçu le message envoyé à')
    expect(ack.text).not.toContain('tailles enfant')
    expect(ack.text).not.toContain('Camille')
    const alert = await mails.waitFor({ to: SHOP_EMAIL, subject: 'Nouveau message : Taille de bracelet', text: email })
    expect(alert.text).toContain(`E-mail : ${email}`)
    expect(alert.text).toContain('Bonjour, faites-vous des tailles enfant ?')
    const acks = (await mails.messages()).filter((mail) => mail.to.includes(email))
    expect(acks).toHaveLength(1)

    // After the success the draft is gone: a reload shows an empty form.
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('')
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
    // A French decimal comma: 16,5 cm, not 165.
    await page.getByRole('textbox', { name: 'Tour de poignet (cm)' }).fill('16,5')
    await page.getByRole('radio', { name: 'Avec fermoir' }).check()
    await page.getByRole('checkbox', { name: 'Fleur de Lotus' }).check()
    await page.getByRole('textbox', { name: 'Message' }).fill('Pour un anniversaire.')

    // The limit is said before choosing, and a too-large image is refused at once, with the limit.
    const image = page.getByLabel('Image d’inspiration (facultatif)')
    await expect(image).toHaveAccessibleDescription(/JPEG, PNG, GIF ou WebP, 10\u00a0Mo au maximum\./)
    await image.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024) })
    await expect(page.getByText('L’image « photo.jpg » (11\u00a0Mo) dépasse 10\u00a0Mo.')).toBeVisible()
    await image.setInputFiles({ name: 'photo.heic', mimeType: 'image/heic', buffer: Buffer.from('heic') })
    await expect(page.getByText('Le fichier « photo.heic » n’est pas une image JPEG, PNG, GIF ou WebP.')).toBeVisible()
    await image.setInputFiles([])

    await page.getByRole('button', { name: 'Envoyer ma demande' }).dblclick()

    await expect(
      page.getByText('Merci ! Votre demande sur-mesure a bien été envoyée. Nous revenons vers vous très vite pour en parler ensemble.'),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('')

    const requests = await findRecords(fixtures, 'custom_requests', `email = "${email}"`)
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({
      name: 'Léa Dubois',
      jewelry_type: 'Bracelet',
      main_stone: main,
      secondary_stones: others.slice(0, 10),
      bead_size: '10mm',
      wrist_size: 16.5,
      clasp_type: 'Avec fermoir',
      charms: ['Fleur de Lotus'],
      message: 'Pour un anniversaire.',
      status: 'received',
      user: '',
    })

    const mails = inbox(fixtures.mailUrl)
    const ack = await mails.waitFor({ to: email, subject: 'Nous avons bien reçu votre demande sur-mesure' })
    expect(ack.text).not.toContain('anniversaire')
    const alert = await mails.waitFor({ to: SHOP_EMAIL, subject: 'Nouvelle demande sur-mesure de Léa Dubois', text: email })
    expect(alert.text).toContain(`Pierre principale : ${main}`)
    expect(alert.text).toContain('Tour de poignet : 16,5 cm')
    expect(alert.text).toContain('Message : Pour un anniversaire.')
    expect((await mails.messages()).filter((mail) => mail.to.includes(email))).toHaveLength(1)
  })
})

// Marketing consent (issue 28, point 4; docs/adr/0114): the owner writes a letter in /dashboard/lettre,
// previews and sends it (queued, throttled); a customer under the soft opt-in reads it in the local
// inbox, follows its unsubscribe link logged out, confirms with the button, and the next letter
// leaves them out. The order is the test's own.
import { inbox } from '../support/inbox.ts'
import { expect, test } from './fixtures.ts'
import { expectAccessible, superuserToken } from './support/admin-api.ts'

test('une cliente se désinscrit par le lien de la lettre, sans se connecter, et la lettre suivante ne lui est plus envoyée', async ({
  page,
  request,
  fixtures,
  loginAs,
}) => {
  const token = await superuserToken(fixtures)
  const headers = { Authorization: token }
  const stamp = Date.now().toString(36)
  const email = `lettre-${stamp}@exemple.fr`
  const ordered = await request.post(`${fixtures.pocketbaseUrl}/api/collections/orders/records`, {
    headers,
    data: {
      items: [{ id: 'x', name: 'Bracelet Labradorite', quantity: 1, price: 42 }],
      total: 42,
      status: 'paid',
      email,
      customer_name: 'Inès Morel',
      payment_mode: 'demo',
    },
  })
  expect(ordered.ok(), await ordered.text()).toBe(true)
  const order = (await ordered.json()) as { id: string }
  const queuedTo = async (subject: string) => {
    const filter = encodeURIComponent(`to = "${email}" && kind = "newsletter" && subject = "${subject}"`)
    const answer = await request.get(`${fixtures.pocketbaseUrl}/api/collections/mail_queue/records?filter=${filter}`, { headers })
    return ((await answer.json()) as { items: Array<{ id: string }> }).items
  }
  try {
    // The owner writes, previews and sends the letter.
    const subject = `Les bagues d’hiver ${stamp}`
    await loginAs('admin')
    await page.goto('/dashboard/lettre')
    await page.getByLabel('Objet').fill(subject)
    await page.getByLabel('Texte').fill('Bonjour,\n\nLa collection d’hiver est en ligne.')
    await page.getByRole('button', { name: 'Aperçu' }).click()
    await expect(page.frameLocator('iframe[title="Aperçu de la lettre"]').getByText('La collection d’hiver est en ligne.')).toBeVisible()
    await page.getByRole('button', { name: /^Envoyer à \d+ destinataires?$/ }).click()
    await expect(page.getByText(/Lettre mise en file d’envoi pour \d+ destinataires?/)).toBeVisible()
    await expectAccessible(page)

    // The queue sends 20 a minute; this one now.
    const [queued] = await queuedTo(subject)
    expect(queued).toBeTruthy()
    const retried = await request.post(`${fixtures.pocketbaseUrl}/api/shop/mail/retry`, { headers, data: { id: queued!.id } })
    expect(retried.ok(), await retried.text()).toBe(true)
    const mail = await inbox(fixtures.mailUrl).waitFor({ to: email, subject })
    expect(mail.html).toContain('La collection d’hiver est en ligne.')
    const link = /Se désinscrire des e-mails de l’atelier : (\S+\/desinscription\?jeton=[A-Za-z0-9]+)/.exec(mail.text)?.[1]
    expect(link).toBeTruthy()

    // Logged out, the link asks for a click (a mail scanner following it unsubscribes nobody).
    await page.evaluate(() => window.localStorage.clear())
    const url = new URL(link!)
    await page.goto(url.pathname + url.search)
    await expect(page.getByRole('heading', { level: 1, name: 'Désinscription' })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Me désinscrire' }).click()
    await expect(page.getByText(/vous ne recevrez plus d’e-mails de l’atelier à cette adresse/)).toBeVisible()

    // The next letter leaves her out.
    const next = `Soldes d’hiver ${stamp}`
    const sent = await request.post(`${fixtures.pocketbaseUrl}/api/shop/newsletter/send`, {
      headers,
      data: { subject: next, text: 'Bonjour' },
    })
    expect(sent.ok(), await sent.text()).toBe(true)
    expect(await queuedTo(next)).toEqual([])
  } finally {
    await request.delete(`${fixtures.pocketbaseUrl}/api/collections/orders/records/${order.id}`, { headers })
  }
})

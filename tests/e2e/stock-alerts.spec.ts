// Back-in-stock alerts (issue 27, point 3; docs/adr/0107): a visitor asks to be told on a sold-out
// product, the stock comes back (the stock tool), the one e-mail reaches the inbox with the product's
// link and an unsubscribe link, which deletes the alert with one click, logged out.
import { inbox } from '../support/inbox.ts'
import { expect, test } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'

test('un visiteur demande à être prévenu du retour en stock, reçoit un seul e-mail et se désinscrit', async ({
  page,
  request,
  fixtures,
}) => {
  const token = await superuserToken(fixtures)
  const headers = { Authorization: token }
  const stamp = Date.now().toString(36)
  const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/products/records`, {
    headers,
    data: {
      name: `Collier Retour ${stamp}`,
      slug: `collier-retour-${stamp}`,
      description: 'Perles de 6 mm.',
      price: 42,
      stock: 0,
      published: true,
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const product = (await created.json()) as { id: string; slug: string }
  const email = `alerte-${stamp}@exemple.fr`
  try {
    await page.goto(`/catalogue/${product.slug}`)
    await page.getByRole('button', { name: 'Me prévenir du retour' }).click()
    await page.getByRole('textbox', { name: 'Votre e-mail' }).fill(email)
    await page.getByRole('button', { name: 'Me prévenir', exact: true }).click()
    await expect(page.getByText('Cochez la case pour accepter de recevoir l’e-mail de retour en stock.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Votre e-mail' })).toHaveValue(email)
    await page.getByRole('checkbox', { name: 'J’accepte de recevoir un seul e-mail quand cette pièce revient en stock.' }).check()
    await page.getByRole('button', { name: 'Me prévenir', exact: true }).click()
    await expect(page.getByText('C’est noté : nous vous écrirons une seule fois quand cette pièce reviendra en stock.')).toBeVisible()

    for (const delta of [2, -2, 1]) {
      const moved = await request.post(`${fixtures.pocketbaseUrl}/api/shop/products/${product.id}/stock`, { headers, data: { delta } })
      expect(moved.ok(), await moved.text()).toBe(true)
    }
    // The mail waits in the queue for the minute's cron (docs/adr/0107); send what is due now instead.
    const sent = await request.post(`${fixtures.pocketbaseUrl}/api/shop/mail/retry`, { headers, data: {} })
    expect(sent.ok(), await sent.text()).toBe(true)
    const mails = inbox(fixtures.mailUrl)
    const mail = await mails.waitFor({ to: email, subject: 'de retour en stock' })
    expect(mail.text).toContain(`/catalogue/${product.slug}`)
    expect((await mails.messages()).filter((m) => m.to.includes(email))).toHaveLength(1)
    const link = /(\S+\/alertes\/desinscription\?jeton=[A-Za-z0-9]+)/.exec(mail.text)?.[1]
    expect(link).toBeTruthy()

    await page.goto(new URL(link!).pathname + new URL(link!).search)
    await page.getByRole('button', { name: 'Ne plus recevoir cette alerte' }).click()
    await expect(page.getByText('Votre alerte est supprimée : vous ne recevrez pas d’e-mail pour cette pièce.')).toBeVisible()
  } finally {
    await request.delete(`${fixtures.pocketbaseUrl}/api/collections/products/records/${product.id}`, { headers })
  }
})

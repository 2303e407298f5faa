// Reviews from real buyers (issue 27, point 5; docs/adr/0105): a delivered order, the « Votre avis »
// pass run N days later (the cron's route, as at a later date), the e-mail in the inbox, its link, the
// review written and sent, the owner's moderation in /dashboard/avis, and the product page showing it
// with its stars beside the notice the law asks for. The order and product are the test's own.
import { inbox } from '../support/inbox.ts'
import { expect, test } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'

const DAY = 24 * 60 * 60 * 1000

test('un client livré reçoit « Votre avis », le donne par le lien, l’administratrice le publie et la fiche produit l’affiche', async ({
  page,
  request,
  fixtures,
  loginAs,
}) => {
  const token = await superuserToken(fixtures)
  const headers = { Authorization: token }
  const stamp = Date.now().toString(36)
  const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/products/records`, {
    headers,
    data: {
      name: `Bracelet Avis ${stamp}`,
      slug: `bracelet-avis-${stamp}`,
      description: 'Pierres de lune.',
      price: 48,
      stock: 3,
      published: true,
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const product = (await created.json()) as { id: string; slug: string; name: string }
  const email = `avis-${stamp}@exemple.fr`
  const text = `Les pierres de lune brillent autant que sur les photos (${stamp}).`
  const ordered = await request.post(`${fixtures.pocketbaseUrl}/api/collections/orders/records`, {
    headers,
    data: {
      items: [{ id: product.id, name: product.name, quantity: 1, price: 48 }],
      products: [product.id],
      total: 48,
      status: 'delivered',
      email,
      customer_name: 'Romane Aubert',
      payment_mode: 'demo',
    },
  })
  expect(ordered.ok(), await ordered.text()).toBe(true)
  const order = (await ordered.json()) as { id: string }
  try {
    // The morning pass, as eight days after the delivery (the owner's N is 7 by default).
    const asked = await request.post(`${fixtures.pocketbaseUrl}/api/shop/reviews/ask-run`, {
      headers,
      data: { now: new Date(Date.now() + 8 * DAY).toISOString() },
    })
    expect(asked.ok(), await asked.text()).toBe(true)
    const mail = await inbox(fixtures.mailUrl).waitFor({ to: email, subject: 'Votre avis sur votre commande' })
    const link = /(\S+\/avis\?jeton=[A-Za-z0-9]+)/.exec(mail.text)?.[1]
    expect(link).toBeTruthy()

    // The link, logged out: the piece bought, a rating and a text.
    await page.goto(new URL(link!).pathname + new URL(link!).search)
    const form = page.getByRole('form', { name: `Votre avis sur ${product.name}` })
    await form.getByRole('radio', { name: '5 étoiles sur 5' }).check({ force: true })
    await form.getByRole('textbox', { name: 'Titre (facultatif)' }).fill('Lumineux')
    await form.getByRole('textbox', { name: /Votre avis/ }).fill(text)
    await form.getByRole('button', { name: 'Envoyer mon avis' }).click()
    await expect(page.getByText(/Merci pour votre avis !/)).toBeVisible()

    // The owner publishes it.
    await loginAs('admin')
    await page.goto('/dashboard/avis')
    const item = page.getByRole('listitem', { name: 'Avis de Romane A.' }).filter({ hasText: text })
    await expect(item).toBeVisible()
    await item.getByRole('button', { name: 'Publier' }).click()
    await expect(item.getByText('Avis publié.')).toBeVisible()

    // The product page: the review with its stars, the average, and the notice beside them.
    await page.goto(`/catalogue/${product.slug}`)
    const reviews = page.locator('section', { has: page.getByRole('heading', { name: 'Avis clients' }) })
    await expect(reviews.getByText(text)).toBeVisible()
    await expect(reviews.getByRole('heading', { name: 'Lumineux' })).toBeVisible()
    await expect(reviews.getByLabel('5 sur 5', { exact: true })).toBeVisible()
    await expect(reviews.getByText('5 sur 5 · 1 avis')).toBeVisible()
    await expect(reviews.getByText(/Avis vérifiés : seuls les clients/)).toBeVisible()
    await expect(reviews.getByText(/Romane A\. · publié le .* · expérience du /)).toBeVisible()
  } finally {
    await request.delete(`${fixtures.pocketbaseUrl}/api/collections/orders/records/${order.id}`, { headers })
    await request.delete(`${fixtures.pocketbaseUrl}/api/collections/products/records/${product.id}`, { headers })
  }
})

// Refunds (docs/adr/0051): the admin refunds one piece of an order from /dashboard/orders; the
// customer gets the « Remboursement » e-mail with the credit note's number, and finds the credit note
// under the order on /account, as a PDF that reads right. The order is the test's own (created through
// the superuser API, orders are the server's), paid in demonstration mode (no Stripe call).
import { readFileSync } from 'node:fs'
import { inbox } from '../support/inbox.ts'
import { pdfText } from '../support/pdf-kit.ts'
import { AUTH_KEY, expect, test } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'

test('l’administratrice rembourse un article ; la cliente reçoit l’avoir par e-mail et le retrouve sur son compte', async ({
  page,
  request,
  fixtures,
  loginAs,
  saveScreenshot,
}) => {
  const customer = fixtures.users.find((user) => user.kind === 'customer')!
  const product = fixtures.catalogue.regular
  const token = await superuserToken(fixtures)
  const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/orders/records`, {
    headers: { Authorization: token },
    data: {
      user: customer.id,
      items: [{ id: product.id, name: product.name, quantity: 2, price: product.price }],
      products: [product.id],
      total: product.price * 2,
      status: 'paid',
      email: customer.email,
      customer_name: customer.name,
      payment_mode: 'demo',
      invoice_number: `DEMO-F2026-E${Date.now().toString().slice(-6)}`,
      invoiced_at: new Date().toISOString(),
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const order = (await created.json()) as { id: string }
  const number = `n° ${order.id.slice(0, 8)}`

  // The admin refunds one of the two pieces, and puts it back in stock.
  await loginAs('admin')
  await page.goto('/dashboard/orders')
  await page.getByRole('button', { name: `Rembourser la commande ${number}` }).click()
  const dialog = page.getByRole('dialog', { name: `Rembourser la commande ${number}` })
  const quantity = dialog.getByRole('spinbutton', { name: product.name })
  await expect(quantity).toHaveAccessibleDescription(/^2 remboursables/)
  await quantity.fill('1')
  await dialog.getByRole('textbox', { name: /Motif/ }).fill('Fermoir abîmé')
  await saveScreenshot('admin-rembourser-commande')
  await dialog.getByRole('button', { name: /^Rembourser \d/ }).click()
  const toast = page.getByText(/^Remboursement effectué : avoir DEMO-AV\d{4}-\d{5} envoyé au client\.$/)
  await expect(toast).toBeVisible()
  const creditNote = /DEMO-AV\d{4}-\d{5}/.exec((await toast.textContent()) ?? '')![0]
  await page.getByRole('button', { name: `Voir la commande ${number}` }).click()
  const details = page.getByRole('dialog', { name: 'Détails de la commande' })
  await expect(details.getByRole('region', { name: 'Remboursements et avoirs' })).toContainText(`Avoir ${creditNote}`)
  await expect(details.getByRole('region', { name: 'Historique' })).toContainText(creditNote)

  // The customer's e-mail.
  const mail = await inbox(fixtures.mailUrl).waitFor(
    { to: customer.email, subject: `Remboursement de votre commande n°\u00a0${order.id.slice(0, 8)} (avoir ${creditNote})` },
    15_000,
  )
  expect(mail.text).toContain('Commande de démonstration : rien n’a été débité ni remboursé.')

  // The customer, on her account: the credit note under the order, and its PDF.
  // (loginAs seeds the session once per page: the customer's is written over the admin's here.)
  const login = await request.post(`${fixtures.pocketbaseUrl}/api/collections/users/auth-with-password`, {
    data: { identity: customer.email, password: customer.password },
  })
  const session = (await login.json()) as { token: string; record: unknown }
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [AUTH_KEY, JSON.stringify(session)] as const)
  await page.goto('/account')
  const row = page.getByRole('row').filter({ hasText: number })
  await expect(row).toContainText(`Avoir ${creditNote}`)
  await saveScreenshot('compte-avoir')
  const downloading = page.waitForEvent('download')
  await row.getByRole('button', { name: `Télécharger l’avoir ${creditNote}` }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`avoir-${creditNote}.pdf`)
  const bytes = readFileSync(await download.path())
  expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
  const text = pdfText(bytes)
  expect(text).toContain(creditNote)
  expect(text).toContain(product.name)
  expect(text).toContain('Motif : Fermoir abîmé')
})

// Two sizes of one bracelet, refunded separately from the dialog (docs/adr/0109): each size is its
// own line with its size under the name, and each goes back into its own stock (read through the API).
test('l’administratrice rembourse une taille d’un bracelet, puis l’autre, chacune remise dans son stock', async ({
  page,
  request,
  fixtures,
  loginAs,
}) => {
  const token = await superuserToken(fixtures)
  const headers = { Authorization: token }
  const api = `${fixtures.pocketbaseUrl}/api/collections`
  const stamp = Date.now().toString(36)
  const name = `Bracelet Tailles ${stamp}`
  const created = await request.post(`${api}/products/records`, {
    headers,
    data: {
      name,
      slug: `bracelet-tailles-${stamp}`,
      description: 'Labradorite.',
      price: 40,
      stock: 0,
      published: true,
      options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const product = (await created.json()) as { id: string }
  const size = async (option1: string, position: number) => {
    const answer = await request.post(`${api}/product_variants/records`, {
      headers,
      data: { product: product.id, option1, stock: 3, position },
    })
    expect(answer.ok(), await answer.text()).toBe(true)
    return ((await answer.json()) as { id: string }).id
  }
  const [s16, s17] = [await size('16 cm', 0), await size('17 cm', 1)]
  const stockOf = async (id: string) =>
    ((await (await request.get(`${api}/product_variants/records/${id}`, { headers })).json()) as { stock: number }).stock
  const line = (variant: string, label: string) => ({
    id: product.id,
    variant,
    size: `Tour de poignet\u00a0: ${label}`,
    name,
    quantity: 1,
    price: 40,
  })
  const ordered = await request.post(`${api}/orders/records`, {
    headers,
    data: {
      items: [line(s16, '16 cm'), line(s17, '17 cm')],
      products: [product.id],
      total: 80,
      status: 'paid',
      email: `tailles-${stamp}@exemple.fr`,
      customer_name: 'Inès Taille',
      payment_mode: 'demo',
    },
  })
  expect(ordered.ok(), await ordered.text()).toBe(true)
  const order = (await ordered.json()) as { id: string }
  const number = `n° ${order.id.slice(0, 8)}`
  try {
    await loginAs('admin')
    await page.goto('/dashboard/orders')
    const refund = async (label: string, left: number) => {
      await page.getByRole('button', { name: `Rembourser la commande ${number}` }).click()
      const dialog = page.getByRole('dialog', { name: `Rembourser la commande ${number}` })
      const sizes = dialog.getByRole('spinbutton', { name: new RegExp(`^${name} Tour de poignet`) })
      await expect(sizes).toHaveCount(left)
      await dialog.getByRole('spinbutton', { name: `${name} Tour de poignet\u00a0: ${label}` }).fill('1')
      await dialog.getByRole('button', { name: /^Rembourser 40,00/ }).click()
      // The dialog closes once the credit note is issued (the first refund's toast may still show).
      await expect(dialog).toBeHidden()
      await expect(page.getByText(/^Remboursement effectué : avoir DEMO-AV\d{4}-\d{5} envoyé au client\.$/).first()).toBeVisible()
    }
    await refund('17 cm', 2)
    expect([await stockOf(s16), await stockOf(s17)]).toEqual([3, 4])
    await refund('16 cm', 1)
    expect([await stockOf(s16), await stockOf(s17)]).toEqual([4, 4])
  } finally {
    await request.delete(`${api}/orders/records/${order.id}`, { headers })
    await request.delete(`${api}/products/records/${product.id}`, { headers })
  }
})

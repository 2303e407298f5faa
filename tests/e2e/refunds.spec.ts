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

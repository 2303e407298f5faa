// A customer downloads an invoice from /account (docs/adr/0047): the file is named after the invoice
// number, is a PDF and carries the number and the lines. Self-contained: the invoiced order is created
// through the superuser API (invoice numbers are the server's) and deleted at the end.
import { readFileSync } from 'node:fs'
import { pdfText } from '../support/pdf-kit.ts'
import { expect, test } from './fixtures.ts'

test('un client télécharge la facture d’une commande depuis son compte', async ({ page, request, fixtures, loginAs }) => {
  const auth = await request.post(`${fixtures.pocketbaseUrl}/api/collections/_superusers/auth-with-password`, {
    data: { identity: fixtures.superuser.email, password: fixtures.superuser.password },
  })
  const token = ((await auth.json()) as { token: string }).token
  const customer = fixtures.users.find((user) => user.kind === 'customer')!
  const product = fixtures.catalogue.regular
  const number = `F2026-E2E${Date.now().toString().slice(-6)}`
  const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/orders/records`, {
    headers: { Authorization: token },
    data: {
      user: customer.id,
      items: [{ id: product.id, name: product.name, quantity: 1, price: product.price }],
      products: [product.id],
      total: product.price,
      status: 'paid',
      email: customer.email,
      customer_name: 'Camille Martin',
      payment_mode: 'demo',
      invoice_number: number,
      invoiced_at: new Date().toISOString(),
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const order = (await created.json()) as { id: string }
  try {
    await loginAs('customer')
    await page.goto('/account')
    const row = page.getByRole('row').filter({ hasText: `n° ${order.id.slice(0, 8)}` })
    const downloading = page.waitForEvent('download')
    await row.getByRole('button', { name: 'Télécharger la facture' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`facture-${number}.pdf`)
    const bytes = readFileSync(await download.path())
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
    const text = pdfText(bytes)
    expect(text).toContain(number)
    expect(text).toContain(product.name)
    expect(text).toContain('Paiement de démonstration (aucun montant débité)')
  } finally {
    await request.delete(`${fixtures.pocketbaseUrl}/api/collections/orders/records/${order.id}`, { headers: { Authorization: token } })
  }
})

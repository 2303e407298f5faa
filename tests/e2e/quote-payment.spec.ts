// Paying a quote (docs/adr/0128): a customer whose quote is accepted pays the deposit through
// /checkout?devis=…&part=deposit (the line and its price are the server's, the made-to-order notice is
// read before the pay button), then the balance through the « Solder ma commande » link
// (part=balance), and reads both invoices (downloaded from /account, read with pdftotext): the deposit's
// « Facture d’acompte », then the final invoice that deducts it. The e2e harness runs the Stripe
// stand-in only (run.mjs: never the demo mode); the demo mode is covered by quote-payments.test.ts.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { MADE_TO_ORDER_NOTICE } from '../../src/lib/made-to-order.ts'
import { expect, test } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'
import { serveStripeJsStandIn } from './support/stripe-js-stand-in.ts'

const euros = (value: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value).replace(/[\u202f\u00a0 ]/g, '\u00a0')

test('un devis accepté : l’acompte payé, puis le solde, et les deux factures lues', async ({
  page,
  request,
  fixtures,
  newCustomer,
  saveScreenshot,
}) => {
  await serveStripeJsStandIn(page, fixtures.stripeApiUrl)
  const token = await superuserToken(fixtures)
  const { id: userId, email } = await newCustomer('devis')
  const api = `${fixtures.pocketbaseUrl}/api/collections`

  // The request and its accepted quote (helper B's screens make them; here the superuser does).
  const made = await request.post(`${api}/custom_requests/records`, {
    headers: { Authorization: token },
    data: { name: 'Léa Martin', email, user: userId, jewelry_type: 'Bracelet', message: 'Améthyste, 16 cm.', status: 'accepted' },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const requestId = ((await made.json()) as { id: string }).id
  const number = `DEV-2026-${String(1000 + (randomBytes(2).readUInt16BE(0) % 9000))}`
  const quoted = await request.post(`${api}/quotes/records`, {
    headers: { Authorization: token },
    data: {
      request: requestId,
      number,
      lines: [
        { label: 'Bracelet améthyste 8 mm, fermoir acier', quantity: 1, unit_price: 110 },
        { label: 'Breloque Fleur de Lotus', quantity: 2, unit_price: 8 },
      ],
      total: 126,
      deposit_kind: 'arrhes',
      deposit_amount: 40,
      status: 'accepted',
    },
  })
  expect(quoted.ok(), await quoted.text()).toBe(true)
  const quoteId = ((await quoted.json()) as { id: string }).id

  const payPart = async (part: 'deposit' | 'balance', name: string, amount: number) => {
    await page.goto(`/checkout?devis=${quoteId}&part=${part}`)
    const recap = page.getByRole('region', { name: 'Récapitulatif' })
    await expect(recap.getByText(name)).toBeVisible()
    await expect(recap.getByText(euros(amount)).first()).toBeVisible()
    await expect(page.getByRole('note')).toHaveText(MADE_TO_ORDER_NOTICE)
    await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4242 4242 4242 4242')
    await page.getByRole('button', { name: `Payer ${euros(amount)}` }).click()
    await expect(page.getByRole('button', { name: 'Paiement réussi ! Redirection...' })).toBeVisible()
    await expect(page).toHaveURL(/\/account\/commandes\/[a-z0-9]{15}\?merci$/)
    await expect(page.getByText(MADE_TO_ORDER_NOTICE)).toBeVisible()
    return /\/account\/commandes\/([a-z0-9]{15})/.exec(page.url())![1]
  }

  const invoice = async (orderId: string) => {
    await page.goto('/account')
    const row = page.getByRole('row').filter({ hasText: `n° ${orderId.slice(0, 8)}` })
    const downloading = page.waitForEvent('download')
    await row.getByRole('button', { name: 'Télécharger la facture' }).click()
    const download = await downloading
    return execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f]/g, ' ')
  }

  // The deposit: 40 € of arrhes.
  const depositOrder = await payPart('deposit', `Acompte (arrhes) — devis ${number}`, 40)
  await saveScreenshot('devis-acompte-paye')
  const depositInvoice = await invoice(depositOrder)
  expect(depositInvoice).toContain('Facture d’acompte')
  expect(depositInvoice).toContain(`Acompte (arrhes) — devis ${number}`)
  const depositNumber = /F\d{4}-\d{5}/.exec(depositInvoice)?.[0]
  expect(depositNumber, depositInvoice).toBeTruthy()

  // The piece is ready: the balance, 126 − 40 = 86 €.
  const balanceOrder = await payPart('balance', `Solde — devis ${number}`, 86)
  const finalInvoice = await invoice(balanceOrder)
  expect(finalInvoice).not.toContain('Facture d’acompte')
  expect(finalInvoice).toContain('Bracelet améthyste 8 mm, fermoir acier')
  expect(finalInvoice).toContain('Breloque Fleur de Lotus')
  expect(finalInvoice).toContain(`(facture ${depositNumber})`)
  expect(finalInvoice).toMatch(/Acompte versé le \d{2}\/\d{2}\/\d{4}/)
  expect(finalInvoice).toMatch(/-40,00 €/)
  expect(finalInvoice).toMatch(/Total à payer\s+86,00 €/)
  const finalNumber = /F(\d{4})-(\d{5})/.exec(finalInvoice.replace(depositNumber!, ''))
  expect(Number(finalNumber?.[2])).toBe(Number(depositNumber!.slice(-5)) + 1)
})

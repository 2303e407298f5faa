// The admin's order details show what is needed to ship (docs/adr/0037): the name and e-mail kept on
// the order, both addresses with the phone and the company's identifiers, the payment mode; in both
// themes, on a phone, without serious axe violations. Self-contained: the order is created through the
// superuser API (orders are the server's: ADR 0032) and deleted at the end.
import { PHONE, expect, test } from './fixtures.ts'
import { expectAccessible, superuserToken } from './support/admin-api.ts'
import { DELIVERY_ADDRESS } from '../../scripts/lib/delivery-address.mjs'

const SHIPPING = { ...DELIVERY_ADDRESS, line2: 'Bâtiment B' }

const BILLING = {
  ...SHIPPING,
  company: 'Atelier Lune',
  line1: '3 place du Marché',
  line2: '',
  postal_code: '98000',
  city: 'Monaco',
  country: 'MC',
  phone: '',
  siret: '73282932000074',
  vat_number: 'FR44732829320',
}

for (const theme of ['light', 'dark'] as const) {
  test(`l’administratrice voit à qui et où expédier une commande (thème ${theme === 'light' ? 'clair' : 'sombre'}, téléphone)`, async ({
    page,
    request,
    fixtures,
    loginAs,
    setTheme,
    saveScreenshot,
  }) => {
    const product = fixtures.catalogue.regular
    const token = await superuserToken(fixtures)
    const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/orders/records`, {
      headers: { Authorization: token },
      data: {
        items: [{ id: product.id, name: product.name, quantity: 1, price: product.price }],
        products: [product.id],
        total: product.price,
        status: 'paid',
        email: 'camille.martin@exemple.fr',
        customer_name: 'Camille Martin',
        shipping_address: SHIPPING,
        billing_address: BILLING,
        payment_mode: 'demo',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const order = (await created.json()) as { id: string }
    const number = `n° ${order.id.slice(0, 8)}`
    try {
      await page.setViewportSize(PHONE)
      await setTheme(theme)
      await loginAs('admin')
      await page.goto('/dashboard/orders')
      await page.getByRole('button', { name: `Voir la commande ${number}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Détails de la commande' })
      await expect(dialog).toContainText('Camille Martin')
      await expect(dialog).toContainText('camille.martin@exemple.fr')
      await expect(dialog).toContainText('Démonstration')
      const delivery = dialog.getByRole('region', { name: 'Adresse de livraison' })
      await expect(delivery).toContainText('12 rue des Lilas')
      await expect(delivery).toContainText('69003 Lyon')
      await expect(delivery).toContainText('06 12 34 56 78')
      const invoice = dialog.getByRole('region', { name: 'Adresse de facturation' })
      await expect(invoice).toContainText('Atelier Lune')
      await expect(invoice).toContainText('73282932000074')
      await expect(invoice).toContainText('FR44732829320')
      await expectAccessible(page)
      await saveScreenshot(`admin-commande-adresses-${theme}`)
    } finally {
      await request.delete(`${fixtures.pocketbaseUrl}/api/collections/orders/records/${order.id}`, { headers: { Authorization: token } })
    }
  })
}

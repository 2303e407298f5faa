// The product CSV round trip (issue 26, point 5; docs/adr/0099): the admin exports the products,
// changes a price in the file (as a spreadsheet would), imports it: the check shows the change, the
// apply saves it, and the products list shows the new price.
// Self-contained: the product is this test's own (created through the superuser API).
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test, type Fixtures } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'

async function asSuperuser<T>(fixtures: Fixtures, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${fixtures.pocketbaseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: await superuserToken(fixtures) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  expect(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.clone().text()}`).toBe(true)
  return (await response.json()) as T
}

test('l’administratrice exporte les produits, change un prix dans le fichier et l’importe : la liste montre le nouveau prix', async ({
  page,
  fixtures,
  loginAs,
}) => {
  const suffix = randomBytes(4).toString('hex')
  const sku = `E2E-CSV-${suffix.toUpperCase()}`
  const categories = await asSuperuser<{ items: Array<{ id: string }> }>(
    fixtures,
    `/api/collections/categories/records?filter=${encodeURIComponent('slug = "bracelets"')}`,
  )
  const product = await asSuperuser<{ id: string; name: string }>(fixtures, '/api/collections/products/records', {
    method: 'POST',
    body: {
      name: `Bracelet tableur ${suffix}`,
      slug: `bracelet-tableur-${suffix}`,
      sku,
      price: 39.9,
      stock: 4,
      category: categories.items.map((c) => c.id),
    },
  })

  await loginAs('admin')
  await page.goto('/dashboard/products')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^produits-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = readFileSync(await download.path(), 'utf8')
  expect(text.startsWith('\uFEFFRéférence;Nom;')).toBe(true)
  const line = text.split('\r\n').find((l) => l.startsWith(`${sku};`))
  expect(line).toContain(';39,90;')
  // Only the header and the changed line go back: the rest of the file is other tests' products,
  // which they change or delete meanwhile (the import would put them back as they were exported).
  const header = text.slice(1).split('\r\n')[0]
  const changed = `${header}\r\n${(line ?? '').replace(';39,90;', ';44,50;')}\r\n`

  await page.getByRole('link', { name: 'Importer (CSV)' }).click()
  await page.getByLabel(/^Fichier CSV/).setInputFiles({ name: 'produits.csv', mimeType: 'text/csv', buffer: Buffer.from(changed, 'utf8') })
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click()
  const report = page.getByRole('region', { name: 'Vérification du fichier' })
  await expect(report).toContainText('0 à créer · 1 à modifier')
  await expect(report.getByRole('listitem').filter({ hasText: sku }).first()).toContainText('Prix (€) : 39,90 → 44,50')
  expect((await asSuperuser<{ price: number }>(fixtures, `/api/collections/products/records/${product.id}`)).price).toBe(39.9)
  // The report on a phone: cards, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('button', { name: 'Appliquer l’import' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await page.getByRole('button', { name: 'Appliquer l’import' }).click()
  await expect(page.getByText('Import appliqué : 0 produit créé, 1 mis à jour.')).toBeVisible()
  expect((await asSuperuser<{ price: number }>(fixtures, `/api/collections/products/records/${product.id}`)).price).toBe(44.5)

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/dashboard/products?q=${encodeURIComponent(product.name)}`)
  await expect(page.getByRole('row').filter({ hasText: product.name })).toContainText('44,50')
})

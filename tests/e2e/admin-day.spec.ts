// The admin's day (issue 14, docs/adr/0058): the overview's « Commandes à expédier » opens the orders
// already filtered on the paid ones; a search (accents left out) finds one customer's order; the
// filtered list is an address that survives a reload. The orders are the test's own (created through
// the superuser API: orders are the server's, ADR 0032), named so that no other test's order matches.
import type { APIRequestContext } from '@playwright/test'
import { expect, test, type Fixtures } from './fixtures.ts'
import { expectAccessible, superuserToken } from './support/admin-api.ts'

/** One order of the test's own, in the given status, for a customer name (kept on the order). */
async function createOrder(request: APIRequestContext, fixtures: Fixtures, token: string, customerName: string, status: string) {
  const customer = fixtures.users.find((user) => user.kind === 'customer')!
  const product = fixtures.catalogue.regular
  const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/orders/records`, {
    headers: { Authorization: token },
    data: {
      user: customer.id,
      items: [{ id: product.id, name: product.name, quantity: 1, price: product.price }],
      products: [product.id],
      total: product.price,
      status,
      email: customer.email,
      customer_name: customerName,
      payment_mode: 'demo',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { id } = (await created.json()) as { id: string }
  return `n° ${id.slice(0, 8)}`
}

test('l’administratrice ouvre « Commandes à expédier » depuis le tableau de bord, ne voit que les commandes payées et en cherche une', async ({
  page,
  request,
  fixtures,
  loginAs,
  saveScreenshot,
}) => {
  const token = await superuserToken(fixtures)
  const run = Date.now().toString(36)
  const paidHelene = await createOrder(request, fixtures, token, `Hélène Séverin ${run}`, 'paid')
  const paidMarc = await createOrder(request, fixtures, token, `Marc Aubert ${run}`, 'paid')
  const delivered = await createOrder(request, fixtures, token, `Hélène Livrée ${run}`, 'delivered')
  const pending = await createOrder(request, fixtures, token, `Hélène Attente ${run}`, 'pending')

  await loginAs('admin')
  await page.goto('/dashboard')
  await page.getByRole('link', { name: /^Commandes à expédier/ }).click()
  await expect(page).toHaveURL(/\/dashboard\/orders\?statut=paid$/)
  const table = page.getByRole('table', { name: 'Commandes' })
  await expect(table.getByRole('cell', { name: paidHelene, exact: true })).toBeVisible()
  await expect(table.getByRole('cell', { name: paidMarc, exact: true })).toBeVisible()
  await expect(table.getByRole('cell', { name: delivered, exact: true })).toHaveCount(0)
  await expect(table.getByRole('cell', { name: pending, exact: true })).toHaveCount(0)
  await expect(page.getByRole('combobox', { name: 'Statut', exact: true })).toHaveValue('paid')
  // Every row shown is a paid order (the shared database may hold other tests' paid orders).
  const statuses = table.getByRole('combobox', { name: /^Statut de la commande/ })
  const shown = await statuses.count()
  expect(shown).toBeGreaterThanOrEqual(2)
  for (let index = 0; index < shown; index += 1) await expect(statuses.nth(index)).toHaveValue('paid')
  await expectAccessible(page)

  // The search, typed without accents, finds Hélène's paid order only (not her delivered or pending ones).
  await page.getByRole('searchbox', { name: 'Rechercher une commande' }).fill(`helene severin ${run}`)
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('cell', { name: paidHelene, exact: true })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`statut=paid&q=helene\\+severin\\+${run}$`))
  await saveScreenshot('commandes-a-expedier-recherche')

  // A reload keeps the filtered list; sorting by client is said by aria-sort.
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Rechercher une commande' })).toHaveValue(`helene severin ${run}`)
  await expect(table.getByRole('row')).toHaveCount(2)
  await page.getByRole('searchbox', { name: 'Rechercher une commande' }).fill(run)
  await expect(table.getByRole('row')).toHaveCount(3)
  await table.getByRole('button', { name: /Client/ }).click()
  await expect(table.getByRole('columnheader', { name: /Client/ })).toHaveAttribute('aria-sort', 'ascending')
  await expect(table.getByRole('row').nth(1)).toContainText(paidHelene)
  await table.getByRole('button', { name: /Client/ }).click()
  await expect(table.getByRole('row').nth(1)).toContainText(paidMarc)

  // « Toutes »: the delivered order is there, in another colour than the paid ones.
  await page.getByRole('combobox', { name: 'Statut', exact: true }).selectOption({ label: 'Toutes' })
  await expect(table.getByRole('cell', { name: delivered, exact: true })).toBeVisible()
  const background = (number: string) =>
    table
      .getByRole('combobox', { name: `Statut de la commande ${number}` })
      .evaluate((element) => getComputedStyle(element).backgroundColor)
  expect(await background(delivered)).not.toBe(await background(paidHelene))
})

test('le tableau de bord ouvre les produits en « Stock faible » : les épuisés se distinguent par un badge', async ({
  page,
  fixtures,
  loginAs,
  setTheme,
  saveScreenshot,
}) => {
  await setTheme('dark')
  await loginAs('admin')
  await page.goto('/dashboard')
  await page.getByRole('link', { name: /^Stock faible/ }).click()
  await expect(page).toHaveURL(/\/dashboard\/products\?statut=stock-faible$/)
  const table = page.getByRole('table', { name: 'Liste des produits' })
  const soldOut = table.getByRole('row').filter({ hasText: fixtures.catalogue.outOfStock.name })
  await expect(soldOut.getByText('Épuisé', { exact: true })).toBeVisible()
  // A piece with plenty in stock is not on the list.
  expect(fixtures.catalogue.regular.stock).toBeGreaterThan(2)
  await expect(table.getByRole('cell', { name: fixtures.catalogue.regular.name, exact: true })).toHaveCount(0)
  await expect(table.getByRole('columnheader', { name: /Prix pro/ })).toBeVisible()
  // The dark theme's badge and row keep their contrast.
  await expectAccessible(page)
  await saveScreenshot('produits-stock-faible-sombre')
})

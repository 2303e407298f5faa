// The owner's figures (issue 29, docs/adr/0124): after a demonstration sale, the overview's « Ventes
// du mois » shows the month's revenue as a chart (an SVG drawn by Chartist, one image for assistive
// technologies) beside its table, which has the sale's amount on its day and exports it as CSV; the
// chart keeps its contrast in the dark theme and fits a 390 px phone; /dashboard/statistiques
// switches its period through the address. The sale is the test's own: an order invoiced through the
// superuser API (payment_mode demo, as the demo shop's are) on the 1st of the month, a day no other
// test invoices on (they invoice « now »), deleted at the end.
import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { expect, test, type Fixtures } from './fixtures.ts'
import { expectAccessible, superuserToken } from './support/admin-api.ts'

/** The sale's amount, unlike any catalogue price (123,45 €). */
const AMOUNT = 123.45
const AMOUNT_CENTS = 12345

/** `YYYY-MM-DD` of today in Paris (the figures' days). */
const parisToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date())

/** `1er novembre 2026`, as the shop writes a day. */
function longDate(day: string): string {
  return new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('')
}

/** `1 234,50 €` with plain spaces (the page's no-break spaces are read as spaces by the checks below). */
const euros = (value: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value).replace(/[\u202f\u00a0]/g, ' ')

/** The revenue TTC (cents) the figures' route gives `day` for a period, read as the shop's admin. */
async function dayRevenue(request: APIRequestContext, fixtures: Fixtures, query: string, day: string): Promise<number> {
  const admin = fixtures.users.find((user) => user.kind === 'admin')!
  const login = await request.post(`${fixtures.pocketbaseUrl}/api/collections/users/auth-with-password`, {
    data: { identity: admin.email, password: admin.password },
  })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const answer = await request.get(`${fixtures.pocketbaseUrl}/api/shop/admin/figures?${query}`, { headers: { Authorization: token } })
  expect(answer.ok(), await answer.text()).toBe(true)
  const figures = (await answer.json()) as { series: { start: string; ttc: number }[] }
  return figures.series.find((bucket) => bucket.start === day)?.ttc ?? 0
}

test.describe('les chiffres de la boutique', () => {
  // The 1st of the month; on the 1st itself, today (the month is then one day long).
  const day = parisToday().slice(0, 8) + '01'
  const daysSoFar = Number(parisToday().slice(8, 10))

  /** The test's own sale (deleted after the test), with the superuser's token that deletes it. */
  let sale: { id: string; token: string } | null = null

  test.afterEach(async ({ request, fixtures }) => {
    if (sale)
      await request.delete(`${fixtures.pocketbaseUrl}/api/collections/orders/records/${sale.id}`, {
        headers: { Authorization: sale.token },
      })
    sale = null
  })

  /** An order invoiced on `day` for `AMOUNT`, through the superuser API. */
  async function invoiceOne(request: APIRequestContext, fixtures: Fixtures) {
    const token = await superuserToken(fixtures)
    const customer = fixtures.users.find((user) => user.kind === 'customer')!
    const product = fixtures.catalogue.regular
    const created = await request.post(`${fixtures.pocketbaseUrl}/api/collections/orders/records`, {
      headers: { Authorization: token },
      data: {
        user: customer.id,
        items: [{ id: product.id, name: product.name, quantity: 1, price: AMOUNT }],
        products: [product.id],
        total: AMOUNT,
        status: 'paid',
        email: customer.email,
        customer_name: 'Camille Martin',
        payment_mode: 'demo',
        invoice_number: `DEMO-F-E2E${Date.now().toString().slice(-7)}`,
        // Noon in Paris, summer or winter.
        invoiced_at: `${day} 10:30:00.000Z`,
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    return { id: ((await created.json()) as { id: string }).id, token }
  }

  test('« Ventes du mois » : le graphique du mois, son tableau avec la vente du jour et son CSV ; les statistiques changent de période', async ({
    page,
    request,
    fixtures,
    loginAs,
    saveScreenshot,
  }) => {
    const before = await dayRevenue(request, fixtures, `period=range&from=${day}&to=${day}`, day)
    sale = await invoiceOne(request, fixtures)
    await loginAs('admin')
    await page.goto('/dashboard')
    const month = page.getByRole('region', { name: 'Ventes du mois' })
    // The chart: an SVG with a bar a day so far, one image named by its summary.
    const chart = month.getByRole('img', { name: /^Chiffre d’affaires TTC par jour / })
    await expect(chart.locator('svg')).toBeVisible()
    await expect(chart.locator('svg line.ct-bar')).toHaveCount(daysSoFar)
    await expect(chart.locator('svg .ct-label').first()).toBeVisible()
    // Its table: the day's row has the sale's amount (and what was invoiced that day before it, if anything).
    const table = month.getByRole('table', { name: 'Ventes du mois par jour' })
    await expect(table.getByRole('row')).toHaveCount(daysSoFar + 1)
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: longDate(day), exact: true }) })
    await expect(row.getByRole('cell').first()).toHaveText(euros((before + AMOUNT_CENTS) / 100))
    await saveScreenshot('tableau-de-bord-ventes-du-mois')

    // Its CSV: a BOM, semicolons, the day as dd/mm/yyyy and the amount with a decimal comma.
    const downloading = page.waitForEvent('download')
    await month.getByRole('button', { name: /^Exporter en CSV\s: Ventes du mois par jour$/ }).click()
    const download = await downloading
    const csv = readFileSync((await download.path())!, 'utf8')
    expect(csv.startsWith('\uFEFFJour;CA TTC;Commandes\r\n')).toBe(true)
    const [year, mm] = [day.slice(0, 4), day.slice(5, 7)]
    expect(csv).toContain(`\r\n01/${mm}/${year};${((before + AMOUNT_CENTS) / 100).toFixed(2).replace('.', ',')};`)

    // The statistics: the month first, then 7 days, today (by month), then a range of one day.
    await month.getByRole('link', { name: 'Voir les statistiques' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ce mois' })).toHaveAttribute('aria-current', 'page')
    const revenue = page.getByRole('table', { name: 'Chiffre d’affaires sur la période' })
    await expect(revenue.getByRole('row')).toHaveCount(daysSoFar + 1)
    await expect(page.getByRole('table', { name: 'Parcours d’achat' })).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('link', { name: '7 jours' }).click()
    await expect(page).toHaveURL(/\/dashboard\/statistiques\?period=7d$/)
    await expect(revenue.getByRole('row')).toHaveCount(8)
    await expect(page.getByRole('link', { name: '7 jours' })).toHaveAttribute('aria-current', 'page')

    await page.getByRole('link', { name: 'Aujourd’hui' }).click()
    await expect(page).toHaveURL(/\?period=today$/)
    await expect(revenue.getByRole('row')).toHaveCount(2)

    await page.getByRole('link', { name: 'Mois', exact: true }).click()
    await expect(page).toHaveURL(/\?period=today&step=month$/)
    await expect(revenue.getByRole('columnheader').first()).toHaveText('Mois')

    await page.getByRole('button', { name: 'Période', exact: true }).click()
    await page.getByLabel('Du', { exact: true }).fill(day)
    await page.getByLabel('Au', { exact: true }).fill(day)
    await page.getByRole('button', { name: 'Afficher' }).click()
    await expect(page).toHaveURL(new RegExp(`\\?period=range&from=${day}&to=${day}$`))
    await expect(revenue.getByRole('row')).toHaveCount(2)
    await expect(revenue.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(euros((before + AMOUNT_CENTS) / 100))
    await saveScreenshot('statistiques-periode')
  })

  test('sur un téléphone de 390 px, en thème sombre : le graphique tient dans l’écran, ses barres et ses libellés gardent leur contraste', async ({
    page,
    loginAs,
    setTheme,
    saveScreenshot,
  }) => {
    await setTheme('dark')
    await page.setViewportSize({ width: 390, height: 844 })
    await loginAs('admin')
    await page.goto('/dashboard')
    const chart = page.getByRole('region', { name: 'Ventes du mois' }).getByRole('img', { name: /^Chiffre d’affaires TTC par jour / })
    await expect(chart.locator('svg line.ct-bar')).toHaveCount(daysSoFar)
    // The theme's colours (tailwind.config.ts, dark): the accent plum-200 for the bars, ink-muted for the labels.
    expect(
      await chart
        .locator('svg line.ct-bar')
        .first()
        .evaluate((bar) => getComputedStyle(bar).stroke),
    ).toBe('rgb(217, 189, 208)')
    expect(
      await chart
        .locator('svg .ct-label')
        .first()
        .evaluate((label) => getComputedStyle(label).color),
    ).toBe('rgb(191, 177, 184)')
    const box = (await chart.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await saveScreenshot('tableau-de-bord-ventes-du-mois-sombre')

    // The statistics on the phone: the page never scrolls sideways; a wide table scrolls inside its own box.
    await page.goto('/dashboard/statistiques')
    await expect(page.getByRole('table', { name: 'Meilleures ventes par chiffre d’affaires' })).toBeVisible()
    await expect(page.getByText('Chargement...')).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await saveScreenshot('statistiques-sombre')
  })
})

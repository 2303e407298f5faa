// The web fonts never stand between a first visit and its page (docs/adr/0078): the page draws in
// fallback faces sized like them, the fonts are fetched once the main image is on screen, put on
// at the next move inside the app, and from the first paint of every later page.
import { expect, test } from './fixtures.ts'

declare global {
  interface Window {
    __shifts: { value: number; hadRecentInput: boolean }[]
  }
}

test('une première visite se dessine sans attendre les polices, qui viennent à la page suivante puis dès le premier affichage', async ({
  page,
  fixtures,
}) => {
  await page.addInitScript(() => {
    window.__shifts = []
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as unknown as Window['__shifts']) window.__shifts.push(shift)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const headingFont = () => page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily)
  const fontRequests = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    )

  await page.goto(`/catalogue/${fixtures.catalogue.regular.slug}`)
  expect(await headingFont()).toMatch(/^"Cormorant Garamond Fallback"/)
  await expect.poll(fontRequests).toHaveLength(2)
  const imagePainted = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const image = (list.getEntries() as LargestContentfulPaint[]).find(
            (entry) => entry.element?.getAttribute('fetchpriority') === 'high',
          )
          if (image) resolve(image.startTime)
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  )
  expect(Math.min(...(await fontRequests()))).toBeGreaterThan(imagePainted)
  // Still the fallback faces: nothing swaps under the reader's eyes.
  expect(await headingFont()).toMatch(/^"Cormorant Garamond Fallback"/)

  await page.getByRole('link', { name: 'Catalogue', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogue')
  expect(await headingFont()).toMatch(/^"Cormorant Garamond"/)
  expect(await page.evaluate(() => window.__shifts.filter((shift) => !shift.hadRecentInput).map((shift) => shift.value))).toEqual([])

  await page.reload()
  expect(await headingFont()).toMatch(/^"Cormorant Garamond"/)
  const faces = await page.evaluate(() =>
    [...document.fonts].filter((face) => !face.family.endsWith('Fallback')).map((face) => face.status),
  )
  expect(faces).toEqual(['loaded', 'loaded'])
  expect(await page.evaluate(() => window.__shifts.map((shift) => shift.value))).toEqual([])
})

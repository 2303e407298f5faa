// Audience without a tracker (docs/adr/0123), in a real Chromium: a visit to the home page and, by a
// click, to a product page is counted on the shop's own server (read back through the admin's
// route), after the page's load, and the counting writes nothing in the browser: no cookie, nothing
// in localStorage, sessionStorage or IndexedDB but what the app itself keeps.
//
// The browser is dressed as a person's: a desktop Chrome's user agent (a headless one is a robot to
// the server) and `navigator.webdriver` false (the beacon stays silent in a driven browser, which
// keeps every other browser test from counting).
import { expect, test } from './fixtures.ts'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

test.use({ userAgent: CHROME })

interface Page {
  path: string
  views: number
  entries: number
}

/** What the app itself keeps in the browser (the privacy page's list, and the web fonts' flag, docs/adr/0078). */
const APP_STORAGE = ['local:web-fonts', 'local:cartItems', 'local:theme', 'local:pocketbase_auth']

test('une visite est comptée par le serveur de la boutique, sans cookie ni stockage', async ({ page, fixtures }) => {
  const admin = fixtures.users.find((user) => user.kind === 'admin')!
  const login = await page.request.post(`${fixtures.pocketbaseUrl}/api/collections/users/auth-with-password`, {
    data: { identity: admin.email, password: admin.password },
  })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const pagesToday = async (): Promise<Page[]> => {
    const response = await page.request.get(`${fixtures.pocketbaseUrl}/api/shop/admin/audience?period=today`, {
      headers: { Authorization: token },
    })
    expect(response.status()).toBe(200)
    return ((await response.json()) as { pages: Page[] }).pages
  }
  const counted = (pages: Page[], path: string) => pages.find((row) => row.path === path) ?? { path, views: 0, entries: 0 }

  // Every write to the browser's storage, as it happens.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true })
    const writes: string[] = []
    ;(window as unknown as { __writes: string[] }).__writes = writes
    const area = (storage: Storage) => (storage === window.localStorage ? 'local' : 'session')
    const { setItem, removeItem, clear } = Storage.prototype
    Storage.prototype.setItem = function (key: string, value: string) {
      writes.push(`${area(this)}:${key}`)
      return setItem.call(this, key, value)
    }
    Storage.prototype.removeItem = function (key: string) {
      writes.push(`${area(this)}:${key}`)
      return removeItem.call(this, key)
    }
    Storage.prototype.clear = function () {
      writes.push(`${area(this)}:*`)
      return clear.call(this)
    }
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return cookie.get!.call(this) as string
      },
      set(value: string) {
        writes.push(`cookie:${value}`)
        cookie.set!.call(this, value)
      },
    })
    const open = IDBFactory.prototype.open
    IDBFactory.prototype.open = function (name: string, version?: number) {
      writes.push(`indexedDB:${name}`)
      return open.call(this, name, version)
    }
  })

  const hits: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/shop/hits')) hits.push(request.postData() ?? '')
  })

  const before = await pagesToday()
  await page.goto('/')
  const product = page.locator('a[href^="/catalogue/"]').first()
  const productPath = (await product.getAttribute('href'))!
  await product.click()
  await expect(page).toHaveURL(productPath)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // One hit per page: the home page begins the visit; the product page, reached by a click, does not.
  await expect.poll(() => hits.length).toBe(2)
  await expect
    .poll(async () => {
      const now = await pagesToday()
      return [counted(now, '/'), counted(now, productPath)]
    })
    .toEqual([
      { path: '/', views: counted(before, '/').views + 1, entries: counted(before, '/').entries + 1 },
      { path: productPath, views: counted(before, productPath).views + 1, entries: counted(before, productPath).entries },
    ])

  // Sent once the page had loaded (a beacon is a resource of the page, timed like the others).
  const timing = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    sent: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/api/shop/hits'))
      .map((entry) => entry.startTime),
  }))
  expect(timing.sent).toHaveLength(2)
  for (const start of timing.sent) expect(start).toBeGreaterThanOrEqual(timing.loaded)

  // Nothing written by the counting: no cookie (the page's nor the server's), no IndexedDB, and in
  // the storages only the app's own keys.
  const browser = await page.evaluate(async () => ({
    cookie: document.cookie,
    writes: (window as unknown as { __writes: string[] }).__writes,
    session: window.sessionStorage.length,
    databases: (await indexedDB.databases()).length,
  }))
  expect(browser.cookie).toBe('')
  expect(await page.context().cookies()).toEqual([])
  expect(browser.databases).toBe(0)
  expect(browser.session).toBe(0)
  for (const write of browser.writes) expect(APP_STORAGE, write).toContain(write)
})

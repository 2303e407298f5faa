// Playwright fixtures for the shop's journeys: who is logged in, what is in the cart, screenshots.
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'

export type UserKind = 'customer' | 'pro' | 'admin'

export interface FixtureUser {
  kind: UserKind
  id: string
  email: string
  name: string
  role: '' | 'professionnel' | 'admin'
  password: string
}

/** A product of the seeded demo catalogue (pocketbase/seed/data/products.mjs). */
export interface FixtureProduct {
  id: string
  slug: string
  name: string
  price: number
  /** 0 when the product has no pro price. */
  price_pro: number
  stock: number
  is_unique: boolean
  exclusive: boolean
}

/**
 * What the harness (run.mjs, harness/fixture-data.mjs) created: the demo catalogue is seeded (no demo
 * accounts), plus one user of each kind. Shared data: a test that changes stock or orders makes its own.
 */
export interface Fixtures {
  pocketbaseUrl: string
  /**
   * The Stripe API stand-in (tests/support/stripe-api-stand-in.mjs) that PocketBase and the payment
   * function use; the app is built with VITE_STRIPE_PUBLISHABLE_KEY=pk_test_standin.
   */
  stripeApiUrl: string
  /**
   * The mail capture server (maildev) PocketBase sends every e-mail to; read it with
   * `inbox(fixtures.mailUrl)` from tests/support/inbox.ts. Links in the e-mails point at the app.
   */
  mailUrl: string
  /** PocketBase superuser, for a test's own setup through the superuser API. */
  superuser: { email: string; password: string }
  users: FixtureUser[]
  /** Two in-stock bracelets, for carts. */
  products: FixtureProduct[]
  /** One product of each kind a journey may need. */
  catalogue: {
    regular: FixtureProduct
    /** A unique piece still available (stock 1). */
    unique: FixtureProduct
    outOfStock: FixtureProduct
    /** Invisible to non-pros. */
    exclusive: FixtureProduct
  }
  /** Record counts; `publicProducts` is what a visitor sees (exclusive ones excluded). */
  counts: { products: number; publicProducts: number; stones: number; articles: number }
  /** Newest first. */
  articles: Array<{ id: string; slug: string; title: string }>
  /** By name. */
  stones: Array<{ id: string; name: string }>
}

export interface CartLine {
  id: string
  name: string
  price: number
  quantity: number
}

/** The SDK's localStorage key (LocalAuthStore) and the keys the app keeps its state under. */
export const AUTH_KEY = 'pocketbase_auth'
export const CART_KEY = 'cartItems'
export const THEME_KEY = 'theme'

export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots')

function readFixtures(): Fixtures {
  const raw = process.env.E2E_FIXTURES
  if (!raw) throw new Error('E2E_FIXTURES is not set: run the browser tests with `npm run test:e2e`.')
  return JSON.parse(raw) as Fixtures
}

/**
 * Stores values in the page's localStorage before the app starts, once per tab: a reload after the
 * app changed them (logout, theme toggle) keeps the app's values.
 */
async function seedLocalStorage(page: Page, marker: string, entries: Record<string, string>) {
  await page.addInitScript(
    ({ marker, entries }) => {
      try {
        if (window.sessionStorage.getItem(marker)) return
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
        window.sessionStorage.setItem(marker, '1')
      } catch {
        // about:blank and other opaque origins have no storage
      }
    },
    { marker, entries },
  )
}

/**
 * A page the server rendered shows before its JavaScript has taken it over (docs/adr/0076): a click
 * then does nothing. Every `goto` and `reload` waits until the app answers (`data-ready` on <html>,
 * app/index.tsx), as a person would see the page respond.
 */
async function untilReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready') || !document.getElementById('router-data'))
}

export const test = base.extend<{
  fixtures: Fixtures
  /** Logs in through PocketBase's login API and hands the session to the SDK's auth store. */
  loginAs: (kind: UserKind) => Promise<FixtureUser>
  /**
   * A new customer of the test's own (`<prefix>-<random>@e2e.test`), verified, with a default address
   * in Lyon (the checkout preselects it), logged in in this page.
   */
  newCustomer: (prefix: string, name?: string) => Promise<{ id: string; email: string; password: string }>
  /** Puts these lines in the cart (localStorage `cartItems`) before the app starts. */
  setCart: (lines: CartLine[] | string) => Promise<void>
  /** Stores the theme choice (localStorage `theme`) before the app starts. */
  setTheme: (theme: 'light' | 'dark') => Promise<void>
  /** Saves a full-page screenshot as test-results/screenshots/<name>-<width>.png. */
  saveScreenshot: (name: string) => Promise<void>
  /** Automatic: a test fails if the page throws an uncaught error (a crash a person would meet). */
  failOnPageErrors: void
}>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== 'commit') await untilReady(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (options?.waitUntil !== 'commit') await untilReady(page)
      return response
    }
    await provide(page)
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright requires an object pattern here
  fixtures: async ({}, provide) => {
    await provide(readFixtures())
  },

  loginAs: async ({ page, fixtures }, provide) => {
    await provide(async (kind) => {
      const user = fixtures.users.find((candidate) => candidate.kind === kind)
      if (!user) throw new Error(`no fixture user of kind ${kind}`)
      const response = await page.request.post(`${fixtures.pocketbaseUrl}/api/collections/users/auth-with-password`, {
        data: { identity: user.email, password: user.password },
      })
      expect(response.ok(), `login of ${user.email} answered ${response.status()}`).toBe(true)
      const { token, record } = (await response.json()) as { token: string; record: unknown }
      await seedLocalStorage(page, '__e2e_auth_seeded', { [AUTH_KEY]: JSON.stringify({ token, record }) })
      return user
    })
  },

  newCustomer: async ({ page, fixtures }, provide) => {
    await provide(async (prefix, name = 'Léa Martin') => {
      const api = `${fixtures.pocketbaseUrl}/api/collections`
      const superuser = await page.request.post(`${api}/_superusers/auth-with-password`, {
        data: { identity: fixtures.superuser.email, password: fixtures.superuser.password },
      })
      expect(superuser.ok(), `superuser login answered ${superuser.status()}`).toBe(true)
      const headers = { Authorization: ((await superuser.json()) as { token: string }).token }
      const suffix = randomBytes(4).toString('hex')
      const email = `${prefix}-${suffix}@e2e.test`
      const password = `mot-de-passe-${suffix}`
      const created = await page.request.post(`${api}/users/records`, {
        headers,
        data: { email, password, passwordConfirm: password, name, verified: true, emailVisibility: true },
      })
      expect(created.ok(), await created.text()).toBe(true)
      const { id } = (await created.json()) as { id: string }
      const address = await page.request.post(`${api}/addresses/records`, {
        headers,
        data: {
          user: id,
          label: 'Maison',
          full_name: name,
          line1: '12 rue des Lilas',
          postal_code: '69001',
          city: 'Lyon',
          phone: '06 12 34 56 78',
          country: 'FR',
          is_default: true,
        },
      })
      expect(address.ok(), await address.text()).toBe(true)
      const login = await page.request.post(`${api}/users/auth-with-password`, { data: { identity: email, password } })
      expect(login.ok(), `login of ${email} answered ${login.status()}`).toBe(true)
      const { token, record } = (await login.json()) as { token: string; record: unknown }
      await seedLocalStorage(page, '__e2e_auth_seeded', { [AUTH_KEY]: JSON.stringify({ token, record }) })
      return { id, email, password }
    })
  },

  setCart: async ({ page }, provide) => {
    await provide(async (lines) => {
      const value = typeof lines === 'string' ? lines : JSON.stringify(lines)
      await seedLocalStorage(page, '__e2e_cart_seeded', { [CART_KEY]: value })
    })
  },

  setTheme: async ({ page }, provide) => {
    await provide(async (theme) => {
      await seedLocalStorage(page, '__e2e_theme_seeded', { [THEME_KEY]: theme })
    })
  },

  failOnPageErrors: [
    async ({ page }, provide) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message))
      await provide()
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],

  saveScreenshot: async ({ page }, provide) => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
    await provide(async (name) => {
      const width = page.viewportSize()?.width ?? 0
      // Screenshots show the shop's own type, which a first visit only gets at its next page (docs/adr/0078).
      await page.evaluate(async () => {
        await Promise.all(['1em Inter', '1em "Cormorant Garamond"'].map((face) => document.fonts.load(face)))
        document.documentElement.classList.add('web-fonts')
        await document.fonts.ready
      })
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true })
    })
  },
})

export { expect }

/**
 * A fixture the harness promises (harness/fixture-data.mjs checks it while seeding). A missing one
 * fails the test with this message: a test never skips for want of data.
 */
export function needed<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing e2e fixture: ${what} (seeded by tests/e2e/harness/fixture-data.mjs)`)
  return value
}

/** The pathname and query of the page's current URL. */
export function location(page: Page): URL {
  return new URL(page.url())
}

/** The header's search input (a search box, or a plain text input, named 'Rechercher un produit'). */
export function searchInput(page: Page) {
  const search = page.getByRole('search')
  return search.getByRole('searchbox', { name: 'Rechercher un produit' }).or(search.getByRole('textbox', { name: 'Rechercher un produit' }))
}

/** The header's links, in the order of the header contract. */
export const NAV_LINKS: ReadonlyArray<readonly [name: string, path: string]> = [
  ['Accueil', '/'],
  ['À propos', '/a-propos'],
  ['Catalogue', '/catalogue'],
  ['Les Pierres', '/tableaux-des-pierres'],
  ['Sur-mesure', '/sur-mesure'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
]

export const FOOTER_LINKS: ReadonlyArray<readonly [name: string, path: string]> = [
  ['CGV', '/cgv'],
  ['Mentions légales', '/mentions-legales'],
  ['Politique de confidentialité', '/politique-confidentialite'],
  ['Renoncer au contrat ici', '/retractation'],
  ['Cartes cadeaux', '/cartes-cadeaux'],
]

export const PHONE = { width: 375, height: 812 } as const
export const DESKTOP = { width: 1280, height: 800 } as const

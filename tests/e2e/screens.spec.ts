// Every storefront screen at 375 and 1280 px in the light theme, and at 375 px in the dark theme (the
// layout is the same in both; the dark theme is checked where it is mostly used, on phones: its
// contrasts on every screen, at half the cost of a second width — docs/adr/0143): its <h1> (the spec's
// wording where the spec gives one), no horizontal overflow, no serious or critical axe violation
// (docs/architecture.md#quality-goals), and a full-page screenshot in test-results/screenshots/screen-<name>-<theme>-<width>.png.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DESKTOP, PHONE, expect, test, type Fixtures, type UserKind } from './fixtures.ts'
import { serveStripeJsStandIn } from './support/stripe-js-stand-in.ts'

interface Screen {
  name: string
  path: (fixtures: Fixtures) => string
  /** The h1's accessible name; null where the spec gives no wording (any non-empty h1). */
  heading: (fixtures: Fixtures) => string | null
  /** Logged in as this kind of user first. */
  login?: UserKind
  cart?: boolean
  /** Serves the Stripe.js stand-in (the app is built with a publishable key). */
  stripe?: boolean
}

const fixed = (path: string) => () => path

/** A link token as PocketBase's e-mails carry one (unsigned: enough for the page to show its form). */
function linkToken(type: 'passwordReset' | 'emailChange') {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const claims = { type, id: 'abcdefghijklmno', email: 'ecran@bijoux.test', newEmail: 'nouvel-ecran@bijoux.test', exp: 4102444800 }
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`
}
const text = (heading: string | null) => () => heading

const SCREENS: Screen[] = [
  { name: 'home', path: fixed('/'), heading: text(null) },
  { name: 'about', path: fixed('/a-propos'), heading: text('Notre Histoire, Votre Harmonie') },
  { name: 'catalogue', path: fixed('/catalogue'), heading: text(null) },
  {
    name: 'product',
    path: (f) => `/catalogue/${f.catalogue.unique.slug}`,
    heading: (f) => f.catalogue.unique.name,
  },
  { name: 'stones', path: fixed('/tableaux-des-pierres'), heading: text('Le Grimoire des Pierres') },
  { name: 'custom-request', path: fixed('/sur-mesure'), heading: text('Votre Bijou, Votre Âme') },
  { name: 'blog', path: fixed('/blog'), heading: text('Le Journal') },
  { name: 'article', path: (f) => `/blog/${f.articles[0]!.slug}`, heading: (f) => f.articles[0]!.title },
  { name: 'contact', path: fixed('/contact'), heading: text(null) },
  { name: 'cart', path: fixed('/cart'), heading: text('Votre Panier'), cart: true },
  { name: 'login', path: fixed('/login'), heading: text(null) },
  { name: 'signup', path: fixed('/signup'), heading: text(null) },
  { name: 'account', path: fixed('/account'), heading: text('Mon Compte'), login: 'customer' },
  { name: 'forgot-password', path: fixed('/mot-de-passe-oublie'), heading: text('Réinitialiser le mot de passe') },
  {
    name: 'reset-password',
    path: fixed(`/reinitialiser-mot-de-passe/${linkToken('passwordReset')}`),
    heading: text('Nouveau mot de passe'),
  },
  { name: 'confirm-email', path: fixed(`/confirmer-email/${linkToken('emailChange')}`), heading: text('Nouvelle adresse email') },
  { name: 'expired-link', path: fixed('/verifier-email/lien-abime'), heading: text('Ce lien n’est plus valable') },
  { name: 'checkout', path: fixed('/checkout'), heading: text('Finaliser ma commande'), login: 'customer', cart: true, stripe: true },
  { name: 'cgv', path: fixed('/cgv'), heading: text(null) },
  { name: 'legal-notice', path: fixed('/mentions-legales'), heading: text(null) },
  { name: 'size-guide', path: fixed('/guide-des-tailles'), heading: text('Guide des tailles') },
  { name: 'faq', path: fixed('/faq'), heading: text('Questions fréquentes') },
  { name: 'privacy', path: fixed('/politique-confidentialite'), heading: text(null) },
  { name: '404', path: fixed('/cette-page-n-existe-pas'), heading: text('Page introuvable') },

  // The pro area (issue 5), as a pro.
  {
    name: 'pro-home',
    path: fixed('/espace-pro'),
    heading: (f) => `Bienvenue, ${f.users.find((user) => user.kind === 'pro')!.name}`,
    login: 'pro',
  },
  { name: 'pro-catalogue', path: fixed('/espace-pro/catalogue'), heading: text('Catalogue Professionnel'), login: 'pro' },
  { name: 'pro-exclusive', path: fixed('/espace-pro/produits-exclusifs'), heading: text('Produits Exclusifs'), login: 'pro' },
  { name: 'pro-quick-order', path: fixed('/espace-pro/commande-rapide'), heading: text('Commande Rapide'), login: 'pro' },
  { name: 'pro-history', path: fixed('/espace-pro/historique'), heading: text('Historique des Commandes'), login: 'pro' },
  { name: 'pro-documents', path: fixed('/espace-pro/informations'), heading: text('Documents & Informations'), login: 'pro' },

  // The back-office (issue 6), as an admin.
  { name: 'admin-overview', path: fixed('/dashboard'), heading: text('Tableau de Bord'), login: 'admin' },
  { name: 'admin-products', path: fixed('/dashboard/products'), heading: text('Produits'), login: 'admin' },
  { name: 'admin-categories', path: fixed('/dashboard/categories'), heading: text('Catégories'), login: 'admin' },
  { name: 'admin-stones', path: fixed('/dashboard/stones'), heading: text('Pierres'), login: 'admin' },
  { name: 'admin-materials', path: fixed('/dashboard/materials'), heading: text('Matériaux'), login: 'admin' },
  { name: 'admin-colors', path: fixed('/dashboard/colors'), heading: text('Couleurs'), login: 'admin' },
  { name: 'admin-stone-properties', path: fixed('/dashboard/stone-properties'), heading: text('Propriétés des pierres'), login: 'admin' },
  { name: 'admin-chakras', path: fixed('/dashboard/chakras'), heading: text('Chakras'), login: 'admin' },
  { name: 'admin-astrological-signs', path: fixed('/dashboard/astrological-signs'), heading: text('Signes astrologiques'), login: 'admin' },
  { name: 'admin-articles', path: fixed('/dashboard/articles'), heading: text('Articles'), login: 'admin' },
  { name: 'admin-orders', path: fixed('/dashboard/orders'), heading: text('Commandes'), login: 'admin' },
  { name: 'admin-requests', path: fixed('/dashboard/requests'), heading: text('Demandes sur-mesure'), login: 'admin' },
  { name: 'admin-users', path: fixed('/dashboard/users'), heading: text('Utilisateurs'), login: 'admin' },
  { name: 'admin-messages', path: fixed('/dashboard/messages'), heading: text('Messages'), login: 'admin' },
]

/** Scrolls to the bottom and back so lazy images load, then waits for the network to settle (saveScreenshot puts the web fonts on). */
async function loadWholePage(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8))
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`thème ${theme === 'dark' ? 'sombre' : 'clair'}`, () => {
    test.use({ colorScheme: theme })

    for (const screen of SCREENS) {
      const viewports = theme === 'light' ? [PHONE, DESKTOP] : [PHONE]
      const widths = viewports.map((viewport) => viewport.width).join(' et ')
      test(`écran ${screen.name} à ${widths} px`, async ({ page, fixtures, loginAs, setCart, setTheme, saveScreenshot }, testInfo) => {
        await setTheme(theme)
        if (screen.stripe) await serveStripeJsStandIn(page, fixtures.stripeApiUrl)
        if (screen.login) await loginAs(screen.login)
        if (screen.cart) {
          const [bracelet, collier] = fixtures.products
          await setCart([
            { id: bracelet!.id, name: bracelet!.name, price: bracelet!.price, quantity: 2 },
            { id: collier!.id, name: collier!.name, price: collier!.price, quantity: 1 },
          ])
        }

        for (const viewport of viewports) {
          await page.setViewportSize(viewport)
          await page.goto(screen.path(fixtures))

          if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/)
          else await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/)

          const h1 = page.getByRole('heading', { level: 1 })
          await expect(h1).toHaveCount(1)
          await expect(h1).toBeVisible()
          const heading = screen.heading(fixtures)
          if (heading === null) await expect(h1).not.toHaveText(/^\s*$/)
          else await expect(h1).toHaveAccessibleName(heading)

          await loadWholePage(page)
          await saveScreenshot(`screen-${screen.name}-${theme}`)

          // Soft: both widths are checked and screenshotted even when one of them fails.
          const overflow = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }))
          expect.soft(overflow.scrollWidth, `horizontal overflow at ${viewport.width} px`).toBeLessThanOrEqual(overflow.innerWidth)

          const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
          const severe = axe.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => ({
              rule: violation.id,
              impact: violation.impact,
              help: violation.help,
              targets: violation.nodes.map((node) => node.target.join(' ')),
            }))
            .filter((violation) => violation.targets.length > 0)
            .map((violation) => ({ ...violation, targets: violation.targets.slice(0, 5) }))
          if (severe.length > 0) {
            await testInfo.attach(`axe-${screen.name}-${theme}-${viewport.width}.json`, {
              body: JSON.stringify(severe, null, 2),
              contentType: 'application/json',
            })
          }
          expect.soft(severe, `serious or critical axe violations at ${viewport.width} px`).toEqual([])
        }
      })
    }
  })
}

// The security headers (docs/adr/0041) in a real browser: `vite preview` serves the build's own
// dist/_headers (what Netlify serves), and the whole journey — home, catalogue, product, cart, login,
// checkout with a new address and a card (the Stripe.js stand-in), account — then the admin dashboard
// and the pro area, run under that Content-Security-Policy without one violation. The harness adds
// the Stripe API stand-in's origin to connect-src (CSP_EXTRA_CONNECT, preview server only).
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, type Fixtures } from './fixtures.ts'
import { serveStripeJsStandIn } from './support/stripe-js-stand-in.ts'

/** Records every CSP violation of the page, across navigations: the event and the console's line. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('__reportCspViolation', (line: string) => void violations.push(line))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) on ${location.pathname}`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  return violations
}

async function asSuperuser<T>(fixtures: Fixtures, path: string, body: unknown): Promise<T> {
  const auth = await fetch(`${fixtures.pocketbaseUrl}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: fixtures.superuser.email, password: fixtures.superuser.password }),
  })
  const { token } = (await auth.json()) as { token: string }
  const response = await fetch(`${fixtures.pocketbaseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  })
  expect(response.ok, `POST ${path} answered ${response.status}: ${await response.clone().text()}`).toBe(true)
  return (await response.json()) as T
}

/** The CSP lines of the README's Caddy example ("Deploying"), for the served policy's hashes. */
function readmeScriptHashes(): string[] {
  const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8')
  const policy = /Content-Security-Policy "([^"]+)"/.exec(readme)?.[1] ?? ''
  return policy.match(/'sha256-[^']+'/g) ?? []
}

test('la page d’accueil arrive avec les en-têtes de sécurité, ceux que le README donne aux autres hébergeurs', async ({
  page,
  fixtures,
}) => {
  const response = await page.goto('/')
  const headers = response!.headers()
  const policy = headers['content-security-policy'] ?? ''
  const pocketbase = new URL(fixtures.pocketbaseUrl).origin
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: ${pocketbase} `,
    `connect-src 'self' ${pocketbase} https://api.stripe.com`,
    'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  ]) {
    expect(policy).toContain(directive)
  }
  // Scripts: the shop's own, its three inline scripts by hash (the theme, the route preloads, the
  // after-paint script: the rendered pages' app loader and the web fonts), Stripe.js; never
  // 'unsafe-inline' or eval.
  expect(policy).toMatch(
    /script-src 'self' 'sha256-[^']+' 'sha256-[^']+' 'sha256-[^']+' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com;/,
  )
  expect(policy).not.toContain('unsafe-eval')
  expect(policy.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline')
  // The test-only stand-in origin is in connect-src, and only there.
  expect(policy.match(/connect-src [^;]*/)?.[0]).toContain(new URL(fixtures.stripeApiUrl).origin)
  expect(policy.replace(/connect-src [^;]*/, '')).not.toContain(new URL(fixtures.stripeApiUrl).origin)
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=(), microphone=(), geolocation=()')
  expect(headers['permissions-policy']).toContain('payment=(self "https://js.stripe.com"')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  // The README's lines for Caddy and nginx carry this build's inline-script hashes.
  expect(readmeScriptHashes()).toEqual(policy.match(/'sha256-[^']+'/g))
})

test('tout le parcours d’achat se déroule sous la CSP sans une seule violation', async ({ page, fixtures }) => {
  test.setTimeout(90_000)
  const violations = await watchViolations(page)
  await serveStripeJsStandIn(page, fixtures.stripeApiUrl)
  const suffix = randomBytes(4).toString('hex')
  const product = await asSuperuser<{ id: string; name: string; slug: string }>(fixtures, '/api/collections/products/records', {
    name: `Pendentif CSP ${suffix}`,
    slug: `pendentif-csp-${suffix}`,
    price: 27,
    price_pro: 20,
    stock: 10,
  })
  const password = `mot-de-passe-${suffix}`
  const email = `csp-${suffix}@e2e.test`
  await asSuperuser(fixtures, '/api/collections/users/records', {
    email,
    password,
    passwordConfirm: password,
    name: 'Acheteuse CSP',
    verified: true,
  })

  // Whatever step fails, the violations are reported too (soft: the step's own error stays).
  try {
    await journey(page, product, email, password)
  } finally {
    expect.soft(violations, 'CSP violations').toEqual([])
  }
})

async function journey(page: Page, product: { name: string }, email: string, password: string) {
  // Home, then the catalogue (the newest piece comes first), then the product page.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('navigation').getByRole('link', { name: 'Catalogue', exact: true }).first().click()
  await page
    .getByRole('link', { name: new RegExp(product.name) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await page.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(page.getByRole('link', { name: 'Panier (1 article)' })).toBeVisible()

  // Login through the form.
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe').fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Compte' })).toBeVisible()

  // The checkout: a new address, the stand-in's card.
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeVisible()
  const delivery = page.getByRole('region', { name: 'Adresse de livraison' })
  await delivery.getByLabel(/Nom et prénom/).fill('Camille Rousseau')
  await delivery.getByLabel(/^Adresse/).fill('12 rue des Lilas')
  await delivery.getByLabel(/Code postal/).fill('69001')
  await delivery.getByLabel(/Ville/).fill('Lyon')
  await delivery.getByLabel(/Téléphone/).fill('06 12 34 56 78')
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: /^Payer / }).click()

  // The paid order's page (docs/adr/0080).
  await expect(page).toHaveURL(/\/account\/commandes\/[a-z0-9]{15}\?merci$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible()
  await expect(page.getByRole('table')).toContainText(product.name)
  await expect(page.getByRole('link', { name: 'Panier (0 article)' })).toBeVisible()
}

async function logInThroughTheForm(page: Page, fixtures: Fixtures, kind: 'admin' | 'pro') {
  const user = fixtures.users.find((candidate) => candidate.kind === kind)!
  await page.goto('/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Mot de passe').fill(user.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  // An admin lands on the dashboard, a pro on the pro area (docs/adr/0054).
  await expect.poll(() => new URL(page.url()).pathname).toBe(kind === 'admin' ? '/dashboard' : '/espace-pro')
  return user
}

test('le tableau de bord admin se charge sous la CSP sans violation', async ({ page, fixtures }) => {
  const violations = await watchViolations(page)
  await logInThroughTheForm(page, fixtures, 'admin')
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de Bord' })).toBeVisible()
  await page.goto('/dashboard/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Produits' })).toBeVisible()
  // Its product images come from PocketBase.
  const image = page.locator('main img').first()
  await expect(image).toHaveJSProperty('complete', true)
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(violations).toEqual([])
})

test('l’espace pro se charge sous la CSP sans violation', async ({ page, fixtures }) => {
  const violations = await watchViolations(page)
  const pro = await logInThroughTheForm(page, fixtures, 'pro')
  await page.goto('/espace-pro')
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${pro.name}` })).toBeVisible()
  await page.goto('/espace-pro/catalogue')
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue Professionnel' })).toBeVisible()
  expect(violations).toEqual([])
})

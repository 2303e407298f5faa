// What a search engine's crawler or a link preview (WhatsApp, Facebook, Pinterest) reads of the shop:
// the served HTML alone, fetched with no browser and no JavaScript (issue 16, « Findable » and
// « Fresh »; docs/adr/0076). A product page carries its title, description, canonical address, Open
// Graph and schema.org Product/Offer, matching the product in PocketBase; an exclusive piece's page
// shows nothing of it; an admin's change is in the next HTML served.
import { randomBytes } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect, needed, test, type Fixtures } from './fixtures.ts'
import { superuserToken } from './support/admin-api.ts'

const SHOP = 'Éclat de Pierre'
/** What a crawler asks for (Googlebot's and the browsers' Accept). */
const ACCEPT_HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

/** A product as PocketBase gives it to a visitor. */
interface ProductRecord {
  id: string
  collectionName: string
  slug: string
  name: string
  description: string
  sku: string
  price: number
  stock: number
  reserved: number
  is_unique: boolean
  image: string[]
}

interface ArticleRecord {
  id: string
  slug: string
  title: string
  excerpt: string
  image: string
  created: string
  updated: string
}

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&nbsp;', '\u00a0')
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/** Spaces as a reader sees them: no-break and narrow spaces are spaces, runs are one. */
const squeeze = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim()

/** The attributes of one tag (`<meta property="og:title" content="…" />`), decoded. */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value ?? '')]))
}

/** The served page as a crawler reads it: the head's tags, the JSON-LD, the text a reader sees. */
class ServedPage {
  constructor(
    readonly status: number,
    readonly html: string,
  ) {}

  get head(): string {
    return /<head>([\s\S]*?)<\/head>/.exec(this.html)?.[1] ?? ''
  }

  get title(): string | undefined {
    const title = /<title>([\s\S]*?)<\/title>/.exec(this.head)?.[1]
    return title === undefined ? undefined : decode(title)
  }

  /** Every `<meta>` with this `name` or `property`. */
  metas(key: string): string[] {
    return [...this.head.matchAll(/<meta\s[^>]*>/g)]
      .map(([tag]) => attributes(tag))
      .filter((attrs) => attrs.name === key || attrs.property === key)
      .map((attrs) => attrs.content ?? '')
  }

  /** The one `<meta>` with this `name` or `property` (there must be exactly one). */
  meta(key: string): string {
    const found = this.metas(key)
    expect(found, `<meta> ${key} in the served head`).toHaveLength(1)
    return found[0] ?? ''
  }

  get canonical(): string | undefined {
    const links = [...this.head.matchAll(/<link\s[^>]*>/g)].map(([tag]) => attributes(tag)).filter((attrs) => attrs.rel === 'canonical')
    expect(links.length, 'canonical links').toBeLessThanOrEqual(1)
    return links[0]?.href
  }

  /** The JSON-LD blocks of the whole page, parsed. */
  get structuredData(): Array<Record<string, unknown>> {
    return [...this.html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
    )
  }

  /** The body's text as a reader sees it: no scripts (the router's data), no tags. */
  get text(): string {
    const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(this.html)?.[1] ?? ''
    return squeeze(
      decode(
        body
          .replace(/<script[\s\S]*?<\/script>/g, ' ')
          .replace(/<style[\s\S]*?<\/style>/g, ' ')
          .replace(/<!--[\s\S]*?-->/g, '')
          // Inline elements (Typeset's runs kept on one line) join their text; the others separate it.
          .replace(/<\/?(?:span|a|strong|em|b|i|time|small)\b[^>]*>/g, '')
          .replace(/<[^>]+>/g, ' '),
      ),
    )
  }
}

/** A GET as a crawler makes it: no browser, no JavaScript, redirects not followed. */
async function crawl(request: APIRequestContext, path: string): Promise<ServedPage> {
  const response = await request.get(path, { headers: { accept: ACCEPT_HTML }, maxRedirects: 0 })
  expect(response.headers()['content-type'] ?? '').toMatch(/^text\/html/)
  return new ServedPage(response.status(), await response.text())
}

async function pocketbase<T>(fixtures: Fixtures, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${fixtures.pocketbaseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: init.token } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  expect(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.clone().text()}`).toBe(true)
  return (response.status === 204 ? undefined : await response.json()) as T
}

/** The product as a visitor reads it from PocketBase (the truth the page must match). */
async function visitorProduct(fixtures: Fixtures, slug: string): Promise<ProductRecord> {
  const filter = encodeURIComponent(`slug = "${slug}"`)
  const list = await pocketbase<{ items: ProductRecord[] }>(fixtures, `/api/collections/products/records?filter=${filter}`)
  return needed(list.items[0], `the product ${slug}, readable by a visitor`)
}

/** `34,90 €` as the shop writes it (spaces squeezed). */
const euros = (value: number) => squeeze(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value))

/** The schema.org availability the shop's stock wording means (docs/product/rules.md#stock-wording). */
function expectedAvailability(product: Pick<ProductRecord, 'stock' | 'reserved' | 'is_unique'>): string {
  if (product.stock <= 0 && product.reserved > 0) return 'https://schema.org/Reserved'
  if (product.stock <= 0) return product.is_unique ? 'https://schema.org/SoldOut' : 'https://schema.org/OutOfStock'
  return product.stock === 1 || product.is_unique ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock'
}

/** The page's one schema.org object of this type. */
function onlyOfType(page: ServedPage, type: string): Record<string, unknown> {
  const found = page.structuredData.filter((data) => data['@type'] === type)
  expect(found, `one ${type} in the JSON-LD`).toHaveLength(1)
  return found[0] ?? {}
}

/** The product page a crawler reads says what PocketBase says of the product. */
async function expectProductPage(page: ServedPage, product: ProductRecord, canonical: string): Promise<void> {
  expect(page.status).toBe(200)
  expect(page.title).toBe(`${product.name} — ${SHOP}`)
  expect(page.canonical).toBe(canonical)

  const description = page.meta('description')
  expect(description).not.toMatch(/[<>]/)
  expect(description.length).toBeGreaterThan(20)
  expect(squeeze(product.description).startsWith(description.replace(/…$/, ''))).toBe(true)

  expect(page.meta('og:title')).toBe(product.name)
  expect(page.meta('og:description')).toBe(description)
  expect(page.meta('og:type')).toBe('product')
  expect(page.meta('og:url')).toBe(canonical)
  expect(page.meta('product:price:amount')).toBe(product.price.toFixed(2))
  expect(page.meta('product:price:currency')).toBe('EUR')

  const data = onlyOfType(page, 'Product')
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    name: product.name,
    sku: product.sku,
    brand: { '@type': 'Brand', name: SHOP },
    url: canonical,
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'EUR',
      availability: expectedAvailability(product),
      itemCondition: 'https://schema.org/NewCondition',
      url: canonical,
      seller: { '@type': 'Organization', name: SHOP },
    },
  })
  expect(squeeze(String(data.description))).toBe(squeeze(product.description))

  // Every image of the product, absolute.
  const images = data.image as string[]
  expect(images.map((url) => new URL(url).pathname)).toEqual(
    product.image.map((file) => `/api/files/${product.collectionName}/${product.id}/${encodeURIComponent(file)}`),
  )
  const ogImage = page.meta('og:image')
  expect(ogImage).toMatch(/^https?:\/\//)
  expect(new URL(ogImage).pathname).toBe(new URL(needed(images[0], 'a first image')).pathname)

  // What a reader sees, in the HTML body itself.
  expect(page.text).toContain(squeeze(product.name))
  expect(page.text).toContain(euros(product.price))
  expect(page.text).toContain(squeeze(product.description))
}

test.describe('ce que lit un robot, sans JavaScript', () => {
  test('la fiche d’un produit : titre, description, adresse canonique, Open Graph et Product/Offer, comme dans PocketBase', async ({
    request,
    baseURL,
    fixtures,
  }) => {
    const { regular, unique, outOfStock } = fixtures.catalogue
    for (const fixture of [regular, unique, outOfStock]) {
      const product = await visitorProduct(fixtures, fixture.slug)
      // A shared link carries tracking parameters: the canonical address never does.
      const page = await crawl(request, `/catalogue/${fixture.slug}?utm_source=pinterest&fbclid=abc123`)
      await expectProductPage(page, product, `${baseURL}/catalogue/${fixture.slug}`)
    }

    // The image a preview shows opens, from its absolute address alone.
    const page = await crawl(request, `/catalogue/${regular.slug}`)
    const image = await request.get(page.meta('og:image'))
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toMatch(/^image\//)
  })

  test('la fiche d’une pièce réservée aux pros ne dit rien d’elle', async ({ request, fixtures }) => {
    const exclusive = fixtures.catalogue.exclusive
    expect(exclusive.exclusive).toBe(true)
    const page = await crawl(request, `/catalogue/${exclusive.slug}`)
    expect(page.status).toBe(404)
    expect(page.html).not.toContain(exclusive.name)
    expect(page.structuredData).toEqual([])
    expect(page.metas('og:type')).not.toContain('product')
    // The French « introuvable » page, rendered like any unknown product (docs/adr/0084).
    expect(page.html).toContain('Produit non trouvé')
  })

  test('une modification de l’administration est dans la page servie aussitôt : nom, prix, disponibilité', async ({
    request,
    baseURL,
    fixtures,
  }) => {
    // This test's own product (the fixtures' are read by other tests meanwhile), without an image.
    const token = await superuserToken(fixtures)
    const suffix = randomBytes(4).toString('hex')
    const categories = await pocketbase<{ items: Array<{ id: string }> }>(
      fixtures,
      `/api/collections/categories/records?filter=${encodeURIComponent('slug = "bracelets"')}`,
    )
    const created = await pocketbase<ProductRecord>(fixtures, '/api/collections/products/records', {
      method: 'POST',
      token,
      body: {
        name: `Bracelet Aube ${suffix}`,
        slug: `bracelet-aube-${suffix}`,
        description: 'Un bracelet de pierre de lune, enfilé à la main sur un fil élastique.',
        sku: `EDP-E2E-${suffix.toUpperCase()}`,
        price: 42,
        stock: 5,
        category: categories.items.map((category) => category.id),
      },
    })
    const path = `/catalogue/${created.slug}`
    const canonical = `${baseURL}${path}`
    try {
      const before = await crawl(request, path)
      expect(before.status).toBe(200)
      expect(before.title).toBe(`Bracelet Aube ${suffix} — ${SHOP}`)
      const offer = onlyOfType(before, 'Product')
      expect(offer).toMatchObject({
        name: `Bracelet Aube ${suffix}`,
        offers: { price: '42.00', availability: 'https://schema.org/InStock' },
      })
      // No image: none made up (no placeholder in the structured data, no og:image).
      expect(offer).not.toHaveProperty('image')
      expect(before.metas('og:image')).toEqual([])
      expect(before.text).toContain('5 en stock')

      // The admin renames it, changes its price, and its last pieces are sold.
      await pocketbase(fixtures, `/api/collections/products/records/${created.id}`, {
        method: 'PATCH',
        token,
        body: { name: `Bracelet Crépuscule ${suffix}`, price: 59, stock: 0 },
      })
      const after = await crawl(request, path)
      expect(after.status).toBe(200)
      expect(after.title).toBe(`Bracelet Crépuscule ${suffix} — ${SHOP}`)
      expect(after.html).not.toContain(`Bracelet Aube ${suffix}`)
      expect(after.meta('og:title')).toBe(`Bracelet Crépuscule ${suffix}`)
      expect(after.meta('product:price:amount')).toBe('59.00')
      expect(onlyOfType(after, 'Product')).toMatchObject({
        name: `Bracelet Crépuscule ${suffix}`,
        url: canonical,
        offers: { price: '59.00', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
      })
      expect(after.text).toContain(`Bracelet Crépuscule ${suffix}`)
      expect(after.text).toContain(euros(59))
      expect(after.text).toContain('Épuisé')
    } finally {
      await pocketbase(fixtures, `/api/collections/products/records/${created.id}`, { method: 'DELETE', token })
    }
  })

  test('des soldes : le prix soldé, le prix de référence barré et le pourcentage, dans la page servie et dans Chromium (ADR 0115)', async ({
    request,
    page,
    fixtures,
  }) => {
    const token = await superuserToken(fixtures)
    const suffix = randomBytes(4).toString('hex')
    const created = await pocketbase<ProductRecord>(fixtures, '/api/collections/products/records', {
      method: 'POST',
      token,
      body: {
        name: `Bracelet Soldé ${suffix}`,
        slug: `bracelet-solde-${suffix}`,
        description: 'Un bracelet en soldes.',
        price: 50,
        stock: 3,
      },
    })
    const dbDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ')
    // 45 € two months ago, 50 € since 35 days: the legal reference is 50 € (the lowest of the 30 days
    // before the sale), not the 45 € of before.
    for (const [daysAgo, price] of [
      [60, 45],
      [35, 50],
    ]) {
      await pocketbase(fixtures, '/api/collections/price_history/records', {
        method: 'POST',
        token,
        body: { product: created.id, price, charged: price, at: dbDate(Date.now() - daysAgo * 24 * 3600 * 1000) },
      })
    }
    const ends = Date.now() + 7 * 24 * 3600 * 1000
    const sale = await pocketbase<{ id: string }>(fixtures, '/api/collections/sales/records', {
      method: 'POST',
      token,
      body: {
        name: `Soldes ${suffix}`,
        percent: 20,
        scope: 'products',
        products: [created.id],
        starts_at: dbDate(Date.now() - 1000),
        ends_at: dbDate(ends),
        active: true,
      },
    })
    const path = `/catalogue/${created.slug}`
    try {
      const served = await crawl(request, path)
      expect(onlyOfType(served, 'Product')).toMatchObject({
        offers: { price: '40.00', priceCurrency: 'EUR', priceValidUntil: dbDate(ends).slice(0, 10) },
      })
      expect(served.meta('product:price:amount')).toBe('40.00')
      expect(served.text).toContain(`${euros(40)} Prix de référence : ${euros(50)} −20 %`)

      await page.goto(path)
      const price = page.getByRole('main').locator('s').first()
      await expect(price).toHaveText(/^Prix de référence\s:\s50,00\s€$/)
      await expect(price.locator('.sr-only')).toHaveText(/^Prix de référence\s:/)
      await expect(
        page
          .getByRole('main')
          .getByText(/^−20\s%$/)
          .first(),
      ).toBeVisible()
    } finally {
      await pocketbase(fixtures, `/api/collections/sales/records/${sale.id}`, { method: 'DELETE', token })
      await pocketbase(fixtures, `/api/collections/products/records/${created.id}`, { method: 'DELETE', token })
    }
  })

  test('un article du Journal : Open Graph article avec son image, et un BlogPosting', async ({ request, baseURL, fixtures }) => {
    const newest = needed(fixtures.articles[0], 'a seeded article')
    const article = await pocketbase<ArticleRecord>(fixtures, `/api/collections/articles/records/${newest.id}`)
    const canonical = `${baseURL}/blog/${article.slug}`
    const page = await crawl(request, `/blog/${article.slug}`)
    expect(page.status).toBe(200)
    expect(page.title).toBe(`${article.title} — ${SHOP}`)
    expect(page.canonical).toBe(canonical)
    expect(page.meta('description')).toBe(article.excerpt)
    expect(page.meta('og:type')).toBe('article')
    expect(page.meta('og:image')).toMatch(new RegExp(`^https?://[^/]+/api/files/articles/${article.id}/${article.image}\\?thumb=800x0$`))
    const toIso = (date: string) => new Date(date.replace(' ', 'T')).toISOString()
    expect(onlyOfType(page, 'BlogPosting')).toMatchObject({
      headline: article.title,
      description: article.excerpt,
      image: [expect.stringMatching(new RegExp(`^https?://[^/]+/api/files/articles/${article.id}/${article.image}$`))],
      datePublished: toIso(article.created),
      dateModified: toIso(article.updated),
      url: canonical,
      author: { '@type': 'Organization', name: SHOP },
      publisher: { '@type': 'Organization', name: SHOP },
    })
    expect(page.text).toContain(squeeze(article.title))
  })

  test('l’accueil présente la boutique (Organization, WebSite) ; chaque page publique a sa propre description', async ({
    request,
    baseURL,
  }) => {
    const home = await crawl(request, '/')
    expect(home.status).toBe(200)
    expect(home.canonical).toBe(`${baseURL}/`)
    const graph = (home.structuredData[0]?.['@graph'] ?? []) as Array<Record<string, unknown>>
    expect(graph).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: SHOP, url: `${baseURL}/`, logo: `${baseURL}/favicon.svg` }),
      expect.objectContaining({ '@type': 'WebSite', name: SHOP, url: `${baseURL}/` }),
    ])
    expect((await request.get(`${baseURL}/favicon.svg`)).status()).toBe(200)

    const descriptions = new Map<string, string>([['/', home.meta('description')]])
    for (const path of [
      '/a-propos',
      '/catalogue',
      '/tableaux-des-pierres',
      '/blog',
      '/cgv',
      '/mentions-legales',
      '/politique-confidentialite',
    ]) {
      const page = await crawl(request, path)
      expect(page.status, path).toBe(200)
      expect(page.title, path).toMatch(new RegExp(`^.+ — ${SHOP}$`))
      expect(page.canonical, path).toBe(`${baseURL}${path}`)
      expect(page.meta('og:url'), path).toBe(`${baseURL}${path}`)
      const description = page.meta('description')
      expect(description.length, `${path}: a description of its own`).toBeGreaterThan(60)
      // French, with the shop's typography (« ’ », no straight apostrophe).
      expect(description, path).not.toContain("'")
      descriptions.set(path, description)
    }
    // No two pages share a description.
    expect(new Set(descriptions.values()).size).toBe(descriptions.size)
  })
})

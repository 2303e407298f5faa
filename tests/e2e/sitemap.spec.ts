// What a crawler reads first (docs/adr/0076): /sitemap.xml, rendered on request by the preview server
// as by the production function, lists the public pages and every product a visitor may see (the
// exclusive one left out), each address answering with that product's page; /robots.txt keeps the
// private areas out and names the sitemap.
import { expect, needed, test } from './fixtures.ts'

/** Text as React writes it into HTML. */
const htmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;')

test('the sitemap lists the public pages, every visible product and article, and a listed product answers with its page', async ({
  page,
  fixtures,
  baseURL,
}) => {
  const origin = new URL(needed(baseURL, 'the preview server’s address')).origin
  const response = await page.request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8')
  const xml = await response.text()
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  const urls = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

  const pages = ['/', '/a-propos', '/catalogue', '/tableaux-des-pierres', '/blog', '/contact', '/sur-mesure', '/cgv', '/mentions-legales']
  for (const path of [...pages, '/politique-confidentialite', '/retractation']) expect(urls).toContain(`${origin}${path}`)
  const { regular, unique, outOfStock, exclusive } = fixtures.catalogue
  for (const product of [...fixtures.products, regular, unique, outOfStock]) expect(urls).toContain(`${origin}/catalogue/${product.slug}`)
  expect(urls).not.toContain(`${origin}/catalogue/${exclusive.slug}`)
  for (const article of fixtures.articles) expect(urls).toContain(`${origin}/blog/${article.slug}`)
  for (const privatePath of ['/cart', '/checkout', '/account', '/espace-pro', '/dashboard', '/login']) {
    expect(urls.some((url) => url?.startsWith(`${origin}${privatePath}`))).toBe(false)
  }

  // The address the sitemap gives answers with the product's page, already rendered.
  const listed = needed(
    urls.find((url) => url === `${origin}/catalogue/${regular.slug}`),
    'the regular product in the sitemap',
  )
  const productPage = await page.request.get(listed, { headers: { accept: 'text/html' } })
  expect(productPage.status()).toBe(200)
  expect(await productPage.text()).toContain(htmlText(regular.name))
})

test('robots.txt keeps the admin, pro, account, checkout and cart areas out and names the sitemap', async ({ page, baseURL }) => {
  const origin = new URL(needed(baseURL, 'the preview server’s address')).origin
  const response = await page.request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
  const lines = (await response.text()).split('\n')
  expect(lines).toContain('User-agent: *')
  expect(lines.filter((line) => line.startsWith('Disallow:')).sort()).toEqual(
    ['Disallow: /account', 'Disallow: /cart', 'Disallow: /checkout', 'Disallow: /dashboard', 'Disallow: /espace-pro'].sort(),
  )
  expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`)
})

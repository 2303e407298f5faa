import { describe, expect, it } from 'vitest'
import { jsonInScript, pageHead } from './page-head'

const CANONICAL = 'https://eclat-de-pierre.fr/catalogue/bracelet-serenite'

/** The head's elements as a browser parses them (what a crawler reads). */
function parse(head: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html')
}

const content = (document: Document, selector: string) => document.head.querySelector(selector)?.getAttribute('content')

describe('pageHead', () => {
  it('writes the title, description, canonical address and Open Graph tags of the page', () => {
    const document = parse(
      pageHead({ title: 'Bracelet Sérénité', description: 'Un bracelet doux.', image: null, type: 'product' }, CANONICAL),
    )
    expect(document.title).toBe('Bracelet Sérénité — Éclat de Pierre')
    expect(content(document, 'meta[name="description"]')).toBe('Un bracelet doux.')
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(CANONICAL)
    expect(content(document, 'meta[property="og:title"]')).toBe('Bracelet Sérénité')
    expect(content(document, 'meta[property="og:description"]')).toBe('Un bracelet doux.')
    expect(content(document, 'meta[property="og:type"]')).toBe('product')
    expect(content(document, 'meta[property="og:url"]')).toBe(CANONICAL)
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull()
    expect(document.head.querySelector('script')).toBeNull()
  })

  it('escapes quotes, ampersands and angle brackets: a title or description never closes its tag', () => {
    const title = 'Collier « Lune » "noire" & <b>or</b></title><script>alert(1)</script>'
    const description = 'Perles "8 mm" <img src=x onerror=alert(1)> & fermoir'
    const head = pageHead({ title, description }, CANONICAL)
    expect(head).not.toContain('<script>')
    expect(head).not.toContain('<img')
    expect(head).not.toContain('"noire"')
    const document = parse(head)
    expect(document.title).toBe(`${title} — Éclat de Pierre`)
    expect(content(document, 'meta[name="description"]')).toBe(description)
    expect(content(document, 'meta[property="og:title"]')).toBe(title)
    expect(document.head.querySelectorAll('script, img')).toHaveLength(0)
  })

  it('keeps the JSON-LD inside its script: `</script>` and `<!--` in the data are escaped, the data reads back whole', () => {
    const data = { '@type': 'Product', name: 'Bague </script><script>alert(1)</script> <!-- « x »', note: 'a\u2028b' }
    const head = pageHead({ title: 'Bague', structuredData: data }, CANONICAL)
    expect(head.match(/<\/script>/g)).toHaveLength(1)
    expect(head).not.toContain('<!--')
    const scripts = parse(head).head.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.getAttribute('type')).toBe('application/ld+json')
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(data)
    expect(jsonInScript('<')).toBe('"\\u003c"')
  })

  it('makes a relative image address absolute against the page (og:image)', () => {
    const document = parse(pageHead({ title: 'Bracelet', image: '/api/files/products/p1/a.jpg?thumb=800x0' }, CANONICAL))
    expect(content(document, 'meta[property="og:image"]')).toBe('https://eclat-de-pierre.fr/api/files/products/p1/a.jpg?thumb=800x0')
    const absolute = parse(pageHead({ title: 'Bracelet', image: 'https://api.example.fr/api/files/p/a.jpg' }, CANONICAL))
    expect(content(absolute, 'meta[property="og:image"]')).toBe('https://api.example.fr/api/files/p/a.jpg')
  })

  it('falls back to the shop’s tagline and name without a title or description', () => {
    const document = parse(pageHead({ title: null, description: '  ' }, 'https://eclat-de-pierre.fr/'))
    expect(document.title).toBe('Éclat de Pierre — Bijoux en pierres naturelles faits main')
    expect(content(document, 'meta[name="description"]')).toMatch(/^Bijoux artisanaux en pierres naturelles/)
    expect(content(document, 'meta[property="og:title"]')).toBe('Éclat de Pierre')
    expect(content(document, 'meta[property="og:type"]')).toBe('website')
  })

  it('writes the extra Open Graph properties (a product’s price), escaped and marked as served', () => {
    const document = parse(
      pageHead(
        { title: 'Bracelet', openGraph: { 'product:price:amount': '59.00', 'product:price:currency': 'EUR', 'x"y': '<z>' } },
        CANONICAL,
      ),
    )
    expect(content(document, 'meta[property="product:price:amount"]')).toBe('59.00')
    expect(content(document, 'meta[property="product:price:currency"]')).toBe('EUR')
    expect(content(document, "meta[property='x\"y']")).toBe('<z>')
    expect(document.head.querySelectorAll('meta[data-served]')).toHaveLength(3)
  })
})

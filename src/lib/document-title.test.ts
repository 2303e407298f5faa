import { afterEach, describe, expect, it } from 'vitest'
import { applyPageMeta, DEFAULT_DESCRIPTION } from './document-title'

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content

describe('applyPageMeta', () => {
  afterEach(() => {
    document.head.querySelectorAll('meta').forEach((element) => element.remove())
  })

  it('sets the French title, the description and the Open Graph tags of a product', () => {
    applyPageMeta({
      title: 'Bracelet Améthyste',
      description: 'Un bracelet apaisant.',
      image: 'http://127.0.0.1:8090/api/files/products/p1/a.jpg',
      type: 'product',
    })
    expect(document.title).toBe('Bracelet Améthyste — Éclat de Pierre')
    expect(meta('meta[name="description"]')).toBe('Un bracelet apaisant.')
    expect(meta('meta[property="og:title"]')).toBe('Bracelet Améthyste')
    expect(meta('meta[property="og:type"]')).toBe('product')
    expect(meta('meta[property="og:image"]')).toBe('http://127.0.0.1:8090/api/files/products/p1/a.jpg')
  })

  it('falls back to the tagline and removes an image left by the previous page', () => {
    applyPageMeta({ title: 'Produit', image: 'http://x/a.jpg', type: 'product' })
    applyPageMeta({ title: 'Le Journal', description: '  ' })
    expect(meta('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION)
    expect(meta('meta[property="og:type"]')).toBe('website')
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull()
  })

  it('drops the served page’s extra Open Graph tags (a product’s price): the browser does not keep them up to date', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta property="product:price:amount" content="59.00" data-served />')
    applyPageMeta({ title: 'Le Journal' })
    expect(document.head.querySelector('meta[property="product:price:amount"]')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { htmlToText, sanitizeHtml, sanitizeWithWindow } from './sanitize-html'

describe('sanitizeHtml', () => {
  it('keeps the formatting admins write', () => {
    const html = '<h2>Ses vertus</h2><p>Une pierre <strong>apaisante</strong> et <em>douce</em>.</p><ul><li>Origine : Brésil</li></ul>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('removes scripts, event handlers, javascript: links, styles and iframes', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Texte</p><script>alert(1)</script><img src="x" onerror="steal()"><a href="javascript:alert(1)">lien</a><iframe src="https://evil.test"></iframe>'
    const clean = sanitizeHtml(dirty)
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/i)
    expect(clean).toContain('<p>Texte</p>')
    expect(clean).toContain('>lien</a>')
  })

  it('opens links that leave the site in a new tab without window.opener', () => {
    expect(sanitizeHtml('<a href="https://example.fr">source</a>')).toBe(
      '<a href="https://example.fr" target="_blank" rel="noopener noreferrer">source</a>',
    )
    expect(sanitizeHtml('<a href="/catalogue">catalogue</a>')).toBe('<a href="/catalogue">catalogue</a>')
  })

  it('lazy-loads images inside the HTML', () => {
    expect(sanitizeHtml('<img src="https://example.fr/a.jpg" alt="Améthyste">')).toBe(
      '<img src="https://example.fr/a.jpg" alt="Améthyste" loading="lazy" decoding="async">',
    )
  })

  it('drops an image with no source a browser could show, keeping the text around it', () => {
    for (const img of [
      '<img alt="sans source">',
      '<img src="" alt="vide">',
      '<img src="   " alt="blanc">',
      '<img src="javascript:alert(1)" alt="script">',
      '<img src="JaVaScRiPt:alert(1)" alt="script">',
      '<img src="data:text/html;base64,PHNjcmlwdD4=" alt="page">',
      '<img src="about:blank" alt="vide">',
      '<img src="http://" alt="sans hôte">',
      '<img src="https://exa mple.fr/a.jpg" alt="illisible">',
    ]) {
      expect(sanitizeHtml(`<p>Avant ${img} après</p>`), img).toBe('<p>Avant  après</p>')
    }
  })

  it('keeps images from the web, the site or an image data: address', () => {
    for (const src of [
      'https://example.fr/a.jpg',
      '/api/files/stones/s1/amethyste.jpg',
      'images/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
    ]) {
      expect(sanitizeHtml(`<img src="${src}" alt="Améthyste">`)).toBe(`<img src="${src}" alt="Améthyste" loading="lazy" decoding="async">`)
    }
  })

  it('gives an empty string for nothing', () => {
    expect(sanitizeHtml(undefined)).toBe('')
    expect(sanitizeHtml('')).toBe('')
  })
})

describe('htmlToText', () => {
  it('keeps only the text, entities decoded and spaces collapsed', () => {
    expect(htmlToText('<p>L&#39;améthyste,\n <strong>pierre</strong> d&rsquo;apaisement</p><script>x()</script>')).toBe(
      "L'améthyste, pierre d’apaisement",
    )
  })
})

describe('the server’s cleaner (a DOM lent by the page-rendering function)', () => {
  it('drops an image with no valid source, as the browser’s does', async () => {
    const { JSDOM } = await import('jsdom')
    sanitizeWithWindow(new JSDOM('').window as unknown as Parameters<typeof sanitizeWithWindow>[0])
    expect(sanitizeHtml('<p>Avant <img src="javascript:alert(1)" alt="x"><img alt="y"> après</p><img src="/a.jpg" alt="z">')).toBe(
      '<p>Avant  après</p><img src="/a.jpg" alt="z" loading="lazy" decoding="async">',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { htmlToText, sanitizeHtml } from './sanitize-html'

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

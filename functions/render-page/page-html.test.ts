// The served HTML of a rendered page (docs/adr/0076): the page's parts in the built index.html.
import { describe, expect, it } from 'vitest'
import { pageHtml, servePage } from './page-html'

const TEMPLATE = `<!doctype html>
<html lang="fr">
  <head>
    <title>Éclat de Pierre — Bijoux</title>
    <meta
      name="description"
      content="La boutique."
    />
    <script type="application/json" id="route-preloads">{"routes":[],"urls":[]}</script>
    <script>(function(){var d=JSON.parse(document.getElementById('route-preloads').textContent)})()</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Éclat de Pierre a besoin de JavaScript pour fonctionner.</noscript>
  </body>
</html>`

const page = (text: string) => ({
  kind: 'page' as const,
  status: 200,
  head: `<title>${text} — Éclat de Pierre</title>`,
  body: `<main><h1>${text}</h1></main>`,
  data: '{"loaderData":{}}',
})

describe('pageHtml', () => {
  it('puts the head, the body and the data in place of the defaults, and names the app’s script instead of loading it', () => {
    const html = pageHtml(TEMPLATE, page('Bracelet'))
    expect(html).toContain('<title>Bracelet — Éclat de Pierre</title>')
    expect(html).not.toContain('La boutique.')
    expect(html).toContain('<div id="root"><main><h1>Bracelet</h1></main></div>')
    expect(html).toContain('<script type="application/json" id="router-data">{"loaderData":{}}</script>')
    expect(html).toContain('<meta name="app-entry" content="/assets/index-abc.js" />')
    expect(html).not.toMatch(/<script type="module"/)
    expect(html).not.toContain('route-preloads')
    expect(html).not.toContain('a besoin de JavaScript')
  })

  it('writes a text with $ signs as it is (no replacement pattern)', () => {
    const html = pageHtml(TEMPLATE, page("Collier $& $' $$ $1"))
    expect(html).toContain("<title>Collier $& $' $$ $1 — Éclat de Pierre</title>")
    expect(html).toContain("<h1>Collier $& $' $$ $1</h1>")
  })
})

describe('servePage', () => {
  const request = new Request('https://boutique.example/catalogue')

  it('serves a rendered page for a minute of CDN cache, index.html as is for a page left to the browser', async () => {
    const rendered = await servePage(request, {
      template: TEMPLATE,
      render: async () => page('Catalogue'),
      headers: { 'X-Frame-Options': 'DENY' },
    })
    expect(rendered.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
    expect(rendered.headers.get('x-frame-options')).toBe('DENY')
    expect(await rendered.text()).toContain('<h1>Catalogue</h1>')

    const left = await servePage(request, { template: TEMPLATE, render: async () => ({ kind: 'browser', status: 404 }) })
    expect(left.status).toBe(404)
    expect(left.headers.get('cache-control')).toBe('no-cache')
    expect(await left.text()).toBe(TEMPLATE)
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { minifyInlineScripts } from './inline-scripts'
import { ROUTE_PRELOADS_SCRIPT } from './route-preloads'
import {
  caddyLines,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxLines,
  parseHeadersFile,
  scriptHash,
  securityHeaders,
  withExtraConnect,
} from './security-headers'

const root = process.cwd()
const read = (file: string) => readFileSync(join(root, file), 'utf8')

/** The hashes a production build's index.html has: the theme script's, the after-paint script's (docs/adr/0076, 0078) and the route preloads'. */
const buildHashes = [...inlineScriptHashes(minifyInlineScripts(read('index.html'))), scriptHash(ROUTE_PRELOADS_SCRIPT)]
const production = securityHeaders({ pocketbaseUrl: 'https://api.example.fr', scriptHashes: buildHashes })

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('the policy', () => {
  it('allows scripts from the shop, its three inline scripts by hash and Stripe.js only', () => {
    const policy = production['Content-Security-Policy']!
    expect(buildHashes).toHaveLength(3)
    // Sorted, so a host's copy does not change with the order of index.html's scripts.
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' ${[...buildHashes].sort().join(' ')} https://js.stripe.com https://*.js.stripe.com`,
    )
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).toContain("form-action 'self'")
  })

  it('lets the app read PocketBase (data, realtime, images) by its origin, not its path', () => {
    const policy = contentSecurityPolicy({ pocketbaseUrl: 'https://api.example.fr/pb/', scriptHashes: [] })
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://api.example.fr https://api.stripe.com https://link.com https://*.link.com",
    )
    expect(directive(policy, 'img-src')).toBe("img-src 'self' blob: https://api.example.fr https://*.link.com")
  })

  it('adds the payment function’s origin when it is elsewhere, nothing for a relative PocketBase URL', () => {
    const policy = contentSecurityPolicy({ pocketbaseUrl: '/', apiUrl: 'https://pay.example.fr/x', scriptHashes: [] })
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://pay.example.fr https://api.stripe.com https://link.com https://*.link.com",
    )
  })

  it('relaxes scripts to inline on the dev server only', () => {
    const dev = contentSecurityPolicy({
      pocketbaseUrl: 'http://127.0.0.1:8090',
      scriptHashes: [],
      dev: true,
      extraConnect: ['ws://localhost:5173'],
    })
    expect(directive(dev, 'script-src')).toContain("'unsafe-inline'")
    expect(directive(dev, 'connect-src')).toContain('ws://localhost:5173')
  })

  it('adds the e2e stand-in to connect-src alone', () => {
    const policy = withExtraConnect(production['Content-Security-Policy']!, ['http://127.0.0.1:4242'])
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:4242')
    expect(policy.replace(directive(policy, 'connect-src'), '')).not.toContain('127.0.0.1:4242')
  })
})

describe('inline script hashes', () => {
  it('hashes inline scripts, not external scripts or JSON data blocks', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script><script type="application/json" id="d">{}</script><script type="module">b()</script>'
    expect(inlineScriptHashes(html)).toEqual([scriptHash('a()'), scriptHash('b()')])
  })
})

describe('the hosts’ copies', () => {
  it('writes a _headers file that reads back the same', () => {
    expect(parseHeadersFile(headersFile(production))).toEqual(production)
  })

  it('gives the README the exact Caddy and nginx lines of a production build', () => {
    // The README's list item indents its code blocks by three spaces.
    const readme = read('README.md').replace(/^ {3}/gm, '')
    expect(readme).toContain(caddyLines(production))
    expect(readme).toContain(nginxLines(production))
  })

  it('keeps netlify.toml pointing at the built _headers, with no second copy to drift', () => {
    const toml = read('netlify.toml')
    expect(toml).toContain('_headers')
    expect(toml).not.toMatch(/^\[\[headers\]\]/m)
  })
})

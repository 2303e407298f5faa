import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Connect, Plugin } from 'vite'

/**
 * The security headers of every way the app is served (docs/adr/0041): `vite preview` and `vite`
 * (this file's plugin), Netlify and Cloudflare Pages (`dist/_headers`, written by the build) and
 * the other hosts (README, "Deploying": the same lines for Caddy or nginx). One policy, built here
 * from the PocketBase origin, the payment function's origin and the hashes of index.html's inline
 * scripts, so no host's copy can drift from what the app needs.
 */

/**
 * What Stripe.js needs, as Stripe's integration security guide lists it
 * (https://docs.stripe.com/security/guide#content-security-policy): Stripe.js and its frames, its
 * API, the redirect-based payment methods' frames (hooks), and Link, which the Payment Element
 * offers when the account enables it. Not listed: `maps.googleapis.com` (the Address Element's
 * autocomplete, not used: the shop's address form is its own) and `m.stripe.network` (the fraud
 * signals frame is opened by Stripe's own frame, under Stripe's policy, not the shop's).
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://link.com', 'https://*.link.com'],
  connect: ['https://api.stripe.com', 'https://link.com', 'https://*.link.com'],
  img: ['https://*.link.com'],
} as const

export interface PolicyOptions {
  /** PocketBase's URL (`VITE_POCKETBASE_URL`): its reads, its realtime stream and its images. */
  pocketbaseUrl: string
  /** The payment function's URL (`VITE_API_URL`) when it is not on the app's own origin. */
  apiUrl?: string
  /** `'sha256-…'` of each inline script of index.html. */
  scriptHashes: readonly string[]
  /** More `connect-src` origins: the e2e tests' Stripe API stand-in (`CSP_EXTRA_CONNECT`), the dev server's HMR socket. */
  extraConnect?: readonly string[]
  /**
   * The dev server: Vite's client and React Refresh's preamble are inline or injected scripts
   * that change with each version, so scripts relax to `'unsafe-inline'` there (never in a build).
   */
  dev?: boolean
}

/** The origin of an absolute URL; nothing for a relative one (it is the app's own origin). */
export function originOf(url: string | undefined): string[] {
  if (!url) return []
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? [] : [origin]
  } catch {
    return []
  }
}

const unique = (values: readonly string[]) => [...new Set(values)]

/** The Content-Security-Policy: the shop's own origin, PocketBase and Stripe, nothing else. */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const pocketbase = originOf(options.pocketbaseUrl)
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    // Sorted: the policy is the same whatever the order of the scripts in index.html (the README's copy too).
    ['script-src', ["'self'", ...(options.dev ? ["'unsafe-inline'"] : [...options.scriptHashes].sort()), ...STRIPE_SOURCES.script]],
    // Stripe.js sets inline styles on the elements it inserts (React's `style` props go through the
    // CSSOM, which CSP leaves alone). A style cannot run script; img-src bounds what CSS can load.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // blob: is the admin's preview of an image being uploaded.
    ['img-src', ["'self'", 'blob:', ...pocketbase, ...STRIPE_SOURCES.img]],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      unique(["'self'", ...pocketbase, ...originOf(options.apiUrl), ...STRIPE_SOURCES.connect, ...(options.extraConnect ?? [])]),
    ],
    ['frame-src', STRIPE_SOURCES.frame],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}

/** Every security header, in the order the hosts' files list them. */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Stripe's frames may ask for the Payment Request API (wallets); nothing may ask for the rest.
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), ' +
      'payment=(self "https://js.stripe.com" "https://*.js.stripe.com")',
    'X-Content-Type-Options': 'nosniff',
    // For the browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
  }
}

/** `'sha256-…'` of a script's text, as CSP hashes it (the exact characters between the tags). */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`
}

/** The hashes of the inline scripts of a page (those without `src`; data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue
    hashes.push(scriptHash(match[2] ?? ''))
  }
  return unique(hashes)
}

/** Netlify's and Cloudflare Pages' `_headers` file: the headers on every path. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  return ['# Written by the build (build/security-headers.ts, docs/adr/0041): do not edit, rebuild.', '/*', ...lines, ''].join('\n')
}

/** The headers of a `_headers` file's `/*` block. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {}
  let inBlock = false
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      inBlock = line.trim() === '/*'
      continue
    }
    const at = line.indexOf(':')
    if (inBlock && at > 0) headers[line.slice(0, at).trim()] = line.slice(at + 1).trim()
  }
  return headers
}

/** The same headers for a Caddyfile's site block (`header { … }`). */
export function caddyLines(headers: Record<string, string>): string {
  return ['header {', ...Object.entries(headers).map(([name, value]) => `\t${name} ${JSON.stringify(value)}`), '}'].join('\n')
}

/** The same headers for nginx's `server` block (`always`: error pages too). */
export function nginxLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}" always;`)
    .join('\n')
}

/** Adds origins to a policy's `connect-src`. */
export function withExtraConnect(policy: string, origins: readonly string[]): string {
  if (!origins.length) return policy
  return policy
    .split('; ')
    .map((directive) => (directive.startsWith('connect-src ') ? unique([...directive.split(' '), ...origins]).join(' ') : directive))
    .join('; ')
}

function setHeaders(headers: () => Record<string, string>): Connect.NextHandleFunction {
  return (_req, res, next) => {
    for (const [name, value] of Object.entries(headers())) res.setHeader(name, value)
    next()
  }
}

/**
 * The build writes `_headers` beside index.html, with the hashes of that index.html's inline
 * scripts and the PocketBase origin it was built for. `vite preview` serves exactly that file's
 * headers (plus `CSP_EXTRA_CONNECT`, an e2e-only stand-in origin read by the preview server alone,
 * never by the build). `vite` (dev) sends a relaxed policy that keeps HMR working.
 */
export function securityHeadersPlugin(): Plugin {
  let pocketbaseUrl = ''
  let apiUrl = ''
  let outDir = 'dist'
  let root = process.cwd()
  return {
    name: 'eclat-security-headers',
    configResolved(config) {
      pocketbaseUrl = config.env.VITE_POCKETBASE_URL || 'http://127.0.0.1:8090'
      apiUrl = config.env.VITE_API_URL || ''
      outDir = config.build.outDir
      root = config.root
    },
    // Once index.html is final (after every plugin's transformIndexHtml): its hashes are the real ones.
    writeBundle(options, bundle) {
      const page = bundle['index.html']
      if (!page || page.type !== 'asset' || !options.dir) return
      const html = typeof page.source === 'string' ? page.source : Buffer.from(page.source).toString('utf8')
      const headers = securityHeaders({ pocketbaseUrl, apiUrl, scriptHashes: inlineScriptHashes(html) })
      writeFileSync(join(options.dir, '_headers'), headersFile(headers))
    },
    configurePreviewServer(server) {
      const file = join(resolve(root, outDir), '_headers')
      const extra = (process.env.CSP_EXTRA_CONNECT ?? '').split(/[\s,]+/).flatMap((url) => originOf(url))
      let cached: Record<string, string> | null = null
      const headers = () => {
        if (cached) return cached
        if (!existsSync(file)) {
          server.config.logger.warn(`security headers: ${file} is missing (built before docs/adr/0041?): rebuild to serve them.`)
          return (cached = {})
        }
        const built = parseHeadersFile(readFileSync(file, 'utf8'))
        const policy = built['Content-Security-Policy']
        if (policy) built['Content-Security-Policy'] = withExtraConnect(policy, extra)
        return (cached = built)
      }
      server.middlewares.use(setHeaders(headers))
    },
    configureServer(server) {
      const { port, host } = server.config.server
      const names = typeof host === 'string' && host !== '0.0.0.0' ? unique([host, 'localhost']) : ['localhost']
      const hmr = names.map((name) => `ws://${name}:${port}`)
      const headers = securityHeaders({ pocketbaseUrl, apiUrl, scriptHashes: [], dev: true, extraConnect: hmr })
      server.middlewares.use(setHeaders(() => headers))
    },
  }
}

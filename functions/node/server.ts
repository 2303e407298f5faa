// The shop's own production server (docs/adr/0136): one Node process behind Caddy that answers what
// Netlify answers (netlify.toml), with the same code:
//   - POST /api/create-payment-intent → the payment function (functions/create-payment-intent/handler.ts);
//   - a file of the build (dist/) → that file: hashed /assets/* kept a year, the rest revalidated;
//   - everything else (the rendered pages, the sitemap, robots.txt, index.html for the pages drawn in
//     the browser, the French 404) → the page-rendering function (functions/render-page/handle-request.ts
//     through the Netlify adapter's createRenderPage);
// each answer with the security headers of the build's dist/_headers (its CSP names that build's
// inline scripts), as the Netlify function sends them. Compression, HTTPS and HSTS are Caddy's
// (deploy/Caddyfile). PocketBase's /api/* never comes here: Caddy sends it to PocketBase.
import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isIP } from 'node:net'
import { extname, resolve, sep } from 'node:path'
import { parseHeadersFile } from '../../build/security-headers.ts'
import { createPaymentIntent } from '../create-payment-intent/handler.ts'
import { toRequest } from '../node-request.ts'
import { createRenderPage } from '../netlify/render-page.ts'
import { PAYMENT_INTENT_ROUTE } from '../payment-route.ts'

export interface ShopServerOptions {
  /** The app's build (dist/: index.html, _headers, assets/). */
  appDir: string
  /** The server build (dist-server/: entry-server.js). */
  serverDir: string
  /** PocketBase, server to server (the sitemap reads it; the payment function reads POCKETBASE_URL itself). */
  pocketbaseUrl: string
  /** The payment function (tests pass their own; production: the one configured from the process env). */
  payment?: (request: Request, context: { clientAddress?: string }) => Promise<Response>
  fetch?: typeof fetch
}

/** Hashed by Vite: a new build has new names, so a year is safe. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable'
/** index.html, favicon, the unhashed files of public/: asked again each time (a 304 when unchanged). */
export const FILE_CACHE = 'no-cache'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
}

const isLoopback = (address: string | undefined) =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'))

/**
 * The client's address for the payment function's rate limit: the rightmost X-Forwarded-For (the one
 * Caddy wrote, deploy/Caddyfile) only when the connection comes from the proxy on this machine; from
 * anywhere else the header is the caller's own words, and the socket's address counts.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>): string | undefined {
  const peer = req.socket.remoteAddress
  if (!isLoopback(peer)) return peer
  const header = req.headers['x-forwarded-for']
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  const rightmost = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1)
  return rightmost && isIP(rightmost) ? rightmost : peer
}

/** The request's public URL: Caddy keeps the Host and says the scheme (X-Forwarded-Proto); the sitemap and robots.txt name it. */
function publicUrl(req: IncomingMessage): string {
  const forwarded = isLoopback(req.socket.remoteAddress)
    ? String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        ?.trim()
    : ''
  const scheme = forwarded === 'https' ? 'https' : 'http'
  const host = /^[a-z0-9.:[\]-]+$/i.test(req.headers.host ?? '') ? req.headers.host : 'localhost'
  return `${scheme}://${host}${req.url ?? '/'}`
}

async function send(response: Response, res: ServerResponse, security: Record<string, string>, head: boolean): Promise<void> {
  res.statusCode = response.status
  for (const [name, value] of Object.entries(security)) res.setHeader(name, value)
  response.headers.forEach((value, name) => res.setHeader(name, value))
  const body = head ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer())
  res.end(body)
}

/** Never served as files: the renderer answers index.html's paths; _headers and _redirects are for other hosts. */
const HIDDEN_FILES = ['/index.html', '/_headers', '/_redirects']

/** The build's file for this path, if there is one to serve (never index.html, _headers, _redirects or a dotfile: those are the renderer's or nobody's). */
function fileFor(appDir: string, pathname: string): { path: string; stats: Stats } | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  // Hashed chunks may start with `_` (assets/_0Peifcj.js): only the hosts' own files are kept back.
  if (decoded.includes('\0') || /(^|\/)\./.test(decoded) || HIDDEN_FILES.includes(decoded)) return null
  const path = resolve(appDir, `.${decoded}`)
  if (!path.startsWith(appDir + sep)) return null
  try {
    const stats = statSync(path)
    return stats.isFile() ? { path, stats } : null
  } catch {
    return null
  }
}

function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  file: { path: string; stats: Stats },
  security: Record<string, string>,
) {
  const etag = `"${file.stats.size.toString(16)}-${Math.floor(file.stats.mtimeMs).toString(16)}"`
  for (const [name, value] of Object.entries(security)) res.setHeader(name, value)
  res.setHeader('Content-Type', TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream')
  res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? ASSET_CACHE : FILE_CACHE)
  res.setHeader('ETag', etag)
  res.setHeader('Last-Modified', file.stats.mtime.toUTCString())
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304
    return res.end()
  }
  res.statusCode = 200
  res.setHeader('Content-Length', String(file.stats.size))
  if (req.method === 'HEAD') return res.end()
  createReadStream(file.path)
    .on('error', () => res.destroy())
    .pipe(res)
}

/**
 * The rendered pages' reads of PocketBase on the loopback (docs/adr/0136): the app's PocketBase
 * client is built for the public origin (VITE_POCKETBASE_URL, the shop's own), so on the server its
 * `/api/` calls would leave the machine and come back through Caddy; they go to POCKETBASE_URL instead.
 * Any other URL is fetched as asked.
 */
export function loopbackPocketBase(fetchImpl: typeof fetch, publicUrl: string, pocketbaseUrl: string): typeof fetch {
  let prefix: string
  try {
    prefix = `${new URL(publicUrl).origin}/api/`
  } catch {
    return fetchImpl
  }
  const target = pocketbaseUrl.replace(/\/+$/, '')
  if (`${target}/api/` === prefix) return fetchImpl
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!url.startsWith(prefix)) return fetchImpl(input, init)
    const moved = `${target}/api/${url.slice(prefix.length)}`
    return fetchImpl(input instanceof Request ? new Request(moved, input) : moved, init)
  }
}

/** The request handler of the production server. */
export function createShopHandler(options: ShopServerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const appDir = resolve(options.appDir)
  const headersPath = resolve(appDir, '_headers')
  if (!existsSync(headersPath)) throw new Error(`${headersPath} is missing: run \`npm run build\` first.`)
  const security = parseHeadersFile(readFileSync(headersPath, 'utf8'))
  const renderPage = createRenderPage({
    root: appDir,
    appDir,
    serverDir: resolve(options.serverDir),
    pocketbaseUrl: options.pocketbaseUrl,
    fetch: options.fetch,
  })
  const payment = options.payment ?? createPaymentIntent

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = publicUrl(req)
    const { pathname } = new URL(url)
    if (pathname === PAYMENT_INTENT_ROUTE) {
      return send(await payment(toRequest(req, url), { clientAddress: clientAddress(req) }), res, security, false)
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const file = fileFor(appDir, pathname)
      if (file) return serveFile(req, res, pathname, file, security)
    }
    // The renderer answers 405 to other methods; it reads only the path (and the method).
    const request = new Request(url, {
      method: req.method === 'HEAD' ? 'HEAD' : req.method === 'GET' ? 'GET' : 'POST',
      headers: { accept: 'text/html' },
    })
    return send(await renderPage(request), res, security, req.method === 'HEAD')
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`server: ${req.method} ${req.url} failed`, error)
      if (res.headersSent) return res.destroy()
      res.statusCode = 500
      for (const [name, value] of Object.entries(security)) res.setHeader(name, value)
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.end('Erreur du serveur. Veuillez réessayer dans quelques instants.')
    })
  }
}

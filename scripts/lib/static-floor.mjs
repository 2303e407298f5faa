// The benchmark's served-HTML figures and its floor: the same pages as static HTML with no JavaScript
// (issue 16: the goal sits at what such a copy scores). `servedHtml` GETs a page as a browser's
// navigation does and sizes and times it; `staticCopy` takes the scripts out of that HTML;
// `serveFloor` serves those copies beside the build's files with a bare node:http server.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** One GET of a page: the body and the time from the request to its first byte, in ms. */
function getPage(url) {
  return new Promise((resolveGet, reject) => {
    const started = performance.now()
    let firstByte
    // A fresh connection, no cache, no compression: what a first navigation to vite preview gets.
    const req = request(url, { agent: false, headers: { accept: 'text/html', 'cache-control': 'no-cache', pragma: 'no-cache' } }, (res) => {
      const chunks = []
      res.on('data', (chunk) => {
        firstByte ??= performance.now() - started
        chunks.push(chunk)
      })
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`GET ${url}: ${res.statusCode}`))
        else resolveGet({ body: Buffer.concat(chunks), ttfb: firstByte ?? performance.now() - started })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * A page's HTML as served: its size (raw and gzipped), the median time to its first byte over `runs`
 * GETs (after one not counted: the server's first render loads its bundle), and whether it arrived
 * rendered (it carries the router's data for hydration, src/main.tsx) or at least has content.
 */
export async function servedHtml(url, runs = 10) {
  await getPage(url)
  const times = []
  let body
  for (let i = 0; i < runs; i++) {
    const result = await getPage(url)
    times.push(result.ttfb)
    body = result.body
  }
  const html = body.toString('utf8')
  return {
    html,
    bytes: body.length,
    gzip: gzipSync(body).length,
    ttfb: median(times),
    rendered: html.includes('id="router-data"'),
    content: /<div id="root">\s*<[a-z]/i.test(html),
  }
}

const scriptType = (attributes) => /\btype\s*=\s*(["']?)([^"'\s>]+)\1/i.exec(attributes)?.[2].toLowerCase() ?? ''

/**
 * The page with no JavaScript: every script that runs or feeds the scripts goes (module and inline
 * scripts, the router's `application/json` hydration data, import maps), and so do the
 * modulepreloads; the `application/ld+json` structured data stays (it is for crawlers, not scripts).
 */
export function staticCopy(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (tag, attributes) => (scriptType(attributes) === 'application/ld+json' ? tag : ''))
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi, '')
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
}

/** Writes each page's static copy as `<dir>/<path>/index.html`. */
export function writeStaticPages(dir, pages) {
  for (const [path, html] of Object.entries(pages)) {
    const target = join(dir, normalize(path).replace(/^[/\\]+/, ''))
    mkdirSync(target, { recursive: true })
    writeFileSync(join(target, 'index.html'), html)
  }
}

/**
 * Serves the static copies in `pagesDir` (a path without an extension is `<path>/index.html`) and the
 * build's files from `outDir` (assets, images, favicon): text gzipped and `Cache-Control: no-cache`, as
 * vite preview serves them. The pages' images come from the app's image service.
 */
export function serveFloor({ pagesDir, outDir, port, appURL }) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://floor').pathname)
    // The images come from the app's image service (docs/adr/0077), as on the app's pages.
    if (path === '/.netlify/images' && appURL) {
      const image = await fetch(`${appURL}${req.url}`, { headers: { accept: req.headers.accept ?? '*/*' } })
      const bytes = Buffer.from(await image.arrayBuffer())
      res.writeHead(image.status, {
        'content-type': image.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      })
      res.end(bytes)
      return
    }
    const file = extname(path)
      ? join(outDir, normalize(path).replace(/^[/\\]+/, ''))
      : join(pagesDir, normalize(path).replace(/^[/\\]+/, ''), 'index.html')
    let body
    try {
      if (!file.startsWith(extname(path) ? outDir : pagesDir) || !statSync(file).isFile()) throw new Error('not a file')
      body = readFileSync(file)
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    // Text gzipped as a host sends it, as the app's pages (build/page-rendering.ts) and vite preview's
    // files are: the stylesheet sent whole (66 KB instead of 14) made the floor paint 0.15-0.3 s late.
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream'
    const gzipped =
      /^(text\/|image\/svg|application\/(json|xml|manifest))/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    if (gzipped) body = gzipSync(body)
    res.writeHead(200, {
      'content-type': type,
      'content-length': body.length,
      'cache-control': 'no-cache',
      ...(gzipped ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
  return new Promise((resolveServer, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolveServer({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () =>
          new Promise((resolveClose) => {
            server.close(() => resolveClose())
            server.closeAllConnections()
          }),
      }),
    )
  })
}

import type { Plugin } from 'vite'
import { firstPageUrl, prefetchPageData, productUrlPrefix } from '../src/features/catalogue/api/prefetch.ts'
import { pathPattern, paths } from '../src/lib/paths.ts'
import { PREFETCH_PATTERNS } from '../src/lib/prefetch-patterns.ts'

/**
 * Storefront routes whose screen chunk index.html preloads at once: [pathname pattern, screen module
 * relative to the project]. The addresses come from src/lib/paths.ts; a module missing from the build
 * fails the build, so a moved screen is noticed.
 */
export const ROUTE_SCREENS: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(pathPattern(paths.home)), 'src/features/content/home-route.ts'],
  [new RegExp(PREFETCH_PATTERNS[0]), 'src/features/catalogue/catalogue-route.ts'],
  [new RegExp(PREFETCH_PATTERNS[1]), 'src/features/catalogue/product-route.ts'],
]

/** The id of index.html's JSON block that the inline script reads. */
const PLAN_ID = 'route-preloads'

/**
 * The inline script: adds `<link rel="modulepreload">` for the current route's chunks, then asks for
 * the page's data (`prefetchPageData`, which runs as is in the page). Same text in every build.
 */
export const ROUTE_PRELOADS_SCRIPT = `(function(){var d=JSON.parse(document.getElementById('${PLAN_ID}').textContent),p=location.pathname,t=d.routes;for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});break};(${prefetchPageData.toString()}).apply(null,d.urls)})()`

/**
 * Every route is a lazy chunk the router asks for only once the entry (~115 KB gzipped) has loaded
 * and run: on a phone network that is one more round trip before the first screen paints. At build
 * time this adds to index.html a tiny inline script that, for the routes above, adds
 * `<link rel="modulepreload">` for the screen's chunk and its own imports, so they load alongside
 * the entry (docs/adr/0028). Build only: the dev server is untouched.
 */
export function routePreloads(): Plugin {
  let base = '/'
  let pocketbaseUrl = ''
  return {
    name: 'eclat-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base
      // Same default as src/lib/pocketbase.ts; if they ever differ, the screen just reads again.
      pocketbaseUrl = config.env.VITE_POCKETBASE_URL || 'http://127.0.0.1:8090'
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
        const entry = chunks.find((chunk) => chunk.isEntry)
        // What the entry loads anyway is not preloaded twice.
        const inEntry = new Set([entry?.fileName, ...(entry?.imports ?? [])])
        const table = ROUTE_SCREENS.map(([pattern, module]) => {
          const screen = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`))
          if (!screen) throw new Error(`route-preloads: no chunk for ${module} (moved? update build/route-preloads.ts)`)
          const files: string[] = []
          const visit = (fileName: string) => {
            if (inEntry.has(fileName) || files.includes(fileName)) return
            files.push(fileName)
            for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported)
          }
          visit(screen.fileName)
          return [pattern.source, files.map((file) => `${base}${file}`)] as const
        })
        // The plan (chunk names, PocketBase's URLs) is a JSON data block, which is not a script; the
        // script itself is the same in every build, so its CSP hash changes only with this code
        // (docs/adr/0041: the hosts' copies of the policy stay valid from one release to the next).
        const urls = [firstPageUrl(pocketbaseUrl), productUrlPrefix(pocketbaseUrl), ...PREFETCH_PATTERNS]
        const plan = JSON.stringify({ routes: table, urls }).replaceAll('<', '\\u003c')
        const data = `<script type="application/json" id="${PLAN_ID}">${plan}</script>\n    `
        // Before the entry's script and stylesheet (an inline script after a stylesheet waits for it),
        // after the charset and the theme script.
        // No web font is preloaded: they are fetched once the first page is drawn (index.html, docs/adr/0078).
        const inline = `${preconnect(pocketbaseUrl)}${data}<script>${ROUTE_PRELOADS_SCRIPT}</script>\n    `
        const at = html.indexOf('<script type="module"')
        if (at < 0) throw new Error('route-preloads: index.html has no module script')
        return html.slice(0, at) + inline + html.slice(at)
      },
    },
  }
}

/**
 * Connections to PocketBase opened while the page's own files load, when it is on another origin
 * (it is in development and usually in production): the first read and the first image then do
 * not wait for a connection of their own. Two, because the browser keeps the reads (`fetch`, CORS
 * without credentials: `crossorigin`) and the images on separate connections.
 */
export function preconnect(pocketbaseUrl: string): string {
  let origin: string
  try {
    origin = new URL(pocketbaseUrl).origin
  } catch {
    return '' // a relative URL: the page's own origin
  }
  return [`<link rel="preconnect" href="${origin}" crossorigin>`, `<link rel="preconnect" href="${origin}">`]
    .map((link) => `${link}\n    `)
    .join('')
}

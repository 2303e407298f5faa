// Netlify Functions (v2, Web Fetch API) adapter of the page-rendering function (docs/adr/0076):
// netlify.toml rewrites the rendered pages' paths, /sitemap.xml and /robots.txt here (README,
// "Deploying"). It loads what `npm run build` wrote, shipped beside it by `included_files`: the server
// entry (dist-server/entry-server.js), index.html and the security headers (dist/_headers, whose `/*`
// block every answer carries: Netlify's custom headers are not applied to a function's answers). jsdom stays a
// node module (`external_node_modules`). The sitemap reads POCKETBASE_URL (or VITE_POCKETBASE_URL).
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseHeadersFile } from '../../build/security-headers.ts'
import { handleRequest } from '../render-page/handle-request.ts'
import { withDom, type Render, type ServerEntry } from '../render-page/server-entry.ts'

export interface RenderPageOptions {
  /** Where dist/ and dist-server/ are: the function's working directory on Netlify (included files keep their paths). */
  root: string
  /** The build's folders, when not `root`'s dist/ and dist-server/ (the Node server's build beside it: docs/adr/0136). */
  appDir?: string
  serverDir?: string
  pocketbaseUrl: string
  fetch?: typeof fetch
}

/** The function for one build: the build's files are read once per warm instance, the server entry on the first page only. */
export function createRenderPage({
  root,
  appDir = resolve(root, 'dist'),
  serverDir = resolve(root, 'dist-server'),
  pocketbaseUrl,
  fetch,
}: RenderPageOptions): (request: Request) => Promise<Response> {
  const headersFile = resolve(appDir, '_headers')
  let headers: Record<string, string> | null = null
  const securityHeaders = () => {
    if (headers) return headers
    if (!existsSync(headersFile)) console.error(`render-page: ${headersFile} is missing: answers go without the security headers.`)
    return (headers = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : {})
  }
  let template: string | null = null
  let entry: Promise<Render> | null = null
  const loadEntry = async (): Promise<Render> => {
    const module = (await import(/* @vite-ignore */ pathToFileURL(resolve(serverDir, 'entry-server.js')).href)) as ServerEntry
    return withDom(module)
  }
  // An entry that fails to load fails the render, which leaves the page to the browser (page-html.ts); the next request tries again.
  const render: Render = async (request) => {
    entry ??= loadEntry().catch((error: unknown) => {
      entry = null
      throw error
    })
    return (await entry)(request)
  }
  const page = async () => ({ template: (template ??= readFileSync(resolve(appDir, 'index.html'), 'utf8')), render })
  return (request) => handleRequest(request, { page, pocketbaseUrl, headers: securityHeaders(), fetch })
}

const renderPage = createRenderPage({
  root: process.cwd(),
  pocketbaseUrl: process.env.POCKETBASE_URL || process.env.VITE_POCKETBASE_URL || 'http://127.0.0.1:8090',
})

export default function handler(request: Request): Promise<Response> {
  return renderPage(request)
}

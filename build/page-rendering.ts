import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Connect, type Plugin } from 'vite'
import { FILE_PATHS, handleRequest } from '../functions/render-page/handle-request.ts'
import { withDom, type Render, type ServerEntry } from '../functions/render-page/server-entry.ts'

/** The server's entry (src/entry-server.tsx) and where the build puts it: beside the app's outDir, never in it. */
export const SERVER_ENTRY = 'src/entry-server.tsx'
/** The production server's entry (docs/adr/0136), built beside the server entry as <outDir>-server/server.js (`npm start`). */
export const NODE_SERVER_ENTRY = 'functions/node/start.ts'
export const NODE_SERVER_FILE = 'server.js'
export const serverOutDir = (outDir: string) => `${outDir.replace(/[/\\]+$/, '')}-server`

/** The stylesheets src/main.tsx imports, linked into a page `vite` renders (marked for main.tsx to remove). */
const DEV_STYLESHEETS = ['/src/fonts.css', '/src/index.css']
  .map((href) => `<link rel="stylesheet" href="${href}" data-dev-styles>`)
  .join('')

/** A page request (a GET of a document), the sitemap or robots.txt: assets, the API and the function's path go on. */
function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  if (FILE_PATHS.includes(path)) return true
  // A browser asks for text/html; a crawler or curl may send */* or nothing.
  const accept = req.headers.accept ?? '*/*'
  const wantsPage = accept.includes('text/html') || accept.includes('*/*')
  return !/\.[a-z0-9]+$/i.test(path) && !/^\/(api\/|@|\.netlify\/)/.test(path) && wantsPage
}

function middleware(page: () => Promise<{ template: string; render: Render }>, pocketbaseUrl: string): Connect.NextHandleFunction {
  return (req, res: ServerResponse, next) => {
    if (!isPageRequest(req)) return next()
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
    handleRequest(new Request(url, { method: req.method, headers: { accept: 'text/html' } }), { page, pocketbaseUrl })
      .then(async (response) => {
        res.statusCode = response.status
        response.headers.forEach((value, name) => res.setHeader(name, value))
        const body = Buffer.from(await response.arrayBuffer())
        // Compressed as a host compresses it (Vite's own compression runs after this middleware).
        if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') || body.length === 0) return res.end(body)
        res.setHeader('Content-Encoding', 'gzip')
        res.setHeader('Vary', 'Accept-Encoding')
        res.end(gzipSync(body))
      })
      .catch(next)
  }
}

/**
 * The storefront's pages served as HTML already rendered (docs/adr/0076), the same way everywhere:
 * - `vite build` also builds the server's entry into `<outDir>-server/` (the function loads it);
 * - `vite preview` (the e2e tests, the benchmark) renders each page request from that build;
 * - `vite` (dev) renders from the sources, so `npm run dev` serves what production serves.
 * Registered after the security headers' plugin: its headers are set first.
 */
export function pageRendering(): Plugin {
  let outDir = 'dist'
  let root = process.cwd()
  let configFile: string | undefined
  let mode = 'production'
  let isServerBuild = false
  // The sitemap's PocketBase (the function reads POCKETBASE_URL in production).
  let pocketbaseUrl = 'http://127.0.0.1:8090'
  return {
    name: 'eclat-page-rendering',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      root = config.root
      configFile = config.configFile
      mode = config.mode
      isServerBuild = Boolean(config.build.ssr)
      pocketbaseUrl = config.env.VITE_POCKETBASE_URL || 'http://127.0.0.1:8090'
    },
    async closeBundle() {
      if (this.environment?.config.command !== 'build' || isServerBuild) return
      await build({
        configFile,
        mode,
        root,
        logLevel: 'warn',
        // Self-contained (React, the router and the SDK inside): it runs from wherever the outDir is.
        ssr: { noExternal: true },
        build: { ssr: SERVER_ENTRY, outDir: serverOutDir(outDir), emptyOutDir: true, manifest: false, copyPublicDir: false },
      })
      // The production server: node's own code only (none of the app's plugins); jsdom and Node's
      // modules stay imports, found in the project's node_modules at run time.
      await build({
        configFile: false,
        mode,
        root,
        logLevel: 'warn',
        // The app's PocketBase origin: the server reads PocketBase on the loopback in its place.
        define: { __BUILT_POCKETBASE_URL__: JSON.stringify(pocketbaseUrl) },
        build: {
          ssr: NODE_SERVER_ENTRY,
          outDir: serverOutDir(outDir),
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'node20',
          rollupOptions: { output: { entryFileNames: NODE_SERVER_FILE } },
        },
      })
    },
    configurePreviewServer(server) {
      const entry = resolve(serverOutDir(outDir), 'entry-server.js')
      let loaded: Promise<{ template: string; render: Render }> | null = null
      const load = () =>
        (loaded ??= (async () => {
          if (!existsSync(entry)) throw new Error(`page rendering: ${entry} is missing (built before docs/adr/0076?): rebuild.`)
          const module = (await import(pathToFileURL(entry).href)) as ServerEntry
          return { template: readFileSync(resolve(outDir, 'index.html'), 'utf8'), render: await withDom(module) }
        })())
      server.middlewares.use(middleware(load, pocketbaseUrl))
    },
    configureServer(server) {
      server.middlewares.use(
        middleware(async () => {
          const html = await server.transformIndexHtml('/', readFileSync(resolve(root, 'index.html'), 'utf8'))
          // The dev server's styles come with the app's script: linked here, a rendered page does not
          // paint unstyled until then (main.tsx removes the links once the app's own styles are in).
          const template = html.replace('</head>', `${DEV_STYLESHEETS}</head>`)
          const module = (await server.ssrLoadModule(`/${SERVER_ENTRY}`)) as ServerEntry
          return { template, render: await withDom(module) }
        }, pocketbaseUrl),
      )
    },
  }
}

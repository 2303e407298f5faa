import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Alias } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { paymentFunctionDevServer } from './functions/vite-adapter.ts'
import { inlineScripts } from './build/inline-scripts.ts'
import { routePreloads } from './build/route-preloads.ts'
import { entryDependencies, entryPreloads } from './build/entry-preloads.ts'
import { fontSubsets } from './build/font-subsets.ts'
import { securityHeadersPlugin } from './build/security-headers.ts'
import { pageRendering } from './build/page-rendering.ts'
import { imageService } from './build/image-service.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * react-router 7's package exports point every bundler at its development build (dev warnings on);
 * its identical production build only switches them off. Production bundles use the production
 * build, so the warnings and their messages are dropped (docs/adr/0020). Dev and tests keep them.
 */
const productionRouter: Alias[] = [
  { find: /^react-router$/, replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs') },
]

// The payment function is mounted on the dev server (and `vite preview`) under the same origin,
// so `VITE_API_URL` can stay empty locally.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    paymentFunctionDevServer(),
    inlineScripts(),
    routePreloads(),
    entryPreloads(),
    fontSubsets(),
    securityHeadersPlugin(),
    imageService(),
    pageRendering(),
  ],
  resolve: {
    alias: [{ find: '@', replacement: fromRoot('./src') }, ...(command === 'build' ? productionRouter : [])],
  },
  server: { host: 'localhost', port: 5173, strictPort: true },
  // The manifest (dist/.vite/manifest.json) lets `npm run bench` tell what each route loads first.
  // Lazy chunks are named by their hash alone: the entry lists every chunk's file name (for the
  // preloads of each dynamic import), so a name costs every shopper bytes (docs/adr/0062). The
  // manifest and the source maps still tell which module is where. Constants are written where they
  // are used (the storefront's addresses: no table of names), and everything the entry imports stays
  // in its one file, whoever else imports it (docs/adr/0074).
  build: {
    target: 'es2022',
    modulePreload: { resolveDependencies: entryDependencies },
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      optimization: { inlineConst: true },
      output: {
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // The data kit of the routes that read records (a route's loader, `Deferred`, the fields
            // it asks for): one chunk instead of three small ones that the same routes load, 0.3 KB
            // less for /sur-mesure on a first visit (docs/adr/0125).
            { name: 'route-data', test: /src\/(lib\/(route-data|select-fields)\.ts|components\/deferred\.tsx)$/ },
            // The forms' rules: valibot and the shop's schema helpers, one chunk for every form
            // (/sur-mesure 0.5 KB lighter on a first visit, the contact, login and signup pages 0.3 KB).
            { name: 'forms', test: /(node_modules\/valibot\/|src\/lib\/(form-schema|form-errors|upload-limits|decimal)\.ts$)/ },
          ],
        },
      },
    },
  },
}))

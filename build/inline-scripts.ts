// index.html's own inline scripts (the theme before the first paint, the app's loader, the web
// fonts) are written to be read, with their comments; every rendered page carries them, on its first
// round trip. Minified in the build (docs/adr/0111): the catalogue's HTML, close to the ~14 KB a
// first round trip brings, loses ~0.9 KB gzipped. Their CSP hashes are taken after this
// (build/security-headers.ts reads the final index.html).
import { minifySync, type Plugin } from 'vite'

/** A classic inline script: `<script>` with no attribute (not a module, a data block or a file). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g

export function minifyInlineScript(code: string): string {
  const result = minifySync('inline.js', code, { compress: true, mangle: true })
  if (result.errors.length > 0) throw new Error(`inline-scripts: ${result.errors.map((error) => error.message).join('; ')}`)
  return result.code.trim()
}

/** index.html with its inline scripts minified, as the build writes it. */
export function minifyInlineScripts(html: string): string {
  return html.replace(INLINE_SCRIPT, (_, code: string) => `<script>${minifyInlineScript(code)}</script>`)
}

export function inlineScripts(): Plugin {
  return {
    name: 'eclat-inline-scripts',
    apply: 'build',
    // Before route-preloads adds its own (functions/render-page/page-html.ts finds that one by its text).
    transformIndexHtml: {
      order: 'pre',
      handler: minifyInlineScripts,
    },
  }
}

// What a built JavaScript file is made of, by origin (react-dom, react-router, the SDK, the app...):
// each generated character is traced to its source through the file's source map, and each
// origin's share is gzipped on its own. `npm run bench` prints it beside the first-visit JS, so
// the figure says how much of it is the stack and how much the app (docs/adr/0020, 0031).
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'

/** Origins, first match wins; the rest of node_modules is "other libraries". */
const ORIGINS = [
  ['react-dom', /node_modules\/(react-dom|scheduler)\//],
  ['react', /node_modules\/react\//],
  ['react-router', /node_modules\/react-router(-dom)?\//],
  ['pocketbase SDK', /node_modules\/pocketbase\//],
  ['other libraries', /node_modules\//],
  ['app', /(^|\/)src\//],
]

function originOf(source) {
  if (!source) return 'bundler runtime'
  const found = ORIGINS.find(([, pattern]) => pattern.test(source))
  return found ? found[0] : 'bundler runtime'
}

/**
 * Gzipped bytes per origin of the JavaScript files `paths` (each with its `.map` beside it), or
 * null when a map is missing. Shares are gzipped apart, so they add up to a little more than the
 * files gzipped whole.
 */
export function bundleOrigins(paths) {
  const text = new Map()
  for (const path of paths) {
    if (!existsSync(`${path}.map`)) return null
    const lines = readFileSync(path, 'utf8').split('\n')
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, 'utf8')))
    const mappings = []
    consumer.eachMapping((mapping) => mappings.push(mapping), null, SourceMapConsumer.GENERATED_ORDER)
    mappings.forEach((mapping, i) => {
      const next = mappings[i + 1]
      const line = lines[mapping.generatedLine - 1] ?? ''
      const end = next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length
      const origin = originOf(mapping.source)
      text.set(origin, (text.get(origin) ?? '') + line.slice(mapping.generatedColumn, end))
    })
  }
  return [...text]
    .map(([origin, code]) => ({ origin, gzip: gzipSync(code).length }))
    .filter((part) => part.gzip > 100)
    .sort((a, b) => b.gzip - a.gzip)
}

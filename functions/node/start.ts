// `npm start`: the production server (docs/adr/0136), built by `npm run build` into
// dist-server/server.js (build/page-rendering.ts). It serves the build it sits beside: <out>-server/
// holds this file and the server entry, <out>/ the app.
// Environment: HOST (127.0.0.1) and PORT (3000): Caddy is in front (deploy/Caddyfile); POCKETBASE_URL
// (http://127.0.0.1:8090), STRIPE_SECRET_KEY (the payment function: functions/create-payment-intent).
// SIGTERM (systemd's stop) or SIGINT: no new connection, the answers in flight finish (10 s at most).
import { createServer } from 'node:http'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createShopHandler, loopbackPocketBase } from './server.ts'

/** The build's VITE_POCKETBASE_URL (set by build/page-rendering.ts when it builds this file). */
declare const __BUILT_POCKETBASE_URL__: string

const serverDir = dirname(fileURLToPath(import.meta.url))
const appDir = serverDir.replace(/-server$/, '')
const host = process.env.HOST || '127.0.0.1'
const port = Number(process.env.PORT || 3000)
const pocketbaseUrl = (process.env.POCKETBASE_URL || 'http://127.0.0.1:8090').replace(/\/+$/, '')
// The payment function reads the same variable (paymentEnvFromProcess): one value for both.
process.env.POCKETBASE_URL = pocketbaseUrl

// The rendered pages read PocketBase here, on the loopback, not through the public origin and Caddy.
globalThis.fetch = loopbackPocketBase(globalThis.fetch, __BUILT_POCKETBASE_URL__, pocketbaseUrl)

if (!process.env.STRIPE_SECRET_KEY && process.env.PAYMENT_DEMO !== '1') {
  console.warn('server: STRIPE_SECRET_KEY is not set: /api/create-payment-intent answers that payment is not configured.')
}

const server = createServer(createShopHandler({ appDir, serverDir, pocketbaseUrl }))
// Longer than Caddy's idle upstream connections (2 min): the proxy never reuses a connection this side just closed.
server.keepAliveTimeout = 130_000
server.headersTimeout = 135_000

server.on('error', (error) => {
  console.error(`server: cannot listen on ${host}:${port}: ${error.message}`)
  process.exit(1)
})
server.listen(port, host, () => {
  console.log(`server: the shop (${appDir}) on http://${host}:${port}, PocketBase at ${pocketbaseUrl}`)
})

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log(`server: ${signal}, stopping once the answers in flight are sent`)
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => {
      server.closeAllConnections()
      process.exit(0)
    }, 10_000).unref()
  })
}

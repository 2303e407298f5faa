// Mounts the payment function on Vite's dev and preview servers at /api/create-payment-intent,
// so the app and the function share one origin locally.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { Connect, Plugin } from 'vite'
import { createPaymentIntent } from './create-payment-intent/handler.ts'
import { PAYMENT_INTENT_ROUTE } from './payment-route.ts'

/** The body is streamed, never buffered here: the handler reads at most its own small limit. */
function toRequest(req: IncomingMessage): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(`http://localhost${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit)
}

async function send(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(Buffer.from(await response.arrayBuffer()))
}

const middleware: Connect.NextHandleFunction = (req, res, next) => {
  if (!req.url?.startsWith(PAYMENT_INTENT_ROUTE)) return next()
  createPaymentIntent(toRequest(req), { clientAddress: req.socket.remoteAddress })
    .then((response) => send(response, res))
    .catch(next)
}

export function paymentFunctionDevServer(): Plugin {
  return {
    name: 'payment-function-dev-server',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  }
}

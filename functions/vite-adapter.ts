// Mounts the payment function on Vite's dev and preview servers at /api/create-payment-intent,
// so the app and the function share one origin locally.
import type { ServerResponse } from 'node:http'
import type { Connect, Plugin } from 'vite'
import { createPaymentIntent } from './create-payment-intent/handler.ts'
import { toRequest } from './node-request.ts'
import { PAYMENT_INTENT_ROUTE } from './payment-route.ts'

async function send(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(Buffer.from(await response.arrayBuffer()))
}

const middleware: Connect.NextHandleFunction = (req, res, next) => {
  if (!req.url?.startsWith(PAYMENT_INTENT_ROUTE)) return next()
  createPaymentIntent(toRequest(req, `http://localhost${req.url ?? '/'}`), { clientAddress: req.socket.remoteAddress })
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

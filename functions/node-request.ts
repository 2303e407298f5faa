// A Node request as the Web Fetch API `Request` the portable handlers take: one conversion for the
// dev and preview servers (vite-adapter.ts) and the production server (node/server.ts).
import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'

/** The body is streamed, never buffered here: the payment function reads at most its own small limit. */
export function toRequest(req: IncomingMessage, url: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) headers.set(name, value.join(', '))
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit)
}

// A stand-in approved platform (plateforme agréée) for the tests (docs/adr/0133): it speaks the wire
// protocol of pocketbase/pb_hooks/lib/einvoicing-platform.js, keeps what it receives, and answers the
// statuses a test sets. Node http, no dependencies; started on a free port. Point
// EINVOICING_PLATFORM_URL at its `url` and EINVOICING_PLATFORM_TOKEN at STAND_IN_TOKEN.
//
//   POST /documents        multipart (file, kind, number, order, issued_at), Bearer token,
//                          Idempotency-Key (the same key answers the same deposit) → 201 { id, status }
//   GET  /documents/:id    → { id, status, reason }
//
// `deposits`: every document deposited (its bytes too); `requests`: every request, in order;
// `setStatus(id, status, reason)`: what the next GET answers ("deposited", "rejected", "paid");
// `faults.failNext`: the next n deposits answer 503; `faults.delayMs`: each deposit is answered late.
import { createServer } from 'node:http'

export const STAND_IN_TOKEN = 'platform_test_token'

/** Starts the stand-in on 127.0.0.1 and a free port. */
export async function startPlatformStandIn() {
  /** @type {{ id: string, kind: string, number: string, order: string, issuedAt: string, filename: string, bytes: Buffer, idempotencyKey: string, status: string, reason: string }[]} */
  const deposits = []
  /** @type {{ method: string, path: string, authorized: boolean }[]} */
  const requests = []
  const faults = { failNext: 0, delayMs: 0 }
  let next = 1

  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  const server = createServer((req, res) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', async () => {
      const path = (req.url || '/').split('?')[0]
      const authorized = req.headers.authorization === `Bearer ${STAND_IN_TOKEN}`
      requests.push({ method: req.method || '', path, authorized })
      if (!authorized) return json(res, 401, { message: 'jeton invalide' })
      if (req.method === 'POST' && path === '/documents') {
        if (faults.delayMs) await new Promise((resolve) => setTimeout(resolve, faults.delayMs))
        if (faults.failNext > 0) {
          faults.failNext -= 1
          return json(res, 503, { message: 'indisponible' })
        }
        const key = String(req.headers['idempotency-key'] || '')
        const known = key ? deposits.find((d) => d.idempotencyKey === key) : undefined
        if (known) return json(res, 201, { id: known.id, status: known.status })
        // The multipart body, read by Node's own fetch implementation.
        const form = await new Request('http://stand-in/documents', {
          method: 'POST',
          headers: { 'content-type': String(req.headers['content-type'] || '') },
          body: Buffer.concat(chunks),
        }).formData()
        const file = form.get('file')
        if (!file || typeof file === 'string') return json(res, 400, { message: 'fichier manquant' })
        const deposit = {
          id: `plt_${String(next++).padStart(4, '0')}`,
          kind: String(form.get('kind')),
          number: String(form.get('number')),
          order: String(form.get('order')),
          issuedAt: String(form.get('issued_at')),
          filename: file.name,
          bytes: Buffer.from(await file.arrayBuffer()),
          idempotencyKey: key,
          status: 'deposited',
          reason: '',
        }
        deposits.push(deposit)
        return json(res, 201, { id: deposit.id, status: deposit.status })
      }
      const match = /^\/documents\/([^/]+)$/.exec(path)
      if (req.method === 'GET' && match) {
        const deposit = deposits.find((d) => d.id === decodeURIComponent(match[1]))
        if (!deposit) return json(res, 404, { message: 'inconnu' })
        return json(res, 200, { id: deposit.id, status: deposit.status, reason: deposit.reason })
      }
      return json(res, 404, { message: 'route inconnue' })
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    deposits,
    requests,
    faults,
    /** What GET /documents/:id answers from now on. */
    setStatus(id, status, reason = '') {
      const deposit = deposits.find((d) => d.id === id)
      if (!deposit) throw new Error(`no deposit ${id}`)
      deposit.status = status
      deposit.reason = reason
    },
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}

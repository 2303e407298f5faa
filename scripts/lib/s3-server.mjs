// A real S3-compatible server on the loopback for the backup tests and for trying `npm run backup` /
// `npm run restore` locally (docs/adr/0138): s3rver keeps the objects on disk and speaks S3's REST
// API; s3rver 3.7 checks only the access key of a signature-V4 request, so every request first passes
// the signature check below (AWS SigV4 over the method, path, query and signed headers, with the
// secret), as a real provider does: a wrong secret is refused with 403 SignatureDoesNotMatch.
// Never a production store: the shop's backups go to a bucket of its own (README « Sauvegardes »).
import { createHash, createHmac } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const require = createRequire(import.meta.url)

/** RFC 3986 encoding, as SigV4 wants it. */
const encode = (value) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
const hmac = (key, value) => createHmac('sha256', key).update(value).digest()
const sha256 = (value) => createHash('sha256').update(value).digest('hex')

/**
 * Whether `request` carries a valid SigV4 `Authorization` header for (accessKey, secret); an error text
 * when not. The payload hash is the one the client declares (x-amz-content-sha256), as S3 signs it.
 * @param {import('node:http').IncomingMessage} request
 */
export function checkSignature(request, accessKey, secret) {
  const header = request.headers.authorization ?? ''
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    )
  if (!match) return 'AccessDenied: a signature-V4 Authorization header is required'
  const [, keyId, day, region, service, signedHeaders, signature] = match
  if (keyId !== accessKey) return 'InvalidAccessKeyId'
  const [path, query = ''] = (request.url ?? '/').split('?')
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name, value = ''] = pair.split('=')
      return [encode(decodeURIComponent(name.replace(/\+/g, ' '))), encode(decodeURIComponent(value.replace(/\+/g, ' ')))]
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const names = signedHeaders.split(';')
  const headers = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('')
  const payload = String(request.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD')
  const canonical = [request.method, path, canonicalQuery, headers, signedHeaders, payload].join('\n')
  const scope = `${day}/${region}/${service}/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', String(request.headers['x-amz-date'] ?? ''), scope, sha256(canonical)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request')
  return hmac(key, toSign).toString('hex') === signature ? null : 'SignatureDoesNotMatch'
}

/**
 * Starts the server on 127.0.0.1 (a free port) storing in a temp directory, with `buckets` made and one
 * key pair (s3rver's built-in S3RVER key is revoked).
 *
 * @param {{ buckets?: string[], accessKey?: string, secret?: string, port?: number }} [options]
 */
export async function startS3Server(options = {}) {
  const S3rver = require('s3rver')
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account')
  const accessKey = options.accessKey ?? 'eclat-backup-key'
  const secret = options.secret ?? 'eclat-backup-secret-0123456789'
  DUMMY_ACCOUNT.revokeAccessKey('S3RVER')
  DUMMY_ACCOUNT.createKeyPair(accessKey, secret)
  const directory = mkdtempSync(join(tmpdir(), 'bijoux-s3-'))
  const s3rver = new S3rver({
    silent: true,
    directory,
    // Path-style requests only (http://127.0.0.1:port/bucket/key): no DNS name per bucket on the loopback.
    vhostBuckets: false,
    configureBuckets: (options.buckets ?? ['eclat-backups']).map((name) => ({ name })),
  })
  await s3rver.configureBuckets()
  const handle = s3rver.callback()
  const server = createServer((request, response) => {
    const refused = checkSignature(request, accessKey, secret)
    if (refused === null) return handle(request, response)
    const [code] = refused.split(':')
    response.writeHead(403, { 'content-type': 'application/xml' })
    response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${refused}</Message></Error>`)
  })
  await new Promise((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolveListen(undefined))
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKey,
    secret,
    region: 'us-east-1',
    directory,
    stop: async () => {
      server.closeAllConnections?.()
      await new Promise((resolveClose) => server.close(() => resolveClose(undefined)))
      DUMMY_ACCOUNT.revokeAccessKey(accessKey)
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

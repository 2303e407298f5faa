// Protected files (docs/adr/0039-protected-files.md, migration 1764000300_protected_files.js): a
// custom request's inspiration image and a user's avatar are served only to a request carrying a file
// token (`POST /api/files/token`) of someone the collection's view rule lets see the record. Each case
// asserts the real status and whether the picture's bytes came back. PocketBase 0.40 refuses a
// protected file with 404 (apis/file.go), the answer a missing file gets: a refusal does not even say
// the file exists. A kept invoice PDF (docs/adr/0086) opens to the order's owner and admins. Public
// files stay public.
import { getTokenPayload } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CustomRequestsRecord, UsersRecord } from '../../src/lib/pocketbase-types'
import { type Actor, actorsByRole, anonymous, fixtureUser, loginAs, pbUrl, randomIp, superuser } from './support/clients'
import { createCategory, createOrder, createProduct, createUser, customRequestBody } from './support/factories'
import { DEMO_PASSWORD } from '../../scripts/lib/pocketbase-server.mjs'
import { png } from '../support/png'

/** 3×3 pixels of one colour: bytes no other test stores, to recognise in an answer. */
const REQUEST_PNG = png([12, 120, 200], 3)
const AVATAR_PNG = png([200, 90, 30], 3)

interface FileAnswer {
  status: number
  bytes: Buffer
}

/** GET a stored file as nobody in particular (files are fetched by `<img>`: no Authorization header). */
async function getFile(path: string, token?: string, authorization?: string): Promise<FileAnswer> {
  const url = new URL(`${pbUrl()}${path}`)
  if (token) url.searchParams.set('token', token)
  const headers: Record<string, string> = { 'X-Forwarded-For': randomIp() }
  if (authorization) headers.authorization = authorization
  const response = await fetch(url, { headers })
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** PocketBase's refusal of a protected file: the "not found" of a file that does not exist. */
const REFUSED = 404

const fileToken = (actor: Actor) => actor.pb.files.getToken()

let actors: Record<'anonymous' | 'customer' | 'pro' | 'admin', Actor>
let customer2: Actor
let request: CustomRequestsRecord
let requestPath: string

beforeAll(async () => {
  actors = await actorsByRole()
  customer2 = await loginAs('customer2')
  // Sent as the form sends it, by the logged-in customer: the request is theirs (`user`), and the
  // create answer tells them its id and file name, so they know the file's address.
  const form = new FormData()
  for (const [key, value] of Object.entries(customRequestBody())) {
    form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value))
  }
  form.append('image', new Blob([new Uint8Array(REQUEST_PNG)], { type: 'image/png' }), 'inspiration.png')
  request = await actors.customer.pb.collection('custom_requests').create(form)
  expect(request.image).toMatch(/^inspiration_\w+\.png$/)
  expect(request.user).toBe(fixtureUser('customer').id)
  requestPath = `/api/files/custom_requests/${request.id}/${request.image}`
})

describe('a custom request’s image (admins, and its signed-in sender)', () => {
  it('is refused with 404 to an anonymous visitor, even the one who just sent it', async () => {
    const visitor = await anonymous()
    const form = new FormData()
    for (const [key, value] of Object.entries(customRequestBody())) {
      form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value))
    }
    form.append('image', new Blob([new Uint8Array(REQUEST_PNG)], { type: 'image/png' }), 'mine.png')
    const own = await visitor.pb.collection('custom_requests').create(form)
    for (const path of [requestPath, `/api/files/custom_requests/${own.id}/${own.image}`]) {
      const answer = await getFile(path)
      expect(answer.status).toBe(REFUSED)
      expect(answer.bytes.includes(REQUEST_PNG)).toBe(false)
    }
    const thumb = await getFile(`${requestPath}?thumb=100x100`)
    expect(thumb.status).toBe(REFUSED)
    // The same answer as for a file that does not exist.
    const missing = await getFile(`/api/files/custom_requests/${request.id}/absent_0123456789.png`)
    expect(missing.status).toBe(REFUSED)
    expect(missing.bytes.toString()).toBe((await getFile(requestPath)).bytes.toString())
  })

  it('is served to the signed-in customer who sent it with a file token of theirs only (their request page, docs/adr/0127); refused to another customer', async () => {
    const customer = actors.customer
    for (const answer of [await getFile(requestPath), await getFile(requestPath, undefined, customer.pb.authStore.token)]) {
      expect(answer.status).toBe(REFUSED)
      expect(answer.bytes.includes(REQUEST_PNG)).toBe(false)
    }
    const own = await getFile(requestPath, await fileToken(customer))
    expect(own.status).toBe(200)
    expect(own.bytes.equals(REQUEST_PNG)).toBe(true)
    const other = await getFile(requestPath, await fileToken(customer2))
    expect(other.status).toBe(REFUSED)
    expect(other.bytes.includes(REQUEST_PNG)).toBe(false)
  })

  it('is refused with 404 to a pro, with or without a file token', async () => {
    for (const answer of [await getFile(requestPath), await getFile(requestPath, await fileToken(actors.pro))]) {
      expect(answer.status).toBe(REFUSED)
      expect(answer.bytes.includes(REQUEST_PNG)).toBe(false)
    }
  })

  it('is refused to an admin without a file token, even with their session token as header', async () => {
    for (const answer of [await getFile(requestPath), await getFile(requestPath, undefined, actors.admin.pb.authStore.token)]) {
      expect(answer.status).toBe(REFUSED)
      expect(answer.bytes.includes(REQUEST_PNG)).toBe(false)
    }
  })

  it('is refused with a session token passed as file token (only file tokens open files)', async () => {
    const answer = await getFile(requestPath, actors.admin.pb.authStore.token)
    expect(answer.status).toBe(REFUSED)
  })

  it('is served to an admin with a file token: the very bytes sent, and its thumbnail', async () => {
    const before = Math.floor(Date.now() / 1000)
    const token = await fileToken(actors.admin)
    // The 3 minutes FILE_TOKEN_REUSE_MS (src/lib/file-token.ts) counts on.
    const expiresIn = (getTokenPayload(token).exp as number) - before
    expect(expiresIn).toBeGreaterThanOrEqual(179)
    expect(expiresIn).toBeLessThanOrEqual(182)
    const answer = await getFile(requestPath, token)
    expect(answer.status).toBe(200)
    expect(answer.bytes.equals(REQUEST_PNG)).toBe(true)
    // The URL the admin screen builds (SDK's getURL with the token) is the one that works.
    const url = actors.admin.pb.files.getURL(request, request.image!, { token, thumb: '100x100' })
    const thumb = await fetch(url, { headers: { 'X-Forwarded-For': randomIp() } })
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toBe('image/png')
  })
})

describe('a user’s avatar (the user and admins only)', () => {
  let owner: UsersRecord
  let avatarPath: string

  beforeAll(async () => {
    const su = await superuser()
    const user = await createUser(su.pb)
    const form = new FormData()
    form.append('avatar', new Blob([new Uint8Array(AVATAR_PNG)], { type: 'image/png' }), 'portrait.png')
    owner = await su.pb.collection('users').update(user.id, form)
    avatarPath = `/api/files/users/${owner.id}/${owner.avatar}`
  })

  it('is refused with 404 to anonymous visitors, other customers and pros (with their file tokens)', async () => {
    for (const answer of [
      await getFile(avatarPath),
      await getFile(avatarPath, await fileToken(customer2)),
      await getFile(avatarPath, await fileToken(actors.pro)),
    ]) {
      expect(answer.status).toBe(REFUSED)
      expect(answer.bytes.includes(AVATAR_PNG)).toBe(false)
    }
  })

  it('is served to its owner and to an admin with their file tokens', async () => {
    const self = await anonymous()
    await self.pb.collection('users').authWithPassword(owner.email!, DEMO_PASSWORD)
    for (const token of [await fileToken(self), await fileToken(actors.admin)]) {
      const answer = await getFile(avatarPath, token)
      expect(answer.status).toBe(200)
      expect(answer.bytes.equals(AVATAR_PNG)).toBe(true)
    }
  })
})

// A kept invoice (docs/adr/0086, a hidden field: only the invoice route names it): its file opens to
// whom the order's view rule opens the order, its owner and admins, with a file token; never without.
describe('a kept invoice PDF (its owner and admins only)', () => {
  it('is served to the owner and an admin with their file tokens, refused to everybody else', async () => {
    const su = await superuser()
    const order = await createOrder(su.pb, fixtureUser('customer').id, { invoice_number: `F-KEPT-${Date.now()}` })
    const delivered = await fetch(`${pbUrl()}/api/shop/orders/${order.id}/invoice.pdf`, {
      headers: { authorization: actors.customer.pb.authStore.token, 'X-Forwarded-For': randomIp() },
    })
    const bytes = Buffer.from(await delivered.arrayBuffer())
    expect(delivered.status).toBe(200)
    const kept = await su.pb.collection('orders').getOne<{ invoice_pdf: string }>(order.id, { fields: 'invoice_pdf' })
    const path = `/api/files/orders/${order.id}/${kept.invoice_pdf}`
    for (const actor of [actors.customer, actors.admin]) {
      const answer = await getFile(path, await fileToken(actor))
      expect(answer.status).toBe(200)
      expect(answer.bytes.equals(bytes)).toBe(true)
    }
    for (const answer of [
      await getFile(path),
      await getFile(path, undefined, actors.customer.pb.authStore.token),
      await getFile(path, await fileToken(customer2)),
      await getFile(path, await fileToken(actors.pro)),
    ]) {
      expect(answer.status).toBe(REFUSED)
      expect(answer.bytes.includes(bytes)).toBe(false)
    }
  })
})

describe('public files stay public', () => {
  it('a product image is served with no token', async () => {
    const su = await superuser()
    const category = await createCategory(su.pb)
    const product = await createProduct(su.pb, { category: [category.id] })
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(REQUEST_PNG)], { type: 'image/png' }), 'public.png')
    const updated = await su.pb.collection('products').update(product.id, form)
    const answer = await getFile(`/api/files/products/${product.id}/${updated.image?.[0]}`)
    expect(answer.status).toBe(200)
    expect(answer.bytes.equals(REQUEST_PNG)).toBe(true)
  })
})

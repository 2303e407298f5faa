// Threat model (docs/threat-model.md): proves §3.6 "The public forms".
// The two public forms (pb_hooks/forms.pb.js): a custom request always starts `received`, belongs to
// the logged-in caller or to nobody, and names at most 10 secondary stones; a contact message always
// starts `new`. Superusers keep what they send.
import { beforeAll, describe, expect, it } from 'vitest'
import { type Actor, anonymous, call, fixtureUser, loginAs, superuser } from './support/clients'
import { contactMessageBody, createCustomRequest, customRequestBody, uniq } from './support/factories'

const TOO_MANY = 'Vous ne pouvez sélectionner que 10 pierres au maximum.'
const NOT_A_LIST = 'Les pierres secondaires doivent être une liste de noms de pierres.'
const stones = (n: number) => Array.from({ length: n }, (_, i) => `Pierre ${i + 1}`)

/** A 1×1 transparent PNG, for the optional inspiration image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

let su: Actor

beforeAll(async () => {
  su = await superuser()
})

async function stored(collection: 'custom_requests' | 'contact_messages', name: string) {
  const list = await su.pb.collection(collection).getFullList({ filter: su.pb.filter('name = {:name}', { name }) })
  return list
}

describe('custom requests', () => {
  it('start received whatever an anonymous visitor sends, and belong to nobody', async () => {
    const visitor = await anonymous()
    const body = customRequestBody({ status: 'delivered', user: fixtureUser('customer').id })
    const result = await call(visitor, 'POST', '/api/collections/custom_requests/records', body)
    expect(result.status).toBe(200)
    const [record] = await stored('custom_requests', body.name)
    expect(record?.status).toBe('received')
    expect(record?.user).toBe('')
    expect(record?.secondary_stones).toEqual(['Quartz rose', 'Labradorite'])
  })

  it('belong to the logged-in caller, never to someone else they name', async () => {
    const customer = await loginAs('customer')
    const spoofed = customRequestBody({ status: 'in_creation', user: fixtureUser('customer2').id })
    const omitted = customRequestBody()
    for (const body of [spoofed, omitted]) {
      const result = await call(customer, 'POST', '/api/collections/custom_requests/records', body)
      expect(result.status).toBe(200)
      const [record] = await stored('custom_requests', body.name)
      expect(record?.user).toBe(fixtureUser('customer').id)
      expect(record?.status).toBe('received')
    }
  })

  it('start received even when an admin sends them', async () => {
    const admin = await loginAs('admin')
    const body = customRequestBody({ status: 'delivered' })
    expect((await call(admin, 'POST', '/api/collections/custom_requests/records', body)).status).toBe(200)
    expect((await stored('custom_requests', body.name))[0]?.status).toBe('received')
  })

  it('refuse 11 secondary stones with the French message, and store nothing', async () => {
    const visitor = await anonymous()
    const body = customRequestBody({ secondary_stones: stones(11) })
    const result = await call(visitor, 'POST', '/api/collections/custom_requests/records', body)
    expect(result.status).toBe(400)
    expect(result.body.message).toBe(TOO_MANY)
    expect(result.body.data).toEqual({
      secondary_stones: { code: 'validation_too_many_secondary_stones', message: TOO_MANY },
    })
    expect(await stored('custom_requests', body.name)).toEqual([])
  })

  it('accept exactly 10 secondary stones, and none at all (stored as an empty list)', async () => {
    const visitor = await anonymous()
    const ten = customRequestBody({ secondary_stones: stones(10) })
    expect((await call(visitor, 'POST', '/api/collections/custom_requests/records', ten)).status).toBe(200)
    expect((await stored('custom_requests', ten.name))[0]?.secondary_stones).toEqual(stones(10))

    const none: Record<string, unknown> = customRequestBody()
    delete none.secondary_stones
    expect((await call(visitor, 'POST', '/api/collections/custom_requests/records', none)).status).toBe(200)
    expect((await stored('custom_requests', String(none.name)))[0]?.secondary_stones).toEqual([])
  })

  it.each([
    ['an object', { a: 'Quartz' }],
    ['a plain string', 'Quartz rose'],
    ['numbers', [1, 2]],
    ['empty names', ['']],
  ])('refuse secondary stones given as %s', async (_what, value) => {
    const visitor = await anonymous()
    const body = { ...customRequestBody(), secondary_stones: value }
    const result = await call(visitor, 'POST', '/api/collections/custom_requests/records', body)
    expect(result.status).toBe(400)
    expect(result.body.message).toBe(NOT_A_LIST)
  })

  it('work from a multipart form with an inspiration image, as the browser sends it', async () => {
    const visitor = await anonymous()
    const body = customRequestBody()
    const form = new FormData()
    for (const [key, value] of Object.entries(body)) {
      if (Array.isArray(value)) form.append(key, JSON.stringify(value))
      else form.append(key, String(value))
    }
    form.set('charms', 'Fleur de Lotus')
    form.append('status', 'delivered')
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'inspiration.png')
    const created = await visitor.pb.collection('custom_requests').create(form)
    expect(created.status).toBe('received')
    const [record] = await stored('custom_requests', body.name)
    expect(record?.secondary_stones).toEqual(['Quartz rose', 'Labradorite'])
    expect(record?.image).toMatch(/^inspiration_\w+\.png$/)
  })

  it('keep the status a superuser sends (the seed), and still cap the stones on updates', async () => {
    const request = await createCustomRequest(su.pb, { status: 'delivered', user: fixtureUser('customer2').id })
    expect(request.status).toBe('delivered')
    expect(request.user).toBe(fixtureUser('customer2').id)
    const update = await call(su, 'PATCH', `/api/collections/custom_requests/records/${request.id}`, {
      secondary_stones: stones(11),
    })
    expect(update.status).toBe(400)
    expect(update.body.message).toBe(TOO_MANY)
  })
})

describe('contact messages', () => {
  it.each(['anonymous', 'customer', 'admin'] as const)('start new whatever a(n) %s sends', async (who) => {
    const actor = who === 'anonymous' ? await anonymous() : await loginAs(who)
    const body = contactMessageBody({ status: 'handled' })
    const result = await call(actor, 'POST', '/api/collections/contact_messages/records', body)
    expect(result.status).toBe(200)
    expect((await stored('contact_messages', body.name))[0]?.status).toBe('new')
  })

  it('keep the status a superuser sends, and default to new', async () => {
    const handled = await su.pb.collection('contact_messages').create(contactMessageBody({ status: 'handled' }))
    expect(handled.status).toBe('handled')
    const plain = await su.pb.collection('contact_messages').create(contactMessageBody())
    expect(plain.status).toBe('new')
  })

  it('refuse a message without its required fields', async () => {
    const visitor = await anonymous()
    const result = await call(visitor, 'POST', '/api/collections/contact_messages/records', { name: uniq('x') })
    expect(result.status).toBe(400)
    expect(Object.keys(result.body.data as object).sort()).toEqual(['email', 'message', 'subject'])
  })
})

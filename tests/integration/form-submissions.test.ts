// A form is sent once (docs/adr/0082, pb_hooks/lib/form-submissions.js): the same content from the
// same sender (the logged-in user, else the client's address) within ten minutes saves one record
// and sends one acknowledgement, whether the two sends come at once (a double click) or in a row (a
// resend); the second gets the first record as its answer. Another text, or another sender, is a new
// send. The acknowledgement says, in the shop's own words, that the form was received: nothing the
// visitor typed goes to the address they typed.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_PASSWORD } from '../../scripts/lib/pocketbase-server.mjs'
import { inbox } from '../support/inbox'
import { type Actor, anonymous, call, loginAs, newClient, randomIp, superuser } from './support/clients'
import { addressBody, contactMessageBody, createUser, customRequestBody, uniq } from './support/factories'

const CONTACT = '/api/collections/contact_messages/records'
const CUSTOM_REQUEST = '/api/collections/custom_requests/records'
const PRO_APPLICATION = '/api/collections/pro_applications/records'
const ADDRESSES = '/api/collections/addresses/records'

let su: Actor

beforeAll(async () => {
  su = await superuser()
})

const byEmail = (collection: 'contact_messages' | 'custom_requests', email: string) =>
  su.pb.collection(collection).getFullList({ filter: su.pb.filter('email = {:email}', { email }) })

/** The e-mails queued to `to` (queued before the answer: the count is final once the answer is in). */
const queuedTo = (to: string) => su.pb.collection('mail_queue').getFullList({ filter: su.pb.filter('to = {:to}', { to }) })

/** The e-mails the inbox caught for `to`, once the first has arrived and a moment has passed for any second. */
async function caughtFor(to: string, subject: string) {
  const mails = inbox(inject('mailUrl'))
  await mails.waitFor({ to, subject })
  await new Promise((resolve) => setTimeout(resolve, 500))
  return (await mails.messages()).filter((mail) => mail.to.includes(to))
}

describe('a contact message is sent once', () => {
  it('two identical sends at once, then one more: one record, one acknowledgement, the same answer', async () => {
    const visitor = await anonymous()
    const body = contactMessageBody()
    const both = await Promise.all([call(visitor, 'POST', CONTACT, body), call(visitor, 'POST', CONTACT, body)])
    expect(both.map((result) => result.status)).toEqual([200, 200])
    expect(both[1]!.body.id).toBe(both[0]!.body.id)
    const again = await call(visitor, 'POST', CONTACT, body)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ id: both[0]!.body.id, name: body.name, subject: body.subject })

    expect(await byEmail('contact_messages', body.email)).toHaveLength(1)
    expect(await queuedTo(body.email)).toHaveLength(1)
    expect(await caughtFor(body.email, 'Nous avons bien reçu votre message')).toHaveLength(1)
  })

  it('another text from the same sender is a new message', async () => {
    const visitor = await anonymous()
    const body = contactMessageBody()
    const first = await call(visitor, 'POST', CONTACT, body)
    const other = await call(visitor, 'POST', CONTACT, { ...body, message: `${body.message} Et en 8 mm ?` })
    expect([first.status, other.status]).toEqual([200, 200])
    expect(other.body.id).not.toBe(first.body.id)
    expect(await byEmail('contact_messages', body.email)).toHaveLength(2)
    expect(await queuedTo(body.email)).toHaveLength(2)
  })

  it('the same text from another sender is a new message: another address, another account', async () => {
    const body = contactMessageBody()
    const first = await call(await anonymous(), 'POST', CONTACT, body)
    const otherAddress = await call(await anonymous(), 'POST', CONTACT, body)
    const customer = await call(await loginAs('customer'), 'POST', CONTACT, body)
    const otherCustomer = await call(await loginAs('customer2'), 'POST', CONTACT, body)
    const ids = [first, otherAddress, customer, otherCustomer].map((result) => result.body.id)
    expect(new Set(ids).size).toBe(4)
    expect(await byEmail('contact_messages', body.email)).toHaveLength(4)
  })

  it('a logged-in customer is the same sender from another address', async () => {
    const body = contactMessageBody()
    const first = await call(await loginAs('customer'), 'POST', CONTACT, body)
    const again = await call(await loginAs('customer'), 'POST', CONTACT, body)
    expect(again.body.id).toBe(first.body.id)
    expect(await byEmail('contact_messages', body.email)).toHaveLength(1)
  })

  it('a message deleted since is sent anew', async () => {
    const visitor = await anonymous()
    const body = contactMessageBody()
    const first = await call(visitor, 'POST', CONTACT, body)
    await su.pb.collection('contact_messages').delete(String(first.body.id))
    const again = await call(visitor, 'POST', CONTACT, body)
    expect(again.status).toBe(200)
    expect(again.body.id).not.toBe(first.body.id)
    expect(await byEmail('contact_messages', body.email)).toHaveLength(1)
  })

  it('a refused send saves nothing and does not count: once corrected, it is saved', async () => {
    const visitor = await anonymous()
    const body = contactMessageBody({ subject: '' })
    expect((await call(visitor, 'POST', CONTACT, body)).status).toBe(400)
    expect((await call(visitor, 'POST', CONTACT, { ...body, subject: 'Une question' })).status).toBe(200)
    expect(await byEmail('contact_messages', body.email)).toHaveLength(1)
  })
})

describe('the contact acknowledgement is in the shop’s own words', () => {
  it('confirms receipt without repeating the name, the subject or the message typed', async () => {
    const body = contactMessageBody({
      name: 'Gagnez un iPhone sur arnaque.example',
      subject: 'Votre colis est bloqué',
      message: 'Cliquez sur https://arnaque.example pour le débloquer.',
    })
    expect((await call(await anonymous(), 'POST', CONTACT, body)).status).toBe(200)
    const [ack] = await caughtFor(body.email, 'Nous avons bien reçu votre message')
    expect(ack!.text).toContain('Nous avons bien reçu le message envoyé à Éclat de Pierre depuis le formulaire de contact')
    for (const part of [ack!.text, ack!.html, ack!.subject]) {
      expect(part).not.toContain('arnaque')
      expect(part).not.toContain('iPhone')
      expect(part).not.toContain('colis')
    }
  })

  it('the custom request’s too: none of the names typed, only the shop’s words', async () => {
    const body = customRequestBody({
      name: 'Gagnez un iPhone sur arnaque.example',
      jewelry_type: 'Visitez arnaque.example',
      main_stone: 'Appelez le 08 99 00 00 00',
      secondary_stones: ['arnaque.example'],
      message: 'Cliquez sur https://arnaque.example',
    })
    expect((await call(await anonymous(), 'POST', CUSTOM_REQUEST, body)).status).toBe(200)
    const [ack] = await caughtFor(body.email, 'Nous avons bien reçu votre demande sur-mesure')
    expect(ack!.text).toContain('Nous avons bien reçu la demande sur-mesure envoyée à Éclat de Pierre')
    for (const part of [ack!.text, ack!.html]) {
      expect(part).not.toContain('arnaque')
      expect(part).not.toContain('iPhone')
      expect(part).not.toContain('08 99')
    }
  })
})

describe('a custom request is sent once', () => {
  it('at once and in a row: one record, one acknowledgement; another text passes', async () => {
    const visitor = await anonymous()
    const body = customRequestBody()
    const both = await Promise.all([call(visitor, 'POST', CUSTOM_REQUEST, body), call(visitor, 'POST', CUSTOM_REQUEST, body)])
    expect(both.map((result) => result.status)).toEqual([200, 200])
    const again = await call(visitor, 'POST', CUSTOM_REQUEST, body)
    expect(new Set([...both, again].map((result) => result.body.id)).size).toBe(1)
    expect(await byEmail('custom_requests', body.email)).toHaveLength(1)
    expect(await caughtFor(body.email, 'Nous avons bien reçu votre demande sur-mesure')).toHaveLength(1)

    const other = await call(visitor, 'POST', CUSTOM_REQUEST, { ...body, wrist_size: 18 })
    expect(other.status).toBe(200)
    expect(await byEmail('custom_requests', body.email)).toHaveLength(2)
  })

  it('the same form with another inspiration image is a new request', async () => {
    const visitor = await anonymous()
    const body = customRequestBody()
    // A 1×1 PNG; trailing bytes make another file of the same name (PocketBase reads the type from the bytes).
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
    const send = (extraBytes: number) => {
      const form = new FormData()
      for (const [key, value] of Object.entries(body)) form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value))
      form.append('image', new Blob([Buffer.concat([png, Buffer.alloc(extraBytes)])], { type: 'image/png' }), 'inspiration.png')
      return visitor.pb.collection('custom_requests').create(form)
    }
    const first = await send(0)
    const same = await send(0)
    const other = await send(16)
    expect(same.id).toBe(first.id)
    expect(other.id).not.toBe(first.id)
    expect(await byEmail('custom_requests', body.email)).toHaveLength(2)
  })
})

/** A fresh customer, logged in. */
async function applicant(): Promise<Actor & { email: string; id: string }> {
  const account = await createUser(su.pb, { name: `Léa ${uniq('Pro')}` })
  const ip = randomIp()
  const pb = newClient(ip)
  await pb.collection('users').authWithPassword(String(account.email), DEMO_PASSWORD)
  return { role: 'customer', pb, ip, email: String(account.email), id: account.id }
}

describe('a pro application is sent once', () => {
  const body = (userId: string, data: Record<string, unknown> = {}) => ({
    user: userId,
    company: 'Atelier des Cimes',
    siret: '73282932000074',
    activity: 'Boutique de créateurs',
    message: 'Nous vendons des bijoux en pierre.',
    ...data,
  })

  it('twice at once and once more: one application, one acknowledgement, each send answered with it', async () => {
    const customer = await applicant()
    const both = await Promise.all([
      call(customer, 'POST', PRO_APPLICATION, body(customer.id)),
      call(customer, 'POST', PRO_APPLICATION, body(customer.id)),
    ])
    expect(both.map((result) => result.status)).toEqual([200, 200])
    const again = await call(customer, 'POST', PRO_APPLICATION, body(customer.id))
    expect(again.status).toBe(200)
    expect(new Set([...both, again].map((result) => result.body.id)).size).toBe(1)
    expect(again.body).toMatchObject({ status: 'pending', company: 'Atelier des Cimes' })
    const applications = await su.pb
      .collection('pro_applications')
      .getFullList({ filter: su.pb.filter('user = {:id}', { id: customer.id }) })
    expect(applications).toHaveLength(1)
    expect(await queuedTo(customer.email)).toHaveLength(1)
  })

  it('another application while one is pending is still refused', async () => {
    const customer = await applicant()
    expect((await call(customer, 'POST', PRO_APPLICATION, body(customer.id))).status).toBe(200)
    const other = await call(customer, 'POST', PRO_APPLICATION, body(customer.id, { activity: 'Lithothérapeute' }))
    expect(other.status).toBe(400)
    expect(other.body.message).toBe('Vous avez déjà une demande en cours d’examen : nous vous répondrons par e-mail.')
  })

  it('the same application after a refusal is a new one', async () => {
    const customer = await applicant()
    const first = await call(customer, 'POST', PRO_APPLICATION, body(customer.id))
    const admin = await loginAs('admin')
    expect(
      (await call(admin, 'POST', `/api/shop/pro-applications/${String(first.body.id)}/refuse`, { reason: 'SIRET inconnu' })).status,
    ).toBe(200)
    const again = await call(customer, 'POST', PRO_APPLICATION, body(customer.id))
    expect(again.status).toBe(200)
    expect(again.body.id).not.toBe(first.body.id)
    expect(again.body.status).toBe('pending')
  })
})

describe('an address is saved once', () => {
  const addressesOf = (userId: string) =>
    su.pb.collection('addresses').getFullList({ filter: su.pb.filter('user = {:userId}', { userId }) })

  it('a double click saves one address, answered twice with it; another address is a new one', async () => {
    const customer = await applicant()
    const body = { ...addressBody(), user: customer.id }
    const both = await Promise.all([call(customer, 'POST', ADDRESSES, body), call(customer, 'POST', ADDRESSES, body)])
    expect(both.map((result) => result.status)).toEqual([200, 200])
    expect(both[1]!.body.id).toBe(both[0]!.body.id)
    expect(await addressesOf(customer.id)).toHaveLength(1)

    const other = await call(customer, 'POST', ADDRESSES, { ...body, line1: '3 place Bellecour' })
    expect(other.status).toBe(200)
    expect(other.body.id).not.toBe(both[0]!.body.id)
    expect(await addressesOf(customer.id)).toHaveLength(2)
  })

  it('the same address typed by two customers is theirs each', async () => {
    const [first, second] = await Promise.all([applicant(), applicant()])
    const body = addressBody()
    const answers = await Promise.all([
      call(first, 'POST', ADDRESSES, { ...body, user: first.id }),
      call(second, 'POST', ADDRESSES, { ...body, user: second.id }),
    ])
    expect(answers.map((result) => result.status)).toEqual([200, 200])
    expect(await addressesOf(first.id)).toHaveLength(1)
    expect(await addressesOf(second.id)).toHaveLength(1)
  })
})

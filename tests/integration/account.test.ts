// Threat model (docs/threat-model.md): proves §3.1 "Roles and accounts" and §3.7 "The mail channel".
// Account recovery and management (docs/adr/0034-account-recovery-and-management.md): PocketBase's
// auth e-mails, read in the local inbox, are French and link to the shop's pages; their tokens reset a
// password, verify an address and change it; a customer deletes their account while their orders stay
// with their own copies. Nothing is mocked: the mails are what the capture server caught.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_PASSWORD } from '../../scripts/lib/pocketbase-server.mjs'
import { inbox } from '../support/inbox'
import { type Actor, anonymous, call, newClient, randomIp, superuser } from './support/clients'
import { createOrder, createUser, uniq } from './support/factories'

const NEW_PASSWORD = 'nouveau-secret-2026'
const MAIL_TIMEOUT = 15_000
/** A queued mail goes out at once, or with the queue's cron (every minute) after a recent failure. */
const QUEUE_TIMEOUT = 75_000

let su: Actor
/** The shop's address as PocketBase knows it (`meta.appURL`): every link must start with it. */
let shopUrl: string
const mails = () => inbox(inject('mailUrl'))

beforeAll(async () => {
  su = await superuser()
  const settings = await call(su, 'GET', '/api/settings')
  shopUrl = String((settings.body.meta as { appURL: string }).appURL).replace(/\/$/, '')
})

/** The link of a mail whose path starts with `/page/`, and its last segment (the token). */
function linkIn(html: string, page: string): { url: string; token: string } {
  const match = new RegExp(`href="(${escapeRegExp(shopUrl)}/${page}/([^"/]+))"`).exec(html)
  if (!match) throw new Error(`no ${page} link to ${shopUrl} in:\n${html}`)
  return { url: match[1], token: match[2] }
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A fresh account (created by the superuser) whose password is DEMO_PASSWORD. */
/** The newest mail queued for this address. */
async function queuedFor(email: string) {
  const rows = await su.pb.collection('mail_queue').getList(1, 1, { filter: su.pb.filter('to = {:email}', { email }), sort: '-created' })
  return rows.items[0]
}

async function newAccount(data: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(su.pb, data)
  return { ...user, email: String(user.email) }
}

async function logIn(email: string, password: string, ip = randomIp()) {
  const client = newClient(ip)
  await client.collection('users').authWithPassword(email, password)
  return client
}

describe('auth e-mails point to the shop', () => {
  it('is configured with the shop’s address, not PocketBase’s (nor its default)', () => {
    expect(shopUrl).toMatch(/^https?:\/\//)
    expect(shopUrl).not.toBe(inject('pbUrl'))
    expect(shopUrl).not.toBe('http://localhost:8090')
  })
})

describe('password reset', () => {
  it('sends a French e-mail whose link opens the shop, and its token sets a new password once', async () => {
    const user = await newAccount({ verified: true })
    const visitor = await anonymous()
    await visitor.pb.collection('users').requestPasswordReset(user.email)

    const mail = await mails().waitFor({ to: user.email }, MAIL_TIMEOUT)
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe – Éclat de Pierre')
    expect(mail.html).toContain('Choisissez un nouveau mot de passe')
    expect(mail.html).toContain('Ce lien est valable 30 minutes')
    const { token } = linkIn(mail.html, 'reinitialiser-mot-de-passe')

    await visitor.pb.collection('users').confirmPasswordReset(token, NEW_PASSWORD, NEW_PASSWORD)
    await expect(logIn(user.email, NEW_PASSWORD)).resolves.toBeTruthy()
    await expect(logIn(user.email, DEMO_PASSWORD)).rejects.toMatchObject({ status: 400 })

    // The token dies with the password it replaced.
    const again = await call(visitor, 'POST', '/api/collections/users/confirm-password-reset', {
      token,
      password: 'encore-un-autre-2026',
      passwordConfirm: 'encore-un-autre-2026',
    })
    expect(again.status).toBe(400)
  })

  it('answers an unknown address exactly as a known one (no account enumeration)', async () => {
    const visitor = await anonymous()
    const unknown = await call(visitor, 'POST', '/api/collections/users/request-password-reset', {
      email: `${uniq('inconnu')}@integration.test`,
    })
    const user = await newAccount()
    const known = await call(visitor, 'POST', '/api/collections/users/request-password-reset', { email: user.email })
    expect(unknown.status).toBe(204)
    expect(known.status).toBe(204)
  })

  it('answers 429 to a sixth request from one address within ten minutes', async () => {
    const bot = await anonymous()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const email = `${uniq('flood')}@integration.test`
      statuses.push((await call(bot, 'POST', '/api/collections/users/request-password-reset', { email })).status)
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429])
  })
})

describe('verification after sign-up', () => {
  it('sends the verification e-mail to a new customer; its link verifies the account', { timeout: 90_000 }, async () => {
    const visitor = await anonymous()
    const email = `${uniq('inscription')}@integration.test`
    const created = await call(visitor, 'POST', '/api/collections/users/records', {
      email,
      password: DEMO_PASSWORD,
      passwordConfirm: DEMO_PASSWORD,
      name: 'Nina Nouvelle',
    })
    expect(created.status).toBe(200)
    expect(created.body.verified).toBe(false)

    // Sent right after the answer, or by the queue's cron within a minute when an earlier test left
    // the mail server marked as down (lib/mail.js).
    const mail = await mails().waitFor({ to: email }, QUEUE_TIMEOUT)
    expect(mail.subject).toBe('Confirmez votre adresse e-mail – Éclat de Pierre')
    expect(mail.html).toContain('Merci d’avoir créé votre compte chez Éclat de Pierre.')
    const { url, token } = linkIn(mail.html, 'verifier-email')
    // The plain-text part (PocketBase derives it from the HTML) carries the link too.
    expect(mail.text).toContain(url)

    await visitor.pb.collection('users').confirmVerification(token)
    const user = await su.pb.collection('users').getOne(String(created.body.id))
    expect(user.verified).toBe(true)
  })

  it('creates the account when the mail server cannot be reached; the queued e-mail goes out later', { timeout: 120_000 }, async () => {
    const settings = await call(su, 'GET', '/api/settings')
    const smtp = settings.body.smtp as { port: number }
    const email = `${uniq('sanscourrier')}@integration.test`
    // Port 9 (discard) on the loopback: nothing listens there, the connection is refused at once.
    expect((await call(su, 'PATCH', '/api/settings', { smtp: { port: 9 } })).status).toBe(200)
    try {
      const visitor = await anonymous()
      const created = await call(visitor, 'POST', '/api/collections/users/records', {
        email,
        password: DEMO_PASSWORD,
        passwordConfirm: DEMO_PASSWORD,
      })
      expect(created.status).toBe(200)
      await expect(logIn(email, DEMO_PASSWORD)).resolves.toBeTruthy()
      // The send is tried after the answer (or by the cron within a minute when an earlier test left
      // the mail server marked as down): the server stays unreachable until that attempt has failed.
      await expect
        .poll(async () => (await queuedFor(email))?.attempts ?? 0, { timeout: QUEUE_TIMEOUT, interval: 200 })
        .toBeGreaterThanOrEqual(1)
    } finally {
      await call(su, 'PATCH', '/api/settings', { smtp: { port: smtp.port } })
    }
    const queued = (await queuedFor(email))!
    expect(queued).toMatchObject({
      kind: 'account_verification',
      status: 'pending',
      subject: 'Confirmez votre adresse e-mail – Éclat de Pierre',
    })
    expect(queued.last_error).not.toBe('')

    // The mail server is back: the admin's 'Renvoyer' (or the cron) sends it.
    expect((await call(su, 'POST', '/api/shop/mail/retry', { id: queued.id })).status).toBe(200)
    const mail = await mails().waitFor({ to: email }, MAIL_TIMEOUT)
    expect(linkIn(mail.html, 'verifier-email').token).toBeTruthy()
  })
})

describe('e-mail change', () => {
  it('mails the new address a link to the shop; with the password it changes the login address', async () => {
    const user = await newAccount({ verified: true })
    const customer = await logIn(user.email, DEMO_PASSWORD)
    const newEmail = `${uniq('nouvelle')}@integration.test`
    await customer.collection('users').requestEmailChange(newEmail)

    const mail = await mails().waitFor({ to: newEmail }, MAIL_TIMEOUT)
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse e-mail – Éclat de Pierre')
    const { token } = linkIn(mail.html, 'confirmer-email')

    const visitor = await anonymous()
    const wrong = await call(visitor, 'POST', '/api/collections/users/confirm-email-change', { token, password: 'pas-le-bon' })
    expect(wrong.status).toBe(400)
    expect((await su.pb.collection('users').getOne(user.id)).email).toBe(user.email)

    await visitor.pb.collection('users').confirmEmailChange(token, DEMO_PASSWORD)
    expect((await su.pb.collection('users').getOne(user.id)).email).toBe(newEmail)
    await expect(logIn(newEmail, DEMO_PASSWORD)).resolves.toBeTruthy()
    await expect(logIn(user.email, DEMO_PASSWORD)).rejects.toMatchObject({ status: 400 })
    // The session opened with the old address has ended: the person logs in again.
    await expect(customer.collection('users').authRefresh()).rejects.toMatchObject({ status: 401 })
  })
})

describe('POST /api/shop/account/delete', () => {
  const path = '/api/shop/account/delete'

  async function accountOf(data: Record<string, unknown> = {}) {
    const user = await newAccount(data)
    const ip = randomIp()
    const actor: Actor = { role: 'customer', pb: await logIn(user.email, DEMO_PASSWORD, ip), ip }
    return { user, actor }
  }

  const exists = async (collection: 'users' | 'addresses' | 'checkouts', id: string) =>
    su.pb
      .collection(collection)
      .getOne(id)
      .then(() => true)
      .catch(() => false)

  it('refuses a visitor (401) in French', async () => {
    const result = await call(await anonymous(), 'POST', path, { password: DEMO_PASSWORD })
    expect(result.status).toBe(401)
    expect(result.body.message).toBe('Connectez-vous pour supprimer votre compte.')
  })

  it('refuses a missing or wrong password beside the field, and keeps the account', async () => {
    const { user, actor } = await accountOf()
    const missing = await call(actor, 'POST', path, {})
    expect(missing.status).toBe(400)
    expect(missing.body.data).toEqual({ password: { code: 'shop_password_required', message: 'Veuillez saisir votre mot de passe.' } })
    const wrong = await call(actor, 'POST', path, { password: 'pas-le-bon' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.data).toEqual({ password: { code: 'shop_password_invalid', message: 'Mot de passe incorrect.' } })
    expect(await exists('users', user.id)).toBe(true)
  })

  it('refuses an admin account (removed by a superuser) and keeps it', async () => {
    const { user, actor } = await accountOf({ role: 'admin' })
    const result = await call(actor, 'POST', path, { password: DEMO_PASSWORD })
    expect(result.status).toBe(403)
    expect(result.body.message).toMatch(/^Un compte administrateur ne peut pas être supprimé depuis la boutique/)
    expect(await exists('users', user.id)).toBe(true)
  })

  it('refuses while a payment is under way (an open checkout holds stock)', async () => {
    const { user, actor } = await accountOf()
    const checkout = await su.pb.collection('checkouts').create({ user: user.id, status: 'open', amount: 3990 })
    const result = await call(actor, 'POST', path, { password: DEMO_PASSWORD })
    expect(result.status).toBe(409)
    expect(result.body.message).toMatch(/^Un paiement est en cours sur votre compte/)
    expect(await exists('users', user.id)).toBe(true)
    expect(await exists('checkouts', checkout.id)).toBe(true)
  })

  it('deletes the account, its addresses and checkouts; orders and requests stay, with their copies and no user', async () => {
    const { user, actor } = await accountOf({ name: 'Claire Partante' })
    const address = {
      full_name: 'Claire Partante',
      line1: '3 rue des Lilas',
      postal_code: '69001',
      city: 'Lyon',
      country: 'FR',
      phone: '06 12 34 56 78',
    }
    const book = await actor.pb.collection('addresses').create({ ...address, user: user.id })
    const copies = {
      email: user.email,
      customer_name: 'Claire Partante',
      shipping_address: address,
      billing_address: address,
    }
    const order = await createOrder(su.pb, user.id, copies)
    const checkout = await su.pb.collection('checkouts').create({ user: user.id, status: 'paid', order: order.id, amount: 3990 })
    const request = await su.pb.collection('custom_requests').create({
      name: 'Claire Partante',
      email: user.email,
      jewelry_type: 'Bracelet',
      main_stone: 'Améthyste',
      user: user.id,
    })

    const queue = su.pb.collection('mail_queue')
    const mailOf = (kind: string, ref: string) =>
      queue.create({ to: user.email, subject: 'Sujet', html: '<p>Bonjour</p>', kind, ref, status: 'sent', attempts: 1 })
    const verificationMail = await mailOf('account_verification', user.id)
    const orderMail = await mailOf('order_confirmation', order.id)

    const result = await call(actor, 'POST', path, { password: DEMO_PASSWORD })
    expect(result.status).toBe(204)

    expect(await exists('users', user.id)).toBe(false)
    expect(await queue.getOne(verificationMail.id).catch(() => null)).toBeNull()
    expect((await queue.getOne(orderMail.id)).ref).toBe(order.id)
    expect(await exists('addresses', book.id)).toBe(false)
    expect(await exists('checkouts', checkout.id)).toBe(false)
    const kept = await su.pb.collection('orders').getOne(order.id)
    expect(kept).toMatchObject({ user: '', ...copies, total: order.total, items: order.items, status: 'paid' })
    expect((await su.pb.collection('custom_requests').getOne(request.id)).user).toBe('')
    // The session of the deleted account is worthless now.
    await expect(actor.pb.collection('users').authRefresh()).rejects.toMatchObject({ status: 401 })
    await expect(logIn(user.email, DEMO_PASSWORD)).rejects.toMatchObject({ status: 400 })
  })
})

// Threat model (docs/threat-model.md): §3.1 "Roles and accounts". The shop's password rule
// (pb_hooks/lib/password-policy.js, docs/adr/0054): the API itself refuses a password too easy to guess
// at sign-up, at a change by the account's owner and through a reset link, with a French message under
// the field `password` (a `shop_` code the forms show); a sound password goes through.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_PASSWORD } from '../../scripts/lib/pocketbase-server.mjs'
import { inbox } from '../support/inbox'
import { type Actor, anonymous, call, newClient, randomIp, superuser } from './support/clients'
import { createUser, uniq } from './support/factories'

const WEAK_MESSAGE =
  'Ce mot de passe est trop courant ou trop facile à deviner. Choisissez-en un autre, par exemple une phrase de quelques mots.'
const refusal = { password: { code: 'shop_password_too_weak', message: WEAK_MESSAGE } }

let su: Actor

beforeAll(async () => {
  su = await superuser()
})

async function accountsWithEmail(email: string): Promise<number> {
  const list = await su.pb.collection('users').getList(1, 1, { filter: su.pb.filter('email = {:email}', { email }) })
  return list.totalItems
}

/** The account's owner, logged in with DEMO_PASSWORD. */
async function ownerOf(email: string): Promise<Actor> {
  const ip = randomIp()
  const pb = newClient(ip)
  await pb.collection('users').authWithPassword(email, DEMO_PASSWORD)
  return { role: 'customer', pb, ip }
}

describe('sign-up', () => {
  it.each(['12345678', 'azertyui', 'Password', '11111111', 'motdepasse2026'])('refuses %s with the French message', async (password) => {
    const visitor = await anonymous()
    const email = `${uniq('faible')}@integration.test`
    const result = await call(visitor, 'POST', '/api/collections/users/records', { email, password, passwordConfirm: password })
    expect(result.status).toBe(400)
    expect(result.body.message).toBe(WEAK_MESSAGE)
    expect(result.body.data).toEqual(refusal)
    expect(await accountsWithEmail(email)).toBe(0)
  })

  it('accepts a passphrase', async () => {
    const visitor = await anonymous()
    const email = `${uniq('solide')}@integration.test`
    const password = 'le quartz rose au soleil'
    const result = await call(visitor, 'POST', '/api/collections/users/records', { email, password, passwordConfirm: password })
    expect(result.status).toBe(200)
    await expect(newClient().collection('users').authWithPassword(email, password)).resolves.toBeTruthy()
  })
})

describe('a password change by the account’s owner', () => {
  it('refuses 12345678 and keeps the old password; accepts a sound one', async () => {
    const user = await createUser(su.pb, { verified: true })
    const email = String(user.email)
    const owner = await ownerOf(email)
    const path = `/api/collections/users/records/${user.id}`

    const weak = await call(owner, 'PATCH', path, { oldPassword: DEMO_PASSWORD, password: '12345678', passwordConfirm: '12345678' })
    expect(weak.status).toBe(400)
    expect(weak.body.data).toEqual(refusal)
    await expect(newClient().collection('users').authWithPassword(email, DEMO_PASSWORD)).resolves.toBeTruthy()

    const sound = await call(owner, 'PATCH', path, {
      oldPassword: DEMO_PASSWORD,
      password: 'un-nouveau-secret',
      passwordConfirm: 'un-nouveau-secret',
    })
    expect(sound.status).toBe(200)
  })

  it('lets a change without a new password through (the name)', async () => {
    const user = await createUser(su.pb, { verified: true })
    const owner = await ownerOf(String(user.email))
    const result = await call(owner, 'PATCH', `/api/collections/users/records/${user.id}`, { name: 'Nouveau nom' })
    expect(result.status).toBe(200)
  })
})

describe('a reset link', () => {
  it('refuses 12345678, then accepts a sound password with the same token', async () => {
    const user = await createUser(su.pb, { verified: true })
    const email = String(user.email)
    const visitor = await anonymous()
    await visitor.pb.collection('users').requestPasswordReset(email)
    const mail = await inbox(inject('mailUrl')).waitFor({ to: email }, 15_000)
    const token = /reinitialiser-mot-de-passe\/([^"/]+)"/.exec(mail.html)?.[1]
    expect(token).toBeTruthy()

    const body = (password: string) => ({ token, password, passwordConfirm: password })
    const weak = await call(visitor, 'POST', '/api/collections/users/confirm-password-reset', body('12345678'))
    expect(weak.status).toBe(400)
    expect(weak.body.data).toEqual(refusal)

    const sound = await call(visitor, 'POST', '/api/collections/users/confirm-password-reset', body('une-phrase-de-secours'))
    expect(sound.status).toBe(204)
    await expect(newClient().collection('users').authWithPassword(email, 'une-phrase-de-secours')).resolves.toBeTruthy()
  })
})

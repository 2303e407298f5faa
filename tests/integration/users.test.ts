// Threat model (docs/threat-model.md): proves §3.1 "Roles and accounts".
// Users hooks (pb_hooks/users.pb.js): a role is never chosen at sign-up nor changed by its owner, only
// granted by a superuser; admins see every user's email, others only their own.
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../scripts/lib/pocketbase-server.mjs'
import { type Actor, anonymous, call, fixtureUser, itemsOf, loginAs, newClient, superuser } from './support/clients'
import { createOrder, createUser, uniq } from './support/factories'

let su: Actor

beforeAll(async () => {
  su = await superuser()
})

const signup = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: DEMO_PASSWORD,
  passwordConfirm: DEMO_PASSWORD,
  name: 'Nouvelle cliente',
  ...extra,
})

async function accountsWithEmail(email: string): Promise<number> {
  const list = await su.pb.collection('users').getList(1, 1, { filter: su.pb.filter('email = {:email}', { email }) })
  return list.totalItems
}

describe('role at sign-up', () => {
  it.each(['admin', 'professionnel'])('refuses a sign-up asking for role %s, with a French message', async (role) => {
    const visitor = await anonymous()
    const email = `${uniq('signup')}@integration.test`
    const result = await call(visitor, 'POST', '/api/collections/users/records', signup(email, { role }))
    expect(result.status).toBe(403)
    expect(result.body.message).toBe("Le rôle d'un compte est attribué par la boutique : il ne peut pas être choisi à l'inscription.")
    expect(result.body.data).toMatchObject({ role: { code: 'validation_role_forbidden' } })
    expect(await accountsWithEmail(email)).toBe(0)
  })

  it('accepts a sign-up without a role (or with an empty one): a customer', async () => {
    const visitor = await anonymous()
    for (const extra of [{}, { role: '' }]) {
      const email = `${uniq('signup')}@integration.test`
      const result = await call(visitor, 'POST', '/api/collections/users/records', signup(email, extra))
      expect(result.status).toBe(200)
      const created = await su.pb.collection('users').getOne(String(result.body.id))
      expect(created.role).toBe('')
      expect(created.email).toBe(email)
    }
  })

  it('lets a superuser create an account with a role (as the seed does)', async () => {
    const user = await createUser(su.pb, { role: 'professionnel' })
    expect(user.role).toBe('professionnel')
  })
})

describe('role changes', () => {
  it.each([
    ['customer', 'admin'],
    ['customer', 'professionnel'],
    ['pro', 'admin'],
    ['admin', ''],
  ] as const)('refuses a %s changing their own role to "%s"', async (who, role) => {
    const actor = await loginAs(who)
    const me = fixtureUser(who)
    const result = await call(actor, 'PATCH', `/api/collections/users/records/${me.id}`, { role })
    expect(result.status).toBe(403)
    expect(result.body.message).toBe("Seul un super-administrateur de la boutique peut modifier le rôle d'un compte.")
    expect((await su.pb.collection('users').getOne(me.id)).role).toBe(me.role)
  })

  it('lets a user update their own name, and sending the same role back is harmless', async () => {
    const user = await createUser(su.pb)
    const pb = newClient()
    await pb.collection('users').authWithPassword(user.email ?? '', DEMO_PASSWORD)
    const updated = await pb.collection('users').update(user.id, { name: 'Nom corrigé', role: '' })
    expect(updated.name).toBe('Nom corrigé')
    expect(updated.role).toBe('')
  })

  it("refuses changing someone else's role or name (404: not theirs to update)", async () => {
    const admin = await loginAs('admin')
    const target = fixtureUser('customer2')
    const result = await call(admin, 'PATCH', `/api/collections/users/records/${target.id}`, { role: 'admin' })
    expect(result.status).toBe(404)
    expect((await su.pb.collection('users').getOne(target.id)).role).toBe('')
  })

  it('lets a superuser grant a role, which takes effect at once', async () => {
    const user = await createUser(su.pb)
    const pb = newClient()
    await pb.collection('users').authWithPassword(user.email ?? '', DEMO_PASSWORD)
    const ownBefore = await pb.collection('users').getList(1, 50)
    expect(ownBefore.items.map((u) => u.id)).toEqual([user.id])

    await su.pb.collection('users').update(user.id, { role: 'admin' })
    const all = await pb.collection('users').getList(1, 1)
    expect(all.totalItems).toBeGreaterThanOrEqual(4)
  })
})

describe('email visibility', () => {
  it('shows every user email to an admin (list, view and expand)', async () => {
    const admin = await loginAs('admin')
    // (PocketBase lets nobody but superusers *filter* on other users' emails: the admin lists them all)
    const list = await admin.pb.collection('users').getFullList()
    const customer2 = fixtureUser('customer2')
    const listed = list.find((u) => u.id === customer2.id)
    expect(listed?.email).toBe(customer2.email)
    expect(list.every((u) => typeof u.email === 'string' && u.email.includes('@'))).toBe(true)

    const viewed = await admin.pb.collection('users').getOne(customer2.id)
    expect(viewed.email).toBe(customer2.email)

    const order = await createOrder(su.pb, customer2.id)
    const expanded = await admin.pb.collection('orders').getOne(order.id, { expand: 'user' })
    expect(expanded.expand?.user?.email).toBe(customer2.email)
  })

  it('lets a customer see their own email but neither other users nor their emails', async () => {
    const customer = await loginAs('customer')
    const me = fixtureUser('customer')
    const list = await call(customer, 'GET', '/api/collections/users/records?perPage=500')
    expect(list.status).toBe(200)
    expect(itemsOf(list).map((u) => u.id)).toEqual([me.id])
    expect(itemsOf(list)[0]?.email).toBe(me.email)

    const other = await call(customer, 'GET', `/api/collections/users/records/${fixtureUser('customer2').id}`)
    expect(other.status).toBe(404)
    expect(JSON.stringify(other.body)).not.toContain(fixtureUser('customer2').email)

    const order = await createOrder(su.pb, me.id)
    const expanded = await customer.pb.collection('orders').getOne(order.id, { expand: 'user' })
    expect(expanded.expand?.user?.email).toBe(me.email)
  })

  it('shows a pro only their own account, with its email', async () => {
    const pro = await loginAs('pro')
    const list = await pro.pb.collection('users').getFullList()
    expect(list.map((u) => [u.id, u.email])).toEqual([[fixtureUser('pro').id, fixtureUser('pro').email]])
  })

  it('shows anonymous visitors no users at all', async () => {
    const visitor = await anonymous()
    const list = await call(visitor, 'GET', '/api/collections/users/records')
    expect(list.status).toBe(200)
    expect(itemsOf(list)).toEqual([])
  })
})

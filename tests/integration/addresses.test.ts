// Threat model (docs/threat-model.md): proves §3.5 "Addresses and personal data".
// The address rules and the address book (docs/adr/0035-addresses-and-the-address-book.md):
//  - the server's rules (pb_hooks/lib/addresses.js) against the cases the browser's schema is tested
//    with (tests/support/address-vectors.json, src/lib/address.test.ts): they cannot disagree;
//  - the hook (pb_hooks/addresses.pb.js) applies them to every entry of the book, in French, with
//    `shop_address_` codes;
//  - each customer reads and writes only their own addresses, and has exactly one default.
import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AddressesRecord } from '../../src/lib/pocketbase-types'
import { DEMO_PASSWORD } from '../../scripts/lib/pocketbase-server.mjs'
import vectors from '../support/address-vectors.json'
import { type Actor, anonymous, call, fixtureUser, itemsOf, loginAs, newClient, randomIp, superuser } from './support/clients'
import { addressBody, createAddress, createUser } from './support/factories'

type Address = typeof vectors.base
interface AddressCase {
  name: string
  requirePhone: boolean
  input: Partial<Address>
  errors: Record<string, string>
  address?: Partial<Address>
}
const base = vectors.base
const cases = vectors.cases as AddressCase[]

// The server's rules evaluated as PocketBase's JS engine does (a CommonJS module), with stand-ins for
// PocketBase's two error classes (the real ones are exercised through the hook below).
class ValidationErrorStandIn {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}
class BadRequestErrorStandIn {
  constructor(
    readonly message: string,
    readonly data: Record<string, ValidationErrorStandIn>,
  ) {}
}
interface ServerRules {
  checkAddress(
    input: unknown,
    options: { requirePhone: boolean },
  ): { address: Address; errors: Record<string, { code: string; message: string }> }
  addressError(errorsByPrefix: Record<string, Record<string, { code: string; message: string }>>): BadRequestErrorStandIn
}
function loadServerRules(): ServerRules {
  const source = readFileSync(new URL('../../pocketbase/pb_hooks/lib/addresses.js', import.meta.url), 'utf8')
  const module = { exports: {} }
  runInNewContext(source, {
    module,
    exports: module.exports,
    ValidationError: ValidationErrorStandIn,
    BadRequestError: BadRequestErrorStandIn,
  })
  return module.exports as ServerRules
}
const rules = loadServerRules()

let su: Actor

beforeAll(async () => {
  su = await superuser()
})

const ADDRESSES = '/api/collections/addresses/records'

/** A new customer with an empty address book, logged in. */
async function newCustomer(): Promise<Actor & { user: NonNullable<Actor['user']> }> {
  const record = await createUser(su.pb)
  const email = record.email ?? ''
  const ip = randomIp()
  const pb = newClient(ip)
  await pb.collection('users').authWithPassword(email, DEMO_PASSWORD)
  return { role: 'customer', pb, ip, user: { id: record.id, email, password: DEMO_PASSWORD, name: record.name ?? '', role: '' } }
}

/** The customer's addresses as stored (superuser's view), oldest first. */
async function bookOf(userId: string): Promise<AddressesRecord[]> {
  return su.pb.collection('addresses').getFullList({ filter: su.pb.filter('user = {:user}', { user: userId }), sort: 'created' })
}

async function defaultsOf(userId: string): Promise<string[]> {
  return (await bookOf(userId)).filter((address) => address.is_default).map((address) => address.id)
}

/** `{ field: message }` of a 400's `data`, checking that every code is the field's `shop_address_` code. */
function fieldMessages(data: unknown): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const [field, error] of Object.entries((data ?? {}) as Record<string, { code: string; message: string }>)) {
    expect(error.code).toBe(`shop_address_${field}`)
    messages[field] = error.message
  }
  return messages
}

describe('the server’s rules on the cases the browser is tested with', () => {
  it.each(cases)('$name', ({ input, requirePhone, errors, address }) => {
    const result = rules.checkAddress({ ...base, ...input }, { requirePhone })
    expect(fieldMessages(result.errors)).toEqual(errors)
    if (address) expect(result.address).toEqual({ ...base, ...input, ...address })
    expect(Object.keys(result.address).sort()).toEqual(Object.keys(base).sort())
  })

  it('names each field error after its address (shipping.postal_code, billing.siret)', () => {
    const shipping = rules.checkAddress({ ...base, postal_code: '6900' }, { requirePhone: true }).errors
    const billing = rules.checkAddress({ ...base, phone: '', siret: '73282932000075' }, { requirePhone: false }).errors
    const error = rules.addressError({ shipping, billing })
    expect(error.message).toBe('L’adresse est incomplète ou invalide : vérifiez les champs signalés.')
    expect(error.data).toEqual({
      'shipping.postal_code': { code: 'shop_address_postal_code', message: 'Le code postal doit compter 5 chiffres (ex. 69001).' },
      'billing.siret': { code: 'shop_address_siret', message: 'Ce numéro SIRET n’est pas valide (clé de contrôle).' },
    })
  })
})

describe('the address book applies the same rules (a delivery address: the phone is required)', () => {
  let customer: Awaited<ReturnType<typeof newCustomer>>

  beforeAll(async () => {
    customer = await newCustomer()
  })

  it.each(cases.filter((entry) => entry.requirePhone))('$name', async ({ input, errors, address }) => {
    const result = await call(customer, 'POST', ADDRESSES, { user: customer.user.id, ...base, ...input })
    if (Object.keys(errors).length > 0) {
      expect(result.status).toBe(400)
      expect(result.body.message).toBe('L’adresse est incomplète ou invalide : vérifiez les champs signalés.')
      expect(fieldMessages(result.body.data)).toEqual(errors)
      return
    }
    expect(result.status).toBe(200)
    const stored = await su.pb.collection('addresses').getOne(String(result.body.id))
    expect(stored).toMatchObject({ ...base, ...input, ...address, user: customer.user.id })
  })

  it('checks an update the same way, and keeps the address as it was', async () => {
    const created = await createAddress(su.pb, customer.user.id)
    const result = await call(customer, 'PATCH', `${ADDRESSES}/${created.id}`, { postal_code: '6900', phone: '12345' })
    expect(result.status).toBe(400)
    expect(fieldMessages(result.body.data)).toEqual({
      postal_code: 'Le code postal doit compter 5 chiffres (ex. 69001).',
      phone: 'Numéro de téléphone invalide (ex. 06 12 34 56 78 ou +33 6 12 34 56 78).',
    })
    expect(await su.pb.collection('addresses').getOne(created.id)).toMatchObject({ postal_code: '69001', phone: '06 12 34 56 78' })
  })

  it('checks whatever the origin: a superuser cannot store an address the checkout would refuse', async () => {
    await expect(createAddress(su.pb, customer.user.id, { country: 'DE' as never, postal_code: '10115' })).rejects.toMatchObject({
      status: 400,
      response: { data: { country: { code: 'shop_address_country' } } },
    })
  })
})

describe('each customer reads and writes only their own addresses', () => {
  let owner: Awaited<ReturnType<typeof newCustomer>>
  let other: Actor
  let address: AddressesRecord

  beforeAll(async () => {
    ;[owner, other] = await Promise.all([newCustomer(), loginAs('customer2')])
    address = await createAddress(su.pb, owner.user.id, { full_name: 'Camille Propriétaire' })
  })

  it('lets its owner list, view and change it', async () => {
    const listed = await call(owner, 'GET', ADDRESSES)
    expect(itemsOf(listed).map((item) => item.id)).toEqual([address.id])
    expect((await call(owner, 'GET', `${ADDRESSES}/${address.id}`)).status).toBe(200)
    const changed = await call(owner, 'PATCH', `${ADDRESSES}/${address.id}`, { line2: 'Bâtiment B' })
    expect(changed.status).toBe(200)
    expect(changed.body.line2).toBe('Bâtiment B')
  })

  it('hides it from another customer: not listed, not found, neither changed nor deleted', async () => {
    const listed = await call(other, 'GET', `${ADDRESSES}?filter=${encodeURIComponent(`id = "${address.id}"`)}`)
    expect(listed.status).toBe(200)
    expect(itemsOf(listed)).toEqual([])
    expect((await call(other, 'GET', `${ADDRESSES}/${address.id}`)).status).toBe(404)
    expect((await call(other, 'PATCH', `${ADDRESSES}/${address.id}`, { full_name: 'Pirate' })).status).toBe(404)
    expect((await call(other, 'DELETE', `${ADDRESSES}/${address.id}`)).status).toBe(404)
    expect(await su.pb.collection('addresses').getOne(address.id)).toMatchObject({ full_name: 'Camille Propriétaire' })
  })

  it('refuses an anonymous create', async () => {
    const visitor = await anonymous()
    const body = addressBody()
    const result = await call(visitor, 'POST', ADDRESSES, { user: owner.user.id, ...body })
    expect(result.status).toBe(400)
    expect(
      await su.pb.collection('addresses').getList(1, 1, { filter: su.pb.filter('full_name = {:name}', { name: body.full_name }) }),
    ).toMatchObject({ totalItems: 0 })
  })

  it('refuses a create for someone else, or with no owner named', async () => {
    for (const user of [fixtureUser('customer2').id, undefined]) {
      const body = addressBody()
      const result = await call(owner, 'POST', ADDRESSES, { user, ...body })
      expect(result.status).toBe(400)
      const stored = await su.pb
        .collection('addresses')
        .getList(1, 1, { filter: su.pb.filter('full_name = {:name}', { name: body.full_name }) })
      expect(stored.totalItems).toBe(0)
    }
  })

  it('refuses to move an address to another customer', async () => {
    const result = await call(owner, 'PATCH', `${ADDRESSES}/${address.id}`, { user: fixtureUser('customer2').id })
    expect(result.status).toBe(404)
    expect((await su.pb.collection('addresses').getOne(address.id)).user).toBe(owner.user.id)
  })

  it('lets its owner delete it', async () => {
    const doomed = await createAddress(su.pb, owner.user.id)
    expect((await call(owner, 'DELETE', `${ADDRESSES}/${doomed.id}`)).status).toBe(204)
    await expect(su.pb.collection('addresses').getOne(doomed.id)).rejects.toMatchObject({ status: 404 })
  })
})

describe('one default address per customer', () => {
  const add = async (customer: Awaited<ReturnType<typeof newCustomer>>, extra: Record<string, unknown> = {}) => {
    const result = await call(customer, 'POST', ADDRESSES, { user: customer.user.id, ...addressBody(), ...extra })
    expect(result.status).toBe(200)
    return result.body as unknown as AddressesRecord
  }

  it('makes the first address the default, not the next ones', async () => {
    const customer = await newCustomer()
    const first = await add(customer)
    expect(first.is_default).toBe(true)
    const second = await add(customer)
    expect(second.is_default).toBe(false)
    expect(await defaultsOf(customer.user.id)).toEqual([first.id])
  })

  it('moves the default to the address chosen, on update or on create', async () => {
    const customer = await newCustomer()
    const first = await add(customer)
    const second = await add(customer)
    const chosen = await call(customer, 'PATCH', `${ADDRESSES}/${second.id}`, { is_default: true })
    expect(chosen.body.is_default).toBe(true)
    expect(await defaultsOf(customer.user.id)).toEqual([second.id])
    const third = await add(customer, { is_default: true })
    expect(await defaultsOf(customer.user.id)).toEqual([third.id])
    expect(first.id).not.toBe(third.id)
  })

  it('keeps the default when it is simply unset (another one must be chosen)', async () => {
    const customer = await newCustomer()
    const first = await add(customer)
    await add(customer)
    const result = await call(customer, 'PATCH', `${ADDRESSES}/${first.id}`, { is_default: false })
    expect(result.status).toBe(200)
    expect(result.body.is_default).toBe(true)
    expect(await defaultsOf(customer.user.id)).toEqual([first.id])
  })

  it('passes the default to the most recent other address when the default is deleted', async () => {
    const customer = await newCustomer()
    const first = await add(customer)
    const second = await add(customer)
    const third = await add(customer)
    expect((await call(customer, 'DELETE', `${ADDRESSES}/${first.id}`)).status).toBe(204)
    expect(await defaultsOf(customer.user.id)).toEqual([third.id])
    expect((await call(customer, 'DELETE', `${ADDRESSES}/${second.id}`)).status).toBe(204)
    expect(await defaultsOf(customer.user.id)).toEqual([third.id])
    expect((await call(customer, 'DELETE', `${ADDRESSES}/${third.id}`)).status).toBe(204)
    expect(await bookOf(customer.user.id)).toEqual([])
  })

  it('goes with the account: deleting a customer deletes their address book', async () => {
    const customer = await newCustomer()
    await add(customer)
    await add(customer)
    await su.pb.collection('users').delete(customer.user.id)
    expect(await bookOf(customer.user.id)).toEqual([])
  })

  it('keeps one default on each side when a superuser moves an address to another customer', async () => {
    const [one, two] = await Promise.all([newCustomer(), newCustomer()])
    const moved = await add(one)
    const stays = await add(one)
    const theirs = await add(two)
    await su.pb.collection('addresses').update(moved.id, { user: two.user.id })
    expect(await defaultsOf(one.user.id)).toEqual([stays.id])
    expect(await defaultsOf(two.user.id)).toEqual([theirs.id])
  })

  it('never touches another customer’s default', async () => {
    const [one, two] = await Promise.all([newCustomer(), newCustomer()])
    const mine = await add(one)
    const theirs = await add(two)
    await add(one, { is_default: true })
    expect(await defaultsOf(two.user.id)).toEqual([theirs.id])
    expect(await defaultsOf(one.user.id)).not.toContain(mine.id)
  })
})

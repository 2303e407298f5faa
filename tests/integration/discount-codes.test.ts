// Discount codes (issue 28, point 1; docs/adr/0116, pb_hooks/lib/discount-codes.js): admins write a
// code's terms, checked and normalized on every save with French field errors; the code is unique
// whatever its case; the counters (`uses`, `held`, `discounted`) and the uses are the server's alone.
import { beforeAll, describe, expect, it } from 'vitest'
import { type Actor, type ApiResult, call, fixtureUser, loginAs, superuser } from './support/clients'
import { createCategory, createOrder, uniq } from './support/factories'

let su: Actor
let admin: Actor

beforeAll(async () => {
  su = await superuser()
  admin = await loginAs('admin')
})

const records = '/api/collections/discount_codes/records'
/** The `{ code, message }` PocketBase answers under a field. */
const fieldError = (result: ApiResult, field: string) => (result.body.data as Record<string, { code: string; message: string }>)[field]
const terms = (data: Record<string, unknown> = {}) => ({
  code: uniq('code'),
  kind: 'percent',
  value: 10,
  scope: 'order',
  audience: 'all',
  active: true,
  ...data,
})

describe('a code’s terms', () => {
  it('stores the code in capitals and empties the targets outside its scope', async () => {
    const category = await createCategory(su.pb)
    const typed = uniq('bienvenue')
    const result = await call(admin, 'POST', records, terms({ code: ` ${typed} `, categories: [category.id] }))
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    expect(result.body.code).toBe(typed.toUpperCase())
    expect(result.body.categories).toEqual([])
    expect(result.body.uses).toBe(0)
  })

  it('refuses the same code in another case, in French under `code`', async () => {
    const typed = uniq('noel')
    expect((await call(admin, 'POST', records, terms({ code: typed.toUpperCase() }))).status).toBe(200)
    const again = await call(admin, 'POST', records, terms({ code: typed }))
    expect(again.status).toBe(400)
    expect(fieldError(again, 'code')).toEqual({ code: 'shop_code_taken', message: expect.stringContaining('Ce code existe déjà') })
  })

  it('refuses incoherent terms field by field, in French', async () => {
    const percent = await call(admin, 'POST', records, terms({ value: 150 }))
    expect(percent.status).toBe(400)
    expect(fieldError(percent, 'value').message).toBe('Un pourcentage est compris entre 1 et 100.')
    const scope = await call(admin, 'POST', records, terms({ scope: 'stones' }))
    expect(scope.status).toBe(400)
    expect(fieldError(scope, 'stones').message).toBe('Choisissez au moins une pierre pour ce code.')
    const dates = await call(admin, 'POST', records, terms({ starts_at: '2026-12-10 00:00:00.000Z', ends_at: '2026-12-01 00:00:00.000Z' }))
    expect(dates.status).toBe(400)
    expect(fieldError(dates, 'ends_at').message).toBe('La date de fin doit suivre la date de début.')
    const format = await call(admin, 'POST', records, terms({ code: 'deux mots' }))
    expect(format.status).toBe(400)
    expect(fieldError(format, 'code').message).toContain('sans espace')
    const fixed = await call(admin, 'POST', records, terms({ kind: 'amount', value: 12.345 }))
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200)
    expect(fixed.body.value).toBe(12.35)
  })

  it('never takes the server’s counters from a request, not even an admin’s', async () => {
    for (const counter of ['uses', 'held', 'discounted']) {
      const created = await call(admin, 'POST', records, terms({ [counter]: 0 }))
      expect(created.status, counter).toBe(400)
    }
    const code = await su.pb.collection('discount_codes').create(terms())
    for (const counter of ['uses', 'held', 'discounted']) {
      const updated = await call(admin, 'PATCH', `${records}/${code.id}`, { [counter]: 0 })
      expect(updated.status, counter).toBe(404)
    }
    const stored = await su.pb.collection('discount_codes').getOne(code.id)
    expect([stored.uses, stored.held, stored.discounted]).toEqual([0, 0, 0])
    // « Désactiver » is a plain update of `active`
    const off = await call(admin, 'PATCH', `${records}/${code.id}`, { active: false })
    expect(off.status).toBe(200)
    expect(off.body.active).toBe(false)
  })

  it('keeps a code that has been used: its uses name it', async () => {
    const code = await su.pb.collection('discount_codes').create(terms())
    const order = await createOrder(su.pb, fixtureUser('customer').id)
    await su.pb.collection('discount_code_uses').create({ code: code.id, order: order.id, user: fixtureUser('customer').id, amount: 4 })
    const removed = await call(admin, 'DELETE', `${records}/${code.id}`)
    expect(removed.status).toBe(400)
    expect(removed.body.message).toBe('Ce code a déjà servi : désactivez-le plutôt que de le supprimer.')
    expect((await su.pb.collection('discount_codes').getOne(code.id)).id).toBe(code.id)
  })
})

// A custom request's composition and estimate (pb_hooks/forms.pb.js, lib/custom-prices.js;
// docs/adr/0126): the server writes the estimate from the price table, whatever the browser (or a
// superuser) sends, and keeps the composition to `{ pattern }`. The expected figures are computed by
// hand from the migration's price table (1764601900): beads 6 mm 0,60 €, 8 mm 0,90 €, 10 mm 1,30 €;
// Élastique 0 €, Avec fermoir 8 €; each charm 6 €; steel 4 €; labour 25 €.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, anonymous, call, loginAs, superuser } from './support/clients'
import { customRequestBody, uniq } from './support/factories'

const BAD_PATTERN = 'Motif inconnu : choisissez « Alterné », « Par groupes » ou « Pierre principale au centre ».'
const CREATE = '/api/collections/custom_requests/records'

let su: Actor
const made: Array<{ collection: 'custom_prices' | 'stones'; id: string }> = []

beforeAll(async () => {
  su = await superuser()
})

afterAll(async () => {
  for (const { collection, id } of made.reverse()) await su.pb.collection(collection).delete(id)
})

async function stored(name: string) {
  return su.pb.collection('custom_requests').getFirstListItem(su.pb.filter('name = {:name}', { name }))
}

describe('the estimate of a custom request', () => {
  it('prices a plain bracelet: 22 beads of 8 mm for a 16 cm wrist, elastic, labour', async () => {
    const visitor = await anonymous()
    const body = customRequestBody({
      main_stone: 'Améthyste',
      secondary_stones: [],
      bead_size: '8mm',
      wrist_size: 16,
      clasp_type: 'Élastique',
      charms: [],
      composition: { pattern: 'grouped' },
    })
    expect((await call(visitor, 'POST', CREATE, body)).status).toBe(200)
    const record = await stored(body.name)
    // (16 + 1,5) × 10 / 8 = 21,875 → 22 beads × 0,90 = 19,80; + 25 labour.
    expect(record.estimate).toBe(44.8)
    expect(record.composition).toEqual({ pattern: 'grouped' })
  })

  it('prices a stone of its own at its own row, the others at the size’s, with clasp, charms and steel', async () => {
    const stone = await su.pb.collection('stones').create({ name: uniq('Pierre test '), virtues: 'Apaisante' })
    made.push({ collection: 'stones', id: stone.id })
    const row = await su.pb
      .collection('custom_prices')
      .create({ kind: 'bead', stone: stone.id, bead_size: '6mm', label: 'Perle test 6 mm', price: 1.5 })
    made.push({ collection: 'custom_prices', id: row.id })

    const customer = await loginAs('customer')
    const body = customRequestBody({
      main_stone: 'Améthyste',
      secondary_stones: [stone.name, 'Citrine'],
      bead_size: '6mm',
      wrist_size: 14,
      clasp_type: 'Avec fermoir',
      stainless_steel_elements: true,
      charms: ['Chouette', 'Fleur de Lotus'],
      composition: { pattern: 'centred' },
    })
    expect((await call(customer, 'POST', CREATE, body)).status).toBe(200)
    const record = await stored(body.name)
    // (14 + 1,5) × 10 / 6 = 25,83 → 26 beads: Améthyste 13, the test stone 7 (at 1,50), Citrine 6.
    // 13 × 0,60 + 7 × 1,50 + 6 × 0,60 = 7,80 + 10,50 + 3,60 = 21,90; + 8 clasp + 12 charms + 4 steel + 25.
    expect(record.estimate).toBe(70.9)
    // The sender reads their request's estimate and composition.
    const own = await call(customer, 'GET', `${CREATE}/${record.id}`)
    expect(own.body).toMatchObject({ estimate: 70.9, composition: { pattern: 'centred' } })
  })

  it('ignores an estimate the browser sends, and a superuser’s too; no pattern is « alternate »', async () => {
    const visitor = await anonymous()
    // 10 mm, 17 cm: (17 + 1,5) × 10 / 10 = 18,5 → 19 beads × 1,30 = 24,70; + 6 charm + 25 = 55,70.
    const forged = customRequestBody({ bead_size: '10mm', wrist_size: 17, charms: ['Arbre de Vie'], estimate: 1 } as never)
    expect((await call(visitor, 'POST', CREATE, forged)).status).toBe(200)
    const record = await stored(forged.name)
    expect(record.estimate).toBe(55.7)
    expect(record.composition).toEqual({ pattern: 'alternate' })

    const bySuperuser = customRequestBody({ bead_size: '10mm', wrist_size: 17, charms: ['Arbre de Vie'], estimate: 999 } as never)
    const created = await su.pb.collection('custom_requests').create(bySuperuser)
    expect(created.estimate).toBe(55.7)
    // Nor does an update change it.
    const updated = await su.pb.collection('custom_requests').update(created.id, { estimate: 3 })
    expect(updated.estimate).toBe(55.7)
  })

  it('is 0 for a piece that is not a bracelet (the quote prices it)', async () => {
    const visitor = await anonymous()
    const body = customRequestBody({ jewelry_type: 'Collier' })
    expect((await call(visitor, 'POST', CREATE, body)).status).toBe(200)
    expect((await stored(body.name)).estimate).toBe(0)
  })
})

describe('the composition', () => {
  it.each([[{ pattern: 'spiral' }], [{ pattern: 'alternate', beads: 40 }], [['alternate']], ['alternate']])(
    'refuses %j in French on the field, and stores nothing',
    async (composition) => {
      const visitor = await anonymous()
      const body = customRequestBody({ composition } as never)
      const result = await call(visitor, 'POST', CREATE, body)
      expect(result.status).toBe(400)
      expect(result.body.data).toEqual({ composition: { code: 'validation_invalid_composition', message: BAD_PATTERN } })
      expect(
        await su.pb.collection('custom_requests').getList(1, 1, { filter: su.pb.filter('name = {:n}', { n: body.name }) }),
      ).toMatchObject({
        totalItems: 0,
      })
    },
  )
})

// Threat model (docs/threat-model.md §3): a category, stone, material, colour, property, chakra or
// sign that products use is never deleted (pb_hooks/reference-deletes.pb.js, ADR 0053). PocketBase
// alone would answer 204 and strip it from every product. Each case checks the French refusal, that
// the record is still there and that the products still point to it.
import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductsRecord } from '../../src/lib/pocketbase-types'
import { type Actor, actorsByRole, superuser } from './support/clients'
import { createProduct, uniq } from './support/factories'

let su: Actor
let admin: Actor

beforeAll(async () => {
  ;[su, { admin }] = await Promise.all([superuser(), actorsByRole()])
})

type Field = 'category' | 'stones' | 'materials' | 'colors' | 'stone_properties' | 'chakras' | 'astrological_signs'

const CASES = [
  { collection: 'categories', field: 'category', thisOne: 'cette catégorie', extra: () => ({ slug: uniq('cat') }) },
  { collection: 'stones', field: 'stones', thisOne: 'cette pierre', extra: () => ({ virtues: 'Apaisante.' }) },
  { collection: 'materials', field: 'materials', thisOne: 'ce matériau', extra: () => ({}) },
  { collection: 'colors', field: 'colors', thisOne: 'cette couleur', extra: () => ({ hex_code: '#C0392B' }) },
  { collection: 'stone_properties', field: 'stone_properties', thisOne: 'cette propriété', extra: () => ({}) },
  { collection: 'chakras', field: 'chakras', thisOne: 'ce chakra', extra: () => ({}) },
  { collection: 'astrological_signs', field: 'astrological_signs', thisOne: 'ce signe astrologique', extra: () => ({}) },
] as const satisfies readonly { collection: string; field: Field; thisOne: string; extra: () => object }[]

type Case = (typeof CASES)[number]

async function createReference(c: Case) {
  const name = `Référence ${uniq('ref')}`
  const record = await su.pb.collection(c.collection).create<{ id: string }>({ name, ...c.extra() })
  return { id: record.id, name }
}

async function deleteStatus(actor: Actor, c: Case, id: string) {
  try {
    await actor.pb.collection(c.collection).delete(id)
    return { status: 204, message: '' }
  } catch (error) {
    const { status, message } = error as { status: number; message: string }
    return { status, message }
  }
}

async function stillUsedBy(c: Case, refId: string, products: ProductsRecord[]) {
  await expect(su.pb.collection(c.collection).getOne(refId)).resolves.toMatchObject({ id: refId })
  for (const product of products) {
    const saved = await su.pb.collection('products').getOne(product.id)
    expect(saved[c.field]).toContain(refId)
  }
}

describe.each(CASES)('deleting a record of $collection', (c) => {
  it('used by one product: refused with the count (singular), nothing stripped', async () => {
    const ref = await createReference(c)
    const product = await createProduct(su.pb, { [c.field]: [ref.id] })
    const result = await deleteStatus(admin, c, ref.id)
    expect(result).toEqual({
      status: 400,
      message: `Impossible de supprimer « ${ref.name} » : 1 produit l’utilise. Retirez d’abord ${c.thisOne} de ce produit.`,
    })
    await stillUsedBy(c, ref.id, [product])
  })

  it('used by three products (one exclusive, one naming it among others): refused with the count, for superusers too', async () => {
    const ref = await createReference(c)
    const other = await createReference(c)
    const products = [
      await createProduct(su.pb, { [c.field]: [ref.id] }),
      await createProduct(su.pb, { [c.field]: [ref.id], exclusive: true }),
      await createProduct(su.pb, { [c.field]: [other.id, ref.id] }),
    ]
    const expected = `Impossible de supprimer « ${ref.name} » : 3 produits l’utilisent. Retirez d’abord ${c.thisOne} de ces produits.`
    expect(await deleteStatus(admin, c, ref.id)).toEqual({ status: 400, message: expected })
    expect(await deleteStatus(su, c, ref.id)).toEqual({ status: 400, message: expected })
    await stillUsedBy(c, ref.id, products)
  })

  it('used by no product: deleted as before (a product using another record does not count)', async () => {
    const ref = await createReference(c)
    const other = await createReference(c)
    const product = await createProduct(su.pb, { [c.field]: [other.id] })
    expect(await deleteStatus(admin, c, ref.id)).toEqual({ status: 204, message: '' })
    await expect(su.pb.collection(c.collection).getOne(ref.id)).rejects.toMatchObject({ status: 404 })
    await stillUsedBy(c, other.id, [product])
  })
})

describe('a product saved while its category is deleted', () => {
  it('never ends up naming a category that is gone (the delete refused, or the save refused)', async () => {
    for (let round = 0; round < 15; round++) {
      const ref = await createReference(CASES[0])
      const [created, deleted] = await Promise.allSettled([
        createProduct(su.pb, { category: [ref.id] }),
        deleteStatus(admin, CASES[0], ref.id),
      ])
      const gone = deleted.status === 'fulfilled' && deleted.value.status === 204
      if (created.status === 'fulfilled') {
        // Saved first: the delete counted it and was refused.
        expect(gone).toBe(false)
        await stillUsedBy(CASES[0], ref.id, [created.value])
      } else {
        // Saved after the delete: PocketBase refused the missing category.
        expect(gone).toBe(true)
        expect(created.reason).toMatchObject({ status: 400 })
      }
    }
  })
})

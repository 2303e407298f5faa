// The admin product form's image saving (src/features/admin/products/product-save.ts) against a real
// PocketBase 0.40: stored and new images end in the order chosen, a removed one is deleted, only
// images are accepted, and only admins may do it.
import { beforeAll, describe, expect, it } from 'vitest'
import { saveProduct } from '../../src/features/admin/products/product-save'
import { emptyProductValues, type ProductValues } from '../../src/features/admin/products/product-values'
import type { ImageItem } from '../../src/features/admin/components/image-items'
import type { CategoriesRecord } from '../../src/lib/pocketbase-types'
import { type Actor, loginAs, pbUrl, superuser } from './support/clients'
import { createCategory, uniq } from './support/factories'
import { openedAt } from './support/opened'
import { png } from '../support/png'

let counter = 0
function newImage(label: string, colour: [number, number, number]): ImageItem {
  counter += 1
  const file = new File([new Uint8Array(png(colour))], `${label}.png`, { type: 'image/png' })
  return { kind: 'new', key: `k${counter}`, file, url: '' }
}

function existing(name: string): ImageItem {
  return { kind: 'existing', key: name, name, url: '' }
}

/** The colour of a stored 1×1 PNG, read back from PocketBase's file URL. */
async function colourOf(recordId: string, name: string): Promise<string> {
  const response = await fetch(`${pbUrl()}/api/files/products/${recordId}/${name}`)
  expect(response.status).toBe(200)
  const bytes = Buffer.from(await response.arrayBuffer())
  return bytes.subarray(0, 8).toString('hex') === '89504e470d0a1a0a' ? bytes.toString('hex') : 'not a png'
}

let admin: Actor
let category: CategoriesRecord

beforeAll(async () => {
  const su = await superuser()
  admin = await loginAs('admin')
  category = await createCategory(su.pb)
})

function values(images: ImageItem[], overrides: Partial<ProductValues> = {}): ProductValues {
  const token = uniq('images-')
  const base = emptyProductValues()
  return {
    ...base,
    name: `Bracelet ${token}`,
    slug: token,
    price: '42.5',
    stock: '3',
    relations: { ...base.relations, category: [category.id] },
    images,
    ...overrides,
  }
}

describe('saving a product with ordered images (as admin)', () => {
  it('creates with three images in the order given, then reorders stored and new ones and removes one', async () => {
    const [red, green, blue] = [newImage('rouge', [255, 0, 0]), newImage('vert', [0, 255, 0]), newImage('bleu', [0, 0, 255])]
    const created = await saveProduct(admin.pb, null, values([red, green, blue]))
    expect(created.image).toHaveLength(3)
    const [redName, greenName, blueName] = created.image as [string, string, string]
    expect(redName).toMatch(/^rouge_\w+\.png$/)
    expect(greenName).toMatch(/^vert_\w+\.png$/)
    expect(blueName).toMatch(/^bleu_\w+\.png$/)
    const redBytes = await colourOf(created.id, redName)
    const blueBytes = await colourOf(created.id, blueName)

    // New yellow first, then blue, red; green removed.
    const yellow = newImage('jaune', [255, 255, 0])
    const updated = await saveProduct(
      admin.pb,
      created.id,
      {
        ...values([yellow, existing(blueName), existing(redName)]),
        name: created.name,
        slug: created.slug,
      },
      created.updated,
    )
    expect(updated.image).toHaveLength(3)
    expect(updated.image?.[0]).toMatch(/^jaune_\w+\.png$/)
    expect(updated.image?.slice(1)).toEqual([blueName, redName])

    // What the shop reads is that order, and the stored files are the right ones.
    const shop = await admin.pb.collection('products').getOne(created.id)
    expect(shop.image).toEqual(updated.image)
    expect(await colourOf(created.id, blueName)).toBe(blueBytes)
    expect(await colourOf(created.id, redName)).toBe(redBytes)
    const removed = await fetch(`${pbUrl()}/api/files/products/${created.id}/${greenName}`)
    expect(removed.status).toBe(404)
  })

  it('interleaves new images between stored ones', async () => {
    const created = await saveProduct(admin.pb, null, values([newImage('premiere', [1, 2, 3]), newImage('deuxieme', [4, 5, 6])]))
    const [aName, bName] = created.image as [string, string]
    const updated = await saveProduct(
      admin.pb,
      created.id,
      {
        ...values([existing(bName), newImage('troisieme', [7, 8, 9]), existing(aName), newImage('quatrieme', [10, 11, 12])]),
        name: created.name,
        slug: created.slug,
      },
      created.updated,
    )
    expect(updated.image).toHaveLength(4)
    expect(updated.image?.[0]).toBe(bName)
    expect(updated.image?.[1]).toMatch(/^troisieme_\w+\.png$/)
    expect(updated.image?.[2]).toBe(aName)
    expect(updated.image?.[3]).toMatch(/^quatrieme_\w+\.png$/)
  })

  it('clears every image when the image list is emptied, and keeps the category', async () => {
    const created = await saveProduct(admin.pb, null, values([newImage('seule', [9, 9, 9])]))
    const cleared = await saveProduct(admin.pb, created.id, { ...values([]), name: created.name, slug: created.slug }, created.updated)
    expect(cleared.image).toEqual([])
    expect(cleared.category).toEqual([category.id])
  })

  it('refuses a file that is not an image', async () => {
    const text = new File(['pas une image'], 'devis.txt', { type: 'text/plain' })
    const bad: ImageItem = { kind: 'new', key: 'txt', file: text, url: '' }
    await expect(saveProduct(admin.pb, null, values([bad]))).rejects.toMatchObject({ status: 400 })
  })

  it('refuses a reorder that names a file the record does not have', async () => {
    const created = await saveProduct(admin.pb, null, values([newImage('unique', [1, 1, 1])]))
    await expect(
      admin.pb
        .collection('products')
        .update(created.id, { image: ['inconnu_abc.png', ...(created.image ?? [])] }, openedAt(created.updated)),
    ).rejects.toMatchObject({
      status: 400,
    })
  })
})

describe('saving a product as a customer', () => {
  it('is refused (PocketBase answers 400 when the create rule fails) and nothing is stored', async () => {
    const customer = await loginAs('customer')
    const attempt = values([newImage('client', [3, 3, 3])])
    await expect(saveProduct(customer.pb, null, attempt)).rejects.toMatchObject({ status: 400 })
    const found = await admin.pb.collection('products').getList(1, 1, { filter: admin.pb.filter('slug = {:slug}', { slug: attempt.slug }) })
    expect(found.totalItems).toBe(0)
  })
})

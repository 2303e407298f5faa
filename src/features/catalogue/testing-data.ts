/** Catalogue records shaped like PocketBase's answers, for the component tests. */
import type { BaseRecord, ProductsRecord } from '@/lib/pocketbase-types'
import { recordId } from '@/testing/data-generators'

function base(collectionName: string): BaseRecord {
  return {
    id: recordId('x'),
    collectionId: collectionName,
    collectionName,
    created: '2026-01-01 10:00:00.000Z',
    updated: '2026-01-01 10:00:00.000Z',
  }
}

export function referenceRecord<T extends Record<string, unknown>>(collectionName: string, fields: T): BaseRecord & T {
  return { ...base(collectionName), ...fields }
}

export const refs = {
  bracelets: referenceRecord('categories', { name: 'Bracelets', slug: 'bracelets' }),
  colliers: referenceRecord('categories', { name: 'Colliers', slug: 'colliers' }),
  amethyste: referenceRecord('stones', { name: 'Améthyste', virtues: 'Calme' }),
  quartz: referenceRecord('stones', { name: 'Quartz rose', virtues: 'Amour' }),
  argent: referenceRecord('materials', { name: 'Argent 925' }),
  violet: referenceRecord('colors', { name: 'Violet', hex_code: '#7B4FA3' }),
}

export function productRecord(overrides: Partial<ProductsRecord> = {}): ProductsRecord {
  const name = overrides.name ?? 'Bracelet Sérénité – Améthyste'
  return {
    ...base('products'),
    slug: 'bracelet-serenite-amethyste',
    name,
    description: 'Un bracelet tout en douceur, monté à l’atelier avec des perles d’améthyste de 8 mm.',
    price: 34.9,
    stock: 24,
    is_unique: false,
    exclusive: false,
    image: ['serenite_1.jpg', 'serenite_2.jpg'],
    category: [refs.bracelets.id],
    stones: [refs.amethyste.id],
    materials: [refs.argent.id],
    colors: [refs.violet.id],
    expand: {
      category: [refs.bracelets],
      stones: [refs.amethyste],
      materials: [refs.argent],
      colors: [refs.violet],
    } as ProductsRecord['expand'],
    ...overrides,
  }
}

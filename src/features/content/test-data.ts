import type { ArticlesRecord, StonesRecord } from '@/lib/pocketbase-types'
import { recordId } from '@/testing/data-generators'

/** Test records of the content collections, shaped as PocketBase returns them. */
export function createStone(overrides: Partial<StonesRecord> = {}): StonesRecord {
  return {
    id: recordId('s'),
    collectionId: 'pbc_stones',
    collectionName: 'stones',
    created: '2026-11-01 09:00:00.000Z',
    updated: '2026-11-01 09:00:00.000Z',
    name: 'Améthyste',
    virtues: 'Apaisement et sommeil serein.',
    description: '<p>Variété violette du quartz.</p>',
    image: 'amethyste.webp',
    ...overrides,
  }
}

export function createArticle(overrides: Partial<ArticlesRecord> = {}): ArticlesRecord {
  return {
    id: recordId('a'),
    collectionId: 'pbc_articles',
    collectionName: 'articles',
    created: '2026-11-21 10:00:00.000Z',
    updated: '2026-11-21 10:00:00.000Z',
    title: 'Purifier et recharger ses pierres',
    category: 'Entretien',
    excerpt: 'Eau, fumée, lune ou amas de quartz : les bonnes méthodes.',
    content: '<p>Selon la tradition, une pierre absorbe les énergies.</p><h2>Purifier</h2>',
    image: 'purifier.webp',
    ...overrides,
  }
}

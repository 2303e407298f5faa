import { pb } from '@/lib/pocketbase'
import { selectFields } from '@/lib/select-fields'
import type { RelationOption } from '../components/relation-picker'
import { RELATION_FIELDS, type RelationField } from './product-values'

/** The collection behind each relation field of a product. */
const COLLECTION: Record<
  RelationField,
  'categories' | 'materials' | 'colors' | 'stones' | 'stone_properties' | 'chakras' | 'astrological_signs'
> = {
  category: 'categories',
  materials: 'materials',
  colors: 'colors',
  stones: 'stones',
  stone_properties: 'stone_properties',
  chakras: 'chakras',
  astrological_signs: 'astrological_signs',
}

export interface ReferenceOptions {
  options: Record<RelationField, RelationOption[]>
  /** One list could not be read ('Échec de la récupération des filtres'); the others are still offered. */
  failed: boolean
}

export function noOptions(): Record<RelationField, RelationOption[]> {
  return { category: [], materials: [], colors: [], stones: [], stone_properties: [], chakras: [], astrological_signs: [] }
}

/**
 * What the product form's pickers offer, read by the route's loader: every reference list by name
 * (docs/product/rules.md#lists-and-reads: by name, pages of 500), ids and names only. Never fails as
 * a whole: a list that cannot be read is empty and marks the set failed.
 */
export async function readReferenceOptions(signal: AbortSignal): Promise<ReferenceOptions> {
  const options = noOptions()
  let failed = false
  await Promise.all(
    RELATION_FIELDS.map((field) =>
      selectFields(pb.collection(COLLECTION[field]), ['id', 'name'])
        .fullList({ batch: 500, sort: 'name', signal, requestKey: null })
        .then((items) => {
          options[field] = items
        })
        .catch(() => {
          failed = true
        }),
    ),
  )
  return { options, failed }
}

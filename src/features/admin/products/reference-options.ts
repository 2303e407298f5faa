import { pb } from '@/lib/pocketbase'
import { foldText } from '@/lib/search'
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
  /** The lists longer than a page: their picker searches the server as one types (docs/adr/0100). */
  partial: Partial<Record<RelationField, true>>
  /** One list could not be read ('Échec de la récupération des filtres'); the others are still offered. */
  failed: boolean
}

/** How many options a picker reads at a time (docs/product/rules.md#lists-and-reads: 50 at most). */
export const PICKER_PAGE = 50

export function noOptions(): Record<RelationField, RelationOption[]> {
  return { category: [], materials: [], colors: [], stones: [], stone_properties: [], chakras: [], astrological_signs: [] }
}

const optionsOf = (field: RelationField) => selectFields(pb.collection(COLLECTION[field]), ['id', 'name'])

/**
 * What the product form's pickers offer, read by the route's loader: the first page of every
 * reference list in French order (`sort_name`, the name folded, docs/adr/0100), ids and names only;
 * a list with more is `partial` and its picker searches the server. Never fails as a whole: a list
 * that cannot be read is empty and marks the set failed.
 */
export async function readReferenceOptions(signal: AbortSignal): Promise<ReferenceOptions> {
  const options = noOptions()
  const partial: ReferenceOptions['partial'] = {}
  let failed = false
  await Promise.all(
    RELATION_FIELDS.map((field) =>
      optionsOf(field)
        .list(1, PICKER_PAGE, { sort: 'sort_name,name', signal, requestKey: null })
        .then((page) => {
          options[field] = page.items
          if (page.totalItems > page.items.length) partial[field] = true
        })
        .catch(() => {
          failed = true
        }),
    ),
  )
  return { options, partial, failed }
}

/** The options of `field` whose name holds every word typed, blind to case and accents (the folded `sort_name`), a page at most. */
export async function searchReferenceOptions(field: RelationField, typed: string, signal: AbortSignal): Promise<RelationOption[]> {
  const filter = foldText(typed)
    .split(' ')
    .filter(Boolean)
    .map((word) => pb.filter('sort_name ~ {:word}', { word }))
    .join(' && ')
  const page = await optionsOf(field).list(1, PICKER_PAGE, { filter, sort: 'sort_name,name', signal, requestKey: null })
  return page.items
}

/** The names of the options `ids` of `field` (the chosen ones not on the first page). */
export async function referenceOptionsById(field: RelationField, ids: readonly string[], signal: AbortSignal): Promise<RelationOption[]> {
  if (ids.length === 0) return []
  const filter = ids.map((id) => pb.filter('id = {:id}', { id })).join(' || ')
  const page = await optionsOf(field).list(1, ids.length, { filter, signal, requestKey: null })
  return page.items
}

import { pb } from '@/lib/pocketbase'
import { foldText } from '@/lib/search'
import { selectFields } from '@/lib/select-fields'
import type { RelationOption, RelationServer } from '../components/relation-picker'

/** The lists a code may be limited to (docs/adr/0116): each searched by the server, 50 at most at a time. */
export type TargetField = 'categories' | 'products' | 'stones'

const PAGE = 50

const optionsOf = (field: TargetField) => selectFields(pb.collection(field), ['id', 'name'])

/** The first page of a list, in French order (its folded `sort_name`). */
export async function firstOptions(field: TargetField, signal: AbortSignal): Promise<{ items: RelationOption[]; partial: boolean }> {
  const page = await optionsOf(field).list(1, PAGE, { sort: 'sort_name,name', signal, requestKey: null })
  return { items: page.items, partial: page.totalItems > page.items.length }
}

/** The picker's server search (every word typed, blind to case and accents) and the names of ids chosen. */
export const TARGET_SERVERS: Record<TargetField, RelationServer> = Object.fromEntries(
  (['categories', 'products', 'stones'] as const).map((field) => [
    field,
    {
      search: async (typed: string, signal: AbortSignal) => {
        const filter = foldText(typed)
          .split(' ')
          .filter(Boolean)
          .map((word) => pb.filter('sort_name ~ {:word}', { word }))
          .join(' && ')
        return (await optionsOf(field).list(1, PAGE, { filter, sort: 'sort_name,name', signal, requestKey: null })).items
      },
      named: async (ids: readonly string[], signal: AbortSignal) => {
        if (ids.length === 0) return []
        const filter = ids.map((id) => pb.filter('id = {:id}', { id })).join(' || ')
        return (await optionsOf(field).list(1, ids.length, { filter, signal, requestKey: null })).items
      },
    } satisfies RelationServer,
  ]),
) as Record<TargetField, RelationServer>

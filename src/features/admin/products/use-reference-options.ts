import { useEffect, useState } from 'react'
import { isAbortError, pb } from '@/lib/pocketbase'
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
  status: 'loading' | 'ready' | 'error'
}

function noOptions(): Record<RelationField, RelationOption[]> {
  return { category: [], materials: [], colors: [], stones: [], stone_properties: [], chakras: [], astrological_signs: [] }
}

/**
 * What the product form's pickers offer: every reference list by name (docs/product/rules.md#lists-and-reads: by name, pages of
 * 500), ids and names only. One failure marks the whole set failed ('Échec de la récupération des
 * filtres'); the lists that did load are still offered.
 */
export function useReferenceOptions(): ReferenceOptions {
  const [state, setState] = useState<ReferenceOptions>({ options: noOptions(), status: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    const options = noOptions()
    let failed = false
    void Promise.all(
      RELATION_FIELDS.map((field) =>
        pb
          .collection(COLLECTION[field])
          .getFullList<RelationOption>({ batch: 500, sort: 'name', fields: 'id,name', signal: controller.signal })
          .then((items) => {
            options[field] = items
          })
          .catch((error: unknown) => {
            if (isAbortError(error)) return
            console.error(`Product form options ${field}:`, error)
            failed = true
          }),
      ),
    ).then(() => {
      if (!controller.signal.aborted) setState({ options, status: failed ? 'error' : 'ready' })
    })
    return () => controller.abort()
  }, [])

  return state
}

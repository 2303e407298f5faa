// The data of a reference list's page (docs/adr/0070): its list (loader) and its writes (action).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { checkForm, formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import { deleteRecord, fieldsRefused, readList, type WriteResult } from '../api/record-writes'
import type { ReferenceListConfig } from './reference-lists'
import { referenceSchema } from './reference-lists-schema'

/** A row of any reference list. */
export interface ReferenceRecord {
  id: string
  created: string
  name: string
  hex_code?: string
  description?: string
}

/** Newest first, or by name (docs/product/rules.md#lists-and-reads), not awaited: the table shows 'Chargement...'. */
export function referenceLoader(config: ReferenceListConfig) {
  return ({ request }: LoaderFunctionArgs) => ({
    items: readList(config.collection, { sort: config.sort }, request.signal) as Promise<ReferenceRecord[]>,
  })
}

/**
 * `intent=save` (create, or update `id`) or `intent=delete`. A failed save says the list's own
 * sentence (docs/product/screens.md#admin-reference-lists), logged for the admin's console.
 */
export function referenceAction(config: ReferenceListConfig) {
  const schema = referenceSchema(config)
  return async ({ request }: ActionFunctionArgs): Promise<WriteResult> => {
    const data = await request.formData()
    if (data.get('intent') === 'delete') return deleteRecord(config.collection, data, config.texts.deleteFailed)
    const check = checkForm(schema, formValues(data))
    if (!check.ok) return fieldsRefused('save', check.fields)
    const id = String(data.get('id') ?? '')
    try {
      const saved = id
        ? await pb.collection(config.collection).update(id, check.values, { requestKey: null })
        : await pb.collection(config.collection).create(check.values, { requestKey: null })
      return { status: 'done', intent: 'save', id: saved.id }
    } catch (error) {
      console.error(config.texts.saveFailed, error)
      return { status: 'error', intent: 'save', id, message: config.texts.saveFailed, fields: {} }
    }
  }
}

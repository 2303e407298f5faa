// The action of /dashboard/products/importer (docs/adr/0099): the CSV sent to the server, as a dry run
// (its report) or for real (every accepted line in one transaction, the same report).
import type { ActionFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { checkForm, type FieldErrors } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import { importRequestSchema } from './product-import-schema'

export const IMPORT_TEXTS = {
  failed: 'Échec de l’import. Réessayez dans quelques instants.',
  applied: (created: number, updated: number) =>
    `Import appliqué : ${created} produit${created > 1 ? 's' : ''} créé${created > 1 ? 's' : ''}, ${updated} mis à jour.`,
  nothing: 'Aucun produit à créer ni à modifier : rien n’a été enregistré.',
}

export type ImportAction = 'created' | 'updated' | 'unchanged' | 'refused'

/** The server's report (pb_hooks/lib/product-csv.js `report`): unchanged lines are only counted. */
export interface ImportReport {
  dry_run: boolean
  applied: boolean
  counts: Record<ImportAction, number>
  lines: Array<{
    line: number
    reference: string
    name: string
    action: ImportAction
    changes: Array<{ field: string; before: string; after: string }>
    errors: string[]
  }>
}

export type ImportResult = { status: 'report'; report: ImportReport } | { status: 'error'; message: string; fields: FieldErrors }

export async function action({ request }: ActionFunctionArgs): Promise<ImportResult> {
  const data = await request.formData()
  const check = checkForm(importRequestSchema, { intent: data.get('intent'), file: data.get('file') })
  if (!check.ok) return { status: 'error', message: '', fields: check.fields }
  // The request's own form, passed on (its File may belong to another realm than this page's FormData).
  const body = data
  body.delete('intent')
  body.set('dry_run', check.values.intent === 'check' ? 'true' : 'false')
  try {
    const report = await pb.send<ImportReport>('/api/shop/products/import', { method: 'POST', body })
    return { status: 'report', report }
  } catch (error) {
    // The shop's own route: its refusals are French sentences (a file it cannot read, a conflict).
    return { status: 'error', ...formFailure(error, { fallback: IMPORT_TEXTS.failed, trustServerMessage: true }) }
  }
}

// The action of /dashboard/export (docs/adr/0052): the CSV of a period, downloaded.
import type { ActionFunctionArgs } from 'react-router-dom'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { saveBlob } from '@/lib/order-documents'
import { pb } from '@/lib/pocketbase'
import { exportSchema } from './export-schema'

export const EXPORT_TEXTS = {
  failed: 'Échec de l’export comptable. Réessayez dans quelques instants.',
  done: (file: string) => `Export téléchargé : ${file}`,
}

export type ExportResult = { status: 'done'; message: string } | { status: 'error'; message: string; fields: FieldErrors }

/**
 * Asks PocketBase for the CSV (the admin's token) and hands it to the browser as a download. The
 * server's refusals are French sentences (pb_hooks/lib/accounting-export.js), shown as they are.
 */
export async function action({ request }: ActionFunctionArgs): Promise<ExportResult> {
  const check = checkForm(exportSchema, formValues(await request.formData()))
  if (!check.ok) return { status: 'error', message: '', fields: check.fields }
  const period = check.values
  try {
    const url = pb.buildURL(`/api/shop/exports/accounting?from=${period.from}&to=${period.to}`)
    const response = await fetch(url, { headers: { Authorization: pb.authStore.token } })
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as { message?: string } | null
      return { status: 'error', message: answer?.message || EXPORT_TEXTS.failed, fields: {} }
    }
    const file = `comptabilite-${period.from}-au-${period.to}.csv`
    saveBlob(await response.blob(), file)
    return { status: 'done', message: EXPORT_TEXTS.done(file) }
  } catch (error) {
    console.error('Accounting export:', error)
    return { status: 'error', message: EXPORT_TEXTS.failed, fields: {} }
  }
}

// The action of /dashboard/export (docs/adr/0052): the CSV of a period, downloaded; with the same
// period, the e-invoices' zip and the e-reporting CSV (docs/adr/0133), by the button pressed (`intent`).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { saveBlob } from '@/lib/order-documents'
import { pb } from '@/lib/pocketbase'
import { later } from '@/lib/route-data'
import { exportSchema } from './export-schema'

export const EXPORT_TEXTS = {
  failed: 'Échec de l’export comptable. Réessayez dans quelques instants.',
  failedEinvoices: 'Échec du téléchargement des factures électroniques. Réessayez dans quelques instants.',
  failedReport: 'Échec de l’export e-reporting. Réessayez dans quelques instants.',
  done: (file: string) => `Export téléchargé : ${file}`,
}

/** What each button of the screen downloads (docs/adr/0052, 0133): the route and the file's name. */
const DOWNLOADS = {
  accounting: { path: '/api/shop/exports/accounting', file: 'comptabilite', ext: 'csv', failed: EXPORT_TEXTS.failed },
  einvoices: { path: '/api/shop/admin/einvoices.zip', file: 'factures-electroniques', ext: 'zip', failed: EXPORT_TEXTS.failedEinvoices },
  ereporting: { path: '/api/shop/admin/ereporting.csv', file: 'e-reporting', ext: 'csv', failed: EXPORT_TEXTS.failedReport },
} as const

export type ExportIntent = keyof typeof DOWNLOADS

/** GET /api/shop/admin/einvoicing: the platform configured or not, and the e-invoices per status (docs/adr/0133). */
export interface EinvoicingSummary {
  configured: boolean
  counts: { pending: number; sending: number; deposited: number; rejected: number; paid: number }
}

/** The screen's data, read without waiting: where the e-invoices stand. */
export function loader({ request }: LoaderFunctionArgs) {
  return {
    einvoicing: later(
      pb.send<EinvoicingSummary>('/api/shop/admin/einvoicing', { signal: request.signal, requestKey: null }).catch((error: unknown) => {
        console.error('E-invoicing summary:', error)
        throw error
      }),
    ),
  }
}

export type ExportResult = { status: 'done'; message: string } | { status: 'error'; message: string; fields: FieldErrors }

/**
 * Asks PocketBase for the CSV (the admin's token) and hands it to the browser as a download. The
 * server's refusals are French sentences (pb_hooks/lib/accounting-export.js), shown as they are.
 */
export async function action({ request }: ActionFunctionArgs): Promise<ExportResult> {
  const data = await request.formData()
  const check = checkForm(exportSchema, formValues(data))
  if (!check.ok) return { status: 'error', message: '', fields: check.fields }
  const period = check.values
  const intent = String(data.get('intent') ?? 'accounting')
  const download = DOWNLOADS[intent in DOWNLOADS ? (intent as ExportIntent) : 'accounting']
  try {
    const url = pb.buildURL(`${download.path}?from=${period.from}&to=${period.to}`)
    const response = await fetch(url, { headers: { Authorization: pb.authStore.token } })
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as { message?: string } | null
      return { status: 'error', message: answer?.message || download.failed, fields: {} }
    }
    const file = `${download.file}-${period.from}-au-${period.to}.${download.ext}`
    saveBlob(await response.blob(), file)
    return { status: 'done', message: EXPORT_TEXTS.done(file) }
  } catch (error) {
    console.error('Export:', error)
    return { status: 'error', message: download.failed, fields: {} }
  }
}

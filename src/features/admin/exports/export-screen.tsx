import { useRef, useState, type FormEvent } from 'react'
import { FormAlert, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { saveBlob } from '@/lib/order-documents'
import { pb } from '@/lib/pocketbase'
import { AdminPage } from '../components/admin-page'
import { exportSchema, previousMonth, type ExportPeriod } from './export-schema'

const EXPORT_TEXTS = {
  failed: 'Échec de l’export comptable. Réessayez dans quelques instants.',
  done: (file: string) => `Export téléchargé : ${file}`,
}

/**
 * Asks PocketBase for the CSV (the admin's token) and hands it to the browser as a download: the file's
 * name, or the server's refusal (its messages are French: lib/accounting-export.js).
 */
async function downloadCsv(period: ExportPeriod): Promise<{ file: string } | { refused: string }> {
  const url = pb.buildURL(`/api/shop/exports/accounting?from=${period.from}&to=${period.to}`)
  const response = await fetch(url, { headers: { Authorization: pb.authStore.token } })
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null
    return { refused: answer?.message || EXPORT_TEXTS.failed }
  }
  const file = `comptabilite-${period.from}-au-${period.to}.csv`
  saveBlob(await response.blob(), file)
  return { file }
}

/**
 * /dashboard/export: the invoices and credit notes of a period as a CSV for the accountant
 * (docs/adr/0052). The last month by default; what was typed stays on a refusal.
 */
export function ExportScreen() {
  const form = useRef<HTMLFormElement>(null)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ message: string; fields: FieldErrors; done?: string } | null>(null)
  useFocusFirstError(form, result)
  const defaults = previousMonth()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkForm(exportSchema, formValues(new FormData(event.currentTarget)))
    if (!checked.ok) {
      setResult({ message: '', fields: checked.fields })
      return
    }
    setBusy(true)
    setResult(null)
    try {
      const answer = await downloadCsv(checked.values)
      setResult(
        'file' in answer ? { message: '', fields: {}, done: EXPORT_TEXTS.done(answer.file) } : { message: answer.refused, fields: {} },
      )
    } catch (error) {
      console.error('Accounting export:', error)
      setResult({ message: EXPORT_TEXTS.failed, fields: {} })
    } finally {
      setBusy(false)
    }
  }

  const fields = result?.fields ?? {}
  return (
    <AdminPage heading="Export comptable">
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="max-w-md space-y-4">
        <p className="text-sm text-ink-muted">
          Les factures et les avoirs émis sur la période, une ligne chacun, dans un fichier CSV qui s’ouvre dans un tableur (séparateur
          point-virgule, virgule décimale).
        </p>
        <FormAlert>{result?.message || null}</FormAlert>
        <FormAlert tone="success">{result?.done || null}</FormAlert>
        <TextField label="Du" name="from" type="date" required defaultValue={defaults.from} error={fields.from} />
        <TextField label="Au" name="to" type="date" required defaultValue={defaults.to} error={fields.to} />
        <SubmitButton busy={busy} busyLabel="Export…">
          Télécharger le CSV
        </SubmitButton>
      </form>
    </AdminPage>
  )
}

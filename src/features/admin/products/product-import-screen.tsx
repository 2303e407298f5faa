import { useRef, useState, type FormEvent } from 'react'
import { Form, Link, useActionData, useNavigation, useSubmit } from 'react-router-dom'
import { FormAlert, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { adminPaths } from '@/lib/admin-paths'
import { checkForm, type FieldErrors } from '@/lib/form-schema'
import { AdminPage } from '../components/admin-page'
import { IMPORT_TEXTS, type ImportAction, type ImportReport, type ImportResult } from './product-import-data'
import { importSchema } from './product-import-schema'

const ACTION_LABEL: Record<ImportAction, string> = {
  created: 'Créé',
  updated: 'Modifié',
  unchanged: 'Inchangé',
  refused: 'Refusé',
}

const ACTION_CLASS: Record<ImportAction, string> = {
  created: 'text-success-700 dark:text-success-300',
  updated: 'text-accent',
  unchanged: 'text-ink-muted',
  refused: 'text-danger-700 dark:text-danger-300',
}

/** « 2 à créer · 1 à modifier · 10 inchangés · 3 refusés » (after the apply: « créés », « modifiés »). */
function countsText(report: ImportReport): string {
  const { created, updated, unchanged, refused } = report.counts
  const s = (n: number) => (n > 1 ? 's' : '')
  return report.dry_run
    ? `${created} à créer · ${updated} à modifier · ${unchanged} inchangé${s(unchanged)} · ${refused} refusé${s(refused)}`
    : `${created} créé${s(created)} · ${updated} modifié${s(updated)} · ${unchanged} inchangé${s(unchanged)} · ${refused} refusé${s(refused)}`
}

/** The report's lines as cards (one column at 390 px, no table scrolled sideways). */
function ReportLines({ report }: { report: ImportReport }) {
  if (report.lines.length === 0) return null
  return (
    <ul aria-label="Lignes du fichier" className="space-y-2">
      {report.lines.map((line) => (
        <li key={line.line} className="rounded-lg border border-line p-3 text-sm">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-ink-muted">Ligne {line.line}</span>
            {line.reference && <span className="font-mono">{line.reference}</span>}
            <span className="min-w-0 break-words font-medium text-ink">{line.name}</span>
            <span className={`ml-auto font-medium ${ACTION_CLASS[line.action]}`}>{ACTION_LABEL[line.action]}</span>
          </p>
          {line.errors.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-danger-700 dark:text-danger-300">
              {line.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
          {line.changes.length > 0 && (
            <ul className="mt-1 space-y-0.5 break-words text-ink">
              {line.changes.map((change) => (
                <li key={change.field}>
                  <span className="text-ink-muted">{change.field} : </span>
                  {line.action === 'created' ? change.after : `${change.before || '—'} → ${change.after || '—'}`}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * /dashboard/products/importer (docs/adr/0099): choose a CSV, « Vérifier le fichier » shows what each
 * line would do (the server's dry run), « Appliquer l’import » sends the same file to be saved (every
 * accepted line, all or none). Choosing another file hides the report: only a checked file is applied.
 */
export function ProductImportScreen() {
  const form = useRef<HTMLFormElement>(null)
  const answer = useActionData() as ImportResult | undefined
  const navigation = useNavigation()
  const submit = useSubmit()
  const busy = navigation.state !== 'idle'
  const sending = busy ? navigation.formData?.get('intent') : null
  // The check made as the form was sent: its field messages, or null once a valid form went out.
  const [checked, setChecked] = useState<{ message: string; fields: FieldErrors } | null>(null)
  // Another file chosen since the last answer: its report no longer describes the file.
  const [stale, setStale] = useState(false)
  const failure = checked ?? (answer?.status === 'error' && !busy && !stale ? answer : null)
  useFocusFirstError(form, failure)
  const report = answer?.status === 'report' && !busy && !stale && !checked ? answer.report : null

  // Sent by hand: the file is read from the input itself (a form's own FormData misses a file set by
  // script, as tests do), with the button's intent.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const input = event.currentTarget.elements.namedItem('file') as HTMLInputElement | null
    const file = input?.files?.[0] ?? null
    const intent = submitter?.value === 'apply' ? 'apply' : 'check'
    const check = checkForm(importSchema, { intent, file })
    setStale(false)
    if (!check.ok) return setChecked({ message: '', fields: check.fields })
    setChecked(null)
    const data = new FormData()
    data.append('intent', intent)
    data.append('file', check.values.file, check.values.file.name)
    void submit(data, { method: 'post', encType: 'multipart/form-data' })
  }

  const applicable = report?.dry_run && report.counts.created + report.counts.updated > 0
  return (
    <AdminPage heading="Importer des produits (CSV)">
      <Form ref={form} method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} className="max-w-3xl space-y-4">
        <p className="text-sm text-ink-muted">
          Partez d’un export (« Exporter (CSV) » sur la liste des produits), modifiez-le dans votre tableur puis enregistrez-le en CSV.
          Chaque ligne crée un produit (nouvelle référence) ou modifie celui de sa référence. Le stock s’ajoute au stock du moment : une
          vente faite depuis l’export n’est jamais effacée.
        </p>
        <FormAlert>{failure?.message || null}</FormAlert>
        <FormAlert tone="success">
          {report && !report.dry_run
            ? report.applied
              ? IMPORT_TEXTS.applied(report.counts.created, report.counts.updated)
              : IMPORT_TEXTS.nothing
            : null}
        </FormAlert>
        <TextField
          label="Fichier CSV"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          error={failure?.fields.file}
          onChange={() => setStale(true)}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton name="intent" value="check" busy={sending === 'check'} busyLabel="Vérification…" disabled={busy}>
            Vérifier le fichier
          </SubmitButton>
          <Link to={adminPaths.products} className={secondaryButtonClass}>
            Retour aux produits
          </Link>
        </div>
        {report && (
          <section aria-label={report.dry_run ? 'Vérification du fichier' : 'Résultat de l’import'} className="space-y-3">
            <h2 className="text-lg font-semibold text-ink">{report.dry_run ? 'Vérification du fichier' : 'Résultat de l’import'}</h2>
            <p className="text-sm text-ink">{countsText(report)}</p>
            <ReportLines report={report} />
            {applicable && (
              <div className="space-y-2">
                {report.counts.refused > 0 && (
                  <p className="text-sm text-ink-muted">
                    Les lignes refusées seront ignorées : corrigez le fichier puis vérifiez-le à nouveau pour les importer aussi.
                  </p>
                )}
                <SubmitButton name="intent" value="apply" busy={sending === 'apply'} busyLabel="Import…" disabled={busy}>
                  Appliquer l’import
                </SubmitButton>
              </div>
            )}
          </section>
        )}
      </Form>
    </AdminPage>
  )
}

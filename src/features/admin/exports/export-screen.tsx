import { useRef, useState, type FormEvent } from 'react'
import { Form, useActionData, useNavigation } from 'react-router-dom'
import { FormAlert, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { AdminPage } from '../components/admin-page'
import type { ExportResult } from './export-data'
import { exportSchema, previousMonth } from './export-schema'

/**
 * /dashboard/export: the invoices and credit notes of a period as a CSV for the accountant
 * (docs/adr/0052; gift cards, docs/adr/0118), downloaded by the route's action; for the same period,
 * the e-invoices as a zip and the e-reporting CSV (docs/adr/0133). The last month by default; the schema's
 * messages show at once as the form is sent; what was typed stays on a refusal.
 */
export function ExportScreen() {
  const form = useRef<HTMLFormElement>(null)
  const answer = useActionData() as ExportResult | undefined
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  // The button whose download is under way.
  const pressed = busy ? String(navigation.formData?.get('intent') ?? 'accounting') : null
  // The check made as the form was sent: its field messages, or null once a valid form went out.
  const [checked, setChecked] = useState<{ message: string; fields: FieldErrors } | null>(null)
  const failure = checked ?? (answer?.status === 'error' && !busy ? answer : null)
  useFocusFirstError(form, failure)
  const [defaults] = useState(previousMonth)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const check = checkForm(exportSchema, formValues(new FormData(event.currentTarget)))
    if (check.ok) return setChecked(null)
    event.preventDefault()
    setChecked({ message: '', fields: check.fields })
  }

  const fields = failure?.fields ?? {}
  return (
    <AdminPage heading="Export comptable">
      <Form ref={form} method="post" noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
        <p className="text-sm text-ink-muted">
          Les factures et les avoirs émis sur la période, une ligne chacun, dans un fichier CSV qui s’ouvre dans un tableur (séparateur
          point-virgule, virgule décimale).
        </p>
        <p className="text-sm text-ink-muted">
          Cartes cadeaux (bons à usages multiples) : leur vente est hors champ de la TVA (« Cartes cadeaux émises »), leur utilisation un
          moyen de paiement d’une commande soumise à la TVA (« Payé par carte cadeau ») ; un solde qui ne sera plus utilisé (carte expirée
          ou annulée) a sa propre ligne.
        </p>
        <FormAlert>{failure?.message || null}</FormAlert>
        <FormAlert tone="success">{!checked && !busy && answer?.status === 'done' ? answer.message : null}</FormAlert>
        <TextField label="Du" name="from" type="date" required defaultValue={defaults.from} error={fields.from} />
        <TextField label="Au" name="to" type="date" required defaultValue={defaults.to} error={fields.to} />
        <SubmitButton name="intent" value="accounting" busy={pressed === 'accounting'} disabled={busy} busyLabel="Export…">
          Télécharger le CSV
        </SubmitButton>
        <section aria-labelledby="einvoicing-heading" className="space-y-3 border-t border-line pt-4">
          <h2 id="einvoicing-heading" className="font-medium">
            Facturation électronique
          </h2>
          <p className="text-sm text-ink-muted">
            Les factures et avoirs électroniques des professionnels sur la période, tels qu’émis (Factur-X), dans une archive zip ; et pour
            l’e-reporting, les ventes aux particuliers par jour et par taux de TVA (HT, TVA, TTC ; les avoirs déduits le jour de leur
            émission).
          </p>
          <div className="flex flex-wrap gap-3">
            <SubmitButton name="intent" value="einvoices" busy={pressed === 'einvoices'} disabled={busy} busyLabel="Téléchargement…">
              Télécharger les factures électroniques (zip)
            </SubmitButton>
            <SubmitButton name="intent" value="ereporting" busy={pressed === 'ereporting'} disabled={busy} busyLabel="Export…">
              Télécharger l’e-reporting (CSV)
            </SubmitButton>
          </div>
        </section>
      </Form>
    </AdminPage>
  )
}

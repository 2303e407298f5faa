import { useRef, useState, type FormEvent } from 'react'
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { FormAlert, SubmitButton, TextField, useFocusFirstError } from '@/components/form'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { AdminPage } from '../components/admin-page'
import type { EinvoicingSummary, ExportResult, loader } from './export-data'
import { exportSchema, previousMonth } from './export-schema'

/**
 * /dashboard/export: the invoices and credit notes of a period as a CSV for the accountant
 * (docs/adr/0052; gift cards, docs/adr/0118), downloaded by the route's action; for the same period,
 * the e-invoices as a zip and the e-reporting CSV (docs/adr/0133). The last month by default; the schema's
 * messages show at once as the form is sent; what was typed stays on a refusal.
 */
export function ExportScreen() {
  const { einvoicing } = useLoaderData<typeof loader>()
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
          <Deferred
            value={einvoicing}
            loading={<p className="text-sm text-ink-muted">Chargement de l’état des envois…</p>}
            failed={() => <p className="text-sm text-ink-muted">État des envois à la plateforme indisponible.</p>}
          >
            {(summary) => <PlatformSummary summary={summary} />}
          </Deferred>
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

/** « 2 déposées », « 1 rejetée »: a count and its word, in the singular for 0 and 1 as French says it. */
function counted(count: number, singular: string, plural: string) {
  return `${count} ${count > 1 ? plural : singular}`
}

/** Where the e-invoices stand at the approved platform (docs/adr/0133), or that there is none. */
function PlatformSummary({ summary }: { summary: EinvoicingSummary }) {
  if (!summary.configured) {
    return (
      <p className="text-sm">
        <strong>Aucune plateforme configurée</strong> : les factures électroniques ne sont transmises à aucune plateforme agréée.
      </p>
    )
  }
  const { pending, sending, deposited, rejected, paid } = summary.counts
  return (
    <p className="text-sm">
      Plateforme agréée : {counted(pending + sending, 'en attente d’envoi', 'en attente d’envoi')},{' '}
      {counted(deposited, 'déposée', 'déposées')}, {counted(paid, 'encaissée', 'encaissées')}, {counted(rejected, 'rejetée', 'rejetées')}
      {rejected > 0 ? ' (à renvoyer depuis la commande)' : ''}.
    </p>
  )
}

import { useEffect, useState } from 'react'
import { Form, useActionData, useNavigation } from 'react-router-dom'
import { FormAlert, SubmitButton, TextareaField } from '@/components/form'
import { useToast } from '@/components/toast'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatDateTime } from '@/lib/format'
import type { ProApplicationsRecord } from '@/lib/pocketbase-types'
import { PRO_APPLICATION_STATUS_LABELS, companyNumberLabel, proApplicationStatusClass } from './application-status'
import { CUSTOMER_TEXTS, type DecisionResult } from './customer-data'

function StatusBadge({ status }: { status: ProApplicationsRecord['status'] }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${proApplicationStatusClass(status)}`}>
      {PRO_APPLICATION_STATUS_LABELS[status] ?? status}
    </span>
  )
}

function ApplicationDetails({ application }: { application: ProApplicationsRecord }) {
  const rows: [string, string][] = [
    ['Entreprise', application.company],
    [companyNumberLabel(application.siret), application.siret],
    ['TVA intracommunautaire', application.vat_number || '—'],
    ['Activité', application.activity],
    ['Message', application.message || '—'],
    ['Envoyée le', formatDateTime(application.created)],
  ]
  if (application.decided_at) rows.push(['Décidée le', formatDateTime(application.decided_at)])
  if (application.refusal_reason) rows.push(['Motif du refus', application.refusal_reason])
  if (application.revoked_at) rows.push(['Retirée le', formatDateTime(application.revoked_at)])
  if (application.revocation_reason) rows.push(['Motif du retrait', application.revocation_reason])
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-ink-muted">{label}</dt>
          <dd className="break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The two decisions on a pending application; a refusal may carry a reason (sent to the applicant). */
function Decision({ application }: { application: ProApplicationsRecord }) {
  const navigation = useNavigation()
  const result = useActionData() as DecisionResult | undefined
  const toast = useToast()
  const [refusing, setRefusing] = useState(false)
  const busy = navigation.state !== 'idle' && navigation.formData?.get('application') === application.id

  useEffect(() => {
    if (result?.status === 'done' && result.decision !== 'revoke')
      toast.show(result.decision === 'approve' ? CUSTOMER_TEXTS.approved : CUSTOMER_TEXTS.refused, { tone: 'success' })
  }, [result, toast])

  return (
    <div className="mt-4 space-y-3">
      <FormAlert>{result?.status === 'error' && result.decision !== 'revoke' ? result.message : null}</FormAlert>
      {refusing ? (
        <Form method="post" className="space-y-3" aria-label="Refuser la demande">
          <input type="hidden" name="application" value={application.id} />
          <input type="hidden" name="decision" value="refuse" />
          <TextareaField
            id={`refusal-${application.id}`}
            name="reason"
            label="Motif du refus (facultatif)"
            hint="Il figure dans l’e-mail envoyé au demandeur."
            maxLength={1000}
            rows={3}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={busy} busyLabel="Envoi...">
              Confirmer le refus
            </SubmitButton>
            <button type="button" className={secondaryButtonClass} onClick={() => setRefusing(false)}>
              Annuler
            </button>
          </div>
        </Form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="application" value={application.id} />
            <input type="hidden" name="decision" value="approve" />
            <SubmitButton busy={busy} busyLabel="Envoi...">
              Accepter la demande
            </SubmitButton>
          </Form>
          <button type="button" className={secondaryButtonClass} onClick={() => setRefusing(true)} disabled={busy}>
            Refuser la demande
          </button>
        </div>
      )}
    </div>
  )
}

/** The person's pro applications, newest first; the pending one can be decided here (docs/adr/0060). */
export function ProApplicationPanel({ applications }: { applications: ProApplicationsRecord[] }) {
  const [latest, ...older] = applications
  if (!latest) return null
  return (
    <section aria-labelledby="customer-pro-application" className="rounded-xl border border-line bg-surface p-5">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id="customer-pro-application" className="text-xl font-semibold">
          Demande de compte professionnel
        </h2>
        <StatusBadge status={latest.status} />
      </div>
      <ApplicationDetails application={latest} />
      {latest.status === 'pending' && <Decision application={latest} />}
      {older.length > 0 && (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-medium">Demandes précédentes ({older.length})</summary>
          <ul className="mt-3 space-y-4">
            {older.map((application) => (
              <li key={application.id} className="border-t border-line pt-3">
                <p className="mb-2">
                  <StatusBadge status={application.status} />
                </p>
                <ApplicationDetails application={application} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}

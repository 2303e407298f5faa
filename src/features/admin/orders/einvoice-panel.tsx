import { useFetcher } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { FormAlert } from '@/components/form'
import { formatDateTime } from '@/lib/format'
import type { WriteResult } from '../api/record-writes'
import { tableButtonClass } from '../components/data-table'
import { ListError } from '../components/list-error'
import { EINVOICE_TEXTS, type EinvoiceSubmission, type OrderEinvoices } from './einvoices-data'

/**
 * The order's e-invoices at the approved platform (docs/adr/0133): each document's status in French,
 * the platform's reason for a rejection and « Renvoyer »; « Aucune plateforme configurée » when the
 * shop has none. Nothing for an order whose documents are not e-invoices.
 */
export function EinvoicePanel({ value }: { value: Promise<OrderEinvoices> }) {
  return (
    <Deferred
      value={value}
      loading={<p className="mt-5 text-sm text-ink-muted">{EINVOICE_TEXTS.loading}</p>}
      failed={() => <ListError>{EINVOICE_TEXTS.loadFailed}</ListError>}
    >
      {(data) => <EinvoiceStatus data={data} />}
    </Deferred>
  )
}

function EinvoiceStatus({ data }: { data: OrderEinvoices }) {
  if (!data.einvoice && data.submissions.length === 0) return null
  return (
    <section aria-labelledby="order-einvoice" className="mt-5">
      <h3 id="order-einvoice" className="mb-2 font-semibold">
        {EINVOICE_TEXTS.heading}
      </h3>
      {!data.configured ? (
        <p className="text-sm">
          <strong>{EINVOICE_TEXTS.noPlatform}</strong> — {EINVOICE_TEXTS.noPlatformHelp}
        </p>
      ) : data.submissions.length === 0 ? (
        <p className="text-sm text-ink-muted">{EINVOICE_TEXTS.waiting}</p>
      ) : (
        <ul className="space-y-3 text-sm">
          {data.submissions.map((submission) => (
            <SubmissionRow key={submission.id} submission={submission} />
          ))}
        </ul>
      )}
    </section>
  )
}

function SubmissionRow({ submission }: { submission: EinvoiceSubmission }) {
  const fetcher = useFetcher<WriteResult>()
  const busy = fetcher.state !== 'idle'
  const failure = fetcher.state === 'idle' && fetcher.data?.status === 'error' ? fetcher.data.message : null
  const kind = submission.kind === 'invoice' ? EINVOICE_TEXTS.invoice : EINVOICE_TEXTS.creditNote
  return (
    <li>
      <p>
        {kind} {submission.number} : <strong>{submission.label}</strong>
        {submission.sent_at ? <span className="text-ink-muted"> (envoyée le {formatDateTime(submission.sent_at)})</span> : null}
      </p>
      {submission.status === 'pending' && submission.attempts > 0 && (
        <p className="text-ink-muted">{EINVOICE_TEXTS.retrying(submission.attempts)}</p>
      )}
      {submission.status === 'rejected' && (
        <>
          {submission.reason && (
            <p>
              {EINVOICE_TEXTS.reason} : {submission.reason}
            </p>
          )}
          <fetcher.Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="einvoice-resend" />
            <input type="hidden" name="id" value={submission.id} />
            <button type="submit" className={tableButtonClass} disabled={busy} aria-busy={busy || undefined}>
              {EINVOICE_TEXTS.resend}
            </button>
          </fetcher.Form>
          <FormAlert>{failure}</FormAlert>
        </>
      )}
    </li>
  )
}

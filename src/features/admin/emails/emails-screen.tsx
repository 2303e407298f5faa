import { useFetcher, useLoaderData } from 'react-router-dom'
import { useToast } from '@/components/toast'
import { formatDateTime } from '@/lib/format'
import type { MailQueueRecord } from '@/lib/pocketbase-types'
import { useFetcherResult } from '../api/record-writes'
import { AdminPage } from '../components/admin-page'
import { DataTable, tableButtonClass, type Column } from '../components/data-table'
import { DeferredList } from '../components/deferred-list'
import { countText } from '../components/admin-table'
import { Pager } from '../components/pager'
import { PAGE_SIZE } from '../api/list-page'
import { EMAILS_TEXTS, KIND_LABELS, type loader, type MailRow, type RetryResult } from './emails-data'

const BADGE: Record<MailQueueRecord['status'], { label: string; className: string }> = {
  sent: { label: 'Envoyé', className: 'bg-forest-100 text-forest-700 dark:bg-forest-700/30 dark:text-forest-100' },
  pending: { label: 'En attente', className: 'bg-gold-200/50 text-gold-700 dark:bg-gold-700/25 dark:text-gold-200' },
  failed: { label: 'Échec', className: 'bg-danger-100 text-danger-700 dark:bg-danger-700/30 dark:text-danger-300' },
}

function StatusBadge({ status }: { status: MailQueueRecord['status'] }) {
  const badge = BADGE[status] ?? BADGE.pending
  return <span className={`inline-flex rounded-full px-3 py-1 text-xs font-medium ${badge.className}`}>{badge.label}</span>
}

/** The columns; 'Renvoyer' posts to the screen's action (its answer outlives the row's button). */
function columns(retry: (mail: MailRow) => void, busyId: string | null): Column<MailRow>[] {
  return [
    { header: 'Destinataire', cell: (row) => <span className="break-all">{row.to}</span> },
    { header: 'Sujet', cell: (row) => <span className="line-clamp-2">{row.subject}</span> },
    { header: 'Type', cell: (row) => KIND_LABELS[row.kind ?? ''] ?? row.kind ?? '' },
    { header: 'Statut', cell: (row) => <StatusBadge status={row.status} /> },
    { header: 'Essais', cell: (row) => String(row.attempts ?? 0), className: 'text-right' },
    {
      header: 'Dernière erreur',
      cell: (row) => row.last_error && <span className="line-clamp-2 text-xs text-ink-muted">{row.last_error}</span>,
    },
    { header: 'Date', cell: (row) => formatDateTime(row.created), className: 'whitespace-nowrap' },
    {
      header: 'Actions',
      className: 'text-right whitespace-nowrap',
      card: 'action',
      cell: (row) =>
        row.status === 'sent' ? null : (
          <button
            type="button"
            className={tableButtonClass}
            aria-label={`Renvoyer l’e-mail « ${row.subject} » à ${row.to}`}
            disabled={busyId !== null}
            onClick={() => retry(row)}
          >
            Renvoyer
          </button>
        ),
    },
  ]
}

/**
 * /dashboard/emails: the shop's outgoing e-mails, newest first, 50 a page (docs/adr/0033, docs/adr/0092). A mail that failed
 * (or still waits) can be sent again at once with 'Renvoyer' (the route's action, one fetcher for
 * the screen: its answer outlives the row's button); the list reloads after each try.
 */
export function EmailsScreen() {
  const { mails } = useLoaderData<typeof loader>()
  const fetcher = useFetcher<RetryResult>()
  const toast = useToast()
  // Told once the action has answered and the list has reloaded.
  useFetcherResult(fetcher, (result) => {
    if (result.status === 'error') toast.show(result.message, { tone: 'error' })
    else if (result.mail === 'sent') toast.show(EMAILS_TEXTS.sent, { tone: 'success' })
    else toast.show(EMAILS_TEXTS.stillFailing, { tone: 'error' })
  })
  const busyId = fetcher.state !== 'idle' ? (fetcher.formData?.get('id')?.toString() ?? null) : null
  const retry = (mail: MailRow) => void fetcher.submit({ id: mail.id }, { method: 'post' })

  return (
    <AdminPage heading="E-mails">
      <DeferredList value={mails} failed={EMAILS_TEXTS.loadFailed}>
        {(page, status) => (
          <>
            {/* How many in all (the server's count), as the other paged lists say it. */}
            {page && page.totalItems > 0 && (
              <p role="status" className="text-sm text-ink-muted">
                {countText(page.totalItems, ['e-mail', 'e-mails'])}
              </p>
            )}
            <DataTable
              caption={`E-mails envoyés par la boutique, ${PAGE_SIZE} par page, du plus récent au plus ancien`}
              columns={columns(retry, busyId)}
              rows={page?.items ?? []}
              status={status}
              empty={EMAILS_TEXTS.empty}
            />
            {page && <Pager page={page.page} totalPages={page.totalPages} label="Pages des e-mails" />}
          </>
        )}
      </DeferredList>
    </AdminPage>
  )
}

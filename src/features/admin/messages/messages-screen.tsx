import { useRef } from 'react'
import { useFetcher, useLoaderData } from 'react-router-dom'
import { useToast } from '@/components/toast'
import { secondaryButtonClass, primaryButtonClass } from '@/components/ui-classes'
import { formatDateTime } from '@/lib/format'
import type { ContactMessagesRecord } from '@/lib/pocketbase-types'
import { useFetcherResult, type WriteResult } from '../api/record-writes'
import { timeOf, type TableFilter, type TableSetup } from '../components/admin-table'
import { AdminPage } from '../components/admin-page'
import { Modal } from '../components/modal'
import { ReceivedList } from '../components/list-tables'
import { MESSAGES_TEXTS, type loader } from './messages-data'

const BADGE = {
  new: { label: 'Nouveau', className: 'bg-gold-200/50 text-gold-700 dark:bg-gold-700/25 dark:text-gold-200' },
  handled: { label: 'Traité', className: 'bg-forest-100 text-forest-700 dark:bg-forest-700/30 dark:text-forest-100' },
}

/** New or handled (the overview's « Messages non lus » links to `?statut=new`). */
const MESSAGE_STATUS_FILTER: TableFilter<ContactMessagesRecord> = {
  label: 'Statut',
  options: [
    { value: 'new', label: 'Nouveaux' },
    { value: 'handled', label: 'Traités' },
  ],
  // A message without a status is new (the badge says so too).
  matches: (message, value) => (message.status === 'handled' ? 'handled' : 'new') === value,
}

function StatusBadge({ status }: { status: ContactMessagesRecord['status'] }) {
  const badge = status === 'handled' ? BADGE.handled : BADGE.new
  return <span className={`inline-flex rounded-full px-3 py-1 text-xs font-medium ${badge.className}`}>{badge.label}</span>
}

const MESSAGES_TABLE: TableSetup<ContactMessagesRecord> = {
  columns: [
    {
      header: 'Nom',
      cell: (row) => <span className={row.status === 'handled' ? '' : 'font-semibold'}>{row.name}</span>,
      sortValue: (row) => row.name,
    },
    { header: 'Email', cell: (row) => row.email, sortValue: (row) => row.email },
    { header: 'Sujet', cell: (row) => <span className="line-clamp-2">{row.subject}</span>, sortValue: (row) => row.subject },
    { header: 'Date', cell: (row) => formatDateTime(row.created), className: 'whitespace-nowrap', sortValue: (row) => timeOf(row.created) },
    { header: 'Statut', cell: (row) => <StatusBadge status={row.status} />, sortValue: (row) => (row.status === 'handled' ? 1 : 0) },
  ],
  searchText: (row) => [row.name, row.email, row.subject, row.message].join(' '),
  filter: MESSAGE_STATUS_FILTER,
}

/** What a row's buttons are named after: « Lire le message de Léa : Bague sur mesure ». */
const messageName = (row: ContactMessagesRecord) => `le message de ${row.name} : ${row.subject}`

/** /dashboard/messages (docs/product/screens.md#admin-messages): the contact form's messages, newest first; read, mark handled, delete. */
export function MessagesScreen() {
  const { messages } = useLoaderData<typeof loader>()
  return (
    <AdminPage heading="Messages">
      <ReceivedList
        value={messages}
        paging={{ noun: ['message', 'messages'], label: 'Pages des messages' }}
        texts={MESSAGES_TEXTS}
        table={MESSAGES_TABLE}
        rowName={messageName}
        details={MessageDetails}
      />
    </AdminPage>
  )
}

function MessageDetails({ row: message, onClose }: { row: ContactMessagesRecord; onClose: () => void }) {
  return (
    <Modal title={message.subject} onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-ink-muted">De</dt>
        <dd>{message.name}</dd>
        <dt className="font-medium text-ink-muted">Email</dt>
        <dd className="break-all">
          <a
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
            className="text-accent underline underline-offset-4"
          >
            {message.email}
          </a>
        </dd>
        <dt className="font-medium text-ink-muted">Date</dt>
        <dd>{formatDateTime(message.created)}</dd>
        <dt className="font-medium text-ink-muted">Statut</dt>
        <dd>
          <StatusBadge status={message.status} />
        </dd>
      </dl>
      <p className="mt-5 rounded-xl bg-surface-muted p-4 text-sm leading-relaxed whitespace-pre-line">{message.message}</p>
      <HandledButton message={message} />
    </Modal>
  )
}

/** « Marquer comme traité » / « Marquer comme nouveau »: the message's status, through the route's action. */
function HandledButton({ message }: { message: ContactMessagesRecord }) {
  const fetcher = useFetcher<WriteResult>()
  const toast = useToast()
  // What was asked: only « traité » is told with a green toast.
  const asked = useRef('')
  useFetcherResult(fetcher, (result) => {
    if (result.status === 'error') toast.show(result.message, { tone: 'error' })
    else if (asked.current === 'handled') toast.show(MESSAGES_TEXTS.handled, { tone: 'success' })
  })
  const busy = fetcher.state !== 'idle'
  const mark = (status: 'handled' | 'new') => {
    asked.current = status
    void fetcher.submit({ intent: 'status', id: message.id, status }, { method: 'post' })
  }
  return (
    <div className="mt-5 flex flex-wrap gap-3">
      {message.status === 'handled' ? (
        <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => mark('new')}>
          Marquer comme nouveau
        </button>
      ) : (
        <button type="button" className={primaryButtonClass} disabled={busy} onClick={() => mark('handled')}>
          Marquer comme traité
        </button>
      )}
    </div>
  )
}

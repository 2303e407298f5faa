import { useRef, useState } from 'react'
import { useFetcher, useLoaderData } from 'react-router-dom'
import { useToast } from '@/components/toast'
import { secondaryButtonClass, primaryButtonClass } from '@/components/ui-classes'
import { formatDate } from '@/lib/format'
import type { ContactMessagesRecord } from '@/lib/pocketbase-types'
import { useFetcherResult, useRowDelete, type WriteResult } from '../api/record-writes'
import { timeOf, useAdminTable, type TableFilter } from '../components/admin-table'
import { TableToolbar } from '../components/table-toolbar'
import { AdminPage } from '../components/admin-page'
import { DataTable, tableButtonClass, tableDangerButtonClass, type Column } from '../components/data-table'
import { DeferredList, type ListStatus } from '../components/deferred-list'
import { Modal } from '../components/modal'
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

/** /dashboard/messages (docs/product/screens.md#admin-messages): the contact form's messages, newest first; read, mark handled, delete. */
export function MessagesScreen() {
  const { messages } = useLoaderData<typeof loader>()
  return (
    <AdminPage heading="Messages">
      <DeferredList value={messages} failed={MESSAGES_TEXTS.loadFailed}>
        {(messages, status) => <MessagesTable messages={messages} status={status} />}
      </DeferredList>
    </AdminPage>
  )
}

/** The table: `messages` null while loading or after a failure (`status` says which). */
function MessagesTable({ messages, status }: { messages: ContactMessagesRecord[] | null; status: ListStatus }) {
  const items = messages ?? []
  const [openId, setOpenId] = useState<string | null>(null)
  const { deleting, remove } = useRowDelete(MESSAGES_TEXTS.confirmDelete)
  const open = items.find((message) => message.id === openId) ?? null

  const columns: Column<ContactMessagesRecord>[] = [
    {
      header: 'Nom',
      cell: (row) => <span className={row.status === 'handled' ? '' : 'font-semibold'}>{row.name}</span>,
      sortValue: (row) => row.name,
    },
    { header: 'Email', cell: (row) => row.email, sortValue: (row) => row.email },
    { header: 'Sujet', cell: (row) => <span className="line-clamp-2">{row.subject}</span>, sortValue: (row) => row.subject },
    { header: 'Date', cell: (row) => formatDate(row.created), className: 'whitespace-nowrap', sortValue: (row) => timeOf(row.created) },
    { header: 'Statut', cell: (row) => <StatusBadge status={row.status} />, sortValue: (row) => (row.status === 'handled' ? 1 : 0) },
    {
      header: 'Actions',
      className: 'text-right whitespace-nowrap',
      cell: (row) => (
        <span className="inline-flex gap-2">
          <button
            type="button"
            className={tableButtonClass}
            aria-label={`Lire le message de ${row.name} : ${row.subject}`}
            onClick={() => setOpenId(row.id)}
          >
            Lire
          </button>
          <button
            type="button"
            className={tableDangerButtonClass}
            aria-label={`Supprimer le message de ${row.name} : ${row.subject}`}
            disabled={deleting === row.id}
            onClick={() => remove(row.id)}
          >
            Supprimer
          </button>
        </span>
      ),
    },
  ]

  const table = useAdminTable(items, {
    columns,
    searchText: (row) => [row.name, row.email, row.subject, row.message].join(' '),
    filter: MESSAGE_STATUS_FILTER,
  })

  return (
    <>
      <div className="space-y-3">
        <TableToolbar {...table.toolbar} searchLabel="Rechercher un message" />
        <DataTable
          {...table.sorting}
          caption="Messages reçus par le formulaire de contact"
          columns={columns}
          rows={table.rows}
          status={status}
          empty={table.empty(MESSAGES_TEXTS.empty)}
        />
      </div>
      {open && (
        <Modal title={open.subject} onClose={() => setOpenId(null)}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium text-ink-muted">De</dt>
            <dd>{open.name}</dd>
            <dt className="font-medium text-ink-muted">Email</dt>
            <dd className="break-all">
              <a
                href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`}
                className="text-accent underline underline-offset-4"
              >
                {open.email}
              </a>
            </dd>
            <dt className="font-medium text-ink-muted">Date</dt>
            <dd>{formatDate(open.created)}</dd>
            <dt className="font-medium text-ink-muted">Statut</dt>
            <dd>
              <StatusBadge status={open.status} />
            </dd>
          </dl>
          <p className="mt-5 rounded-xl bg-surface-muted p-4 text-sm leading-relaxed whitespace-pre-line">{open.message}</p>
          <HandledButton message={open} />
        </Modal>
      )}
    </>
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

import { Link, useLoaderData } from 'react-router-dom'
import { adminPaths } from '@/lib/admin-paths'
import { href } from '@/lib/paths'
import { fileUrl } from '@/lib/file-url'
import { useFileToken } from '@/lib/file-token'
import { formatDateTime } from '@/lib/format'
import type { CustomRequestsRecord } from '@/lib/pocketbase-types'
import { timeOf, type TableFilter, type TableSetup } from '../components/admin-table'
import { AdminPage } from '../components/admin-page'
import { Modal } from '../components/modal'
import { ReceivedList } from '../components/list-tables'
import { StatusCell } from '../components/status-cell'
import { requestDescription } from './request-description'
import { REQUESTS_TEXTS, type loader } from './requests-data'
import { REQUEST_STATUS_OPTIONS } from './request-status'

/** The status filter (the overview's « Nouvelles demandes » links to `?statut=pending`); the server filters (requests-data.ts). */
const REQUEST_STATUS_FILTER: TableFilter<CustomRequestsRecord> = {
  label: 'Statut',
  allLabel: 'Toutes',
  options: REQUEST_STATUS_OPTIONS,
  matches: (request, value) => request.status === value,
}

const requestStatusRank = (request: CustomRequestsRecord) => REQUEST_STATUS_OPTIONS.findIndex((option) => option.value === request.status)

const REQUESTS_TABLE: TableSetup<CustomRequestsRecord> = {
  columns: [
    { header: 'Nom', cell: (row) => <span className="font-medium">{row.name}</span>, sortValue: (row) => row.name },
    { header: 'Email', cell: (row) => row.email, sortValue: (row) => row.email },
    { header: 'Type', cell: (row) => row.jewelry_type || '—', sortValue: (row) => row.jewelry_type },
    { header: 'Date', cell: (row) => formatDateTime(row.created), className: 'whitespace-nowrap', sortValue: (row) => timeOf(row.created) },
    {
      header: 'Statut',
      sortValue: requestStatusRank,
      cell: (row) => (
        <StatusCell id={row.id} label={`Statut de la demande de ${row.name}`} value={row.status ?? ''} options={REQUEST_STATUS_OPTIONS} />
      ),
    },
  ],
  searchText: (row) => [row.name, row.email, row.jewelry_type, row.main_stone].join(' '),
  filter: REQUEST_STATUS_FILTER,
}

/** What a row's buttons are named after: « Voir la demande de Léa ». */
const requestName = (row: CustomRequestsRecord) => `la demande de ${row.name}`

/** /dashboard/requests: the custom-jewellery requests, newest first (docs/product/screens.md#admin-requests, docs/product/states.md#custom-requests and docs/product/rules.md#lists-and-reads). */
export function RequestsScreen() {
  const { requests } = useLoaderData<typeof loader>()
  return (
    <AdminPage heading="Demandes sur-mesure" title="Demandes · Administration">
      <ReceivedList
        value={requests}
        paging={{ noun: ['demande', 'demandes'], label: 'Pages des demandes' }}
        texts={REQUESTS_TEXTS}
        table={REQUESTS_TABLE}
        rowName={requestName}
        details={RequestDetails}
      />
    </AdminPage>
  )
}

function RequestDetails({ row: request, onClose }: { row: CustomRequestsRecord; onClose: () => void }) {
  const description = requestDescription(request)
  const statusLabel = REQUEST_STATUS_OPTIONS.find((option) => option.value === request.status)?.label ?? request.status
  return (
    <Modal title="Détails de la demande" onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-ink-muted">Nom</dt>
        <dd>{request.name}</dd>
        <dt className="font-medium text-ink-muted">Email</dt>
        <dd className="break-all">
          <a href={`mailto:${request.email}`} className="text-accent underline underline-offset-4">
            {request.email}
          </a>
        </dd>
        <dt className="font-medium text-ink-muted">Type</dt>
        <dd>{request.jewelry_type || '—'}</dd>
        <dt className="font-medium text-ink-muted">Date</dt>
        <dd>{formatDateTime(request.created)}</dd>
        <dt className="font-medium text-ink-muted">Statut</dt>
        <dd>{statusLabel || '—'}</dd>
      </dl>
      <h3 className="mt-5 mb-2 font-semibold">Description</h3>
      {description.length > 0 ? (
        <ul className="space-y-1 text-sm leading-relaxed whitespace-pre-line">
          {description.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">Aucun détail.</p>
      )}
      {request.image && <RequestImage request={request} filename={request.image} />}
      <p className="mt-5">
        <Link to={href(adminPaths.request, { id: request.id })} className="font-medium text-accent underline underline-offset-4">
          Ouvrir la demande : devis et échanges
        </Link>
      </p>
    </Modal>
  )
}

/**
 * The visitor's inspiration image: a protected file (docs/adr/0039-protected-files.md), so its URL
 * carries a file token fetched when the details open, and kept fresh while they stay open.
 */
function RequestImage({ request, filename }: { request: CustomRequestsRecord; filename: string }) {
  const token = useFileToken()
  return (
    <figure className="mt-5 min-h-24">
      {token && (
        <img
          src={fileUrl(request, filename, { token })}
          alt="Image d’inspiration jointe à la demande"
          className="max-h-72 rounded-xl border border-line object-contain"
        />
      )}
    </figure>
  )
}

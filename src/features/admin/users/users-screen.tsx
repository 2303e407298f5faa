import { useMemo } from 'react'
import { Link, useLoaderData } from 'react-router-dom'
import { adminPaths } from '@/lib/admin-paths'
import { formatDateTime, formatPrice } from '@/lib/format'
import { href } from '@/lib/paths'
import { timeOf, useAdminTable, type TableFilter } from '../components/admin-table'
import { AdminPage } from '../components/admin-page'
import { DataTable, tableButtonClass, type Column } from '../components/data-table'
import { DeferredList, type ListStatus } from '../components/deferred-list'
import { ListError } from '../components/list-error'
import { Pager } from '../components/pager'
import { TableToolbar } from '../components/table-toolbar'
import { UserAvatar } from './user-avatar'
import { PENDING_FILTER, USER_FILTERS, displayName, roleLabel, userMatches } from './user-filters'
import { USERS_TEXTS, type loader, type UserRow, type UsersData } from './users-data'

const customerPath = (id: string) => href(adminPaths.customer, { id })

const NO_USERS: UserRow[] = []

/** The badge of a person whose pro application waits for a decision. */
export function PendingApplicationBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-gold-200/50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-gold-700 dark:bg-gold-700/25 dark:text-gold-200">
      Demande pro en attente
    </span>
  )
}

/**
 * /dashboard/users: the accounts with their figures (orders, amount spent, last order: docs/adr/0097), 50 a page, searched, sorted and filtered by role or by a pending pro
 * application by the server (docs/adr/0092) from the address (docs/adr/0058: `?q=`, `?tri=`,
 * `?statut=`, `?page=`, so a link can open them). Each row leads to the customer's page (/dashboard/users/:id),
 * where an admin decides a pro application (docs/adr/0060). Roles other than professionnel are
 * granted in PocketBase's own dashboard (docs/product/roles.md#granting-roles).
 */
export function UsersScreen() {
  const { data } = useLoaderData<typeof loader>()
  return (
    <AdminPage heading="Utilisateurs">
      <DeferredList value={data} failed={USERS_TEXTS.loadFailed}>
        {(data, status) => <UsersTable data={data} status={status} />}
      </DeferredList>
    </AdminPage>
  )
}

/** The table: `data` null while loading or after a failure (`status` says which). */
function UsersTable({ data, status }: { data: UsersData | null; status: ListStatus }) {
  const users = data?.users.items ?? NO_USERS
  const applications = data?.pending
  const pending = useMemo(() => new Set(applications ?? []), [applications])

  const columns = useMemo<Column<UserRow>[]>(
    () => [
      { header: 'Avatar', cell: (row) => <UserAvatar user={row} />, className: 'w-16', card: 'media' },
      {
        header: 'Nom',
        sortValue: (row) => row.name,
        cell: (row) => (
          <Link to={customerPath(row.id)} className="font-medium underline-offset-4 hover:text-accent hover:underline">
            {row.name || '—'}
          </Link>
        ),
      },
      { header: 'Email', sortValue: (row) => row.email, cell: (row) => <span className="break-words">{row.email ?? '—'}</span> },
      {
        header: 'Rôle',
        sortValue: (row) => roleLabel(row.role),
        cell: (row) => (
          <span className="flex flex-wrap items-center gap-2">
            {roleLabel(row.role)}
            {pending.has(row.id) && <PendingApplicationBadge />}
          </span>
        ),
      },
      { header: 'Vérifié', sortValue: (row) => (row.verified ? 'Oui' : 'Non'), cell: (row) => (row.verified ? 'Oui' : 'Non') },
      {
        header: 'Inscrit le',
        className: 'whitespace-nowrap',
        sortValue: (row) => timeOf(row.created),
        cell: (row) => formatDateTime(row.created),
      },
      // The figures (docs/adr/0097): paid orders, what they kept after refunds, the last one's date.
      { header: 'Commandes', className: 'text-right', sortValue: (row) => row.orders_count ?? 0, cell: (row) => row.orders_count ?? 0 },
      {
        header: 'Dépensé',
        className: 'text-right whitespace-nowrap',
        sortValue: (row) => row.spent ?? 0,
        cell: (row) => formatPrice(row.spent ?? 0),
      },
      {
        header: 'Dernière commande',
        className: 'whitespace-nowrap',
        sortValue: (row) => (row.last_order ? timeOf(row.last_order) : null),
        cell: (row) => (row.last_order ? formatDateTime(row.last_order) : '—'),
      },
      {
        header: 'Actions',
        className: 'text-right',
        card: 'action',
        cell: (row) => (
          <Link to={customerPath(row.id)} className={tableButtonClass} aria-label={`Voir ${displayName(row)}`}>
            Voir
          </Link>
        ),
      },
    ],
    [pending],
  )
  const filter = useMemo<TableFilter<UserRow>>(
    () => ({
      label: 'Afficher',
      options: USER_FILTERS.map((option) =>
        option.value === PENDING_FILTER ? { ...option, label: `${option.label} (${pending.size})` } : option,
      ),
      matches: (row, value) => userMatches(row, value, pending),
    }),
    [pending],
  )
  const setup = useMemo(
    () => ({ columns, filter, searchText: (row: UserRow) => `${row.name ?? ''} ${row.email ?? ''}` }),
    [columns, filter],
  )
  const table = useAdminTable(users, setup, { total: data?.users.totalItems ?? 0, noun: ['utilisateur', 'utilisateurs'] })

  return (
    <div className="space-y-3">
      <TableToolbar {...table.toolbar} searchLabel="Rechercher un utilisateur" />
      {pending.size > 0 && table.state.status !== PENDING_FILTER && (
        <p className="text-sm">
          <button
            type="button"
            className="font-medium text-accent underline underline-offset-4"
            onClick={() => table.toolbar.filter?.onChange(PENDING_FILTER)}
          >
            {pending.size === 1
              ? '1 demande de compte professionnel attend votre réponse'
              : `${pending.size} demandes de compte professionnel attendent votre réponse`}
          </button>
        </p>
      )}
      <ListError>{data && !applications ? USERS_TEXTS.applicationsFailed : null}</ListError>
      <DataTable
        caption="Utilisateurs"
        {...table.sorting}
        columns={columns}
        rows={table.rows}
        status={status}
        empty={table.empty(USERS_TEXTS.empty)}
      />
      {data && <Pager page={data.users.page} totalPages={data.users.totalPages} label="Pages des utilisateurs" />}
    </div>
  )
}

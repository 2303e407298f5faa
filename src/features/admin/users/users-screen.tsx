import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { controlClass, labelClass } from '@/components/form'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { useAdminList } from '../api/use-admin-list'
import { AdminPage } from '../components/admin-page'
import { DataTable, tableButtonClass, type Column } from '../components/data-table'
import { ListError } from '../components/list-error'
import { UserAvatar } from './user-avatar'
import { USER_FILTERS, displayName, filterUsers, readUserFilter, roleLabel } from './user-filters'

const USERS_TEXTS = {
  loadFailed: 'Échec de la récupération des utilisateurs',
  applicationsFailed: 'Échec de la récupération des demandes de compte professionnel',
  empty: 'Aucun utilisateur trouvé',
}

/** The badge of a person whose pro application waits for a decision. */
export function PendingApplicationBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-gold-200/50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-gold-700 dark:bg-gold-700/25 dark:text-gold-200">
      Demande pro en attente
    </span>
  )
}

function countText(shown: number, total: number): string {
  const people = (n: number) => (n === 1 ? '1 utilisateur' : `${n} utilisateurs`)
  return shown === total ? people(total) : `${people(shown)} sur ${total}`
}

/**
 * /dashboard/users: every account, searchable and filterable by role or by a pending pro application
 * (the filter and the search are in the address: a link can open them). Each row leads to the
 * customer's page (/dashboard/users/:id), where an admin decides a pro application (docs/adr/0060).
 * Roles other than professionnel are granted in PocketBase's own dashboard (DESIGN §5).
 */
export function UsersScreen() {
  const list = useAdminList('users', { sort: '-created' })
  const applications = useAdminList('pro_applications', { sort: '-created' })
  const [params, setParams] = useSearchParams()
  const filter = readUserFilter(params.get('filtre'))
  const search = params.get('q') ?? ''

  const pending = useMemo(
    () => new Set(applications.items.filter((application) => application.status === 'pending').map((application) => application.user)),
    [applications.items],
  )
  const rows = useMemo(() => filterUsers(list.items, { filter, search, pending }), [list.items, filter, search, pending])

  function setParam(name: string, value: string) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (value) next.set(name, value)
        else next.delete(name)
        return next
      },
      { replace: true },
    )
  }

  const columns: Column<UsersRecord>[] = [
    { header: 'Avatar', cell: (row) => <UserAvatar user={row} />, className: 'w-16' },
    {
      header: 'Nom',
      cell: (row) => (
        <Link to={`/dashboard/users/${row.id}`} className="font-medium underline-offset-4 hover:text-accent hover:underline">
          {row.name || '—'}
        </Link>
      ),
    },
    { header: 'Email', cell: (row) => <span className="break-words">{row.email ?? '—'}</span> },
    {
      header: 'Rôle',
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          {roleLabel(row.role)}
          {pending.has(row.id) && <PendingApplicationBadge />}
        </span>
      ),
    },
    { header: 'Vérifié', cell: (row) => (row.verified ? 'Oui' : 'Non') },
    {
      header: 'Actions',
      className: 'text-right',
      cell: (row) => (
        <Link to={`/dashboard/users/${row.id}`} className={tableButtonClass} aria-label={`Voir ${displayName(row)}`}>
          Voir
        </Link>
      ),
    },
  ]

  const pendingCount = pending.size
  return (
    <AdminPage heading="Utilisateurs">
      <div className="space-y-3">
        <div className="flex flex-wrap items-end gap-4">
          <div className="min-w-[14rem] flex-1">
            <label htmlFor="users-search" className={labelClass}>
              Rechercher un utilisateur
            </label>
            <input
              id="users-search"
              type="search"
              className={`${controlClass} mt-1.5`}
              placeholder="Nom ou e-mail"
              value={search}
              onChange={(event) => setParam('q', event.target.value)}
            />
          </div>
          <div>
            <label htmlFor="users-filter" className={labelClass}>
              Afficher
            </label>
            <select id="users-filter" className={`${controlClass} mt-1.5`} value={filter} onChange={(event) => setParam('filtre', event.target.value)}>
              {USER_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.value === 'demandes-pro' ? `${option.label} (${pendingCount})` : option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {pendingCount > 0 && filter !== 'demandes-pro' && (
          <p className="text-sm">
            <button type="button" className="font-medium text-accent underline underline-offset-4" onClick={() => setParam('filtre', 'demandes-pro')}>
              {pendingCount === 1 ? '1 demande de compte professionnel attend votre réponse' : `${pendingCount} demandes de compte professionnel attendent votre réponse`}
            </button>
          </p>
        )}
        <ListError>{list.status === 'error' ? USERS_TEXTS.loadFailed : applications.status === 'error' ? USERS_TEXTS.applicationsFailed : null}</ListError>
        {list.status === 'ready' && (
          <p className="text-sm text-ink-muted" aria-live="polite">
            {countText(rows.length, list.items.length)}
          </p>
        )}
        <DataTable caption="Utilisateurs" columns={columns} rows={rows} status={list.status} empty={USERS_TEXTS.empty} />
      </div>
    </AdminPage>
  )
}

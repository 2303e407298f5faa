import { useState } from 'react'
import { formatDate } from '@/lib/format'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { useAdminList } from '../api/use-admin-list'
import { AdminPage } from '../components/admin-page'
import { DataTable, tableButtonClass, type Column } from '../components/data-table'
import { ListError } from '../components/list-error'
import { Modal } from '../components/modal'
import { UserAvatar } from './user-avatar'

const USERS_TEXTS = {
  loadFailed: 'Échec de la récupération des utilisateurs',
  empty: 'Aucun utilisateur trouvé',
}

const ROLE_LABELS: Record<string, string> = { admin: 'Administrateur', professionnel: 'Professionnel' }

function displayName(user: UsersRecord): string {
  return user.name || user.email || user.id
}

/** /dashboard/users: read only (roles are granted in PocketBase's own dashboard, DESIGN §5). */
export function UsersScreen() {
  const list = useAdminList('users', { sort: '-created' })
  const [openId, setOpenId] = useState<string | null>(null)
  const open = list.items.find((user) => user.id === openId) ?? null

  const columns: Column<UsersRecord>[] = [
    { header: 'Avatar', cell: (row) => <UserAvatar user={row} />, className: 'w-16' },
    { header: 'Nom', cell: (row) => <span className="font-medium">{row.name || '—'}</span> },
    { header: 'Email', cell: (row) => row.email ?? '—' },
    { header: 'Vérifié', cell: (row) => (row.verified ? 'Oui' : 'Non') },
    {
      header: 'Actions',
      className: 'text-right',
      cell: (row) => (
        <button type="button" className={tableButtonClass} aria-label={`Voir ${displayName(row)}`} onClick={() => setOpenId(row.id)}>
          Voir
        </button>
      ),
    },
  ]

  return (
    <AdminPage heading="Utilisateurs">
      <div className="space-y-3">
        <ListError>{list.status === 'error' ? USERS_TEXTS.loadFailed : null}</ListError>
        <DataTable caption="Utilisateurs" columns={columns} rows={list.items} status={list.status} empty={USERS_TEXTS.empty} />
      </div>
      {open && (
        <Modal title="Détails de l’utilisateur" onClose={() => setOpenId(null)}>
          <div className="mb-4 flex items-center gap-3">
            <UserAvatar user={open} size="size-16" />
            <p className="font-medium">{displayName(open)}</p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium text-ink-muted">Identifiant</dt>
            <dd className="font-mono break-all">{open.id}</dd>
            <dt className="font-medium text-ink-muted">Email</dt>
            <dd className="break-all">{open.email ?? '—'}</dd>
            <dt className="font-medium text-ink-muted">Rôle</dt>
            <dd>{ROLE_LABELS[open.role ?? ''] ?? 'Client'}</dd>
            <dt className="font-medium text-ink-muted">Vérifié</dt>
            <dd>{open.verified ? 'Oui' : 'Non'}</dd>
            <dt className="font-medium text-ink-muted">Créé le</dt>
            <dd>{formatDate(open.created)}</dd>
            <dt className="font-medium text-ink-muted">Mis à jour le</dt>
            <dd>{formatDate(open.updated)}</dd>
          </dl>
        </Modal>
      )}
    </AdminPage>
  )
}

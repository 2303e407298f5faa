// The data of /dashboard/users (docs/adr/0058, docs/adr/0060, docs/adr/0092, docs/adr/0097): one page
// of the accounts with their figures (the `customer_figures` view: orders, amount spent, last order),
// searched, filtered and sorted by the server from the address, and who waits for a decision on a pro
// application (a badge on their row, the filter's count).
import type { LoaderFunctionArgs } from 'react-router-dom'
import { pb } from '@/lib/pocketbase'
import type { CustomerFiguresRecord } from '@/lib/pocketbase-types'
import { later } from '@/lib/route-data'
import { selectFields, type Selected } from '@/lib/select-fields'
import { readPage, searchColumn, type ListPage, type ListSpec } from '../api/list-page'
import { PENDING_FILTER } from './user-filters'

export const USERS_TEXTS = {
  loadFailed: 'Échec de la récupération des utilisateurs',
  applicationsFailed: 'Échec de la récupération des demandes de compte professionnel',
  empty: 'Aucun utilisateur trouvé',
}

/** What a row shows. */
export const USER_FIELDS = ['id', 'created', 'name', 'email', 'role', 'verified', 'avatar', 'orders_count', 'spent', 'last_order'] as const

/** A row: the account and its figures; its picture is a file of `users` (the view only reads it). */
export type UserRow = Selected<CustomerFiguresRecord, (typeof USER_FIELDS)[number]> & { collectionId: string; collectionName: string }

export interface UsersData {
  users: ListPage<UserRow>
  /** The people whose pro application is pending; null when they could not be read (the page still lists people, with the red text). */
  pending: string[] | null
}

/** The address → PocketBase: `?statut=` a role or a pending application, `?tri=` a column, `?q=` the folded search column. */
export const USER_LIST: ListSpec = {
  sorts: {
    nom: 'sort_name',
    email: 'email',
    role: 'role',
    verifie: 'verified',
    'inscrit-le': 'created',
    commandes: 'orders_count',
    depense: 'spent',
    'derniere-commande': 'last_order',
  },
  defaultSort: '-created',
  filters: {
    clients: 'role = ""',
    professionnels: 'role = "professionnel"',
    administrateurs: 'role = "admin"',
    [PENDING_FILTER]: 'pending_application = true',
  },
  search: searchColumn,
}

/** The pending applications' people: few at a time (each is decided), read whole. */
function readPending(signal: AbortSignal): Promise<string[] | null> {
  return selectFields(pb.collection('pro_applications'), ['user'])
    .fullList({ filter: 'status = "pending"', signal, requestKey: null })
    .then((applications) => applications.map((application) => application.user))
    .catch((error: unknown) => {
      console.error('Admin list pro_applications:', error)
      return null
    })
}

/** Newest first, both read at once, not awaited. */
export function loader({ request }: LoaderFunctionArgs) {
  const pending = readPending(request.signal)
  const users = readPage('customer_figures', USER_FIELDS, USER_LIST, request).then((page): ListPage<UserRow> => ({
    ...page,
    items: page.items.map((row) => ({ ...row, collectionId: '', collectionName: 'users' })),
  }))
  return { data: later(Promise.all([users, pending]).then(([users, pending]): UsersData => ({ users, pending }))) }
}

// The data of /dashboard/users (docs/adr/0058, docs/adr/0060): every account, and the pro
// applications (a pending one puts a badge on its person's row).
import type { LoaderFunctionArgs } from 'react-router-dom'
import type { ProApplicationsRecord, UsersRecord } from '@/lib/pocketbase-types'
import { later } from '@/lib/route-data'
import { readList } from '../api/record-writes'

export const USERS_TEXTS = {
  loadFailed: 'Échec de la récupération des utilisateurs',
  applicationsFailed: 'Échec de la récupération des demandes de compte professionnel',
  empty: 'Aucun utilisateur trouvé',
}

export interface UsersData {
  users: UsersRecord[]
  /** null when they could not be read: the people are still listed, with the red text. */
  applications: ProApplicationsRecord[] | null
}

async function readUsers(signal: AbortSignal): Promise<UsersData> {
  const applications = readList('pro_applications', { sort: '-created' }, signal).catch((error: unknown) => {
    console.error('Admin list pro_applications:', error)
    return null
  })
  try {
    return { users: await readList('users', { sort: '-created' }, signal), applications: await applications }
  } catch (error) {
    console.error('Admin list users:', error)
    throw error
  }
}

/** Newest first, both read at once. */
export function loader({ request }: LoaderFunctionArgs) {
  return { data: later(readUsers(request.signal)) }
}

// The data of /dashboard/requests (docs/product/screens.md#admin-requests): the custom-jewellery
// requests (loader), a status moved or a request deleted (action).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { deleteRecord, readList, type WriteResult } from '../api/record-writes'
import { updateStatus } from '../api/status-write'

export const REQUESTS_TEXTS = {
  loadFailed: 'Échec de la récupération des demandes personnalisées',
  deleteFailed: 'Échec de la suppression de la demande',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette demande ?',
  empty: 'Aucune demande trouvée',
  open: 'Voir',
  caption: 'Demandes de bijoux sur-mesure',
  search: 'Rechercher une demande',
}

/** Newest first (docs/product/rules.md#lists-and-reads). */
export function loader({ request }: LoaderFunctionArgs) {
  return { requests: readList('custom_requests', { sort: '-created' }, request.signal) }
}

export async function action({ request }: ActionFunctionArgs): Promise<WriteResult> {
  const data = await request.formData()
  if (data.get('intent') === 'delete') return deleteRecord('custom_requests', data, REQUESTS_TEXTS.deleteFailed)
  return updateStatus('custom_requests', data)
}

// The data of /dashboard/messages (docs/product/screens.md#admin-messages): the contact form's
// messages (loader), one marked handled or new, or deleted (action).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { deleteRecord, readList, type WriteResult } from '../api/record-writes'
import { updateStatus } from '../api/status-write'

export const MESSAGES_TEXTS = {
  loadFailed: 'Échec de la récupération des messages',
  deleteFailed: 'Échec de la suppression du message',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce message ?',
  empty: 'Aucun message trouvé',
  handled: 'Message marqué comme traité.',
  open: 'Lire',
  caption: 'Messages reçus par le formulaire de contact',
  search: 'Rechercher un message',
}

/** Newest first (docs/product/rules.md#lists-and-reads). */
export function loader({ request }: LoaderFunctionArgs) {
  return { messages: readList('contact_messages', { sort: '-created' }, request.signal) }
}

export async function action({ request }: ActionFunctionArgs): Promise<WriteResult> {
  const data = await request.formData()
  if (data.get('intent') === 'delete') return deleteRecord('contact_messages', data, MESSAGES_TEXTS.deleteFailed)
  return updateStatus('contact_messages', data)
}

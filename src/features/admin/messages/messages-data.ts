// The data of /dashboard/messages (docs/product/screens.md#admin-messages): the contact form's
// messages (loader), one marked handled or new, or deleted (action).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import type { ContactMessagesRecord } from '@/lib/pocketbase-types'
import type { Selected } from '@/lib/select-fields'
import { readPage, searchColumn, type ListSpec } from '../api/list-page'
import { deleteRecord, type WriteResult } from '../api/record-writes'
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

/** What a row and its details show: every field but the server's search and sort keys. */
export const MESSAGE_FIELDS = [
  'id',
  'collectionId',
  'collectionName',
  'created',
  'updated',
  'name',
  'email',
  'subject',
  'message',
  'status',
] as const

export type MessageRow = Selected<ContactMessagesRecord, (typeof MESSAGE_FIELDS)[number]>

/**
 * The address → PocketBase (docs/adr/0092, docs/adr/0100): `?q=` on the folded `search` column,
 * `?statut=` (a message without a status is new), `?tri=` (the name folded, new before handled).
 */
export const MESSAGE_LIST: ListSpec = {
  sorts: { nom: 'sort_name', email: 'email', sujet: 'subject', date: 'created', statut: 'status_rank' },
  defaultSort: '-created',
  filters: { new: 'status != "handled"', handled: 'status = "handled"' },
  search: searchColumn,
}

/** One page of 50, newest first (docs/product/rules.md#lists-and-reads). */
export function loader({ request }: LoaderFunctionArgs) {
  return { messages: readPage('contact_messages', MESSAGE_FIELDS, MESSAGE_LIST, request) }
}

export async function action({ request }: ActionFunctionArgs): Promise<WriteResult> {
  const data = await request.formData()
  if (data.get('intent') === 'delete') return deleteRecord('contact_messages', data, MESSAGES_TEXTS.deleteFailed)
  return updateStatus('contact_messages', data)
}

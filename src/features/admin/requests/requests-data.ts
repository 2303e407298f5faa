// The data of /dashboard/requests (docs/product/screens.md#admin-requests): the custom-jewellery
// requests (loader), a status moved or a request deleted (action).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { pb } from '@/lib/pocketbase'
import type { CustomRequestsRecord } from '@/lib/pocketbase-types'
import type { Selected } from '@/lib/select-fields'
import { readPage, searchColumn, type ListSpec } from '../api/list-page'
import { deleteRecord, type WriteResult } from '../api/record-writes'
import { updateStatus } from '../api/status-write'
import { REQUEST_STATUS_OPTIONS } from './request-status'

export const REQUESTS_TEXTS = {
  loadFailed: 'Échec de la récupération des demandes personnalisées',
  deleteFailed: 'Échec de la suppression de la demande',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette demande ?',
  empty: 'Aucune demande trouvée',
  open: 'Voir',
  caption: 'Demandes de bijoux sur-mesure',
  search: 'Rechercher une demande',
}

/** What a row and its details show: every field but the server's search and sort keys. */
export const REQUEST_FIELDS = [
  'id',
  'collectionId',
  'collectionName',
  'created',
  'updated',
  'name',
  'email',
  'jewelry_type',
  'main_stone',
  'secondary_stones',
  'bead_size',
  'wrist_size',
  'clasp_type',
  'stainless_steel_elements',
  'charms',
  'message',
  'image',
  'status',
  'user',
] as const

export type RequestRow = Selected<CustomRequestsRecord, (typeof REQUEST_FIELDS)[number]>

/**
 * The address → PocketBase (docs/adr/0092, docs/adr/0100): `?q=` on the folded `search` column,
 * `?statut=`, `?tri=` (the name folded, the status in the request's life), newest first.
 */
export const REQUEST_LIST: ListSpec = {
  sorts: { nom: 'sort_name', email: 'email', type: 'jewelry_type', date: 'created', statut: 'status_rank' },
  defaultSort: '-created',
  filters: Object.fromEntries(REQUEST_STATUS_OPTIONS.map(({ value }) => [value, pb.filter('status = {:value}', { value })])),
  search: searchColumn,
}

/** One page of 50, newest first (docs/product/rules.md#lists-and-reads). */
export function loader({ request }: LoaderFunctionArgs) {
  return { requests: readPage('custom_requests', REQUEST_FIELDS, REQUEST_LIST, request) }
}

export async function action({ request }: ActionFunctionArgs): Promise<WriteResult> {
  const data = await request.formData()
  if (data.get('intent') === 'delete') return deleteRecord('custom_requests', data, REQUESTS_TEXTS.deleteFailed)
  return updateStatus('custom_requests', data)
}

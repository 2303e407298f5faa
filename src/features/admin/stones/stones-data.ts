// The data of /dashboard/stones (docs/adr/0070): the list (loader) and its writes (action).
import type { LoaderFunctionArgs } from 'react-router-dom'
import { editableListAction, readList } from '../api/record-writes'
import { stoneSchema } from './stones-schema'

export const STONE_TEXTS = {
  loadFailed: 'Échec de la récupération des pierres',
  saveFailed: "Échec de l'enregistrement de la pierre. ",
  deleteFailed: 'Échec de la suppression de la pierre',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette pierre ?',
  empty: 'Aucune pierre pour le moment.',
  caption: 'Liste des pierres',
  search: 'Rechercher une pierre',
}

/** By name, as the public page (docs/product/rules.md#lists-and-reads), not awaited: the table shows 'Chargement...'. */
export function loader({ request }: LoaderFunctionArgs) {
  return { stones: readList('stones', { sort: 'name' }, request.signal) }
}

/** `intent=save` (multipart, so the image goes along: create, or update `id`) or `intent=delete`. */
export const action = editableListAction('stones', stoneSchema, STONE_TEXTS, ['image'])

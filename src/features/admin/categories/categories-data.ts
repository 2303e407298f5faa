// The data of /dashboard/categories (docs/adr/0070): the list (loader) and its writes (action).
import type { LoaderFunctionArgs } from 'react-router-dom'
import { editableListAction, readList } from '../api/record-writes'
import { categorySchema } from './categories-schema'

export const CATEGORY_TEXTS = {
  loadFailed: 'Échec de la récupération des catégories',
  saveFailed: 'Échec de la sauvegarde de la catégorie. ',
  deleteFailed: 'Échec de la suppression de la catégorie',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette catégorie ?',
  empty: 'Aucune catégorie pour le moment.',
  caption: 'Liste des catégories',
  search: 'Rechercher une catégorie',
}

/** Newest first (docs/product/rules.md#lists-and-reads), not awaited: the table shows 'Chargement...'. */
export function loader({ request }: LoaderFunctionArgs) {
  return { categories: readList('categories', { sort: '-created' }, request.signal) }
}

/** `intent=save` (create, or update `id`) or `intent=delete`. */
export const action = editableListAction('categories', categorySchema, CATEGORY_TEXTS)

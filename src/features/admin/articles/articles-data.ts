// The data of /dashboard/articles (docs/adr/0070): the list (loader) and its writes (action).
import type { LoaderFunctionArgs } from 'react-router-dom'
import { editableListAction, readList } from '../api/record-writes'
import { articleSchema } from './articles-schema'

export const ARTICLE_TEXTS = {
  loadFailed: 'Échec de la récupération des articles',
  saveFailed: "Échec de l'enregistrement de l'article. ",
  deleteFailed: "Échec de la suppression de l'article",
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cet article ?',
  empty: 'Aucun article pour le moment.',
  caption: 'Liste des articles',
  search: 'Rechercher un article',
}

/** Newest first (docs/product/rules.md#lists-and-reads), not awaited: the table shows 'Chargement...'. */
export function loader({ request }: LoaderFunctionArgs) {
  return { articles: readList('articles', { sort: '-created' }, request.signal) }
}

/** `intent=save` (multipart, so the image goes along: create, or update `id`) or `intent=delete`. */
export const action = editableListAction('articles', articleSchema, ARTICLE_TEXTS, ['image'])

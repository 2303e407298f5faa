// The data of /dashboard/articles (docs/adr/0070): the list (loader) and its writes (action).
import type { LoaderFunctionArgs } from 'react-router-dom'
import { readPage, searchColumn, type ListSpec } from '../api/list-page'
import { editableListAction } from '../api/record-writes'
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

/** What a row and its dialog hold: every field but the server's search and sort keys. */
export const ARTICLE_FIELDS = [
  'id',
  'collectionId',
  'collectionName',
  'created',
  'updated',
  'title',
  'category',
  'excerpt',
  'content',
  'image',
  'slug',
] as const

/**
 * The blog grows with the shop's years: one page of 50 (docs/adr/0100), `?q=` on the folded `search`
 * column (title, category), `?tri=` the title in French order (`sort_name`), newest first.
 */
export const ARTICLE_LIST: ListSpec = {
  sorts: { titre: 'sort_name', categorie: 'category', 'publie-le': 'created' },
  defaultSort: '-created',
  search: searchColumn,
}

/** One page, newest first (docs/product/rules.md#lists-and-reads), not awaited: the table shows 'Chargement...'. */
export function loader({ request }: LoaderFunctionArgs) {
  return { articles: readPage('articles', ARTICLE_FIELDS, ARTICLE_LIST, request) }
}

/** `intent=save` (multipart, so the image goes along: create, or update `id`) or `intent=delete`. */
export const action = editableListAction('articles', articleSchema, ARTICLE_TEXTS, ['image'])

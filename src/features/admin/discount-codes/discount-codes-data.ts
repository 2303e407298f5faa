// The data of /dashboard/codes-promo (docs/adr/0116): the codes, 50 a page, searched (the folded
// `search` column: code and note), filtered and sorted by the server (loader); saved, deactivated or
// deleted through the route's action (the server checks every term and answers in French).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { checkForm, formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import type { DiscountCodesRecord } from '@/lib/pocketbase-types'
import type { Selected } from '@/lib/select-fields'
import { takeOpened } from '../api/edit-version'
import { readPage, searchColumn, type ListPage, type ListSpec } from '../api/list-page'
import { deleteRecord, fieldsRefused, saveFailure, saveRecord, type WriteResult } from '../api/record-writes'
import { discountCodeFormSchema } from './discount-codes-schema'

export const DISCOUNT_CODES_TEXTS = {
  loadFailed: 'Échec de la récupération des codes promo',
  saveFailed: 'Échec de l’enregistrement du code. ',
  deleteFailed: 'Échec de la suppression du code',
  deactivateFailed: 'Le code n’a pas pu être désactivé. Veuillez réessayer.',
  deactivated: 'Le code est désactivé : il ne s’applique plus à aucune commande.',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce code ? Un code qui a déjà servi ne peut qu’être désactivé.',
  empty: 'Aucun code promo pour le moment.',
  caption: 'Codes promo, 50 par page, du plus récent au plus ancien',
  search: 'Rechercher un code (code ou note)',
}

export const DISCOUNT_CODE_FIELDS = [
  'id',
  'created',
  'updated',
  'code',
  'kind',
  'value',
  'scope',
  'categories',
  'products',
  'stones',
  'min_basket',
  'starts_at',
  'ends_at',
  'max_uses',
  'max_uses_per_customer',
  'first_order_only',
  'audience',
  'combinable_with_sales',
  'active',
  'note',
  'uses',
  'held',
  'discounted',
] as const

export type DiscountCodeRow = Selected<DiscountCodesRecord, (typeof DISCOUNT_CODE_FIELDS)[number]>
export type DiscountCodesPage = ListPage<DiscountCodeRow>

/** `?q=` on the folded code and note; `?statut=` active or not; `?tri=` code, uses, amount, end; newest first. */
export const DISCOUNT_CODE_LIST: ListSpec = {
  sorts: { code: 'code', utilisations: 'uses', 'montant-remise': 'discounted', fin: 'ends_at' },
  defaultSort: '-created',
  filters: { active: 'active = true', inactive: 'active = false' },
  search: searchColumn,
}

export function loader({ request }: LoaderFunctionArgs) {
  return { page: readPage('discount_codes', DISCOUNT_CODE_FIELDS, DISCOUNT_CODE_LIST, request) }
}

/** « Désactiver »: the code stops at once (the checkout's conditional hold reads `active`). */
async function deactivate(id: string): Promise<WriteResult> {
  try {
    await pb.collection('discount_codes').update(id, { active: false }, { requestKey: null })
    return { status: 'done', intent: 'deactivate', id }
  } catch (error) {
    return saveFailure('deactivate', error, DISCOUNT_CODES_TEXTS.deactivateFailed, id)
  }
}

/** `intent=save` (every term, checked by the schema then by the server), `intent=deactivate` or `intent=delete`. */
export async function action({ request }: ActionFunctionArgs): Promise<WriteResult> {
  const data = await request.formData()
  const intent = data.get('intent')
  if (intent === 'delete') return deleteRecord('discount_codes', data, DISCOUNT_CODES_TEXTS.deleteFailed)
  if (intent === 'deactivate') return deactivate(String(data.get('id') ?? ''))
  const targets = (name: string) => data.getAll(name).map(String).filter(Boolean)
  const input = { ...formValues(data), categories: targets('categories'), products: targets('products'), stones: targets('stones') }
  const check = checkForm(discountCodeFormSchema, input)
  if (!check.ok) return fieldsRefused('save', check.fields)
  return saveRecord('discount_codes', String(data.get('id') ?? ''), check.values, DISCOUNT_CODES_TEXTS.saveFailed, takeOpened(data))
}

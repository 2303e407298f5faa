// The data of /dashboard/tarifs-sur-mesure (docs/adr/0126): the owner's price table (loader) and its
// writes (action): a row's label and price, a stone's own bead price added or removed.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { checkForm, formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import { deleteRecord, fieldsRefused, readList, saveFailure, type WriteResult } from '../api/record-writes'
import { priceRowSchema, stoneBeadPriceSchema } from './custom-prices-schema'

export const PRICE_TEXTS = {
  loadFailed: 'Échec de la récupération des tarifs',
  saveFailed: "Échec de l'enregistrement du tarif. ",
  deleteFailed: 'Échec de la suppression du tarif',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce tarif ?',
}

/** The table (a few dozen rows: read whole), each bead row with its stone; the stones to add one for. */
export function loader({ request }: LoaderFunctionArgs) {
  return {
    prices: readList('custom_prices', { sort: 'kind,bead_size,option,label', expand: 'stone' }, request.signal),
    stones: readList('stones', { sort: 'name' }, request.signal),
  }
}

/** `intent=save` (a row's label and price), `intent=add` (a stone's bead price), `intent=delete`. */
export async function action({ request }: ActionFunctionArgs): Promise<WriteResult> {
  const data = await request.formData()
  const intent = String(data.get('intent') ?? '')
  if (intent === 'delete') return deleteRecord('custom_prices', data, PRICE_TEXTS.deleteFailed)
  const id = String(data.get('id') ?? '')
  if (intent === 'add') {
    const check = checkForm(stoneBeadPriceSchema, formValues(data))
    if (!check.ok) return fieldsRefused('add', check.fields)
    try {
      const saved = await pb.collection('custom_prices').create({ kind: 'bead', ...check.values }, { requestKey: null })
      return { status: 'done', intent, id: saved.id }
    } catch (error) {
      return saveFailure('add', error, PRICE_TEXTS.saveFailed)
    }
  }
  const check = checkForm(priceRowSchema, formValues(data))
  if (!check.ok) return { ...fieldsRefused('save', check.fields), id }
  try {
    await pb.collection('custom_prices').update(id, check.values, { requestKey: null })
    return { status: 'done', intent: 'save', id }
  } catch (error) {
    return saveFailure('save', error, PRICE_TEXTS.saveFailed, id)
  }
}

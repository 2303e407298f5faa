// The data of /dashboard/identite (docs/adr/0048): the identity record (loader) and its update (action).
import type { ActionFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import { rememberShopIdentity, type ShopIdentity } from '@/lib/shop-identity'
import { identitySchema } from './identity-schema'

export const IDENTITY_TEXTS = {
  heading: 'Identité légale de la boutique',
  loadFailed: 'Échec de la récupération de l’identité de la boutique',
  saveFailed: 'L’identité de la boutique n’a pas pu être enregistrée. Veuillez réessayer.',
  saved: 'Identité de la boutique enregistrée.',
}

export type IdentityData = { identity: ShopIdentity } | { identity: null; failed: true }

/** The one identity record (the oldest: the migration's), read afresh for the admin. */
export async function loader(): Promise<IdentityData> {
  try {
    const page = await pb.collection('shop_identity').getList<ShopIdentity>(1, 1, { sort: 'created', requestKey: null })
    const identity = page.items[0]
    return identity ? { identity } : { identity: null, failed: true }
  } catch (error) {
    console.error('Admin shop_identity:', error)
    return { identity: null, failed: true }
  }
}

export type IdentitySaveResult = { status: 'done'; identity: ShopIdentity } | { status: 'error'; message: string; fields: FieldErrors }

/** Saves the form; PocketBase's refusals (`shop_identity_*`) land on their fields. */
export async function action({ request }: ActionFunctionArgs): Promise<IdentitySaveResult> {
  const values = formValues(await request.formData())
  const check = checkForm(identitySchema, values)
  if (!check.ok) return { status: 'error', message: '', fields: check.fields }
  try {
    const identity = await pb.collection('shop_identity').update<ShopIdentity>(values.id ?? '', check.values, { requestKey: null })
    rememberShopIdentity(identity)
    return { status: 'done', identity }
  } catch (error) {
    return { status: 'error', ...formFailure(error, { fallback: IDENTITY_TEXTS.saveFailed }) }
  }
}

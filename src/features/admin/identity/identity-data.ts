// The data of /dashboard/identite (docs/adr/0048): the identity record (loader) and its update (action).
import type { ActionFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import { rememberShopIdentity, type ShopIdentity } from '@/lib/shop-identity'
import { isEditConflict, readConflict, saveOptions, takeOpened, type EditConflict } from '../api/edit-version'
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

export type IdentitySaveResult =
  { status: 'done'; identity: ShopIdentity } | { status: 'error'; message: string; fields: FieldErrors; conflict?: EditConflict }

/**
 * Saves the form, if the identity is still the version it opened (docs/adr/0083: else the conflict,
 * with the identity as it is now); PocketBase's refusals (`shop_identity_*`) land on their fields.
 */
export async function action({ request }: ActionFunctionArgs): Promise<IdentitySaveResult> {
  const data = await request.formData()
  const opened = takeOpened(data)
  const values = formValues(data)
  const id = values.id ?? ''
  const check = checkForm(identitySchema, values)
  if (!check.ok) return { status: 'error', message: '', fields: check.fields }
  try {
    const identity = await pb.collection('shop_identity').update<ShopIdentity>(id, check.values, saveOptions(opened))
    rememberShopIdentity(identity)
    return { status: 'done', identity }
  } catch (error) {
    if (isEditConflict(error)) {
      const read = await readConflict(error, () => pb.collection('shop_identity').getOne(id, { requestKey: null }))
      return { status: 'error', fields: {}, ...read }
    }
    return { status: 'error', ...formFailure(error, { fallback: IDENTITY_TEXTS.saveFailed }) }
  }
}

/**
 * A refused save reads nothing again: the identity saved by someone else since would redraw the form
 * (its key is the version) over what was typed; « Recharger » reads it on purpose.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if ((actionResult as IdentitySaveResult | undefined)?.status === 'error') return false
  return defaultShouldRevalidate
}

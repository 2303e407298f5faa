// The data of /dashboard/pages/:id (docs/adr/0101): one content page (loader) and its update (action).
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import type { PagesRecord } from '@/lib/pocketbase-types'
import { isEditConflict, readConflict, saveOptions, takeOpened, type EditConflict } from '../api/edit-version'
import { pageInput, pageSchema } from './page-edit-schema'

export const PAGE_TEXTS = {
  heading: 'Modifier la page',
  loadFailed: 'Échec de la récupération de la page',
  saveFailed: 'La page n’a pas pu être enregistrée. Veuillez réessayer.',
  saved: 'Page enregistrée.',
}

export type PageEditData = { page: PagesRecord } | { page: null; failed: true }

/** The page, read afresh for the admin. */
export async function loader({ params }: LoaderFunctionArgs): Promise<PageEditData> {
  try {
    return { page: await pb.collection('pages').getOne<PagesRecord>(params.id ?? '', { requestKey: null }) }
  } catch (error) {
    console.error('Admin pages:', error)
    return { page: null, failed: true }
  }
}

export type PageSaveResult =
  { status: 'done'; page: PagesRecord } | { status: 'error'; message: string; fields: FieldErrors; conflict?: EditConflict }

/**
 * Saves the form, if the page is still the version it opened (docs/adr/0083: else the conflict, with
 * the page as it is now); PocketBase's refusals land on their fields through the one funnel.
 */
export async function action({ request, params }: ActionFunctionArgs): Promise<PageSaveResult> {
  const data = await request.formData()
  const opened = takeOpened(data)
  const id = params.id ?? ''
  const check = checkForm(pageSchema, pageInput(data, formValues(data)))
  if (!check.ok) return { status: 'error', message: '', fields: check.fields }
  try {
    const page = await pb.collection('pages').update<PagesRecord>(id, check.values, saveOptions(opened))
    return { status: 'done', page }
  } catch (error) {
    if (isEditConflict(error)) {
      const read = await readConflict(error, () => pb.collection('pages').getOne(id, { requestKey: null }))
      return { status: 'error', fields: {}, ...read }
    }
    return { status: 'error', ...formFailure(error, { fallback: PAGE_TEXTS.saveFailed }) }
  }
}

/** A refused save reads nothing again: the page saved since would redraw the form over what was typed. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if ((actionResult as PageSaveResult | undefined)?.status === 'error') return false
  return defaultShouldRevalidate
}

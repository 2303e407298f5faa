// /sur-mesure (docs/product/screens.md#custom-request): the route module, loaded lazily by the router.
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import type { StonesRecord } from '@/lib/pocketbase-types'
import { later } from '@/lib/route-data'
import { selectFields } from '@/lib/select-fields'
import { SEND_ERROR } from './components/form-texts'
import type { PublicFormResult } from './components/use-public-form'
import { customRequestBody, customRequestInput, customRequestSchema } from './custom-request-schema'

export { CustomRequestScreen as Component } from './custom-request-screen'

/**
 * The stones' names, by name (the form's choices: no descriptions to carry). Here rather than in
 * api/content-api.ts: this page then loads none of the articles' and pages' reads (docs/adr/0115).
 */
async function fetchStoneNames(signal: AbortSignal): Promise<Array<Pick<StonesRecord, 'id' | 'name'>>> {
  return selectFields(pb.collection('stones'), ['id', 'name'] as const).fullList({ sort: 'name', batch: 500, signal })
}

/** The stones to choose from, streamed: the form is usable meanwhile ('Chargement des pierres...'). */
export function loader({ request }: LoaderFunctionArgs) {
  return { stones: later(fetchStoneNames(request.signal)) }
}

/** Sending the form does not read the stones again (a retry of the stones does). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate
}

/** Saves the request to `custom_requests`, with its image (the server's hooks force its status and send the e-mails). */
export async function action({ request }: ActionFunctionArgs): Promise<PublicFormResult> {
  const data = await request.formData()
  const check = checkForm(customRequestSchema, customRequestInput(data, formValues(data)))
  if (!check.ok) return { status: 'error', message: '', fields: check.fields }
  try {
    await pb.collection('custom_requests').create(await customRequestBody(check.values))
    return { status: 'done' }
  } catch (error) {
    return { status: 'error', ...formFailure(error, { fallback: SEND_ERROR }) }
  }
}

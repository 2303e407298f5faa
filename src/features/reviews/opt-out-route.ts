// /avis/desinscription?jeton=… (the « Ne plus recevoir de demande d’avis » link): works logged out.
import type { ActionFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'

export { OptOutScreen as Component } from './opt-out-screen'

export const OPT_OUT_FAILURE = 'Votre demande n’a pas pu être enregistrée. Veuillez réessayer.'

export type OptOutResult = { status: 'done' } | { status: 'error'; message: string }

export async function action({ request }: ActionFunctionArgs): Promise<OptOutResult> {
  const { token = '' } = formValues(await request.formData())
  try {
    await pb.send('/api/shop/reviews/opt-out', { method: 'POST', body: { token }, requestKey: null })
    return { status: 'done' }
  } catch (error) {
    return { status: 'error', message: formFailure(error, { fallback: OPT_OUT_FAILURE, trustServerMessage: true }).message }
  }
}

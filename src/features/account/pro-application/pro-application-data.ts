// The data of /account/devenir-pro (docs/adr/0060): a customer asks for a professional account
// (docs/product/rules.md#pro-applications). One application waits at a time; the shop decides in its back-office and answers by
// e-mail. Behind RequireAuth.
import type { ActionFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { pb, storedUser } from '@/lib/pocketbase'
import { selectFields } from '@/lib/select-fields'
import type { ProApplicationsRecord } from '@/lib/pocketbase-types'
import { proApplicationSchema } from './pro-application-schema'

export const PRO_APPLICATION_TEXTS = {
  sent: 'Merci ! Votre demande a bien été envoyée : nous l’examinons et vous répondrons par e-mail.',
  failed: 'Votre demande n’a pas pu être envoyée. Veuillez réessayer dans quelques instants.',
  loadFailed: 'Impossible de vérifier vos demandes précédentes pour le moment. Veuillez recharger la page.',
}

const LATEST_FIELDS = ['id', 'status', 'company', 'siret', 'created', 'refusal_reason', 'revoked_at', 'revocation_reason'] as const
export type Latest = Pick<ProApplicationsRecord, (typeof LATEST_FIELDS)[number]>

export interface ProApplicationData {
  latest: Latest | null
  failed: boolean
}

/** The signed-in person's newest application (the collection's rule shows them only their own). */
export async function loader(): Promise<ProApplicationData> {
  const user = storedUser()
  if (!user) return { latest: null, failed: false }
  try {
    const page = await selectFields(pb.collection('pro_applications'), LATEST_FIELDS).list(1, 1, {
      filter: pb.filter('user = {:id}', { id: user.id }),
      sort: '-created',
    })
    return { latest: page.items[0] ?? null, failed: false }
  } catch (error) {
    console.error('Pro application:', error)
    return { latest: null, failed: true }
  }
}

type Result = { status: 'sent' } | { status: 'error'; message: string; fields: FieldErrors }

/** Sends the application (the records API: the collection's rule and pb_hooks/pro-applications.pb.js). */
export async function action({ request }: ActionFunctionArgs): Promise<Result> {
  const check = checkForm(proApplicationSchema, formValues(await request.formData()))
  if (!check.ok) return { status: 'error', message: '', fields: check.fields }
  const user = storedUser()
  if (!user) return { status: 'error', message: PRO_APPLICATION_TEXTS.failed, fields: {} }
  try {
    await pb.collection('pro_applications').create({ user: user.id, ...check.values })
    return { status: 'sent' }
  } catch (error) {
    // Refusals without a field (one already waiting, sent from another tab) show as the fallback: the
    // page then reloads its data and shows the waiting application.
    return { status: 'error', ...formFailure(error, { fallback: PRO_APPLICATION_TEXTS.failed }) }
  }
}

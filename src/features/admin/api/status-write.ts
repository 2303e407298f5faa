import { formFailure } from '@/lib/form-errors'
import { pb } from '@/lib/pocketbase'
import type { WriteResult } from './record-writes'

/** The text when a status could not be saved (docs/product/screens.md#admin-orders). */
export const STATUS_UPDATE_FAILED = 'Échec de la mise à jour du statut'

/**
 * The `status` intent of an action (docs/product/states.md#order-statuses and
 * docs/product/states.md#custom-requests): the status only (ADR 0005). A refusal says why in French
 * when the shop's hooks do (a refused order transition, docs/adr/0050). Whatever the answer, the
 * route's lists are read again, so the selector shows what the server holds.
 */
export async function updateStatus(collection: 'orders' | 'custom_requests' | 'contact_messages', data: FormData): Promise<WriteResult> {
  const id = String(data.get('id') ?? '')
  try {
    await pb.collection(collection).update(id, { status: String(data.get('status') ?? '') }, { requestKey: null })
    return { status: 'done', intent: 'status', id }
  } catch (error) {
    console.error(STATUS_UPDATE_FAILED, error)
    const { fields } = formFailure(error, { fallback: STATUS_UPDATE_FAILED })
    return { status: 'error', intent: 'status', id, message: fields.status ?? STATUS_UPDATE_FAILED, fields: {} }
  }
}

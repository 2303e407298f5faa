import { useCallback, useState } from 'react'
import { useToast } from '@/components/toast'
import { formFailure } from '@/lib/form-errors'
import { pb } from '@/lib/pocketbase'

/** The text when a status could not be saved (docs/product/screens.md#admin-orders). */
const STATUS_UPDATE_FAILED = 'Échec de la mise à jour du statut'

/**
 * A status selector's save (docs/product/states.md#order-statuses and docs/product/states.md#custom-requests): sent at once (status only, ADR 0005), then `onDone` reloads
 * the list, whether it worked or not, so the selector always shows what the server holds. A
 * failure is a red toast. `updating` is the id being saved (its selector is disabled meanwhile).
 */
export function useStatusUpdate(collection: 'orders' | 'custom_requests' | 'contact_messages', onDone: () => void) {
  const toast = useToast()
  const [updating, setUpdating] = useState<string | null>(null)

  const update = useCallback(
    async (id: string, status: string) => {
      setUpdating(id)
      try {
        await pb.collection(collection).update(id, { status })
        return true
      } catch (error: unknown) {
        console.error(STATUS_UPDATE_FAILED, error)
        // The shop's hooks say why in French (a refused order transition, docs/adr/0050).
        const { fields } = formFailure(error, { fallback: STATUS_UPDATE_FAILED })
        toast.show(fields.status ?? STATUS_UPDATE_FAILED, { tone: 'error' })
        return false
      } finally {
        setUpdating(null)
        onDone()
      }
    },
    [collection, onDone, toast],
  )

  return { updating, update }
}

import { useCallback, useState } from 'react'
import { useToast } from '@/components/toast'
import { pb } from '@/lib/pocketbase'
import type { CollectionName } from '@/lib/pocketbase-types'
import { serverMessage } from './server-message'

/**
 * A table's delete: asks `confirm` (docs/product/texts.md#alerts-and-confirmations: the exact question) with `window.confirm`, deletes, then
 * `onDeleted` (the list reloads). A failure is a red toast: `failure` (docs/product/screens.md#admin-tables) and the server's
 * message. `deleting` is the id being deleted (its button is disabled meanwhile). `remove` resolves
 * true once the record is deleted (false when refused by the admin or by the server).
 */
export function useDeleteRecord(
  collection: CollectionName,
  { confirm, failure, onDeleted }: { confirm: string; failure: string; onDeleted: () => void },
) {
  const toast = useToast()
  const [deleting, setDeleting] = useState<string | null>(null)

  const remove = useCallback(
    async (id: string) => {
      if (!window.confirm(confirm)) return false
      setDeleting(id)
      try {
        await pb.collection(collection).delete(id)
        onDeleted()
        return true
      } catch (error: unknown) {
        console.error(failure, error)
        const message = serverMessage(error)
        // The reference lists' texts end with a full stop already ('… de la couleur.').
        toast.show(message ? `${failure.replace(/\.$/, '')}. ${message}` : failure, { tone: 'error' })
        return false
      } finally {
        setDeleting(null)
      }
    },
    [collection, confirm, failure, onDeleted, toast],
  )

  return { deleting, remove }
}

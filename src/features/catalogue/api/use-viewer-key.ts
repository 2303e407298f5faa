import { storedUser } from '@/lib/pocketbase'
import { useSession } from '@/lib/session-context'

/**
 * Who the server answers for: what a shopper may see (exclusive products, pro prices) depends on
 * it. While the stored session is being confirmed, the stored user is assumed (its token goes with
 * the requests), so a signed-in shopper's page is not loaded twice.
 */
export function useViewerKey(): string {
  const { status, user } = useSession()
  const id = status === 'loading' ? storedUser()?.id : user?.id
  return id ?? 'anonymous'
}

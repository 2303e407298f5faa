import { storedUser } from '@/lib/pocketbase'
import { seesProPrice } from '@/lib/roles'
import { useSession } from '@/lib/session-context'

/**
 * Who the server answers for: what a shopper may see (exclusive products, pro prices) depends on
 * it. While the stored session is being confirmed, the stored user is assumed (its token goes with
 * the requests), so a signed-in shopper's page is not loaded twice.
 */
export function useViewer(): { key: string; proPrices: boolean } {
  const { status, user } = useSession()
  const viewer = status === 'loading' ? storedUser() : user
  const proPrices = seesProPrice(viewer)
  return { key: `${viewer?.id ?? 'anonymous'}${proPrices ? ':pro' : ''}`, proPrices }
}

/** The key of `useViewer`: data read for one key is read again for another. */
export function useViewerKey(): string {
  return useViewer().key
}

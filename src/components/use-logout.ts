import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { useToast } from '@/components/toast'
import { forgetFavorites } from '@/lib/favorites-storage'
import { useSession } from '@/lib/session-context'
import { paths } from '@/lib/paths'

/**
 * THE way to log out (docs/product/states.md#session: logs out and goes to /). A guarded page being left (/account,
 * /espace-pro) sends a user who just logged out home too (see app/guards.tsx), not to /login.
 * `farewell` is the toast shown once home (another one after an account deletion).
 */
export function useLogout(farewell = 'Vous êtes déconnecté. À bientôt !'): () => Promise<void> {
  const { logout } = useSession()
  const navigate = useNavigate()
  const toast = useToast()
  return useCallback(async () => {
    logout()
    // The favourites stay with the account, not in the browser (docs/adr/0103).
    forgetFavorites()
    await navigate(paths.home, { replace: true })
    toast.show(farewell, { tone: 'info' })
  }, [logout, navigate, toast, farewell])
}

import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { useToast } from '@/components/toast'
import { useSession } from '@/lib/session-context'

/**
 * THE way to log out (SPEC §2: logs out and goes to /). A guarded page being left (/account,
 * /espace-pro) sends a user who just logged out home too (see app/guards.tsx), not to /login.
 */
export function useLogout(): () => Promise<void> {
  const { logout } = useSession()
  const navigate = useNavigate()
  const toast = useToast()
  return useCallback(async () => {
    logout()
    await navigate('/', { replace: true })
    toast.show('Vous êtes déconnecté. À bientôt !', { tone: 'info' })
  }, [logout, navigate, toast])
}

import { Link } from 'react-router-dom'
import { BagIcon, LogoutIcon, UserIcon } from '@/components/icons'
import { iconButtonBaseClass, iconButtonClass } from '@/components/ui-classes'
import { useLogout } from '@/components/use-logout'
import { cartLinkLabel } from '@/lib/cart'
import { useCart } from '@/lib/cart-context'
import { accountPath, canEnterProArea } from '@/lib/roles'
import { useSession } from '@/lib/session-context'
import { paths } from '@/lib/paths'

/** 'Mon compte': /dashboard for admins, /account for other signed-in users, /login otherwise. */
export function AccountLink({ className = '', showLabel = false }: { className?: string; showLabel?: boolean }) {
  const { user } = useSession()
  return (
    <Link
      to={accountPath(user)}
      aria-label={showLabel ? undefined : 'Mon compte'}
      title={showLabel ? undefined : 'Mon compte'}
      className={showLabel ? className : `${iconButtonBaseClass} ${className}`}
    >
      <UserIcon className="size-5" />
      {showLabel && <span>Mon compte</span>}
    </Link>
  )
}

/** « Espace pro », only for the users who may enter it (pros and admins): nothing leads there otherwise. */
export function ProAreaLink({ className = '' }: { className?: string }) {
  const { user } = useSession()
  if (!canEnterProArea(user)) return null
  return (
    <Link to={paths.pro} className={className}>
      Espace pro
    </Link>
  )
}

/** 'Se déconnecter', only for a signed-in user: clears the session and goes home. */
export function LogoutButton({
  className = '',
  showLabel = false,
  onLogout,
}: {
  className?: string
  showLabel?: boolean
  onLogout?: () => void
}) {
  const { status } = useSession()
  const logout = useLogout()
  if (status !== 'authenticated') return null

  const onClick = () => {
    onLogout?.()
    void logout()
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={showLabel ? undefined : 'Se déconnecter'}
      title={showLabel ? undefined : 'Se déconnecter'}
      className={showLabel ? className : `${iconButtonBaseClass} ${className}`}
    >
      <LogoutIcon className="size-5" />
      {showLabel && <span>Se déconnecter</span>}
    </button>
  )
}

/** Cart icon, named `Panier (N article(s))`, with a badge of the total quantity when there is one. */
export function CartLink() {
  const { totalQuantity } = useCart()
  return (
    <Link to={paths.cart} title="Panier" className={iconButtonClass}>
      <BagIcon className="size-5" />
      {/* The name is this text, not an aria-label, so it contains what the badge shows. */}
      <span className="sr-only">{cartLinkLabel(totalQuantity)}</span>
      {totalQuantity > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-none font-semibold text-on-accent tabular-nums ring-2 ring-surface"
        >
          {totalQuantity}
        </span>
      )}
    </Link>
  )
}

import { useToast } from '@/components/toast'
import { useIsFavorite } from '@/lib/favorite-state'

export const ADD_FAVORITE = 'Ajouter aux favoris'
export const REMOVE_FAVORITE = 'Retirer des favoris'
export const FAVORITE_FAILED = 'Vos favoris n’ont pas pu être enregistrés. Vérifiez votre connexion puis réessayez.'

/**
 * The heart (docs/adr/0103): a toggle button (`aria-pressed`) that keeps a piece in the favourites.
 * On a card it names the piece (« Ajouter « Nom » aux favoris »: a grid has many hearts); on the
 * product page it is the bare action. Rendered unpressed on the server and while hydrating.
 */
export function FavoriteButton({ productId, name, className = '' }: { productId: string; name?: string; className?: string }) {
  const pressed = useIsFavorite(productId)
  const toast = useToast()
  const action = pressed ? REMOVE_FAVORITE : ADD_FAVORITE
  const label = name ? `${pressed ? 'Retirer' : 'Ajouter'} « ${name} » ${pressed ? 'des' : 'aux'} favoris` : action
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={action}
      onClick={() => {
        // The list's writing comes with the first click (docs/adr/0111).
        import('@/lib/favorites')
          .then(({ toggleFavorite }) => toggleFavorite(productId))
          .catch(() => toast.show(FAVORITE_FAILED, { tone: 'error' }))
      }}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface-raised text-accent transition-colors hover:bg-surface-muted ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        aria-hidden="true"
        focusable="false"
        stroke="currentColor"
        strokeWidth={1.6}
        fill={pressed ? 'currentColor' : 'none'}
      >
        <path strokeLinejoin="round" d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
      </svg>
    </button>
  )
}

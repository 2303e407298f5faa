import { use } from 'react'
import { Link } from 'react-router-dom'
import { CloseIcon } from '@/components/icons'
import { ToastListContext, type ToastTone } from './toast-context'

const TONE_CLASSES: Record<ToastTone, string> = {
  success: 'border-l-forest-500 dark:border-l-forest-300',
  info: 'border-l-gold-500',
  error: 'border-l-danger-600 dark:border-l-danger-300',
}

/**
 * Where the toasts show: a polite live region (`role="status"`) always in the page, so screen
 * readers hear each new message. At the bottom of the screen (centred on a phone, on the right from
 * `sm`), or at the top while a bottom bar is on screen (`useBottomBar`). A toast's action is a link
 * of the app (« Voir le panier »).
 */
export function ToastRegion() {
  const list = use(ToastListContext)
  const place = list?.bottomBar ? 'top-0' : 'bottom-0'
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label="Notifications"
      data-place={list?.bottomBar ? 'top' : 'bottom'}
      className={`pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end ${place}`}
    >
      {list?.toasts.map((toast) => (
        <div
          key={toast.id}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border border-l-4 border-line bg-surface-raised px-4 py-3 text-sm text-ink shadow-lg motion-safe:animate-toast-in ${TONE_CLASSES[toast.tone]}`}
        >
          <div className="flex-1 leading-relaxed">
            <p>{toast.message}</p>
            {toast.action && (
              <Link
                to={toast.action.to}
                onClick={() => list.dismiss(toast.id)}
                className="mt-1 inline-block font-medium text-accent underline underline-offset-4 hover:text-ink"
              >
                {toast.action.label}
              </Link>
            )}
          </div>
          <button
            type="button"
            onClick={() => list.dismiss(toast.id)}
            className="-m-1 rounded p-1 text-ink-muted hover:text-ink"
            aria-label="Fermer la notification"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  )
}

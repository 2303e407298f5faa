import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { CloseIcon } from '@/components/icons'
import { ToastContext, type ToastApi, type ToastOptions, type ToastTone } from './toast-context'

interface Toast {
  id: number
  message: string
  tone: ToastTone
}

const DEFAULT_DURATION: Record<ToastTone, number> = { success: 5000, info: 5000, error: 8000 }

const TONE_CLASSES: Record<ToastTone, string> = {
  success: 'border-l-forest-500 dark:border-l-forest-300',
  info: 'border-l-gold-500',
  error: 'border-l-danger-600 dark:border-l-danger-300',
}

/**
 * The one toast system. Messages are announced by a polite live region (`role="status"`) that is
 * always in the page, so screen readers hear each new message.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id)
    if (timer) clearTimeout(timer)
    timers.current.delete(id)
    setToasts((current) => current.filter((toast) => toast.id !== id))
  }, [])

  const show = useCallback(
    (message: string, { tone = 'info', duration }: ToastOptions = {}) => {
      const id = nextId.current++
      setToasts((current) => [...current.slice(-3), { id, message, tone }])
      const ms = duration ?? DEFAULT_DURATION[tone]
      if (ms > 0)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), ms),
        )
      return id
    },
    [dismiss],
  )

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss])

  return (
    <ToastContext value={api}>
      {children}
      <div
        role="status"
        aria-live="polite"
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border border-l-4 border-line bg-surface-raised px-4 py-3 text-sm text-ink shadow-lg motion-safe:animate-toast-in ${TONE_CLASSES[toast.tone]}`}
          >
            <p className="flex-1 leading-relaxed">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className="-m-1 rounded p-1 text-ink-muted hover:text-ink"
              aria-label="Fermer la notification"
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext>
  )
}

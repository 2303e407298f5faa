import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  ToastContext,
  ToastListContext,
  type Toast,
  type ToastApi,
  type ToastList,
  type ToastOptions,
  type ToastTone,
} from './toast-context'

const DEFAULT_DURATION: Record<ToastTone, number> = { success: 5000, info: 5000, error: 8000 }

/**
 * The one toast system: the messages and their timers. The region that shows them is `<ToastRegion>`
 * (toast-region.tsx), drawn by the app's root route so that a toast's action is a router link.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const [bottomBars, setBottomBars] = useState(0)
  const nextId = useRef(1)
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id)
    if (timer) clearTimeout(timer)
    timers.current.delete(id)
    setToasts((current) => current.filter((toast) => toast.id !== id))
  }, [])

  const show = useCallback(
    (message: string, { tone = 'info', duration, action }: ToastOptions = {}) => {
      const id = nextId.current++
      setToasts((current) => [...current.slice(-3), { id, message, tone, ...(action ? { action } : {}) }])
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
  const addBottomBar = useCallback(() => {
    setBottomBars((count) => count + 1)
    return () => setBottomBars((count) => count - 1)
  }, [])
  const list = useMemo<ToastList>(
    () => ({ toasts, dismiss, bottomBar: bottomBars > 0, addBottomBar }),
    [toasts, dismiss, bottomBars, addBottomBar],
  )

  return (
    <ToastContext value={api}>
      <ToastListContext value={list}>{children}</ToastListContext>
    </ToastContext>
  )
}

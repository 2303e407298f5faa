import { createContext, use, useEffect } from 'react'

export type ToastTone = 'success' | 'error' | 'info'

/** A link the toast offers after its message (« Voir le panier »): a path of the app. */
export interface ToastAction {
  label: string
  to: string
}

export interface ToastOptions {
  tone?: ToastTone
  /** Milliseconds before it disappears; 0 keeps it until closed. */
  duration?: number
  action?: ToastAction
}

export interface ToastApi {
  /** Shows a message (the spec's "alerts") and returns its id. */
  show: (message: string, options?: ToastOptions) => number
  dismiss: (id: number) => void
}

/** A toast on screen. */
export interface Toast {
  id: number
  message: string
  tone: ToastTone
  action?: ToastAction
}

export const ToastContext = createContext<ToastApi | null>(null)

/** The toasts on screen, for the region that draws them (inside the router, so an action is a `<Link>`). */
export interface ToastList {
  toasts: readonly Toast[]
  dismiss: (id: number) => void
  /** Whether a bar is fixed at the bottom of the screen: the toasts then show at the top. */
  bottomBar: boolean
  /** Says a bottom bar is on screen; returns what says it is gone. */
  addBottomBar: () => () => void
}

export const ToastListContext = createContext<ToastList | null>(null)

/** `const toast = useToast(); toast.show('Produits ajoutés au panier !', { tone: 'success' })` */
export function useToast(): ToastApi {
  const api = use(ToastContext)
  // In development only: the message is not worth its bytes in every page's first download.
  if (import.meta.env.DEV && !api) throw new Error('useToast must be used inside <ToastProvider>')
  return api as ToastApi
}

/**
 * For a screen with a bar stuck to the bottom of the screen (the quick order's selection and its
 * button): while it is mounted, the toasts show at the top, so that none ever covers the bar
 * (docs/adr/0085). Every bottom bar calls it.
 */
export function useBottomBar(): void {
  const addBottomBar = use(ToastListContext)?.addBottomBar
  useEffect(() => addBottomBar?.(), [addBottomBar])
}

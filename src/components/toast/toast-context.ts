import { createContext, use } from 'react'

export type ToastTone = 'success' | 'error' | 'info'

export interface ToastOptions {
  tone?: ToastTone
  /** Milliseconds before it disappears; 0 keeps it until closed. */
  duration?: number
}

export interface ToastApi {
  /** Shows a message (the spec's "alerts") and returns its id. */
  show: (message: string, options?: ToastOptions) => number
  dismiss: (id: number) => void
}

export const ToastContext = createContext<ToastApi | null>(null)

/** `const toast = useToast(); toast.show('Produits ajoutés au panier !', { tone: 'success' })` */
export function useToast(): ToastApi {
  const api = use(ToastContext)
  if (!api) throw new Error('useToast must be used inside <ToastProvider>')
  return api
}

export { ToastProvider } from './toast-provider'
export { ToastRegion } from './toast-region'
export { useBottomBar, useToast, type ToastAction, type ToastApi, type ToastOptions, type ToastTone } from './toast-context'

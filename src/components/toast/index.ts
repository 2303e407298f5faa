export { ToastProvider } from './toast-provider'
export { ToastRegion, useBottomBar } from './toast-region'
export { useToast, type ToastAction, type ToastApi, type ToastOptions, type ToastTone } from './toast-context'

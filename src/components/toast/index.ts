export { ToastProvider } from './toast-provider'
export { useToast, type ToastApi, type ToastOptions, type ToastTone } from './toast-context'

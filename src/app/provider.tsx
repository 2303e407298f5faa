import type { ReactNode } from 'react'
import { ToastProvider } from '@/components/toast'
import { CartProvider } from './providers/cart-provider'
import { SessionProvider } from './providers/session-provider'
import { ThemeProvider } from './providers/theme-provider'

/** Every app-wide context, in dependency order (the cart prices by the session's role). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ToastProvider>
        <SessionProvider>
          <CartProvider>{children}</CartProvider>
        </SessionProvider>
      </ToastProvider>
    </ThemeProvider>
  )
}

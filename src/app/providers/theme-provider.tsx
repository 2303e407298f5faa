import { useEffect, useState, type ReactNode } from 'react'
import { applyTheme, createThemeStore, initialTheme, storedTheme, ThemeContext, watchSystemTheme } from '@/lib/theme'

/**
 * Dark/light theme: the saved choice (localStorage `theme`), else the system preference, which it
 * follows until the visitor picks one. The inline script in index.html applies the same rule
 * before the first paint, so there is no flash. `useTheme` reads and changes it.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createThemeStore(initialTheme()))

  useEffect(() => {
    applyTheme(store.get())
    return store.subscribe(() => applyTheme(store.get()))
  }, [store])

  useEffect(
    () =>
      watchSystemTheme((system) => {
        if (!storedTheme()) store.set(system)
      }),
    [store],
  )

  return <ThemeContext value={store}>{children}</ThemeContext>
}

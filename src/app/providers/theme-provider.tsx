import { useEffect, useState, type ReactNode } from 'react'
import { initialTheme, showTheme, startTheme, storedTheme, watchSystemTheme } from '@/lib/theme'

/**
 * Dark/light theme: the saved choice (localStorage `theme`), else the system preference, which it
 * follows until the visitor picks one. The inline script in index.html applies the same rule
 * before the first paint, so there is no flash. `useTheme` reads and changes it.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  useState(startTheme)

  useEffect(() => {
    showTheme(initialTheme())
    return watchSystemTheme((system) => {
      if (!storedTheme()) showTheme(system)
    })
  }, [])

  return children
}

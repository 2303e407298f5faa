import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { writeStorage } from '@/lib/storage'
import {
  applyTheme,
  initialTheme,
  storedTheme,
  THEME_STORAGE_KEY,
  ThemeContext,
  watchSystemTheme,
  type Theme,
  type ThemeState,
} from '@/lib/theme'

/**
 * Dark/light theme: the saved choice (localStorage `theme`), else the system preference, which it
 * follows until the visitor picks one. The inline script in index.html applies the same rule
 * before the first paint, so there is no flash.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(initialTheme)

  useEffect(() => {
    applyTheme(theme)
  }, [theme])

  useEffect(
    () =>
      watchSystemTheme((system) => {
        if (!storedTheme()) setThemeState(system)
      }),
    [],
  )

  const setTheme = useCallback((next: Theme) => {
    writeStorage(THEME_STORAGE_KEY, next)
    setThemeState(next)
  }, [])

  const toggleTheme = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [theme, setTheme])

  const value = useMemo<ThemeState>(() => ({ theme, toggleTheme, setTheme }), [theme, toggleTheme, setTheme])

  return <ThemeContext value={value}>{children}</ThemeContext>
}

import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useHydrated } from '@/lib/hydration'
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

  // A page the server rendered was rendered in the light theme (the inline script has already set the
  // page's colours): its hydration too, then the toggle shows the true one (docs/adr/0076).
  const shown = useHydrated() ? theme : 'light'
  const value = useMemo<ThemeState>(() => ({ theme: shown, toggleTheme, setTheme }), [shown, toggleTheme, setTheme])

  return <ThemeContext value={value}>{children}</ThemeContext>
}

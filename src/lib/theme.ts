import { useSyncExternalStore } from 'react'
import { readStorage, writeStorage } from './storage'

export type Theme = 'dark' | 'light'

export const THEME_STORAGE_KEY = 'theme'

const DARK_QUERY = '(prefers-color-scheme: dark)'

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light'
}

export function storedTheme(): Theme | null {
  const value = readStorage(THEME_STORAGE_KEY)
  return isTheme(value) ? value : null
}

export function systemTheme(): Theme {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light'
}

/** The saved theme, else the system preference (the inline script in index.html does the same). */
export function initialTheme(): Theme {
  return storedTheme() ?? systemTheme()
}

/** Puts the `dark` class (and the matching `color-scheme`) on `<html>`. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
}

export function watchSystemTheme(onChange: (theme: Theme) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(DARK_QUERY)
  const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light')
  query.addEventListener?.('change', listener)
  return () => query.removeEventListener?.('change', listener)
}

export interface ThemeState {
  theme: Theme
  toggleTheme: () => void
  setTheme: (theme: Theme) => void
}

/**
 * The theme shown, one for the page. Not a context: a change of theme reaches only the components
 * that show it (`useTheme`), never a part of the page React has not hydrated yet, which a context
 * change would make it draw again (docs/adr/0113).
 */
let shown: Theme = 'light'
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** When the app starts (ThemeProvider): the saved theme, else the system's. */
export function startTheme(): void {
  shown = initialTheme()
}

/** Shows `theme`: the class on <html>, and every component that shows it. */
export function showTheme(theme: Theme): void {
  shown = theme
  applyTheme(theme)
  for (const listener of listeners) listener()
}

/** A page the server rendered was rendered in the light theme: so is its hydration (docs/adr/0076). */
const servedTheme = (): Theme => 'light'

export function useTheme(): ThemeState {
  const theme = useSyncExternalStore(subscribe, () => shown, servedTheme)
  const setTheme = (next: Theme) => {
    writeStorage(THEME_STORAGE_KEY, next)
    showTheme(next)
  }
  return { theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }
}

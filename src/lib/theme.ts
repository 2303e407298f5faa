import { createContext, use, useSyncExternalStore } from 'react'
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
 * The theme the provider keeps. Its context holds this store, which never changes: a change of theme
 * reaches only the components that show it (`useTheme`), never a part of the page React has not
 * hydrated yet, which a context change would make it draw again (docs/adr/0113).
 */
export interface ThemeStore {
  get: () => Theme
  set: (theme: Theme) => void
  subscribe: (listener: () => void) => () => void
}

export function createThemeStore(initial: Theme): ThemeStore {
  let current = initial
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    set(theme) {
      if (theme === current) return
      current = theme
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const ThemeContext = createContext<ThemeStore | null>(null)

/** A page the server rendered was rendered in the light theme: so is its hydration (docs/adr/0076). */
const servedTheme = (): Theme => 'light'

export function useTheme(): ThemeState {
  const store = use(ThemeContext)
  if (!store) throw new Error('useTheme must be used inside <ThemeProvider>')
  const theme = useSyncExternalStore(store.subscribe, store.get, servedTheme)
  const setTheme = (next: Theme) => {
    writeStorage(THEME_STORAGE_KEY, next)
    store.set(next)
  }
  return { theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }
}

import { createContext, use } from 'react'
import { readStorage } from './storage'

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

export const ThemeContext = createContext<ThemeState | null>(null)

export function useTheme(): ThemeState {
  const state = use(ThemeContext)
  if (!state) throw new Error('useTheme must be used inside <ThemeProvider>')
  return state
}

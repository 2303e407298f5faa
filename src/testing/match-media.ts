/**
 * jsdom has no `matchMedia`. This one answers `(prefers-color-scheme: dark)` from a switchable
 * system preference and treats the window as a phone (no `min-width` query matches).
 */
let systemDark = false
const listeners = new Set<(event: MediaQueryListEvent) => void>()

export function setSystemTheme(theme: 'dark' | 'light'): void {
  systemDark = theme === 'dark'
  listeners.forEach((listener) => listener({ matches: systemDark, media: '(prefers-color-scheme: dark)' } as MediaQueryListEvent))
}

export function installMatchMedia(): void {
  systemDark = false
  listeners.clear()
  window.matchMedia = (query: string): MediaQueryList => {
    const isThemeQuery = query.includes('prefers-color-scheme: dark')
    return {
      media: query,
      get matches() {
        return isThemeQuery ? systemDark : false
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        if (isThemeQuery) listeners.add(listener)
      },
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        listeners.delete(listener)
      },
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as unknown as MediaQueryList
  }
}

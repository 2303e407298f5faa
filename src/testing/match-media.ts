/**
 * jsdom has no `matchMedia`. This one answers `(prefers-color-scheme: dark)` from a switchable
 * system preference and treats the window as a phone (no `min-width` query matches). Width queries
 * (`min-width`, `max-width`, `width <`) match nothing either, unless a test sets a screen width
 * (`setScreenWidth(390)`: a phone; the admin lists are then cards, docs/adr/0093).
 */
let systemDark = false
let screenWidth: number | null = null
const listeners = new Set<(event: MediaQueryListEvent) => void>()
/** The width queries' listeners, each with its query. */
const widthListeners = new Map<(event: MediaQueryListEvent) => void, string>()

/** Whether a width query (`(width < 48rem)`, `(min-width: 768px)`, `(max-width: 639px)`) holds at `width`. */
function widthMatches(query: string, width: number): boolean {
  const px = (value: string, unit: string) => Number(value) * (unit === 'rem' ? 16 : 1)
  const range = /\(width\s*(<=?|>=?)\s*([\d.]+)(px|rem)\)/.exec(query)
  if (range) {
    const limit = px(range[2]!, range[3]!)
    return { '<': width < limit, '<=': width <= limit, '>': width > limit, '>=': width >= limit }[range[1] as '<']
  }
  const bound = /\((min|max)-width:\s*([\d.]+)(px|rem)\)/.exec(query)
  if (bound) return bound[1] === 'min' ? width >= px(bound[2]!, bound[3]!) : width <= px(bound[2]!, bound[3]!)
  return false
}

/** A screen this wide from now on (null: width queries match nothing, the default). */
export function setScreenWidth(width: number | null): void {
  screenWidth = width
  widthListeners.forEach((query, listener) =>
    listener({ matches: width !== null && widthMatches(query, width), media: query } as MediaQueryListEvent),
  )
}

export function setSystemTheme(theme: 'dark' | 'light'): void {
  systemDark = theme === 'dark'
  listeners.forEach((listener) => listener({ matches: systemDark, media: '(prefers-color-scheme: dark)' } as MediaQueryListEvent))
}

export function installMatchMedia(): void {
  systemDark = false
  screenWidth = null
  listeners.clear()
  widthListeners.clear()
  window.matchMedia = (query: string): MediaQueryList => {
    const isThemeQuery = query.includes('prefers-color-scheme: dark')
    return {
      media: query,
      get matches() {
        if (isThemeQuery) return systemDark
        return screenWidth !== null && widthMatches(query, screenWidth)
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        if (isThemeQuery) listeners.add(listener)
        else widthListeners.set(listener, query)
      },
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        listeners.delete(listener)
        widthListeners.delete(listener)
      },
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as unknown as MediaQueryList
  }
}

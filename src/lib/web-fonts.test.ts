import { createMemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadWebFontsLater, WEB_FONTS } from './web-fonts'

/** The fonts the page asks for, and what each load answers (a face that fails gives an empty list). */
function fakeFonts(answer: (face: string) => Promise<unknown[]>) {
  const load = vi.fn(answer)
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load } })
  return load
}

const router = () => createMemoryRouter([{ path: '/', loader: () => null }, { path: '/catalogue' }], { initialEntries: ['/'] })
const root = document.documentElement

beforeEach(() => {
  vi.useFakeTimers()
  root.classList.remove(WEB_FONTS)
  localStorage.clear()
})

afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(document, 'fonts')
})

describe('loadWebFontsLater', () => {
  it('fetches the fonts once the first page is loaded, and puts them on at the next move only', async () => {
    const load = fakeFonts(() => Promise.resolve([{}]))
    const app = router()
    loadWebFontsLater(app)
    expect(load).not.toHaveBeenCalled()

    await app.initialize()
    await vi.runAllTimersAsync()
    expect(load.mock.calls.map(([face]) => face)).toEqual(['1em Inter', '1em "Cormorant Garamond"'])
    expect(localStorage.getItem(WEB_FONTS)).toBe('1')
    expect(root.classList.contains(WEB_FONTS)).toBe(false)

    await app.navigate('/catalogue')
    expect(root.classList.contains(WEB_FONTS)).toBe(true)
  })

  it('keeps the fallback faces and remembers nothing when a font fails to load', async () => {
    fakeFonts((face) => Promise.resolve(face.includes('Cormorant') ? [] : [{}]))
    const app = router()
    await app.initialize()
    loadWebFontsLater(app)
    await vi.runAllTimersAsync()
    await app.navigate('/catalogue')
    expect(localStorage.getItem(WEB_FONTS)).toBeNull()
    expect(root.classList.contains(WEB_FONTS)).toBe(false)
  })

  it('fetches nothing when index.html already put the fonts on', async () => {
    root.classList.add(WEB_FONTS)
    const load = fakeFonts(() => Promise.resolve([{}]))
    const app = router()
    await app.initialize()
    loadWebFontsLater(app)
    await vi.runAllTimersAsync()
    expect(load).not.toHaveBeenCalled()
  })
})

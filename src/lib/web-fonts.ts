/**
 * The shop's web fonts stay off a first visit's first page (docs/adr/0078). Their 58 KB would
 * otherwise share the link with the page's main image; the page draws in fallback faces sized to
 * match them (src/fonts.css), so nothing moves.
 *
 * - Once the page has loaded and the app has drawn it, the fonts are fetched; the browser keeps them.
 * - They are put on screen at the next move inside the app, where the page changes anyway, within
 *   the half-second after a click that layout-shift counting leaves out.
 * - This browser is remembered (`localStorage`): from then on index.html's first script puts them
 *   on at once, from the cache (`font-display: optional`: a font not there in time is never swapped in).
 */

/** The class on `<html>` that puts the web fonts on (src/index.css), and the key index.html reads: keep the three in step. */
export const WEB_FONTS = 'web-fonts'

/** One face of each family: each is one variable file. */
const FACES = ['1em Inter', '1em "Cormorant Garamond"']

interface RouterLike {
  readonly state: { readonly initialized: boolean; readonly location: unknown; readonly navigation: { readonly state: string } }
  subscribe(listener: (state: RouterLike['state']) => void): () => void
}

export function loadWebFontsLater(router: RouterLike): void {
  const root = document.documentElement
  if (root.classList.contains(WEB_FONTS) || !('fonts' in document)) return
  afterFirstPage(router, () => {
    void Promise.all(FACES.map((face) => document.fonts.load(face))).then((loaded) => {
      if (loaded.some((faces) => faces.length === 0)) return
      try {
        localStorage.setItem(WEB_FONTS, '1')
      } catch {
        // Private mode: the next visit fetches them again.
      }
      const shown = router.state.location
      const stop = router.subscribe((state) => {
        if (state.navigation.state === 'idle' && state.location === shown) return
        root.classList.add(WEB_FONTS)
        stop()
      })
    }, noop)
  })
}

/** After the page's load event and the router's first data: the fonts never compete with them. */
function afterFirstPage(router: RouterLike, run: () => void) {
  const whenLoaded = () =>
    document.readyState === 'complete' ? setTimeout(run, 0) : addEventListener('load', () => setTimeout(run, 0), { once: true })
  if (router.state.initialized) return void whenLoaded()
  const stop = router.subscribe((state) => {
    if (!state.initialized) return
    stop()
    whenLoaded()
  })
}

function noop() {}

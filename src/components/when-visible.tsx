import { Suspense, use, useEffect, type ComponentType } from 'react'

/** Every part's loader, for the server: it renders them at once (`loadVisibleParts`). */
const parts: Array<() => Promise<unknown>> = []

/** On the server, before a page renders: every below-the-fold part's code, so the HTML has them all. */
export function loadVisibleParts(): Promise<unknown[]> {
  return Promise.all(parts.map((load) => load()))
}

/** The promise, marked once settled as React marks those it awaited: read at once from then on. */
function track<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => {},
  )
  return promise
}

/**
 * A below-the-fold part of a page whose code loads when it comes near the screen (docs/adr/0111):
 * it stays out of the page's first visit. The server renders it at once. A browser hydrating the
 * served page keeps the part's served HTML (React leaves a suspended boundary as the server drew
 * it) until the visitor scrolls within 200 px of `anchorId`, then loads and hydrates it; on a page
 * drawn in the browser (a navigation) the code loads at once. React drops that HTML (and the code
 * loads at once) when a context above the part changes before then: the app's contexts keep their
 * value through a visitor's hydration (docs/adr/0113).
 */
export function loadWhenVisible<P extends object>(load: () => Promise<ComponentType<P>>, anchorId: string): ComponentType<P> {
  /** The one promise every render of the part reads (React must see the same one until it settles). */
  let ready: Promise<ComponentType<P>> | null = null
  let now: (() => void) | null = null
  const start = () => (ready ??= track(load()))
  parts.push(start)

  /** The part's code, once its served HTML is near the screen (at once without it, or on `now()`). */
  const whenNear = () =>
    (ready ??= track(
      new Promise<void>((resolve) => {
        now = resolve
        const anchor = document.getElementById(anchorId)
        if (!anchor || typeof IntersectionObserver === 'undefined') return resolve()
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return
            observer.disconnect()
            resolve()
          },
          { rootMargin: '200px 0px' },
        )
        observer.observe(anchor)
      }).then(load),
    ))

  // A page drawn in the browser (no served HTML to keep): the code loads with the page's own.
  if (typeof document !== 'undefined' && !document.getElementById('router-data')) void start()

  function Loaded(props: P) {
    const Component = use(whenNear())
    return <Component {...props} />
  }

  /**
   * Drawn only when React draws the part in the browser rather than keeping the served HTML (a
   * navigation, or new data before the part was hydrated, which drops that HTML): load at once.
   */
  function LoadNow() {
    useEffect(() => {
      void whenNear()
      now?.()
    }, [])
    return null
  }

  return function WhenVisible(props: P) {
    return (
      <Suspense fallback={<LoadNow />}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}

import { Suspense, use, useEffect, type ComponentType } from 'react'

/** Every part's loader, for the server: it renders them at once (`loadVisibleParts`). */
const parts: Array<() => Promise<unknown>> = []

/** On the server, before a page renders: every below-the-fold part's code, so the HTML has them all. */
export function loadVisibleParts(): Promise<unknown[]> {
  return Promise.all(parts.map((load) => load()))
}

/**
 * A below-the-fold part of a page whose code loads when it comes near the screen (docs/adr/0111):
 * it stays out of the page's first visit. The server renders it at once. A browser hydrating the
 * served page keeps the part's served HTML (React leaves a suspended boundary as the server drew
 * it) until the visitor scrolls near `anchorId`, then loads and hydrates it; on a page drawn in
 * the browser (a navigation) the code loads at once.
 */
export function loadWhenVisible<P extends object>(load: () => Promise<ComponentType<P>>, anchorId: string): ComponentType<P> {
  // Once loaded, a promise React reads at once (its status set as React sets it on those it awaited).
  let loaded: Promise<ComponentType<P>> | null = null
  let pending: Promise<ComponentType<P>> | null = null
  const start = () =>
    (pending ??= load().then((component) => {
      loaded = Object.assign(Promise.resolve(component), { status: 'fulfilled', value: component })
      return component
    }))
  parts.push(start)

  let near: Promise<ComponentType<P>> | null = null
  let now: (() => void) | null = null
  /** The part's code, once its served HTML is near the screen (at once without it, or when `now()`). */
  const whenNear = () =>
    (near ??= new Promise<void>((resolve) => {
      now = resolve
      const anchor = document.getElementById(anchorId)
      if (!anchor || typeof IntersectionObserver === 'undefined') return resolve()
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer.disconnect()
          resolve()
        },
        { rootMargin: '400px 0px' },
      )
      observer.observe(anchor)
    }).then(start))

  function Loaded(props: P) {
    const Component = use(loaded ?? whenNear())
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

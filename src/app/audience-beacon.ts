import { paths } from '@/lib/paths'
import { pb } from '@/lib/pocketbase'

/*
 * The audience's beacon (docs/adr/0123-audience-without-a-tracker.md): one small POST per page
 * viewed, to the shop's own server (POST /api/shop/hits). Its own chunk, loaded by main.tsx once the
 * page has loaded, and each send waits for an idle moment: it never competes with the page.
 * It stores nothing in the browser (no cookie, no localStorage, sessionStorage or IndexedDB) and
 * sends no identifier: the path with the `utm_*` of its query (no other parameter), the referrer
 * (the server keeps its host, and none of the shop's own), whether the view may start a visit, the
 * window's width (the server keeps its size class) and the kind of page. Nothing is sent from the
 * back-office and the signed-in areas, nor by a browser that asks not to be tracked or that a
 * program drives. Whatever fails (the server down, an old browser) fails silently.
 * Kept small on purpose: it is part of every first visit's JavaScript (DESIGN §9).
 */

interface LocationLike {
  pathname: string
  search: string
}

/** What the beacon needs of the app's router (react-router's data router). */
export interface RouterLike {
  state: { location: LocationLike }
  subscribe(listener: (state: { location: LocationLike }) => void): () => void
}

/** Pages never counted (the server refuses them too): the back-office and the signed-in areas. */
const PRIVATE = new RegExp(`^(${paths.admin}|${paths.account}|${paths.pro})(/|$)`)

/**
 * Counts the page shown now, then every page a client-side navigation shows (a new path: a filter
 * or a sort written in the address is the same page). Called once, after the page's `load`.
 */
export default function countViews(router: RouterLike): void {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean }
  // Not counted: a browser that asks not to be tracked (Do Not Track, Global Privacy Control), or
  // that a program drives (WebDriver: test suites, audits; the server refuses robots too).
  if (browser.doNotTrack == '1' || browser.globalPrivacyControl || browser.webdriver) return
  const opened = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type
  // A reload or a return to this document is no new visit; its first view may be one.
  let entry = opened != 'reload' && opened != 'back_forward'
  let referrer = document.referrer
  let last = ''
  const view = ({ pathname, search }: LocationLike) => {
    if (pathname == last) return
    last = pathname
    if (PRIVATE.test(pathname)) return
    const hit = JSON.stringify({
      // The server reads the `utm_*` of the query (its `&` around them do no harm): nothing else goes.
      path: `${pathname}?${search.match(/[?&]utm_[^&]*/g)?.join('') ?? ''}`,
      referrer,
      entry,
      width: innerWidth,
      kind: pathname == paths.cart ? 'cart' : pathname == paths.checkout ? 'checkout' : 'view',
    })
    entry = false
    referrer = ''
    // A string goes as text/plain: a "simple" request, no CORS preflight, no cookie to send.
    const send = () => {
      try {
        browser.sendBeacon(pb.buildURL('/api/shop/hits'), hit)
      } catch {
        // The count is not worth an error on a shopper's page.
      }
    }
    // Safari has no requestIdleCallback.
    if ((window as Partial<Window>).requestIdleCallback) requestIdleCallback(send, { timeout: 5000 })
    else setTimeout(send, 1)
  }
  const start = () => {
    view(router.state.location)
    router.subscribe((state) => view(state.location))
  }
  // A page the browser prepares before it is shown (speculative prerendering) counts when shown.
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', start, { once: true })
  } else start()
}
